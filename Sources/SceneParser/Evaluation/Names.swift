import Foundation
import LayoutEngine
import SwiftSyntax

/// Names and members: what `title`, `Item.sample`, `.center` and `store.items.count` are.
extension Interpreter {
    func identifier(_ e: DeclReferenceExprSyntax, _ cx: Context, _ expecting: Expectation) throws -> Value {
        let name = e.baseName.identifierName
        if name == "Self", let type = selfType(at: e, cx) { return .type(type) }
        if name == "self" {
            if let v = cx.scope.lookup("self") { return v }
            if let type = cx.scope.enclosingType { return .type(.declared(type)) }
        }
        // `$value` is a binding to `value` and `_value` its storage: a view reads both as the value.
        if name.utf8.count > 1, name.hasPrefix("$") || name.hasPrefix("_"), cx.scope.lookup(name) == nil {
            let unwrapped = String(name.dropFirst())
            if name.hasPrefix("$"), let instance = cx.scope.enclosingInstance, let publisher = publisher(of: instance, unwrapped, at: e) { return publisher }
            if case .value(let v) = resolver.resolve(unwrapped, in: cx.scope, at: Syntax(e)) { return v }
        }
        return try value(of: resolver.resolve(name, in: cx.scope, at: Syntax(e)), name, at: e, cx, expecting)
    }

    /// Whether an expression names a module (`SwiftUI` in `SwiftUI.Color`, a package's module the
    /// scene imports) rather than a value or type of the scene's.
    func isModuleName(_ expr: ExprSyntax, _ cx: Context) -> Bool {
        guard let reference = expr.as(DeclReferenceExprSyntax.self) else { return false }
        let name = reference.baseName.identifierName
        guard AppleFrameworks.iOS.contains(name) || index.imports.contains(name) else { return false }
        return cx.scope.lookup(name) == nil && index.types(named: name).isEmpty && index.global(named: name, near: nil) == nil
    }

    /// What `Self` names where it is written: the type whose code runs, or the type an extension
    /// around it extends (`Self(v * 2)` in `extension CGFloat` is a CGFloat).
    func selfType(at node: some SyntaxProtocol, _ cx: Context) -> TypeReference? {
        if let type = cx.scope.enclosingType { return .declared(type) }
        guard let extended = Self.extendedType(of: node) else { return nil }
        if let declared = index.type(named: extended, near: Syntax(node)) { return .declared(declared) }
        return .named(extended.components(separatedBy: "<")[0])
    }

    /// `$results` of an `@Published var results` in a model: Combine's publisher of it, which a
    /// model subscribes to (`.debounce(…).sink { … }`) and layout never reads: opaque.
    func publisher(of instance: Instance, _ name: String, at node: some SyntaxProtocol) -> Value? {
        guard instance.type.kind != .view, storedProperty(instance.type, name)?.wrapper == "Published" else { return nil }
        return .opaque(OpaqueValue(expression: "$" + name, type: "Published.Publisher", node: Syntax(node)))
    }

    /// The value a resolved name has where it is read (not called).
    func value(of resolution: Resolution, _ name: String, at e: some SyntaxProtocol, _ cx: Context, _ expecting: Expectation) throws -> Value {
        switch resolution {
        case .value(.native(let content as ModifierContentValue)): return try content.resolved(cx)
        case .value(let v): return v
        case .instanceMember(let instance, let member):
            return try instanceProperty(instance, member, at: e, cx)
        case .staticMember(let type, let member):
            return try staticMember(of: type, member, at: e, cx)
        case .extensionStatic(let type, let member):
            return try staticMember(of: .named(type), member, at: e, cx)
        case .type(let type): return .type(.declared(type))
        case .global(let global): return try globalValue(global, cx)
        case .builtInType(let type), .frameworkView(let type, _): return .type(.named(type))
        case .outside(let type): return .opaque(OpaqueValue(expression: type, type: type, node: Syntax(e)))
        case .function(let functions) where functions.count == 1:
            return .function(functions[0], base: Scope(parent: globals), name: name)
        case .function, .builtInFunction, .hostFunction:
            throw error(e, "'\(name)' is a function; ltrace calls functions but does not pass them as values")
        case .builtInView:
            throw error(e, "'\(name)' is a view type; create it with '\(name)()'")
        case .skipped:
            throw error(e, "cannot find '\(name)' in scope" + index.skippedHint(name))
        case .notFound:
            // In an extension of a type the scene does not declare, `count` is `self.count`.
            if let receiver = cx.scope.lookup("self"), let v = try? member(of: receiver, name, at: e, cx) { return v }
            // `ForEach(ColorScheme.allCases, id: \.self, content: preferredColorScheme)` in a View
            // extension: the modifier of `self`, as a function of its argument.
            if let receiver = cx.scope.lookup("self"), receiver.isView || receiver.isViewInstance, Self.isModifier(name),
                let reference = Syntax(e).as(DeclReferenceExprSyntax.self)
            {
                return .closure(Closure(syntax: files.expansion(of: reference), scope: cx.scope))
            }
            if index.types(named: name).contains(where: { $0.kind == .view }) {
                throw error(e, "'\(name)' is a view type; create it with '\(name)()'")
            }
            throw error(e, "cannot find '\(name)' in scope" + NameSuggestions.hint(name, among: cx.scope.visibleNames) + index.skippedHint(name))
        }
    }

    /// A global `let`/`var`: computed the first time it is read (`let formatter = { … }()` included).
    func globalValue(_ global: PropertyDeclaration, _ cx: Context) throws -> Value {
        try memoised(global, cx) { inner in
            let scope = Scope(parent: globals)
            if let getter = global.getter { return try value(of: getter, inner.with(scope), at: global.node) }
            guard let initializer = global.initializer else {
                if global.isOptional { return .nilValue }
                throw error(global.node, "'\(global.name)' has no value")
            }
            return typed(try evaluate(initializer, inner.with(scope), declaredType: global.type), as: global.type)
        }
    }

    // MARK: Members

    func member(_ e: MemberAccessExprSyntax, _ cx: Context, _ expecting: Expectation) throws -> Value {
        let name = e.declName.baseName.identifierName
        guard let base = e.base else { return try implicitMember(name, at: e, cx, expecting: expecting) }
        if let chain = base.as(OptionalChainingExprSyntax.self) {
            let v = try evaluate(chain.expression, cx, expecting: .any)
            return v.isNil ? .nilValue : try member(of: v, name, at: e.declName, cx)
        }
        // `Item.sample`, `Color.red`, `Edge.Set.all`, `UIApplication.shared`: a member of a type.
        if let type = try typeNamed(base, cx) {
            if name == "self" || name == "init" { return .type(type) }
            // A colour or other SwiftUI value is where its expression starts; a missing member of
            // the scene's own type is reported at its name.
            if case .declared = type { return try staticMember(of: type, name, at: e.declName, cx, expecting: expecting) }
            return try staticMember(of: type, name, at: e, cx, expecting: expecting)
        }
        return try valueMember(e, name, of: base, startsImplicitly: Self.startsImplicitly(base), mayBeViewInstance: true, cx, expecting) {
            try evaluate(base, cx, expecting: $0)
        }
    }

    /// `base.name` where `base` is a value rather than a type (`member`'s last case, and the
    /// compiled one of a base that cannot name a type: `String(format: …).count`).
    /// `startsImplicitly` and `mayBeViewInstance` are facts of the base's syntax, read once where
    /// it is compiled; `evaluateBase` evaluates it as expected.
    func valueMember(
        _ e: MemberAccessExprSyntax, _ name: String, of base: ExprSyntax, startsImplicitly: Bool, mayBeViewInstance: Bool, _ cx: Context, _ expecting: Expectation,
        evaluateBase: (Expectation) throws -> Value
    ) throws -> Value {
        // An implicit member chain (`.red.secondary`, `.background.secondary`) starts from the
        // type the context expects (SE-0287).
        let baseExpectation: Expectation = (expecting == .color && name == "gradient") || startsImplicitly ? expecting : .any
        let value = try (mayBeViewInstance ? viewInstance(base, declaring: name, cx) : nil) ?? evaluateBase(baseExpectation)
        if value.isNil, Self.chainsOptionally(base) { return .nilValue }
        // A member of an opaque value is opaque, named as written (`store.steps`).
        if let o = value.opaque, !o.isUntypedZero { return .opaque(o.derived(e)) }
        return try member(of: value, name, at: e.declName, cx)
    }

    /// `Card().title("A")`, `Card { … }.prepared`: where the view's type (or a protocol it conforms
    /// to, or an extension) declares the member, Swift calls the view's own member rather than a
    /// modifier, so the view is made as its instance, to be built into views where it is used.
    func viewInstance(_ base: ExprSyntax, declaring name: String, call member: FunctionCallExprSyntax? = nil, _ cx: Context) throws -> Value? {
        guard mayBeViewInstance(base), let call = base.as(FunctionCallExprSyntax.self),
              case .declared(let type)? = try typeNamed(call.calledExpression, cx), type.kind == .view else { return nil }
        // A method whose labels take the call (`Card().background(Color.red)` beside the view's own
        // `background(for:)` is SwiftUI's modifier), or a computed property read as one.
        // The type's own members and its protocols' (an extension of `View` works on the views).
        let own = lineage(type)
        if let member {
            let labels = CallLabels(member)
            guard own.contains(where: { ($0.members.methods[name] ?? []).contains { labels.fit($0.signature.parameterClause.parameters) } }) else { return nil }
        } else {
            guard own.contains(where: { $0.members.computed[name] != nil }) else { return nil }
        }
        try checkReadable(type.node, type.name, cx)
        return .instance(try initialize(type, call, cx))
    }

    /// Whether `base` may be a view's instance for `viewInstance`: a call whose callee is named
    /// as a view of the scene's is. Every modifier's base is a call (`Text("a").padding()`): a
    /// name no view of the scene's has is passed over before any resolution.
    func mayBeViewInstance(_ base: ExprSyntax) -> Bool {
        guard let call = base.as(FunctionCallExprSyntax.self) else { return false }
        let callee = call.calledExpression.as(GenericSpecializationExprSyntax.self)?.expression ?? call.calledExpression
        guard let written = callee.as(DeclReferenceExprSyntax.self)?.baseName.identifierName ?? callee.as(MemberAccessExprSyntax.self)?.declName.baseName.identifierName
        else { return false }
        return index.types(named: written).contains { $0.kind == .view }
    }

    /// Whether an expression is an implicit member chain: `.red`, `.red.opacity(0.5)`, `.background.secondary`.
    static func startsImplicitly(_ e: ExprSyntax) -> Bool {
        if let member = e.as(MemberAccessExprSyntax.self) { return member.base.map(startsImplicitly) ?? true }
        if let call = e.as(FunctionCallExprSyntax.self) { return startsImplicitly(call.calledExpression) }
        // `cond ? .green.tint : .clear`: the branches' type comes from the context, as an implicit member's does.
        if let ternary = e.as(TernaryExprSyntax.self) { return startsImplicitly(ternary.thenExpression) || startsImplicitly(ternary.elseExpression) }
        if let tuple = e.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first, only.label == nil {
            return startsImplicitly(only.expression)
        }
        return false
    }

    /// The type an expression names (`Item`, `Color`, `Edge.Set`, `Message.Sender`, `HKHealthStore`),
    /// or nil when it is a value.
    func typeNamed(_ expr: ExprSyntax, _ cx: Context) throws -> TypeReference? {
        if let reference = expr.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.identifierName
            if name == "Self" { return selfType(at: reference, cx) }
            // A local or a field of `self` shadows any type of its name (`p.x = 1` of `var p`),
            // and is found without resolving the name.
            if let local = cx.scope.lookup(name) {
                if case .type = local {} else { return nil }
            }
            switch resolver.resolve(name, in: cx.scope, at: Syntax(expr)) {
            case .type(let t): return .declared(t)
            case .builtInType(let t), .outside(let t), .frameworkView(let t, _), .builtInView(let t): return .named(t)
            default: return nil
            }
        }
        if let generic = expr.as(GenericSpecializationExprSyntax.self) { return try typeNamed(generic.expression, cx) }
        if let member = expr.as(MemberAccessExprSyntax.self), let base = member.base, isModuleName(base, cx) {
            return try typeNamed(ExprSyntax(member.declName), cx)
        }
        if let member = expr.as(MemberAccessExprSyntax.self), let base = member.base, let outer = try typeNamed(base, cx) {
            let name = member.declName.baseName.identifierName
            switch outer {
            case .declared(let t):
                if let nested = t.nested[name] { return .declared(nested) }
                if let alias = t.members.aliases[name] { return .named(alias) }
            case .named(let n):
                if let t = index.qualifiedTypes[n + "." + name] { return .declared(t) }
                // `Edge.Set`, `Font.Weight`, `GridItem.Size`: SwiftUI's nested types.
                if BuiltInNames.typeSet.contains(n + "." + name) || Self.staticTypeNames.contains(n + "." + name) { return .named(n + "." + name) }
                // `Color.Theme`, `ImageResource.Icons`: a namespace of the asset catalogs' generated symbols.
                if let namespace = assetNamespace(n, name) { return .named(namespace) }
                if name.first?.isUppercase == true, !BuiltInNames.typeSet.contains(n) { return .named(n + "." + name) }
            }
        }
        return nil
    }

    /// A member of a type: an enum's case, a static, a nested type; SwiftUI's statics
    /// (`Color.red`); anything of a type from outside (opaque).
    func staticMember(of type: TypeReference, _ name: String, at e: some SyntaxProtocol, _ cx: Context, expecting: Expectation = .any) throws -> Value {
        switch type {
        case .declared(let t):
            return try staticMember(of: t, name, at: e, cx)
        case .named(let n):
            // `ContentUnavailableView.search`: a built-in view written as a static member.
            if let view = BuiltInNames.qualifiedView(n, name) {
                let call = FunctionCallExprSyntax(
                    calledExpression: ExprSyntax(DeclReferenceExprSyntax(baseName: .identifier(view))), leftParen: .leftParenToken(), arguments: [],
                    rightParen: .rightParenToken())
                return try builtInView(view, call, cx, at: Syntax(e), written: view)
            }
            if BuiltIns.view(named: n) != nil {
                let members = BuiltIns.views.map(\.name).filter { $0.hasPrefix(n + ".") }.map { String($0.dropFirst(n.count + 1)) }
                let nameNode = (e as? MemberAccessExprSyntax).map { Syntax($0.declName) } ?? Syntax(e)
                throw error(nameNode, "'\(n).\(name)' is not a view ltrace knows" + NameSuggestions.hint(name, among: members, prefix: "."))
            }
            if let v = try builtInStatic(n, name, at: e, cx) { return v }
            if BuiltInNames.typeSet.contains(n) || Self.staticTypeNames.contains(n) {
                let members = Self.staticMemberNames(of: n)
                throw error(e, "'\(n).\(name)' is not something ltrace knows" + NameSuggestions.hint(name, among: members, prefix: "."))
            }
            // `UserDefaults.standard`, `FileManager.default`, `Locale.current`: the type's shared instance.
            let shared = ["standard", "shared", "default", "current", "main"].contains(name)
            return .opaque(OpaqueValue(expression: "\(n).\(name)", type: shared ? n : nil, node: Syntax(e)))
        }
    }

    /// `Item.sample`, `Category.allCases`, `Category.tea`: a static member of a declared type.
    func staticMember(of type: TypeDeclaration, _ name: String, at node: some SyntaxProtocol, _ cx: Context) throws -> Value {
        // `case viewSpacing(minimum: CGFloat)` beside `static var viewSpacing: Self { … }`: without a
        // call, `.viewSpacing` is the static (the case would be a function of its values).
        if let c = type.enumCase(name), c.parameters == nil || staticProperty(type, name) == nil {
            if let parameters = c.parameters {
                // `case note(text: String = "")` with every value defaulted can be written without them.
                guard c.defaults.count == parameters.count, c.defaults.allSatisfy({ $0 != nil }) else {
                    throw error(node, "enum case '\(name)' needs its associated values: \(name)(…)")
                }
                return try caseWithValues(type, c, nil, cx)
            }
            return .instance(try caseValue(type, c, cx))
        }
        if name == "allCases", type.isEnum { return .array(try type.members.cases.map { .instance(try caseValue(type, $0, cx)) }) }
        if let declaration = staticProperty(type, name) {
            return try memoised(declaration, cx) { inner in
                let scope = Scope(parent: globals, type: type)
                if let getter = declaration.getter { return try value(of: getter, inner.with(scope), at: declaration.node) }
                guard let initializer = declaration.initializer else { return declaration.isOptional ? .nilValue : .opaque(OpaqueValue(expression: declaration.qualifiedName, type: declaration.type, node: declaration.node)) }
                return typed(try evaluate(initializer, inner.with(scope), declaredType: declaration.type), as: declaration.type)
            }
        }
        if let nested = type.nested[name] { return .type(.declared(nested)) }
        if inheritsFromOutside(type) {
            return .opaque(OpaqueValue(expression: "\(type.name).\(name)", type: nil, node: Syntax(node)))
        }
        let known = Array(type.members.statics.keys) + type.members.cases.map(\.name) + Array(type.nested.keys)
        throw error(node, "type '\(type.name)' has no member '\(name)'" + NameSuggestions.hint(name, among: known) + index.skippedHint(name))
    }

    /// A static property of a type, or of a protocol it conforms to (`extension Theme { static … }`).
    func staticProperty(_ type: TypeDeclaration, _ name: String) -> PropertyDeclaration? {
        if let p = type.members.statics[name] { return p }
        for conformance in type.conformances {
            if let p = index.types(named: conformance).first(where: { $0.kind == .protocol })?.members.statics[name] { return p }
        }
        return nil
    }

    /// Protocols whose members ltrace knows: a type conforming to others (or inheriting from a
    /// framework's class) may have members the scene's files do not show, which are opaque.
    static let knownProtocols: Set<String> = [
        "Identifiable", "Hashable", "Equatable", "Codable", "Decodable", "Encodable", "Comparable", "CaseIterable", "ObservableObject",
        "Sendable", "CustomStringConvertible", "CustomDebugStringConvertible", "RawRepresentable", "Error", "LocalizedError", "View",
        "ViewModifier", "PreviewProvider", "AlignmentID", "Shape", "InsettableShape", "Layout", "String", "Int", "Double", "CGFloat",
        "Float", "Character", "Observable", "AnyObject", "Transferable", "Animatable", "EnvironmentKey", "PreferenceKey", "ButtonStyle",
        "PrimitiveButtonStyle", "LabelStyle", "ToggleStyle", "App", "Scene", "UInt", "Int64", "Int32",
    ]

    func inheritsFromOutside(_ type: TypeDeclaration) -> Bool {
        type.conformances.contains { c in !Self.knownProtocols.contains(c) && index.types(named: c).isEmpty }
            || type.conformances.contains { c in index.types(named: c).contains { inheritsFromOutside($0) } }
    }

    /// A computed property or field of a declared type's instance; a member it may inherit from
    /// a framework's class is opaque.
    func instanceProperty(_ instance: Instance, _ name: String, at node: some SyntaxProtocol, _ cx: Context) throws -> Value {
        if let field = instance.fields[name] { return field }
        if name == "rawValue", let raw = instance.raw { return raw }
        if name.hasPrefix("$"), let publisher = publisher(of: instance, String(name.dropFirst()), at: node) { return publisher }
        // `$selection`, `_selection`: a property wrapper's projection and storage read as the value.
        if name.count > 1, name.hasPrefix("$") || name.hasPrefix("_"), let field = instance.fields[String(name.dropFirst())] { return field }
        // `lazy var x = …`: computed on first read, with the instance's other fields in scope.
        if let lazy = storedProperty(instance.type, name), lazy.initializer != nil, instance.fields[name] == nil {
            let scope = Scope(parent: globals, instance: instance)
            let value = typed(try evaluate(lazy.initializer!, cx.with(scope), declaredType: lazy.type), as: lazy.type)
            instance.fields[name] = value
            return value
        }
        if let getter = computedProperty(instance.type, name) {
            let scope = Scope(parent: globals, instance: instance)
            return try reaching(getter.node, "\(instance.type.name).\(name)", cx) { inner in
                guard let statements = getter.getter else { throw error(getter.node, "'\(name)' has no getter") }
                if isViewType(getter.type, in: instance.type), !Self.isValueView(getter.type) { return .views(try viewBuilder(statements, inner.with(scope))) }
                return typed(try value(of: statements, inner.with(Scope(parent: scope)), at: getter.node, expecting: Expectation.of(type: getter.type, index: index)), as: getter.type)
            }
        }
        if name == "id", instance.type.isEnum, let c = instance.caseName { return instance.raw ?? .string(c) }
        if name == "hashValue" { return .int(instance.caseName?.hashValue ?? 0) }
        if instance.type.isEnum, let c = instance.caseName, let match = instance.associated.first(where: { $0.label == name }), instance.type.enumCase(c) != nil {
            return match.value
        }
        if let functions = methods(instance.type, name), functions.count == 1 {
            // `action: timer.skip`: a method passed on, to be called when something happens.
            return .function(functions[0], base: Scope(parent: globals, instance: instance), name: "\(instance.type.name).\(name)")
        }
        if inheritsFromOutside(instance.type) || isPersistentModel(instance.type) {
            return .opaque(OpaqueValue(expression: "\(instance.type.name).\(name)", type: nil, node: Syntax(node)))
        }
        let known = instance.type.members.stored.map(\.name) + Array(instance.type.members.computed.keys)
        throw error(node, "'\(instance.type.name)' has no member '\(name)'" + NameSuggestions.hint(name, among: known) + index.skippedHint(name))
    }

    /// A computed property of a type, of a superclass, or of a protocol it conforms to.
    func computedProperty(_ type: TypeDeclaration, _ name: String) -> PropertyDeclaration? {
        for t in lineage(type) { if let p = t.members.computed[name] { return p } }
        for conformance in type.conformances { if let p = index.outsideExtensions[conformance]?.computed[name] { return p } }
        return nil
    }

    /// A stored property of a type or of a superclass in the scene's files.
    func storedProperty(_ type: TypeDeclaration, _ name: String) -> PropertyDeclaration? {
        for t in lineage(type) where t === type || t.isReference { if let p = t.members.stored.first(where: { $0.name == name }) { return p } }
        return nil
    }

    /// Whether a written type is a function's (`() -> Void`, or `Action` for `typealias Action = (String) -> ()`).
    func isFunctionType(_ written: String?, in type: TypeDeclaration?) -> Bool {
        guard var written else { return false }
        var outer = type
        while let t = outer, !written.contains("->") {
            if let alias = t.members.aliases[written] { written = alias }
            outer = t.outer
        }
        if let alias = index.aliases[written] { written = alias }
        return written.contains("->")
    }

    /// `Image`, `Text?`: views that are values of their own, which modifiers change (`resizable()`,
    /// `bold()`) and `+` joins; a property of the type computes one, not a body of views.
    static func isValueView(_ written: String?) -> Bool {
        guard let written = written?.trimmingCharacters(in: CharacterSet(charactersIn: " ?!")) else { return false }
        return written == "Image" || written == "Text" || written == "SwiftUI.Image" || written == "SwiftUI.Text"
    }

    /// Whether a written type is a view's (`some View`, `AnyView`, `Content` of a generic view).
    func isViewType(_ written: String?, in type: TypeDeclaration?) -> Bool {
        guard let written else { return false }
        return facts.isViewType(written, in: type) { decideIsViewType(written, in: type) }
    }

    private func decideIsViewType(_ written: String, in type: TypeDeclaration?) -> Bool {
        var written = written.trimmingCharacters(in: .whitespaces)
        guard !written.contains("->") else { return false }
        if written.hasSuffix("?") { written = String(written.dropLast()) }
        if written.hasPrefix("some ") || written.hasPrefix("any ") { written = String(written.split(separator: " ", maxSplits: 1)[1]) }
        let base = written.components(separatedBy: "<")[0]
        if ["View", "SwiftUI.View", "AnyView", "Content", "Label", "Body", "ModifiedContent", "TupleView", "_ConditionalContent"].contains(base) { return true }
        if type?.viewParameters.contains(base) == true { return true }
        if let declared = index.types(named: base).first { return declared.kind == .view || declared.kind == .shape }
        return BuiltInNames.viewSet.contains(base) || AppleFrameworks.views[base] != nil
    }

    static let geometryMembers: Set<String> = ["width", "height", "x", "y", "minX", "minY", "midX", "midY", "maxX", "maxY"]

    /// A member of a value: `proxy.size`, `item.name`, `pair.0`, `scores.keys`, `name.initials`
    /// from an extension of String, anything of an opaque value.
    func member(of base: Value, _ name: String, at node: some SyntaxProtocol, _ cx: Context) throws -> Value {
        if name == "self" { return base }
        // A binding is read as its value: `value.wrappedValue` and `$value.projectedValue` are it.
        if name == "wrappedValue" || name == "projectedValue" {
            if case .instance(let i) = base, i.fields[name] != nil || computedProperty(i.type, name) != nil {} else { return base }
        }
        switch base {
        // `subviews.reduce(.zero) { max($0.width, …) }`: zero in each of its coordinates.
        case .opaque(let o) where o.isUntypedZero && Self.geometryMembers.contains(name): return .double(0)
        case .opaque(let o) where o.isUntypedZero && name == "size": return .size(.zero)
        case .opaque(let o) where o.isUntypedZero && name == "origin": return .point(.zero)
        case .opaque(let o): return .opaque(o.member(name, at: node))
        case .instance(let m): return try instanceProperty(m, name, at: node, cx)
        case .type(let t): return try staticMember(of: t, name, at: node, cx)
        case .modelStore(let store) where ["mainContext", "container", "modelContext"].contains(name): return .modelStore(store)
        case .native(let n): return try nativeMember(n, name, at: node, cx)
        default: break
        }
        if let v = collectionMember(base, name) { return v }
        switch (base, name) {
        // A wrapper of a plain value (`Tagged<Font, String>`, a `RawRepresentable` struct) that a
        // literal made is that value here: its `rawValue` is it.
        case (.string, "rawValue"), (.int, "rawValue"), (.double, "rawValue"): return base
        case (.proxy(let p), "size"): return .size(p.size)
        case (.proxy, "safeAreaInsets"): return .insets(EdgeInsets())
        case (.double(let d), "isFinite"): return .bool(d.isFinite)
        case (.double(let d), "isInfinite"): return .bool(d.isInfinite)
        case (.double(let d), "isNaN"): return .bool(d.isNaN)
        case (.double(let d), "isZero"): return .bool(d.isZero)
        case (.double(let d), "magnitude"): return .double(d.magnitude)
        case (.int, "isFinite"): return .bool(true)
        case (.int, "isInfinite"), (.int, "isNaN"): return .bool(false)
        case (.int(let n), "isZero"): return .bool(n == 0)
        case (.alignment(let a), "horizontal"): return .horizontal(a.horizontal)
        case (.alignment(let a), "vertical"): return .vertical(a.vertical)
        case (.size(let s), "width"): return .double(s.width)
        case (.size(let s), "height"): return .double(s.height)
        case (.unitPoint(let u), "x"): return .double(u.x)
        case (.unitPoint(let u), "y"): return .double(u.y)
        case (.point(let p), "x"): return .double(p.x)
        case (.point(let p), "y"): return .double(p.y)
        case (.insets(let i), "top"): return .double(i.top)
        case (.insets(let i), "leading"): return .double(i.leading)
        case (.insets(let i), "bottom"): return .double(i.bottom)
        case (.insets(let i), "trailing"): return .double(i.trailing)
        case (.rect(let r), _):
            let parts: [String: CGFloat] = [
                "width": r.width, "height": r.height, "minX": r.minX, "midX": r.midX, "maxX": r.maxX, "minY": r.minY,
                "midY": r.midY, "maxY": r.maxY,
            ]
            if let v = parts[name] { return .double(v) }
            if name == "size" { return .size(r.size) }
            if name == "origin" { return .point(r.origin) }
        case (.range(let lower, let upper), _):
            switch name {
            case "lowerBound", "startIndex": return .int(lower)
            case "upperBound", "endIndex": return .int(upper)
            case "count": return .int(upper - lower)
            case "isEmpty": return .bool(upper == lower)
            default: break
            }
        case (.doubleRange(let lower, _, _), "lowerBound"): return .double(lower)
        case (.doubleRange(_, let upper, _), "upperBound"): return .double(upper)
        case (.angle(let a), "radians"): return .double(a.radians)
        case (.angle(let a), "degrees"): return .double(a.degrees)
        case (.dimensions(let d), "width"): return .double(d.width)
        case (.dimensions(let d), "height"): return .double(d.height)
        // A colour's gradient and its hierarchical levels (`Color.blue.secondary`) draw the same
        // space: drawing only.
        case (.color, "gradient"), (.color, "secondary"), (.color, "tertiary"), (.color, "quaternary"), (.color, "quinary"): return base
        default: break
        }
        if let getter = extensionProperty(of: base, name) {
            let scope = Scope(parent: globals)
            scope.bind("self", base)
            return try reaching(getter.node, getter.qualifiedName, cx) { inner in
                guard let statements = getter.getter else { throw error(getter.node, "'\(name)' has no getter") }
                if isViewType(getter.type, in: nil), !Self.isValueView(getter.type) { return .views(try viewBuilder(statements, inner.with(scope))) }
                return try value(of: statements, inner.with(Scope(parent: scope)), at: getter.node, expecting: Expectation.of(type: getter.type, index: index))
            }
        }
        // `Text(…).emojiText.size(12)`: a package's extension of View, its package not on disk.
        if base.isView, !Self.isModifier(name), !Self.valueMethodNames.contains(name), let views = try? toViews(base, at: node, cx) {
            var o = OpaqueValue(expression: files.compact(node), type: nil, node: Syntax(node))
            o.viewsBefore = views
            return .opaque(o)
        }
        return try unknownMember(of: base, name, at: node, written: node, call: false)
    }

    /// The names an extension of a type the scene does not declare would be written for, for a value.
    func extendedTypeNames(of value: Value) -> [String] {
        switch value {
        case .string: return ["String", "StringProtocol", "Collection", "Sequence", "Comparable", "Hashable", "Equatable"]
        // An integer literal may stand where Swift would have typed a Double.
        case .int: return ["Int", "BinaryInteger", "FixedWidthInteger", "SignedInteger", "Numeric", "Comparable", "AdditiveArithmetic", "Double", "CGFloat", "BinaryFloatingPoint", "FloatingPoint"]
        case .double: return ["Double", "CGFloat", "Float", "BinaryFloatingPoint", "FloatingPoint", "Numeric", "Comparable"]
        case .bool: return ["Bool"]
        case .array: return ["Array", "Collection", "Sequence", "RandomAccessCollection", "BidirectionalCollection", "RangeReplaceableCollection"]
        case .dictionary: return ["Dictionary", "Collection", "Sequence"]
        case .range, .doubleRange: return ["ClosedRange", "Range", "Collection", "Sequence"]
        case .symbol(let s): return [s.type]
        case .views: return ["View"]
        case .text: return ["Text", "View"]
        case .image: return ["Image", "View"]
        case .color: return ["Color", "ShapeStyle", "View"]
        case .font(let f): return f.textStyle != nil ? ["Font", "Font.TextStyle"] : ["Font"]
        case .opaque(let o): return o.type.map { [$0] } ?? []
        default: return []
        }
    }

    func extensionProperty(of value: Value, _ name: String) -> PropertyDeclaration? {
        for type in extendedTypeNames(of: value) { if let p = index.outsideExtensions[type]?.computed[name] { return p } }
        return nil
    }

    func extensionMethods(of value: Value, _ name: String) -> [FunctionDeclSyntax] {
        for type in extendedTypeNames(of: value) { if let f = index.outsideExtensions[type]?.methods[name] { return f } }
        return []
    }
}
