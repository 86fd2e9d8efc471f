import Foundation

/// `Image`: its intrinsic size, whatever the proposal; `.resizable()` takes the
/// proposal instead (`nil` dimension → intrinsic).
public struct ImageLayout: Layout {
    public let intrinsicSize: CGSize
    public let resizable: Bool

    public init(intrinsicSize: CGSize, resizable: Bool) {
        self.intrinsicSize = intrinsicSize
        self.resizable = resizable
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let size = resizable ? proposal.replacingUnspecifiedDimensions(by: intrinsicSize) : intrinsicSize
        subviews.record(
            .imageSize,
            [
                "proposal": .proposal(proposal), "intrinsic": .size(intrinsicSize), "resizable": .bool(resizable),
                "size": .size(size), "ignores_proposal": .bool(!resizable),
            ],
            resizable
                ? "resizable: takes the proposal \(proposal) (nil → intrinsic) → \(TraceFormat.size(size))"
                : "ignores the proposal: intrinsic size \(TraceFormat.size(intrinsicSize))")
        return size
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
}
