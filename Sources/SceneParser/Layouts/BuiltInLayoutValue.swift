import Foundation
import LayoutEngine
import SwiftSyntax

/// SwiftUI's layouts as values: `HStackLayout(spacing: 4)`, `VStackLayout(alignment: .leading)`,
/// `ZStackLayout()`, `GridLayout()`, and `AnyLayout(…)` of any layout (theirs or the scene's),
/// called with content (`layout { … }`) to lay it out exactly as the container of that name.
/// `AnyLayout` keeps the subviews' identity when the layout changes (Apple's documentation);
/// ltrace records one layout per recording, so it is the layout it wraps.
struct BuiltInLayoutValue: NativeValue, NativeType {
    /// `HStackLayout(spacing: 4)`, as written.
    let label: String
    /// The container's node around its content.
    let node: ([NodeSpec]) -> NodeSpec

    /// SwiftUI's underscored names (`_HStackLayout`) are the same layouts, as the 2022 betas spelled them.
    static let names = ["HStackLayout", "VStackLayout", "ZStackLayout", "GridLayout", "AnyLayout", "_HStackLayout", "_VStackLayout", "_ZStackLayout"]
    var nativeType: any NativeType.Type { Self.self }

    static func make(_ name: String, _ args: Arguments, _ call: FunctionCallExprSyntax, _ i: Interpreter, _ cx: Context) throws -> Value? {
        let label = i.label(name, call)
        let name = name.hasPrefix("_") ? String(name.dropFirst()) : name
        func spacing(_ labelled: String) throws -> CGFloat? {
            try args.take(labelled).flatMap { try i.optionalLength($0.expression, cx) }
        }
        switch name {
        case "AnyLayout":
            guard let wrapped = args.takeUnlabeled() else { throw i.error(call, "AnyLayout(_:) takes a layout") }
            let layout = try i.evaluate(wrapped.expression, cx, expecting: .any)
            switch layout {
            case .native(let n as BuiltInLayoutValue): return .native(n)
            case .instance(let m) where m.type.isLayout: return layout
            case .opaque: return layout
            default: throw i.error(wrapped.node, "AnyLayout(_:) takes a layout, not \(layout.typeName)")
            }
        case "HStackLayout":
            var alignment = VerticalAlignment.center
            if let a = args.take("alignment"), case .vertical(let v) = try i.evaluate(a.expression, cx, expecting: .vertical) { alignment = v }
            let s = try spacing("spacing")
            return .native(BuiltInLayoutValue(label: label) { .hStack(alignment: alignment, spacing: s, children: $0).at(nil, label: label) })
        case "VStackLayout":
            var alignment = HorizontalAlignment.center
            if let a = args.take("alignment"), case .horizontal(let h) = try i.evaluate(a.expression, cx, expecting: .horizontal) { alignment = h }
            let s = try spacing("spacing")
            return .native(BuiltInLayoutValue(label: label) { .vStack(alignment: alignment, spacing: s, children: $0).at(nil, label: label) })
        case "ZStackLayout":
            var alignment = Alignment.center
            if let a = args.take("alignment"), case .alignment(let al) = try i.evaluate(a.expression, cx, expecting: .alignment) { alignment = al }
            return .native(BuiltInLayoutValue(label: label) { .zStack(alignment: alignment, children: $0).at(nil, label: label) })
        case "GridLayout":
            var alignment = Alignment.center
            if let a = args.take("alignment"), case .alignment(let al) = try i.evaluate(a.expression, cx, expecting: .alignment) { alignment = al }
            let h = try spacing("horizontalSpacing"), v = try spacing("verticalSpacing")
            return .native(BuiltInLayoutValue(label: label) { .grid(alignment: alignment, horizontalSpacing: h, verticalSpacing: v, label: label, children: $0) })
        default: return nil
        }
    }

    /// `layout.callAsFunction { … }`.
    func method(_ name: String, _ call: FunctionCallExprSyntax, _ i: Interpreter, _ cx: Context) throws -> Value? {
        guard name == "callAsFunction" else { return nil }
        return .views(try i.layoutNode(.native(self), call, cx))
    }

    var traceValue: TraceValue { .string(label) }
}
