import Foundation

/// `offset(x:y:)`: draws the view shifted; its layout size and everything
/// around it are unchanged.
public struct OffsetLayout: Layout, ForwardsGuides {
    public let x: CGFloat
    public let y: CGFloat

    public init(x: CGFloat, y: CGFloat) {
        self.x = x
        self.y = y
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.first?.sizeThatFits(proposal) ?? .zero
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard let child = subviews.first else { return }
        let point = CGPoint(x: bounds.minX + x, y: bounds.minY + y)
        subviews.record(
            .offset, about: child, ["dx": .number(x), "dy": .number(y), "x": .number(point.x), "y": .number(point.y)],
            "drawn shifted by (\(TraceFormat.short(x)), \(TraceFormat.short(y))) to (\(TraceFormat.short(point.x)), \(TraceFormat.short(point.y))); layout size unchanged")
        child.place(at: point, anchor: .topLeading, proposal: proposal)
    }
}
