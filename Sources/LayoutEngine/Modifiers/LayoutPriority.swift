import Foundation

extension NodeSpec {
    public static func layoutPriority(_ value: Double) -> NodeSpec {
        var spec = NodeSpec.modifier(
            kind: "layoutPriority", label: "layoutPriority(\(TraceFormat.number(value)))", args: ["value": .number(value)],
            layout: PassthroughLayout(name: "layoutPriority"))
        spec.layoutValues[LayoutPriorityValue.self] = value
        spec.passesSpacer = true
        return spec
    }
}

extension View {
    /// The priority a stack gives this view when it divides space (default 0).
    public func layoutPriority(_ value: Double) -> some View { modified(by: .layoutPriority(value)) }
}

extension SceneModifier {
    public static let layoutPriority = SceneModifier("layoutPriority") { a in
        guard let p = try a.number(nil) else { throw a.error("layoutPriority needs a number") }
        return .layoutPriority(p)
    }
}
