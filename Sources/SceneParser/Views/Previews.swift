import Foundation
import LayoutEngine
import SwiftSyntax

/// A preview's views, as Xcode's canvas builds them: a `#Preview`'s statements (its
/// `@Previewable` variables included), or a provider's `previews`, inside what its traits set up.
extension Interpreter {
    func previewViews(_ preview: Preview, _ cx: Context) throws -> [NodeSpec] {
        try checkReadable(preview.node, preview.label, cx)
        return try reaching(preview.node, preview.label, cx) { inner in
            var context = inner.with(Scope(parent: globals, type: preview.provider))
            // `#Preview(traits: .sampleData)` with `PreviewModifier`s: each makes its shared context
            // first (a model container with sample data), and its body wraps the preview's views.
            let modifiers = try previewModifiers(preview, context)
            var shared: [Value] = []
            for modifier in modifiers {
                let value = try modifierContext(modifier, context)
                shared.append(value)
                if case .modelStore = value { context.environment = context.environment.setting("modelContainer", value) }
            }
            var views = try viewBuilder(preview.statements, context)
            for (modifier, value) in zip(modifiers, shared).reversed() {
                views = try previewModifierBody(modifier, content: views, context: value, context)
            }
            return views
        }
    }

    /// The `PreviewModifier` instances a `#Preview`'s `traits:` name: `.modifier(X())`, or a static
    /// of `PreviewTrait` an extension declares as one. Other traits (layouts, orientations) do
    /// not change what ltrace lays out: the device does (`--device`).
    private func previewModifiers(_ preview: Preview, _ cx: Context) throws -> [Instance] {
        let arguments = preview.node.as(MacroExpansionDeclSyntax.self)?.arguments ?? preview.node.as(MacroExpansionExprSyntax.self)?.arguments ?? []
        var found: [Instance] = []
        for argument in arguments where argument.label?.text == "traits" || (argument.label == nil && !argument.expression.is(StringLiteralExprSyntax.self)) {
            if let instance = try previewModifier(argument.expression, cx) { found.append(instance) }
        }
        return found
    }

    private func previewModifier(_ e: ExprSyntax, _ cx: Context) throws -> Instance? {
        if let call = e.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
            member.declName.baseName.text == "modifier", let arg = call.arguments.first
        {
            if case .instance(let m) = try evaluate(arg.expression, cx, expecting: .any), m.type.conformances.contains("PreviewModifier") { return m }
            return nil
        }
        if let member = e.as(MemberAccessExprSyntax.self), member.base == nil || member.base?.trimmedText == "PreviewTrait" {
            for type in ["PreviewTrait", "PreviewTrait<Preview.ViewTraits>"] {
                if let declared = index.outsideExtensions[type]?.statics[member.declName.baseName.text], let initializer = declared.initializer {
                    return try previewModifier(initializer, cx)
                }
            }
        }
        return nil
    }

    /// `static func makeSharedContext() async throws -> Context`, or nothing.
    private func modifierContext(_ modifier: Instance, _ cx: Context) throws -> Value {
        guard let make = staticMethods(modifier.type, "makeSharedContext")?.first, let call = Self.emptyCall(make.name.text) else { return .tuple([]) }
        return try callFunction(make, call, cx, base: Scope(parent: globals, type: modifier.type), name: "\(modifier.type.name).makeSharedContext")
    }

    /// `func body(content: Content, context: Context) -> some View` around the preview's views.
    private func previewModifierBody(_ modifier: Instance, content: [NodeSpec], context value: Value, _ cx: Context) throws -> [NodeSpec] {
        guard let body = methods(modifier.type, "body")?.first, let statements = body.body?.statements else { return content }
        let parameters = Array(body.signature.parameterClause.parameters)
        return try reaching(body, "\(modifier.type.name).body(content:context:)", cx) { inner in
            let scope = Scope(parent: Scope(parent: globals, instance: modifier))
            if let first = parameters.first { scope.bind((first.secondName ?? first.firstName).identifierName, .views(content)) }
            if parameters.count > 1 { scope.bind((parameters[1].secondName ?? parameters[1].firstName).identifierName, value) }
            return try viewBuilder(statements, inner.with(scope))
        }
    }

    /// `name()`, to call a function that takes no arguments.
    static func emptyCall(_ name: String) -> FunctionCallExprSyntax? {
        FunctionCallExprSyntax(calledExpression: ExprSyntax(DeclReferenceExprSyntax(baseName: .identifier(name))), leftParen: .leftParenToken(), arguments: [], rightParen: .rightParenToken())
    }
}
