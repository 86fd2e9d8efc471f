import Foundation
import LayoutEngine
import SwiftSyntax

/// The views the scene declares: `struct X: View` laid out as its body, `ViewModifier`s applied
/// with `.modifier(…)`, `Shape`s; and placeholders for what ltrace cannot lay out.
extension Interpreter {
    /// `ButtonView()` or `Row(title: "x")`: the view's body, with its properties bound by its
    /// explicit `init` or the memberwise initializer. A view may contain itself (a thread of
    /// replies) until its data ends; deeper than `maximumRecursion` is a loop.
    func instantiate(_ type: TypeDeclaration, _ e: FunctionCallExprSyntax?, _ cx: Context, asRoot: Bool = false) throws -> [NodeSpec] {
        let frame = "\(type.name).body"
        if cx.trail.filter({ $0 == frame }).count >= Self.maximumRecursion {
            var e = error(e.map(Syntax.init) ?? Syntax(type.nameToken), "'\(type.name)' contains itself", kind: .limit)
            e.trail = [frame]
            throw e
        }
        try checkReadable(type.node, type.name, cx)
        let instance = try initialize(type, e, cx, asRoot: asRoot)
        return try reaching(type.node, frame, cx) { inner in
            guard let statements = (type.body ?? computedProperty(type, "body"))?.getter else { throw error(type.nameToken, "view '\(type.name)' has no `var body: some View`") }
            return try viewBuilder(statements, inner.with(Scope(parent: globals, instance: instance)))
        }
    }

    /// The body of a view that is a value already (an enum case of a `View` enum, a view stored in a property).
    func viewsOf(_ instance: Instance, _ cx: Context) throws -> [NodeSpec] {
        let type = instance.type
        try checkReadable(type.node, type.name, cx)
        return try reaching(type.node, "\(type.name).body", cx) { inner in
            guard let statements = (type.body ?? computedProperty(type, "body"))?.getter else { throw error(type.nameToken, "view '\(type.name)' has no `var body: some View`") }
            return try viewBuilder(statements, inner.with(Scope(parent: globals, instance: instance)))
        }
    }

    /// Fails when `node` is in a file that does not parse: its syntax error, reached from here.
    func checkReadable(_ node: some SyntaxProtocol, _ name: String, _ cx: Context) throws {
        if let broken = files.file(of: node)?.syntaxError {
            var e = broken
            e.trail = cx.trail + [name]
            throw e
        }
    }

    /// `content.modifier(CardStyle(radius: 8))`: the modifier's `body(content:)` with `content`
    /// bound to the view. With `rebuild` (the view's own expression, where the call writes it),
    /// `content` is built again where the body sets a style around it
    /// (`content.buttonStyle(.borderedProminent)`), as SwiftUI's environment reaches it.
    func apply(_ modifier: Instance, to content: Value, _ cx: Context, rebuild: ((Context) throws -> Value)? = nil) throws -> Value {
        let type = modifier.type
        guard let body = methods(type, "body")?.first, let statements = body.body?.statements else {
            throw error(type.nameToken, "ViewModifier '\(type.name)' has no `func body(content: Content) -> some View`")
        }
        let parameters = body.signature.parameterClause.parameters
        guard let parameter = parameters.first, parameters.count == 1 else {
            throw error(body, "a ViewModifier's body takes one parameter, its content")
        }
        return try reaching(body, "\(type.name).body(content:)", cx) { inner in
            let scope = Scope(parent: Scope(parent: globals, instance: modifier))
            let bound = rebuild.map { Value.native(ModifierContentValue(built: content, styles: Self.styles(in: cx.environment), rebuild: $0)) } ?? content
            scope.bind((parameter.secondName ?? parameter.firstName).text, bound)
            return .views(try viewBuilder(statements, inner.with(scope)))
        }
    }

    /// `Triangle()` for `struct Triangle: Shape`: laid out as every shape is (it takes its
    /// proposal, `nil` → 10); its `path(in:)` only draws.
    func declaredShape(_ type: TypeDeclaration, _ e: FunctionCallExprSyntax, _ cx: Context) throws -> NodeSpec {
        _ = try initialize(type, e, cx)
        return try count([NodeSpec.shape(type.name, label: label(type.name, e), outline: "rectangle", args: [:]).at(position(e.calledExpression))], at: e)[0]
    }

    /// Why a view is a placeholder, in a warning's words.
    enum PlaceholderReason {
        case representable(type: String)
        case framework(view: String, framework: String)
        case opaqueView(expression: String)
        /// A view whose code could not be run, and why (`Card.swift:12:3: cannot find 'x' in scope`).
        case unbuilt(expression: String, cause: SceneError)

        /// An opaque value used as a view: from outside, or standing in for a view that could not be built.
        static func standing(in o: OpaqueValue) -> PlaceholderReason {
            if case .failed(let cause) = o.origin { return .unbuilt(expression: o.expression, cause: cause) }
            return .opaqueView(expression: o.expression)
        }

        var layoutReason: PlaceholderLayout.Reason {
            switch self {
            case .representable: return .representable
            case .framework: return .framework
            case .opaqueView: return .opaqueView
            case .unbuilt: return .unbuilt
            }
        }

        var subject: String {
            switch self {
            case .representable(let type): return type
            case .framework(let view, let framework): return framework == "SwiftUI" ? view : "\(view) (\(framework))"
            case .opaqueView(let expression), .unbuilt(let expression, _): return expression
            }
        }

        var warning: String {
            switch self {
            case .representable(let type):
                return "'\(type)' is a UIViewRepresentable; ltrace cannot see its UIView, so it is a placeholder that takes the space it is offered"
            case .framework(let view, let framework):
                return framework == "SwiftUI"
                    ? "ltrace does not lay out SwiftUI's '\(view)' yet; it is a placeholder that takes the space it is offered"
                    : "'\(view)' is \(framework)'s view, which ltrace does not lay out; it is a placeholder that takes the space it is offered"
            case .opaqueView(let expression):
                return "'\(expression)' is a view from outside the scene's files; it is a placeholder that takes the space it is offered"
            case .unbuilt(let expression, let cause):
                return "'\(expression)' could not be built (\(Interpreter.cause(cause))); it is a placeholder that takes the space it is offered"
            }
        }
    }

    /// A placeholder node for a view ltrace cannot lay out, with its warning (docs/scenes.md, "Placeholders").
    func placeholder(_ node: some SyntaxProtocol, label: String, reason: PlaceholderReason, _ cx: Context) throws -> NodeSpec {
        let diagnostic = warn(node, .placeholder, reason.warning)
        if case .unbuilt(_, let cause) = reason {
            unbuiltCauses[position(node)] = cause
            recoveries += 1
        }
        var spec = NodeSpec.placeholder(reason: reason.layoutReason, subject: reason.subject, label: SourceText.shortened(label)).at(position(node))
        spec.diagnostics = [diagnostic]
        return try count([spec], at: node)[0]
    }
}
