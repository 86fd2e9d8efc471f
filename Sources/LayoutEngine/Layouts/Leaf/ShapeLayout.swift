import Foundation

/// `Color` and the shapes: take the proposal as their size; a `nil` dimension
/// becomes 10, infinity stays infinity.
public struct ShapeLayout: Layout {
    public init() {}

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let size = proposal.replacingUnspecifiedDimensions()
        subviews.record(
            .shapeSize, ["proposal": .proposal(proposal), "size": .size(size)],
            proposal.width == nil || proposal.height == nil
                ? "takes the proposal \(proposal), nil becomes 10: \(TraceFormat.size(size))"
                : "takes the proposal: \(TraceFormat.size(size))")
        return size
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
}
