import Foundation

/// `position(x:y:)`: takes the whole proposal (`nil` → 10) and centres the
/// child at that point of itself, proposing it the same proposal.
public struct PositionLayout: Layout {
    public let x: CGFloat
    public let y: CGFloat

    public init(x: CGFloat, y: CGFloat) {
        self.x = x
        self.y = y
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let size = proposal.replacingUnspecifiedDimensions()
        subviews.record(
            .position, about: subviews.first, ["proposal": .proposal(proposal), "size": .size(size)],
            "position takes the whole proposal \(proposal) (nil → 10): \(TraceFormat.size(size))")
        return size
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard let child = subviews.first else { return }
        let point = CGPoint(x: bounds.minX + x, y: bounds.minY + y)
        subviews.record(
            .position, about: child, ["x": .number(point.x), "y": .number(point.y), "placement": true],
            "child centred at (\(TraceFormat.short(x)), \(TraceFormat.short(y))) of the position's frame")
        child.place(at: point, anchor: .center, proposal: proposal)
    }
}
