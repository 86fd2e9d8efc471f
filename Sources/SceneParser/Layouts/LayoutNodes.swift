import Foundation
import LayoutEngine
import SwiftSyntax

extension TypeDeclaration {
    /// Whether the type conforms to `Layout` (whatever else it is: a `ViewModifier` too, in the
    /// articles' `MyFrameLayout`).
    var isLayout: Bool { conformances.contains { $0 == "Layout" || $0 == "SwiftUI.Layout" } }
}

/// A layout with its content: `FlowLayout(spacing: 4) { … }`, `layout { … }` of a layout value,
/// `MyFrameLayout(width: 10)() { … }`, `AnyLayout(HStackLayout()) { … }`.
extension Interpreter {
    /// `X(args) { content }` of a scene's layout type: the layout's node; `X(args)` alone is the layout as a value.
    func constructLayout(_ type: TypeDeclaration, _ e: FunctionCallExprSyntax, _ cx: Context) throws -> Value {
        guard e.trailingClosure != nil else { return .instance(try initialize(type, e, cx)) }
        let instance = try initialize(type, e, cx, trailingClosures: false)
        return .views(try layoutNode(.instance(instance), e, cx))
    }

    /// The node of `layout` (a scene's layout instance or SwiftUI's) laid out over the views of
    /// `call`'s trailing closure.
    func layoutNode(_ layout: Value, _ call: FunctionCallExprSyntax, _ cx: Context) throws -> [NodeSpec] {
        guard let closure = call.trailingClosure ?? call.arguments.first(where: { $0.label?.text == "content" || $0.label == nil })?.expression.as(ClosureExprSyntax.self) else {
            throw error(call, "a layout is called with its content: layout { … }")
        }
        let children = try callViewClosure(Closure(syntax: closure, scope: cx.scope, makesViews: true), cx, arguments: [])
        let position = position(call.calledExpression)
        switch layout {
        case .native(let builtIn as BuiltInLayoutValue):
            return try count([builtIn.node(children).at(position)], at: call)
        case .instance(let instance) where instance.type.isLayout:
            let runner = LayoutRunner(interpreter: self, instance: instance, context: cx, properties: try layoutProperties(of: instance.type, cx))
            var args = TraceObject()
            for property in allStored(instance.type) { if let v = instance.fields[property.name] { args[property.name] = v.traceValue } }
            var spec = NodeSpec(
                kind: instance.type.name, label: SourceText.shortened(files.compact(call.with(\.trailingClosure, nil).with(\.additionalTrailingClosures, []))), args: args,
                role: .container, layout: InterpretedLayout(runner: runner), children: children)
            spec.reportsLayoutSpacing = true
            return try count([spec.at(position)], at: call)
        default:
            throw error(call.calledExpression, "\(layout.typeName) is not a layout")
        }
    }

    /// The type's `static var layoutProperties` (its `stackOrientation`), or SwiftUI's default.
    private func layoutProperties(of type: TypeDeclaration, _ cx: Context) throws -> LayoutProperties {
        guard staticProperty(type, "layoutProperties") != nil else { return LayoutProperties() }
        let v = try staticMember(of: type, "layoutProperties", at: type.nameToken, cx)
        guard case .native(let p as LayoutPropertiesValue) = v else {
            throw error(type.nameToken, "'\(type.name).layoutProperties' is \(v.typeName), not a LayoutProperties")
        }
        return p.properties
    }
}
