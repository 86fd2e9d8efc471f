import Foundation
import LayoutEngine
import SwiftSyntax

/// An app's own type as a scene file declares it: a `struct` or `class` of data (`Item`,
/// `Order`), or an `enum` (`Category: String, CaseIterable`), with what extensions add.
final class ModelType {
    let name: String
    /// The memberwise initializer's parameters, in order (structs and classes).
    var stored: [ViewDefinition.Property] = []
    /// `case a, b = "B"`, in order, with raw values (enums).
    var cases: [(name: String, raw: ExprSyntax?)] = []
    let isEnum: Bool
    var rawType: String?
    var computed: [String: AccessorBlockSyntax] = [:]
    var methods: [String: FunctionDeclSyntax] = [:]
    /// `static let sample = …`, evaluated once, when first read.
    var statics: [String: ExprSyntax] = [:]
    var staticGetters: [String: AccessorBlockSyntax] = [:]
    var staticValues: [String: Value] = [:]

    init(name: String, isEnum: Bool) {
        self.name = name
        self.isEnum = isEnum
    }
}

/// A value of a `ModelType`: a struct's fields, or an enum's case.
final class ModelValue {
    let type: ModelType
    let fields: [String: Value]
    /// For an enum: the case and its raw value.
    let caseName: String?
    let raw: Value?

    init(type: ModelType, fields: [String: Value] = [:], caseName: String? = nil, raw: Value? = nil) {
        self.type = type
        self.fields = fields
        self.caseName = caseName
        self.raw = raw
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
                    if element.parameterClause != nil {
                        throw error(element, "enum cases with associated values are not interpreted yet")
                    }
                    type.cases.append((element.name.text, element.rawValue?.value))
                }
            } else if let f = member.decl.as(FunctionDeclSyntax.self) {
                type.methods[f.name.text] = f
            } else if let v = member.decl.as(VariableDeclSyntax.self) {
                let isStatic = v.modifiers.contains { ["static", "class"].contains($0.name.text) }
                for binding in v.bindings {
                    guard let property = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                    if isStatic {
                        if let accessor = binding.accessorBlock { type.staticGetters[property] = accessor } else if let value = binding.initializer?.value {
                            type.statics[property] = value
                        }
                    } else if let accessor = binding.accessorBlock {
                        type.computed[property] = accessor
                    } else {
                        type.stored.append(
                            .init(
                                name: property, initializer: binding.initializer?.value, node: Syntax(binding),
                                isLet: v.bindingSpecifier.text == "let", type: binding.typeAnnotation?.type.trimmedDescription))
                    }
                }
            } else if member.decl.is(InitializerDeclSyntax.self) {
                throw error(member.decl, "explicit initializers of '\(type.name)' are not interpreted yet; use its memberwise initializer")
            }
        }
    }

    /// `Item(name: "Tea", price: 3)`: the memberwise initializer.
    func construct(_ type: ModelType, _ e: FunctionCallExprSyntax, _ scope: Scope) throws -> Value {
        if type.isEnum {
            guard let raw = e.arguments.first, e.arguments.first?.label?.text == "rawValue" else {
                throw error(e, "an enum is created from a case or with 'rawValue:'")
            }
            let value = try evaluate(raw.expression, scope, expecting: .any)
            for c in type.cases where try rawValue(of: c, in: type)?.traceValue == value.traceValue { return .model(caseValue(type, c)) }
            return .nilValue
        }
        let args = Arguments(callee: type.name, call: e)
        var fields: [String: Value] = [:]
        let instance = Scope(parent: globals)
        for property in type.stored {
            // A `let` with a value is not an initializer parameter.
            if property.isLet, let initializer = property.initializer {
                fields[property.name] = try evaluate(initializer, instance, expecting: .any)
            } else if let arg = args.take(property.name) {
                fields[property.name] = try evaluate(arg.expression, scope, expecting: .any)
            } else if let initializer = property.initializer {
                fields[property.name] = try evaluate(initializer, instance, expecting: .any)
            } else if property.isOptional {
                fields[property.name] = .nilValue
            } else {
                throw error(e, "missing argument for '\(property.name):' in \(type.name)(…)")
            }
            // A whole number given for a `Double` is a Double, as Swift types the literal.
            if case .int(let i)? = fields[property.name], ["Double", "CGFloat", "Float", "Double?", "CGFloat?"].contains(property.type ?? "") {
                fields[property.name] = .double(Double(i))
            }
            instance.bind(property.name, fields[property.name]!)
        }
        try args.finish(self, allowed: type.stored.filter { !($0.isLet && $0.initializer != nil) }.map(\.name))
        return .model(ModelValue(type: type, fields: fields))
    }

    private func rawValue(of c: (name: String, raw: ExprSyntax?), in type: ModelType) throws -> Value? {
        if let raw = c.raw { return try evaluate(raw, globals, expecting: .any) }
        switch type.rawType {
        case "String": return .string(c.name)
        case "Int": return .int(type.cases.firstIndex { $0.name == c.name } ?? 0)
        default: return nil
        }
    }

    private func caseValue(_ type: ModelType, _ c: (name: String, raw: ExprSyntax?)) -> ModelValue {
        ModelValue(type: type, caseName: c.name, raw: try? rawValue(of: c, in: type))
    }

    /// `Item.sample`, `Category.allCases`, `Category.tea`: a static member of a model type.
    func staticMember(of type: ModelType, _ name: String, at node: some SyntaxProtocol) throws -> Value {
        if let c = type.cases.first(where: { $0.name == name }) { return .model(caseValue(type, c)) }
        if name == "allCases", type.isEnum { return .array(type.cases.map { .model(caseValue(type, $0)) }) }
        if let cached = type.staticValues[name] { return cached }
        let value: Value
        if let initializer = type.statics[name] {
            value = try evaluate(initializer, globals, expecting: .any)
        } else if let getter = type.staticGetters[name], let statements = getterStatements(getter) {
            value = try self.value(of: statements, Scope(parent: globals), at: getter)
        } else {
            let known = Array(type.statics.keys) + Array(type.staticGetters.keys) + type.cases.map(\.name)
            throw error(node, "type '\(type.name)' has no member '\(name)'" + NameSuggestions.hint(name, among: known))
        }
        type.staticValues[name] = value
        return value
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
        throw error(node, "'\(value.type.name)' has no member '\(name)'" + NameSuggestions.hint(name, among: known))
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
        let matches = models.values.filter { $0.isEnum }.compactMap { type in type.cases.first { $0.name == name }.map { (type, $0) } }
        guard matches.count == 1, let (type, c) = matches.first else { return nil }
        return .model(caseValue(type, c))
    }
}

extension ModelValue {
    /// Equality as Swift's synthesized `Equatable`: the same case, or the same fields.
    func equals(_ other: ModelValue) -> Bool {
        guard type === other.type else { return false }
        if let caseName { return caseName == other.caseName }
        return fields.keys.sorted() == other.fields.keys.sorted()
            && fields.allSatisfy { key, value in other.fields[key]?.traceValue == value.traceValue }
    }
}
