import Foundation

extension Layout {
    /// Lays out `content` with this layout, as SwiftUI's `Layout` values do:
    /// `MyLayout(factor: 0.5) { Color.blue }`.
    public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View {
        var spec = NodeSpec(
            kind: String(describing: Self.self), label: String(describing: self), args: LayoutArguments.of(self),
            role: .container, layout: self, children: content()._nodeSpecs())
        spec.reportsLayoutSpacing = true
        return ViewList([spec])
    }
}

/// A custom layout's stored properties as node arguments.
enum LayoutArguments {
    static func of(_ value: Any) -> TraceObject {
        var object = TraceObject()
        for child in Mirror(reflecting: value).children {
            guard let name = child.label else { continue }
            object[name] = traceValue(child.value)
        }
        return object
    }

    static func traceValue(_ value: Any) -> TraceValue {
        switch value {
        case let d as Double: return .number(d)
        case let c as CGFloat: return .number(Double(c))
        case let i as Int: return .number(Double(i))
        case let b as Bool: return .bool(b)
        case let s as String: return .string(s)
        case let a as Alignment: return .string(a.name)
        case let h as HorizontalAlignment: return .string(h.name)
        case let v as VerticalAlignment: return .string(v.name)
        default:
            let mirror = Mirror(reflecting: value)
            if mirror.displayStyle == .optional {
                return mirror.children.first.map { traceValue($0.value) } ?? .null
            }
            return .string(String(describing: value))
        }
    }
}
