import Foundation

/// `Divider`: a line 1 point thick across its stack's axis (horizontal outside
/// an HStack); along its length it takes the proposal, `nil` → 10 (*unconfirmed*).
public struct DividerLayout: Layout {
    public static let thickness: CGFloat = 1
    /// The enclosing stack's axis.
    public let stackAxis: Axis?

    public init(stackAxis: Axis?) { self.stackAxis = stackAxis }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let vertical = stackAxis == .horizontal
        let size =
            vertical
            ? CGSize(width: Self.thickness, height: proposal.height ?? 10)
            : CGSize(width: proposal.width ?? 10, height: Self.thickness)
        subviews.record(
            .dividerSize, ["proposal": .proposal(proposal), "vertical": .bool(vertical), "size": .size(size)],
            "\(vertical ? "vertical" : "horizontal") divider, \(TraceFormat.short(Self.thickness)) thick → \(TraceFormat.size(size))")
        return size
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
}
