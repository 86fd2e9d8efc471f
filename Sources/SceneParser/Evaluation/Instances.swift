import Foundation
import LayoutEngine
import SwiftSyntax

/// Making values of the types the scene declares: memberwise and explicit initializers, enum
/// cases and raw values, and the types written for properties and parameters.
extension Interpreter {
    /// `Item(name: "Tea", price: 3)`, `Category(rawValue: "tea")`, `Store()`.
    func constructInstance(_ type: TypeDeclaration, _ e: FunctionCallExprSyntax, _ cx: Context) throws -> Value {
        if type.isEnum {
            if let raw = e.arguments.first, raw.label?.text == "rawValue", e.arguments.count == 1 {
                let value = try evaluate(raw.expression, cx, expecting: .any)
                if value.opaque != nil, let first = type.members.cases.first { return .instance(try caseValue(type, first, cx)) }
                for c in type.members.cases where try rawValue(of: c, in: type, cx)?.traceValue == value.traceValue { return .instance(try caseValue(type, c, cx)) }
                return .nilValue
            }
            let labels = CallLabels(e)
            if let explicit = CallLabels.preferred(type.members.initializers).first(where: { labels.fit($0.signature.parameterClause.parameters) }) {
                return try initializerValue(explicit, of: type.name, start: .type(.declared(type)), owner: type, e, cx)
            }
            throw error(e, "an enum is created from a case, with 'rawValue:' or with an 'init' it declares")
        }
        return .instance(try initialize(type, e, cx))
    }

    /// The value an `init` that assigns `self` makes: an enum's (`if … { self = .fish; return }`),
    /// or an extension's of a value type (`self.init(red:green:blue:)`, `self = Color(…)`); nil
    /// from a failable `init` that returns nil.
    func initializerValue(
        _ i: InitializerDeclSyntax, of typeName: String, start: Value, owner: TypeDeclaration?, _ e: FunctionCallExprSyntax, _ cx: Context
    ) throws -> Value {
        guard let body = i.body else { throw error(i, "'init' has no body") }
        return try reaching(i, "\(typeName).init", cx) { inner in
            let box = Scope(parent: globals, type: owner)
            box.bind("self", start)
            let parameters = try bindParameters(i.signature.parameterClause.parameters, call: e, calleeName: typeName, inner, base: box, owner: owner)
            if case .returned(let v) = try execute(body.statements, inner.with(parameters), expecting: .any), v.isNil { return .nilValue }
            let made = box.lookupLocal("self") ?? .nilValue
            if case .type = made { throw error(i, "'\(typeName).init' leaves 'self' without a value") }
            return made
        }
    }

    /// A new instance of `type` with its fields set: by the explicit `init` whose labels match
    /// the call, else by the memberwise initializer (arguments, else initial values, else nil
    /// for optionals). Property wrappers supply their own values (`PropertyWrapper`).
    /// `trailingClosures: false`: the call's trailing closures are not arguments (a layout's content).
    func initialize(_ type: TypeDeclaration, _ e: FunctionCallExprSyntax?, _ cx: Context, asRoot: Bool = false, into existing: Instance? = nil, trailingClosures: Bool = true) throws -> Instance {
        let instance = existing ?? Instance(type: type)
        let labels = CallLabels(e, trailingClosures: trailingClosures)
        let explicit = CallLabels.preferred(type.members.initializers).first { labels.fit($0.signature.parameterClause.parameters) }
        if let explicit {
            try runInitializer(explicit, call: e, cx, instance: instance, trailingClosures: trailingClosures)
            return instance
        }
        // `ltrace record --view Card` of a view whose init takes arguments: its simplest init,
        // with what the call would give unknown.
        if asRoot, e == nil, let simplest = type.members.initializers.min(by: { Self.requiredCount($0) < Self.requiredCount($1) }) {
            try runInitializer(simplest, call: nil, cx, instance: instance, missingAreOpaque: true)
            return instance
        }
        // A struct whose own declaration has an `init` has no memberwise one (one declared in an
        // extension keeps it); a class has only its `init`s, and `init()` when every field has a value.
        if type.members.initializers.contains(where: { !Self.isInExtension($0) }), !type.isReference || !labels.written.isEmpty || labels.trailing > 0 {
            let forms = type.members.initializers.map { i in
                "\(type.name)(" + i.signature.parameterClause.parameters.map { ($0.firstName.text == "_" ? "_" : $0.firstName.text) + ":" }.joined() + ")"
            }
            throw error(e.map(Syntax.init) ?? Syntax(type.nameToken), "no initializer of '\(type.name)' takes these arguments; it has \(forms.joined(separator: ", "))")
        }
        let statics = Scope(parent: globals, type: type)
        let stored = allStored(type)
        if type.isReference, inheritsFromOutside(type) || hasMacro(type), let e, type.members.initializers.isEmpty {
            // `Entry(context: viewContext)`, `Author()`: an initializer the class inherits from a
            // framework (Core Data's) or a macro writes (`@ModelActor`'s `init(modelContainer:)`); its
            // fields start as declared, and unknown ones are opaque.
            if hasMacro(type), let container = e.arguments.first(where: { $0.label?.text == "modelContainer" }) {
                let store = try evaluate(container.expression, cx, expecting: .any)
                instance.fields["modelContainer"] = store
                instance.fields["modelContext"] = store
            }
            for property in stored where !property.isLazy {
                if let initializer = property.initializer {
                    instance.fields[property.name] = typed(try evaluate(unwrappingBinding(initializer), cx.with(statics), declaredType: property.type), as: property.type)
                } else {
                    instance.fields[property.name] = property.isOptional ? .nilValue : .opaque(OpaqueValue(expression: "\(type.name).\(property.name)", type: property.type, node: property.node))
                }
            }
            return instance
        }
        let args = arguments(type.name, of: e, trailingClosures: trailingClosures)
        let passedOver = defaultedClosuresPassedOver(stored, in: type, e)
        for property in stored where !property.isLazy {
            let wrapper = PropertyWrapper(property)
            if !wrapper.isMemberwise(property) {
                instance.fields[property.name] = try wrapperValue(property, wrapper, cx, owner: type)
            } else if property.isLet, let initializer = property.initializer {
                // A `let` with a value is not an initializer parameter.
                instance.fields[property.name] = typed(try evaluate(initializer, cx.with(statics), declaredType: property.type), as: property.type)
            } else if let value = try argument(for: property, args, in: type, cx, takesTrailing: !passedOver.contains(property.name)) {
                instance.fields[property.name] = try wrapper.wrap(value, self, property, cx)
            } else if let initializer = property.initializer {
                let value = typed(try evaluate(unwrappingBinding(initializer), cx.with(statics), declaredType: property.type), as: property.type)
                instance.fields[property.name] = try wrapper.wrap(value, self, property, cx)
            } else if wrapper.kind == .unknown {
                instance.fields[property.name] = try wrapperValue(property, wrapper, cx, owner: type)
            } else if property.isOptional || property.type == nil && !property.isLet {
                instance.fields[property.name] = .nilValue
            } else if asRoot {
                // `ltrace record --view CardView` of a view that takes arguments: what it would be given is unknown.
                warn(property.node, .substituted, "'\(type.name)' is recorded without its arguments; '\(property.name)' is an opaque value")
                instance.fields[property.name] = .opaque(OpaqueValue(expression: property.name, type: property.type, node: property.node))
            } else {
                throw error(e.map(Syntax.init) ?? Syntax(type.nameToken), "missing argument for '\(property.name):' in \(type.name)(…)")
            }
        }
        try args.finish(self, allowed: stored.filter { PropertyWrapper($0).isMemberwise($0) && !($0.isLet && $0.initializer != nil) && !$0.isLazy }.map(\.name))
        return instance
    }

    /// The stored properties of a type's instances: a superclass's first, then its own.
    func allStored(_ type: TypeDeclaration) -> [PropertyDeclaration] {
        lineage(type).filter { $0 === type || ($0.isReference && $0.kind != .protocol) }.reversed().flatMap(\.members.stored)
    }

    /// The memberwise argument for a property: labelled with its name, or a trailing closure
    /// for a closure-typed or view-typed one (`Card { Text("x") }` for `@ViewBuilder let content: Content`).
    /// The closure properties with a default that trailing closures pass over, as Swift's forward
    /// scan does (SE-0286): one is skipped when the closures left are no more than the closure
    /// properties after it that need one (`onRetry: (() -> Void)? = nil` before `content`).
    private func defaultedClosuresPassedOver(_ stored: [PropertyDeclaration], in type: TypeDeclaration, _ e: FunctionCallExprSyntax?) -> Set<String> {
        guard let e else { return [] }
        var remaining = (e.trailingClosure == nil ? 0 : 1) + e.additionalTrailingClosures.count
        guard remaining > 0 else { return [] }
        let labelled = Set(e.arguments.compactMap { $0.label?.text })
        let takers = stored.filter { p in
            !p.isLazy && PropertyWrapper(p).isMemberwise(p) && !(p.isLet && p.initializer != nil) && !labelled.contains(p.name)
                && (isFunctionType(p.type, in: type) || isViewType(p.type, in: type) || p.isViewBuilder)
        }
        var passedOver: Set<String> = []
        for (i, p) in takers.enumerated() where remaining > 0 {
            let needed = takers[(i + 1)...].filter { $0.initializer == nil && !$0.isOptional }.count
            if (p.initializer != nil || p.isOptional), remaining <= needed {
                passedOver.insert(p.name)
                continue
            }
            remaining -= 1
        }
        return passedOver
    }

    private func argument(for property: PropertyDeclaration, _ args: Arguments, in type: TypeDeclaration, _ cx: Context, takesTrailing: Bool = true) throws -> Value? {
        let isFunction = isFunctionType(property.type, in: type)
        let isView = isViewType(property.type, in: type)
        if property.resultBuilder != nil, !isFunction, let closure = args.takeClosure(property.name) {
            // `@ActionBuilder var actions: [Action]` given `actions: { Action(…); Action(…) }`.
            return try resultBuilderValues(closure.statements, cx.with(Scope(parent: cx.scope)))
        }
        if let arg = args.take(property.name) {
            if let closure = arg.expression.as(ClosureExprSyntax.self), isFunction || isView || property.isViewBuilder {
                return try closureArgument(closure, for: property, in: type, cx)
            }
            let value = try evaluate(unwrappingBinding(arg.expression), cx, declaredType: property.type.map { index.qualifiedTypeName($0, at: property.node) })
            return typed(value, as: property.type)
        }
        if isFunction || isView || property.isViewBuilder, takesTrailing, let closure = args.takeClosure(property.name) {
            return try closureArgument(closure, for: property, in: type, cx)
        }
        return nil
    }

    /// The values a result builder of the app's collects from its statements (an array, as
    /// `buildBlock(_ components: Action...) -> [Action]` makes one): each expression's value, the
    /// branch an `if` takes, the values of a `for`'s iterations.
    func resultBuilderValues(_ items: CodeBlockItemListSyntax, _ cx: Context) throws -> Value {
        var values: [Value] = []
        for item in items {
            switch item.item {
            case .decl(let decl):
                if let variable = decl.as(VariableDeclSyntax.self) { try bindVariables(variable, cx) }
            case .stmt(let stmt):
                if let e = stmt.as(ExpressionStmtSyntax.self) { values += try builderValues(e.expression, cx) }
                if let loop = stmt.as(ForStmtSyntax.self) {
                    for element in try elements(of: try evaluate(loop.sequence, cx, expecting: .any), at: loop.sequence) {
                        let inner = cx.nested()
                        guard try bindPattern(loop.pattern, element, in: inner.scope, cx) else { continue }
                        if case .array(let more) = try resultBuilderValues(loop.body.statements, inner) { values += more }
                    }
                }
            case .expr(let e):
                values += try builderValues(e, cx)
            }
        }
        return .array(values)
    }

    private func builderValues(_ e: ExprSyntax, _ cx: Context) throws -> [Value] {
        if let branch = e.as(IfExprSyntax.self) {
            let bound = cx.nested()
            if try conditionsHold(branch.conditions, binding: bound.scope, cx).holds {
                if case .array(let v) = try resultBuilderValues(branch.body.statements, bound) { return v }
            } else if case .codeBlock(let block)? = branch.elseBody {
                if case .array(let v) = try resultBuilderValues(block.statements, cx.nested()) { return v }
            } else if case .ifExpr(let next)? = branch.elseBody {
                return try builderValues(ExprSyntax(next), cx)
            }
            return []
        }
        return [try evaluate(e, cx, expecting: .any)]
    }

    /// A closure given for a property: kept as a closure for a function type, called now for a
    /// view (`@ViewBuilder let content: Content` is the views the closure makes).
    private func closureArgument(_ closure: ClosureExprSyntax, for property: PropertyDeclaration, in type: TypeDeclaration, _ cx: Context) throws -> Value {
        let isFunction = isFunctionType(property.type, in: type)
        let makesViews = returnsViews(property.type, in: type) || property.isViewBuilder
        let value = Closure(syntax: closure, scope: cx.scope, makesViews: makesViews || (!isFunction && isViewType(property.type, in: type)))
        if isFunction { return .closure(value) }
        return .views(try callViewClosure(value, cx, arguments: []))
    }

    /// Runs an explicit `init`: its parameters are bound from the call, its assignments
    /// (`self.title = title`, `_count = State(initialValue: 3)`) set the instance's fields, and
    /// fields it leaves alone keep their initial values.
    static func requiredCount(_ i: InitializerDeclSyntax) -> Int { i.signature.parameterClause.parameters.filter { $0.defaultValue == nil }.count }

    func runInitializer(_ i: InitializerDeclSyntax, call e: FunctionCallExprSyntax?, _ cx: Context, instance: Instance, missingAreOpaque: Bool = false, trailingClosures: Bool = true) throws {
        let type = instance.type
        try reaching(i, "\(type.name).init", cx) { inner in
            let statics = Scope(parent: globals, type: type)
            let stored = allStored(type)
            for property in stored where !property.isLazy {
                let wrapper = PropertyWrapper(property)
                if !wrapper.isMemberwise(property) || (wrapper.kind == .unknown && property.initializer == nil) {
                    instance.fields[property.name] = try wrapperValue(property, wrapper, inner, owner: type)
                } else if let initializer = property.initializer {
                    // `@ScaledMetric var side = 44` in a type with its own initializer scales as in a memberwise one.
                    let value = typed(try evaluate(unwrappingBinding(initializer), inner.with(statics), declaredType: property.type), as: property.type)
                    instance.fields[property.name] = try wrapper.wrap(value, self, property, inner)
                } else if property.isOptional && !property.isLet {
                    instance.fields[property.name] = .nilValue
                }
            }
            let scope = Scope(parent: globals, instance: instance)
            let parameters = try bindParameters(
                i.signature.parameterClause.parameters, call: e, calleeName: type.name, inner, base: scope, owner: type, missingAreOpaque: missingAreOpaque,
                trailingClosures: trailingClosures)
            guard let body = i.body else { throw error(i, "'init' has no body") }
            _ = try execute(body.statements, inner.with(parameters), expecting: .any)
            for property in stored where instance.fields[property.name] == nil && !property.isLazy {
                if property.isOptional { instance.fields[property.name] = .nilValue; continue }
                throw error(e.map(Syntax.init) ?? Syntax(i), "'\(type.name).init' leaves '\(property.name)' without a value")
            }
            for property in stored {
                if let v = instance.fields[property.name] { instance.fields[property.name] = typed(v, as: property.type) }
            }
        }
    }

    /// Whether a member is declared in an extension rather than in its type's own body.
    static func isInExtension(_ node: some SyntaxProtocol) -> Bool {
        var parent = node.parent
        while let p = parent {
            if p.is(ExtensionDeclSyntax.self) { return true }
            if p.is(StructDeclSyntax.self) || p.is(ClassDeclSyntax.self) || p.is(EnumDeclSyntax.self) || p.is(ActorDeclSyntax.self) { return false }
            parent = p.parent
        }
        return false
    }

    // MARK: Enums

    func rawValue(of c: EnumCase, in type: TypeDeclaration, _ cx: Context) throws -> Value? {
        if let raw = c.raw { return try evaluate(raw, cx.with(globals), expecting: .any) }
        switch type.rawType {
        case "String": return .string(c.name)
        case "Int": return .int(type.members.cases.firstIndex { $0.name == c.name } ?? 0)
        default: return nil
        }
    }

    func caseValue(_ type: TypeDeclaration, _ c: EnumCase, _ cx: Context) throws -> Instance {
        Instance(type: type, caseName: c.name, raw: try rawValue(of: c, in: type, cx))
    }

    /// `.loaded(items)`, `State.failed("offline")`: a case with its associated values.
    func caseWithValues(_ type: TypeDeclaration, _ c: EnumCase, _ e: FunctionCallExprSyntax?, _ cx: Context) throws -> Value {
        guard let labels = c.parameters else { throw error(e.map(Syntax.init) ?? c.node, "enum case '\(c.name)' has no associated values") }
        var args = Array(e?.arguments ?? [])
        if let trailing = e?.trailingClosure {
            args.append(LabeledExprSyntax(label: nil, colon: nil, expression: ExprSyntax(trailing)))
        }
        var values: [TupleElement] = []
        for (index, label) in labels.enumerated() {
            let type = c.parameterTypes.indices.contains(index) ? c.parameterTypes[index] : nil
            if let i = args.firstIndex(where: { $0.label?.text == label }) {
                let arg = args.remove(at: i)
                values.append(TupleElement(label: label, value: try evaluate(arg.expression, cx, declaredType: type)))
            } else if let defaultValue = c.defaults.indices.contains(index) ? c.defaults[index] : nil {
                values.append(TupleElement(label: label, value: try evaluate(defaultValue, cx.with(globals), declaredType: type)))
            } else {
                let count = labels.count
                throw error(e.map(Syntax.init) ?? c.node, "enum case '\(c.name)' takes \(count) associated value\(count == 1 ? "" : "s"), not \(e?.arguments.count ?? 0)")
            }
        }
        if let extra = args.first {
            if extra.label == nil || labels.contains(extra.label?.text) {
                throw error(e.map(Syntax.init) ?? c.node, "enum case '\(c.name)' takes \(labels.count) associated value\(labels.count == 1 ? "" : "s"), not \(e?.arguments.count ?? 0)")
            }
            throw error(extra, extra.label.map { "enum case '\(c.name)' has no associated value '\($0.text):'" } ?? "enum case '\(c.name)' takes \(labels.count) associated value\(labels.count == 1 ? "" : "s"), not \(e?.arguments.count ?? 0)")
        }
        return .instance(Instance(type: type, caseName: c.name, associated: values))
    }

    /// A type whose attached macros write members ltrace cannot see (`@ModelActor`).
    func hasMacro(_ type: TypeDeclaration) -> Bool {
        let attributes = type.node.as(ClassDeclSyntax.self)?.attributes ?? type.node.as(ActorDeclSyntax.self)?.attributes ?? []
        return attributes.contains { $0.as(AttributeSyntax.self).map { ["ModelActor"].contains($0.attributeName.trimmedText) } ?? false }
    }

    /// SwiftData's `@Model` classes and Core Data's managed objects: their stored properties
    /// are what the files show, but the framework adds members (`persistentModelID`, `objectID`).
    func isPersistentModel(_ type: TypeDeclaration) -> Bool {
        type.node.as(ClassDeclSyntax.self)?.attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedText == "Model" } == true
            || type.conformances.contains("NSManagedObject") || type.conformances.contains("PersistentModel")
    }

    // MARK: Types

    /// An argument or initial value where a type is written: `.ada` for a `Contact` is
    /// `Contact.ada`, `.orange` for a `Color` a colour, as Swift's type checker reads them.
    func evaluate(_ e: ExprSyntax, _ cx: Context, declaredType: String?) throws -> Value {
        try evaluate(e, cx, expecting: Expectation.of(type: declaredType, index: index))
    }

    /// A whole number given for a `Double` is a Double, as Swift types the literal. A tuple
    /// literal takes the labels its written type gives (`let days: [(day: String, high: Int)]`).
    func typed(_ value: Value, as written: String?) -> Value {
        guard let written else { return value }
        switch value {
        case .opaque, .int, .tuple, .array: break
        default: return value  // every parameter and return of every call comes through here
        }
        return typed(value, as: declaredType(written))
    }

    /// A written type as `typed` reads it: its alias resolved, and whether a whole number
    /// given for it is a Double.
    struct DeclaredType {
        let resolved: String
        let isFloating: Bool
    }

    /// Worked out once where a type is read often (a compiled function's parameters and
    /// return): `typed` of a written type hashes it twice.
    func declaredType(_ written: String) -> DeclaredType {
        let type = index.aliases[written] ?? written
        return DeclaredType(resolved: type, isFloating: Self.floatingTypes.contains(type))
    }

    func typed(_ value: Value, as declared: DeclaredType?) -> Value {
        guard let declared else { return value }
        let type = declared.resolved
        // `var bounds: CGRect = .zero` where nothing gave the `.zero` a type: the declared type's zero.
        if case .opaque(let o) = value, o.isUntypedZero, let zero = Self.zeros[type.hasSuffix("?") ? String(type.dropLast()) : type] { return zero }
        switch value {
        case .int(let i) where declared.isFloating: return .double(Double(i))
        case .tuple(let elements):
            let labels = Self.tupleLabels(type)
            guard labels.count == elements.count else { return value }
            return .tuple(zip(labels, elements).map { TupleElement(label: $0 ?? $1.label, value: $1.value) })
        case .array(let items) where type.hasPrefix("[("):
            return .array(items.map { typed($0, as: String(type.dropFirst().dropLast())) })
        case .opaque(let o) where o.type == nil:
            var typed = o
            typed.type = type.hasSuffix("?") ? String(type.dropLast()) : type
            return .opaque(typed)
        default: return value
        }
    }

    private static let floatingTypes: Set<String> = ["Double", "CGFloat", "Float", "Double?", "CGFloat?", "TimeInterval"]

    static let zeros: [String: Value] = [
        "CGRect": .rect(.zero), "CGSize": .size(.zero), "CGPoint": .point(.zero), "CGFloat": .double(0), "Double": .double(0), "Float": .double(0), "Int": .int(0),
    ]

    /// `(day: String, high: Int)` → `["day", "high"]`; nil for an unlabelled element.
    static func tupleLabels(_ type: String) -> [String?] {
        guard type.hasPrefix("("), type.hasSuffix(")") else { return [] }
        return type.dropFirst().dropLast().split(separator: ",").map { part in
            let words = part.split(separator: ":", maxSplits: 1)
            return words.count == 2 ? words[0].trimmingCharacters(in: .whitespaces) : nil
        }
    }

    /// A value a built-in view passes to a closure: a framework value is an instance of a type
    /// the scene does not declare, so its members and its case read as the scene's own do.
    func value(of closureValue: SceneClosureValue) -> Value {
        switch closureValue {
        case .null: return .nilValue
        case .opaque(let type): return .opaque(OpaqueValue(expression: type, type: type, node: Syntax(TokenSyntax.identifier(type))))
        case .value(let type, let caseName, let members):
            let declaration = TypeDeclaration(
                name: type, qualifiedName: type, kind: .data, keyword: caseName == nil ? "struct" : "enum", node: Syntax(TokenSyntax.identifier(type)),
                nameToken: .identifier(type), conformances: [], viewParameters: [], rawType: nil)
            return .instance(Instance(type: declaration, fields: InstanceFields(members.mapValues(value(of:))), caseName: caseName))
        }
    }
}
