import Foundation

extension NodeSpec {
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> NodeSpec {
        var spec = NodeSpec.modifier(
            kind: "offset", label: CallLabel.make("offset", [("x", x == 0 ? nil : CallLabel.number(x)), ("y", y == 0 ? nil : CallLabel.number(y))]),
            args: ["x": .number(x), "y": .number(y)], layout: OffsetLayout(x: x, y: y))
        spec.passesSpacer = true
        return spec
    }

    public static func position(x: CGFloat = 0, y: CGFloat = 0) -> NodeSpec {
        .modifier(
            kind: "position", label: CallLabel.make("position", [("x", CallLabel.number(x)), ("y", CallLabel.number(y))]),
            args: ["x": .number(x), "y": .number(y)], layout: PositionLayout(x: x, y: y))
    }
}

extension View {
    /// Draws the view shifted, without changing layout.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View { modified(by: .offset(x: x, y: y)) }
    public func offset(_ offset: CGSize) -> some View { modified(by: .offset(x: offset.width, y: offset.height)) }

    /// Takes the whole proposal and centres the view at the point.
    public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View { modified(by: .position(x: x, y: y)) }
    public func position(_ point: CGPoint) -> some View { modified(by: .position(x: point.x, y: point.y)) }
}
