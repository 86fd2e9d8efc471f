import Foundation
import LayoutEngine
import SwiftSyntax

/// A `ViewModifier` of the scene: its stored properties and `body(content:)`.
struct ModifierDefinition {
    let name: String
    let stored: [ViewDefinition.Property]
    let body: FunctionDeclSyntax
}

extension Interpreter {
    /// `struct X: ViewModifier { … func body(content: Content) -> some View { … } }`.
    func modifierDefinition(_ s: StructDeclSyntax) throws -> ModifierDefinition? {
        let conformances = s.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
        guard conformances.contains("ViewModifier") else { return nil }
        var stored: [ViewDefinition.Property] = []
        var body: FunctionDeclSyntax?
        for member in compiledMembers(s.memberBlock.members) {
            if let f = member.decl.as(FunctionDeclSyntax.self), f.name.text == "body" { body = f }
            guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
            for binding in variable.bindings where binding.accessorBlock == nil {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                stored.append(.init(name: name, initializer: binding.initializer?.value, node: Syntax(binding), type: binding.typeAnnotation?.type.trimmedDescription))
            }
        }
        guard let body else { throw error(s.name, "ViewModifier '\(s.name.text)' has no `func body(content: Content) -> some View`") }
        return ModifierDefinition(name: s.name.text, stored: stored, body: body)
    }

    /// `extension View { func card() -> some View { … } }`: its methods, callable as modifiers.
    func declareViewExtension(_ e: ExtensionDeclSyntax) {
        guard ["View", "SwiftUI.View"].contains(e.extendedType.trimmedDescription) else { return }
        for member in compiledMembers(e.memberBlock.members) {
            if let f = member.decl.as(FunctionDeclSyntax.self) { viewExtensions[f.name.text] = f }
        }
    }

    /// Calls a function of the scene (a view's method, a global function, a `View` extension)
    /// with the call's arguments; `base` is the scope its body sees (the view instance, the
    /// globals, or one where `self` is the modified view).
    func callFunction(_ f: FunctionDeclSyntax, _ e: FunctionCallExprSyntax, arguments scope: Scope, base: Scope) throws -> Value {
        let inner = try bindParameters(f.signature.parameterClause.parameters, call: e, calleeName: f.name.text, scope, base: base)
        guard let body = f.body else { throw error(f, "'\(f.name.text)' has no body") }
        let returns = f.signature.returnClause?.type.trimmedDescription ?? ""
        if returns.contains("View") { return .views(try viewBuilder(body.statements, inner)) }
        return try value(of: body.statements, inner, at: f)
    }

    /// A scope over `base` with a function's or initializer's parameters bound from a call's
    /// arguments (a closure parameter to the closure, a `$binding` to its value) or their defaults.
    func bindParameters(
        _ parameters: FunctionParameterListSyntax, call e: FunctionCallExprSyntax?, calleeName: String, _ scope: Scope, base: Scope
    ) throws -> Scope {
        let args = Arguments(callee: calleeName, call: e)
        let inner = Scope(parent: base)
        var allowed: [String] = []
        for parameter in parameters {
            let label = parameter.firstName.text == "_" ? nil : parameter.firstName.text
            let name = (parameter.secondName ?? parameter.firstName).text
            let type = parameter.type.trimmedDescription
            if let label { allowed.append(label) }
            let arg = label.map { args.take($0) } ?? args.takeUnlabeled()
            if let arg {
                if type.contains("->"), let closure = arg.expression.as(ClosureExprSyntax.self) {
                    inner.bind(name, .closure(closure, scope))
                    noteClosureType(.closure(closure, scope), type)
                } else {
                    inner.bind(name, typed(try evaluate(unwrappingBinding(arg.expression), scope, declaredType: type), as: type))
                }
            } else if type.contains("->"), let closure = args.takeClosure(label) {
                inner.bind(name, .closure(closure, scope))
                noteClosureType(.closure(closure, scope), type)
            } else if let value = parameter.defaultValue?.value {
                inner.bind(name, try evaluate(value, base, expecting: .any))
            } else {
                throw error(e.map(Syntax.init) ?? Syntax(parameter), "missing argument for '\(label ?? name)' in \(calleeName)(…)")
            }
        }
        try args.finish(self, allowed: allowed)
        return inner
    }

    /// `content.modifier(CardStyle(radius: 8))`: the modifier's body with `content` bound to the view.
    func apply(_ definition: ModifierDefinition, arguments call: FunctionCallExprSyntax, _ scope: Scope, to content: Value) throws -> Value {
        let args = Arguments(callee: definition.name, call: call)
        let instance = Scope(parent: globals)
        for property in definition.stored {
            if let arg = args.take(property.name) {
                instance.bind(property.name, try evaluate(unwrappingBinding(arg.expression), scope, expecting: .any))
            } else if let initializer = property.initializer {
                instance.bind(property.name, try evaluate(initializer, instance, expecting: .any))
            } else if property.isOptional {
                instance.bind(property.name, .nilValue)
            } else {
                throw error(call, "missing argument for '\(property.name):' in \(definition.name)(…)")
            }
        }
        try args.finish(self, allowed: definition.stored.map(\.name))
        let parameters = definition.body.signature.parameterClause.parameters
        guard let parameter = parameters.first, parameters.count == 1, let body = definition.body.body else {
            throw error(definition.body, "a ViewModifier's body takes one parameter, its content")
        }
        let inner = Scope(parent: instance)
        inner.bind((parameter.secondName ?? parameter.firstName).text, content)
        return .views(try viewBuilder(body.statements, inner))
    }
}
