import Foundation
import LayoutEngine
import SwiftSyntax

/// An app's own type as a scene file declares it: a `struct` or `class` of data (`Item`,
/// `Order`), or an `enum` (`Category: String, CaseIterable`), with what extensions add.
final class ModelType {
    let name: String
    /// The memberwise initializer's parameters, in order (structs and classes).
    var stored: [ViewDefinition.Property] = []
    /// `case a, b = "B"`, `case loaded([Item])`, in order (enums).
    var cases: [EnumCase] = []
    /// Explicit `init`s; a struct that declares one has no memberwise initializer.
    var initializers: [InitializerDeclSyntax] = []
    var staticMethods: [String: FunctionDeclSyntax] = [:]
    let isEnum: Bool
    var rawType: String?
    var computed: [String: AccessorBlockSyntax] = [:]
    var methods: [String: FunctionDeclSyntax] = [:]
    /// `static let sample = …`, evaluated once, when first read.
    var statics: [String: ExprSyntax] = [:]
    var staticGetters: [String: AccessorBlockSyntax] = [:]
    var staticValues: [String: Value] = [:]
    /// The written types of `static let x: T = …`, so that literals take their labels and Double types.
    var staticTypes: [String: String] = [:]

    init(name: String, isEnum: Bool) {
        self.name = name
        self.isEnum = isEnum
    }

    func enumCase(_ name: String) -> EnumCase? { cases.first { $0.name == name } }
}

/// An enum's case: `case tea = "Tea"`, or `case failed(String)` / `case loaded(items: [Item])` with associated values.
struct EnumCase {
    let name: String
    let raw: ExprSyntax?
    /// The associated values' labels (nil for an unlabelled one); nil for a case without any.
    let parameters: [String?]?
    /// Their written types (`Order`, `[Item]`), to read an implicit member such as `.loaded(.sample)`.
    var parameterTypes: [String] = []
    let node: Syntax
}

/// A value of a `ModelType`: a struct's fields, or an enum's case.
final class ModelValue {
    let type: ModelType
    let fields: [String: Value]
    /// For an enum: the case, its raw value and its associated values.
    let caseName: String?
    let raw: Value?
    let associated: [TupleElement]

    init(type: ModelType, fields: [String: Value] = [:], caseName: String? = nil, raw: Value? = nil, associated: [TupleElement] = []) {
        self.type = type
        self.fields = fields
        self.caseName = caseName
        self.raw = raw
        self.associated = associated
    }
}

extension Interpreter {
    static let dataConformancesIgnored: Set<String> = ["View", "SwiftUI.View", "ViewModifier", "PreviewProvider", "AlignmentID", "Layout"]

    /// A `struct`, `class` or `enum` of data, or nil for a view, modifier, preview or guide.
    func modelType(_ decl: DeclSyntax) throws -> ModelType? {
        let name: TokenSyntax, inheritance: InheritanceClauseSyntax?, members: MemberBlockSyntax, isEnum: Bool
        if let s = decl.as(StructDeclSyntax.self) {
            (name, inheritance, members, isEnum) = (s.name, s.inheritanceClause, s.memberBlock, false)
        } else if let c = decl.as(ClassDeclSyntax.self) {
            (name, inheritance, members, isEnum) = (c.name, c.inheritanceClause, c.memberBlock, false)
        } else if let e = decl.as(EnumDeclSyntax.self) {
            (name, inheritance, members, isEnum) = (e.name, e.inheritanceClause, e.memberBlock, true)
        } else {
            return nil
        }
        let conformances = inheritance?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
        if conformances.contains(where: Self.dataConformancesIgnored.contains) { return nil }
        let type = ModelType(name: name.text, isEnum: isEnum)
        type.rawType = isEnum ? conformances.first { ["String", "Int", "Double", "CGFloat"].contains($0) } : nil
        try addMembers(members.members, to: type)
        return type
    }

    /// Members of a model type or of an extension of it.
    func addMembers(_ members: MemberBlockItemListSyntax, to type: ModelType) throws {
        for member in compiledMembers(members) {
            if let c = member.decl.as(EnumCaseDeclSyntax.self) {
                for element in c.elements {
                    let parameters = element.parameterClause.map { clause in
                        clause.parameters.map { p in p.firstName.flatMap { $0.text == "_" ? nil : $0.text } }
                    }
                    var c = EnumCase(name: element.name.text, raw: element.rawValue?.value, parameters: parameters, node: Syntax(element))
                    c.parameterTypes = element.parameterClause?.parameters.map { $0.type.trimmedDescription } ?? []
                    type.cases.append(c)
                }
            } else if let f = member.decl.as(FunctionDeclSyntax.self) {
                if f.modifiers.contains(where: { ["static", "class"].contains($0.name.text) }) {
                    type.staticMethods[f.name.text] = f
                } else {
                    type.methods[f.name.text] = f
                }
            } else if let v = member.decl.as(VariableDeclSyntax.self) {
                let isStatic = v.modifiers.contains { ["static", "class"].contains($0.name.text) }
                for binding in v.bindings {
                    guard let property = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                    if isStatic {
                        if let accessor = binding.accessorBlock { type.staticGetters[property] = accessor } else if let value = binding.initializer?.value {
                            type.statics[property] = value
                        }
                        if let written = binding.typeAnnotation?.type.trimmedDescription { type.staticTypes[property] = written }
                    } else if let accessor = binding.accessorBlock {
                        type.computed[property] = accessor
                    } else {
                        type.stored.append(
                            .init(
                                name: property, initializer: binding.initializer?.value, node: Syntax(binding),
                                isLet: v.bindingSpecifier.text == "let", type: binding.typeAnnotation?.type.trimmedDescription))
                    }
                }
            } else if let i = member.decl.as(InitializerDeclSyntax.self) {
                type.initializers.append(i)
            } else {
                try declareNestedType(member.decl, in: type.name)
            }
        }
    }

    /// `enum Sender` inside `struct Message`: a model type known as `Sender` and `Message.Sender`.
    func declareNestedType(_ decl: DeclSyntax, in outer: String) throws {
        guard decl.is(StructDeclSyntax.self) || decl.is(EnumDeclSyntax.self) || decl.is(ClassDeclSyntax.self), let nested = try modelType(decl) else { return }
        models[nested.name] = nested
        models[outer + "." + nested.name] = nested
    }

    /// `Item(name: "Tea", price: 3)`: an explicit `init` whose labels match, else the memberwise initializer.
    func construct(_ type: ModelType, _ e: FunctionCallExprSyntax, _ scope: Scope) throws -> Value {
        if type.isEnum {
            guard let raw = e.arguments.first, e.arguments.first?.label?.text == "rawValue" else {
                throw error(e, "an enum is created from a case or with 'rawValue:'")
            }
            let value = try evaluate(raw.expression, scope, expecting: .any)
            for c in type.cases where try rawValue(of: c, in: type)?.traceValue == value.traceValue { return .model(caseValue(type, c)) }
            return .nilValue
        }
        let instance = Scope(parent: globals)
        if !type.initializers.isEmpty {
            let chosen = try initializer(among: type.initializers, for: e, typeName: type.name)
            try runInitializer(chosen, call: e, scope, instance: instance, properties: type.stored, typeName: type.name)
            var fields: [String: Value] = [:]
            for property in type.stored { fields[property.name] = instance.lookup(property.name) }
            return .model(ModelValue(type: type, fields: fields))
        }
        let args = Arguments(callee: type.name, call: e)
        var fields: [String: Value] = [:]
        for property in type.stored {
            // A `let` with a value is not an initializer parameter.
            if property.isLet, let initializer = property.initializer {
                fields[property.name] = try evaluate(initializer, instance, expecting: .any)
            } else if let arg = args.take(property.name) {
                fields[property.name] = try evaluate(arg.expression, scope, declaredType: property.type)
            } else if let initializer = property.initializer {
                fields[property.name] = try evaluate(initializer, instance, declaredType: property.type)
            } else if property.isOptional {
                fields[property.name] = .nilValue
            } else {
                throw error(e, "missing argument for '\(property.name):' in \(type.name)(…)")
            }
            fields[property.name] = typed(fields[property.name]!, as: property.type)
            instance.bind(property.name, fields[property.name]!)
        }
        try args.finish(self, allowed: type.stored.filter { !($0.isLet && $0.initializer != nil) }.map(\.name))
        return .model(ModelValue(type: type, fields: fields))
    }

    /// An argument or initial value where a type is written: `.ada` for a `Contact` is
    /// `Contact.ada`, `.make(…)` a static method, as Swift's type checker reads them.
    func evaluate(_ e: ExprSyntax, _ scope: Scope, declaredType: String?) throws -> Value {
        let typeName = declaredType.map { $0.hasSuffix("?") ? String($0.dropLast()) : $0 }.map { typeAliases[$0] ?? $0 }
        guard let typeName, let type = models[typeName] else {
            // A built-in type written for the property: `.orange` for a `Color`, `.headline` for a `Font`.
            let builtIn: [String: Expectation] = [
                "Color": .color, "Font": .font, "Font.Weight": .fontWeight, "CGFloat": .floating, "Double": .floating, "Alignment": .alignment,
                "HorizontalAlignment": .horizontal, "VerticalAlignment": .vertical, "UnitPoint": .unitPoint, "Edge.Set": .edgeSet, "EdgeInsets": .insets,
                "ContentMode": .contentMode, "TextAlignment": .textAlignment, "CGSize": .size, "CGPoint": .point,
            ]
            return try evaluate(e, scope, expecting: typeName.flatMap { builtIn[$0] } ?? .any)
        }
        if let member = e.as(MemberAccessExprSyntax.self), member.base == nil {
            return try staticMember(of: type, member.declName.baseName.text, at: member.declName)
        }
        if let call = e.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base == nil {
            let name = member.declName.baseName.text
            if let c = type.enumCase(name) { return try caseWithValues(type, c, call, scope) }
            if let f = type.staticMethods[name] { return try callFunction(f, call, arguments: scope, base: globals) }
            if name == "init" { return try construct(type, call, scope) }
        }
        return try evaluate(e, scope, expecting: .any)
    }

    /// A whole number given for a `Double` is a Double, as Swift types the literal.
    /// A tuple literal takes the labels its written type gives (`let days: [(day: String, high: Int)]`).
    func typed(_ value: Value, as written: String?) -> Value {
        guard let written else { return value }
        let type = typeAliases[written] ?? written
        switch value {
        case .int(let i) where ["Double", "CGFloat", "Float", "Double?", "CGFloat?"].contains(type): return .double(Double(i))
        case .tuple(let elements):
            let labels = Self.tupleLabels(type)
            guard labels.count == elements.count else { return value }
            return .tuple(zip(labels, elements).map { TupleElement(label: $0 ?? $1.label, value: $1.value) })
        case .array(let items) where type.hasPrefix("[("):
            return .array(items.map { typed($0, as: String(type.dropFirst().dropLast())) })
        default: return value
        }
    }

    /// `(day: String, high: Int)` → `["day", "high"]`; nil for an unlabelled element.
    static func tupleLabels(_ type: String) -> [String?] {
        guard type.hasPrefix("("), type.hasSuffix(")") else { return [] }
        return type.dropFirst().dropLast().split(separator: ",").map { part in
            let words = part.split(separator: ":", maxSplits: 1)
            return words.count == 2 ? words[0].trimmingCharacters(in: .whitespaces) : nil
        }
    }

    /// The `init` a call means: the one whose parameter labels the call's arguments match.
    func initializer(among initializers: [InitializerDeclSyntax], for e: FunctionCallExprSyntax?, typeName: String) throws -> InitializerDeclSyntax {
        let written = e?.arguments.map { $0.label?.text } ?? []
        let trailing = e.map { ($0.trailingClosure == nil ? 0 : 1) + $0.additionalTrailingClosures.count } ?? 0
        let matching = initializers.filter { i in
            let parameters = i.signature.parameterClause.parameters
            var labels = written[...]
            var closures = trailing
            for p in parameters {
                let label = p.firstName.text == "_" ? nil : p.firstName.text
                if let first = labels.first, first == label {
                    labels.removeFirst()
                } else if p.type.trimmedDescription.contains("->") && closures > 0 {
                    closures -= 1
                } else if p.defaultValue == nil {
                    return false
                }
            }
            return labels.isEmpty && closures == 0
        }
        guard let chosen = matching.first else {
            let forms = initializers.map { i in
                "\(typeName)(" + i.signature.parameterClause.parameters.map { ($0.firstName.text == "_" ? "_" : $0.firstName.text) + ":" }.joined() + ")"
            }
            throw error(e.map(Syntax.init) ?? Syntax(initializers[0]), "no initializer of '\(typeName)' takes these arguments; it has \(forms.joined(separator: ", "))")
        }
        return chosen
    }

    /// Runs an explicit `init`: its parameters are bound from the call, its assignments
    /// (`self.title = title`, `_count = State(initialValue: 3)`) set the instance's
    /// properties, and properties it leaves alone keep their default values.
    func runInitializer(
        _ i: InitializerDeclSyntax, call e: FunctionCallExprSyntax?, _ scope: Scope, instance: Scope, properties: [ViewDefinition.Property], typeName: String
    ) throws {
        for property in properties {
            if let initializer = property.initializer {
                instance.bind(property.name, typed(try evaluate(initializer, instance, expecting: .any), as: property.type))
            } else if property.isOptional && !property.isLet {
                instance.bind(property.name, .nilValue)
            }
        }
        let parameters = try bindParameters(i.signature.parameterClause.parameters, call: e, calleeName: typeName, scope, base: instance)
        parameters.bind("self", .opaque(type: typeName))
        initializing.append(instance)
        defer { initializing.removeLast() }
        guard let body = i.body else { throw error(i, "'init' has no body") }
        if case .returned = try execute(body.statements, parameters, expecting: .any) {}
        for property in properties where instance.lookupLocal(property.name) == nil {
            throw error(e.map(Syntax.init) ?? Syntax(i), "'\(typeName).init' leaves '\(property.name)' without a value")
        }
        for property in properties { if let v = instance.lookupLocal(property.name) { instance.bind(property.name, typed(v, as: property.type)) } }
    }

    private func rawValue(of c: EnumCase, in type: ModelType) throws -> Value? {
        if let raw = c.raw { return try evaluate(raw, globals, expecting: .any) }
        switch type.rawType {
        case "String": return .string(c.name)
        case "Int": return .int(type.cases.firstIndex { $0.name == c.name } ?? 0)
        default: return nil
        }
    }

    private func caseValue(_ type: ModelType, _ c: EnumCase) -> ModelValue {
        ModelValue(type: type, caseName: c.name, raw: try? rawValue(of: c, in: type))
    }

    /// `.loaded(items)`, `State.failed("offline")`: a case with its associated values.
    func caseWithValues(_ type: ModelType, _ c: EnumCase, _ e: FunctionCallExprSyntax, _ scope: Scope) throws -> Value {
        guard let labels = c.parameters else { throw error(e, "enum case '\(c.name)' has no associated values") }
        let args = Array(e.arguments)
        guard args.count == labels.count else {
            throw error(e, "enum case '\(c.name)' takes \(labels.count) associated value\(labels.count == 1 ? "" : "s"), not \(args.count)")
        }
        var values: [TupleElement] = []
        for (index, (label, arg)) in zip(labels, args).enumerated() {
            if arg.label?.text != label {
                throw error(arg, label.map { "expected the label '\($0):'" } ?? "unexpected label '\(arg.label?.text ?? "")'")
            }
            values.append(TupleElement(label: label, value: try evaluate(arg.expression, scope, declaredType: c.parameterTypes.indices.contains(index) ? c.parameterTypes[index] : nil)))
        }
        return .model(ModelValue(type: type, caseName: c.name, associated: values))
    }

    /// `Item.sample`, `Category.allCases`, `Category.tea`: a static member of a model type.
    func staticMember(of type: ModelType, _ name: String, at node: some SyntaxProtocol) throws -> Value {
        if let c = type.enumCase(name) {
            if c.parameters != nil { throw error(node, "enum case '\(name)' needs its associated values: \(name)(…)") }
            return .model(caseValue(type, c))
        }
        if name == "allCases", type.isEnum { return .array(type.cases.map { .model(caseValue(type, $0)) }) }
        if let cached = type.staticValues[name] { return cached }
        let value: Value
        if let initializer = type.statics[name] {
            value = try evaluate(initializer, globals, declaredType: type.staticTypes[name])
        } else if let getter = type.staticGetters[name], let statements = getterStatements(getter) {
            value = try self.value(of: statements, Scope(parent: globals), at: getter)
        } else {
            let known = Array(type.statics.keys) + Array(type.staticGetters.keys) + type.cases.map(\.name)
            throw error(node, "type '\(type.name)' has no member '\(name)'" + NameSuggestions.hint(name, among: known) + skippedHint(name))
        }
        let result = typed(value, as: type.staticTypes[name])
        type.staticValues[name] = result
        return result
    }

    /// `item.name`, `item.total` (computed), `category.rawValue`.
    func modelMember(_ value: ModelValue, _ name: String, at node: some SyntaxProtocol) throws -> Value {
        if let field = value.fields[name] { return field }
        if name == "rawValue", let raw = value.raw { return raw }
        if name == "id", value.type.computed["id"] == nil { return value.raw ?? .string(value.caseName ?? value.type.name) }
        if let getter = value.type.computed[name], let statements = getterStatements(getter) {
            return try self.value(of: statements, scope(of: value), at: getter)
        }
        let known = Array(value.fields.keys) + Array(value.type.computed.keys)
        throw error(node, "'\(value.type.name)' has no member '\(name)'" + NameSuggestions.hint(name, among: known) + skippedHint(name))
    }

    /// A value a built-in view passes to a closure: a framework value is a model value of a type
    /// the scene does not declare, so its members and its case read as the scene's own do.
    func value(of closureValue: SceneClosureValue) -> Value {
        switch closureValue {
        case .null: return .nilValue
        case .opaque(let type): return .opaque(type: type)
        case .value(let type, let caseName, let members):
            return .model(ModelValue(type: ModelType(name: type, isEnum: caseName != nil), fields: members.mapValues(value(of:)), caseName: caseName))
        }
    }

    /// The scope a model value's computed properties and methods see: `self` and its fields.
    func scope(of value: ModelValue) -> Scope {
        let inner = Scope(parent: globals)
        inner.bind("self", .model(value))
        for (name, field) in value.fields { inner.bind(name, field) }
        return inner
    }

    /// An enum case written `.tea` where the type is not written: the one enum of the scene with that case.
    func enumCase(named name: String) -> Value? {
        guard let (type, c) = enumCaseDeclaration(named: name), c.parameters == nil else { return nil }
        return .model(caseValue(type, c))
    }

    func enumCaseDeclaration(named name: String) -> (ModelType, EnumCase)? {
        let matches = models.values.filter { $0.isEnum }.compactMap { type in type.enumCase(name).map { (type, $0) } }
        guard matches.count == 1 else { return nil }
        return matches[0]
    }
}

extension ModelValue {
    /// Equality as Swift's synthesized `Equatable`: the same case, or the same fields.
    func equals(_ other: ModelValue) -> Bool {
        guard type === other.type else { return false }
        if let caseName {
            return caseName == other.caseName && associated.count == other.associated.count
                && zip(associated, other.associated).allSatisfy { $0.value.traceValue == $1.value.traceValue }
        }
        return fields.keys.sorted() == other.fields.keys.sorted()
            && fields.allSatisfy { key, value in other.fields[key]?.traceValue == value.traceValue }
    }
}
