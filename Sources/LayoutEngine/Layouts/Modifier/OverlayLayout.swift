import Foundation

/// `overlay` and `background`: the size is the primary view's (the first
/// subview); each secondary view is proposed the primary's size and aligned
/// to it. The primary's alignment guides are the result's.
public struct OverlayLayout: Layout, ForwardsGuides {
    public let alignment: Alignment
    /// `overlay` or `background`: only drawing order differs.
    public let name: String

    public init(alignment: Alignment = .center, name: String = "overlay") {
        self.alignment = alignment
        self.name = name
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        guard let primary = subviews.first else { return .zero }
        let size = primary.sizeThatFits(proposal)
        subviews.record(
            .overlayPlace, about: primary, ["size": .size(size), "secondaries": .number(Double(subviews.count - 1))],
            "\(name) takes the size of the view it modifies, \(TraceFormat.size(size)); its content does not count")
        return size
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard let primary = subviews.first else { return }
        primary.place(at: bounds.origin, anchor: .topLeading, proposal: proposal)
        for secondary in subviews.dropFirst() {
            placeAligned(
                secondary, in: bounds, proposal: ProposedViewSize(bounds.size), alignment: alignment, subviews: subviews,
                kind: .overlayPlace)
        }
    }
}
