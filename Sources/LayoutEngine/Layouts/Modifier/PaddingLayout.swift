import Foundation

/// `padding`: proposes the proposal shrunk by the insets (not below 0; `nil`
/// and infinity pass through) and grows the child's size by them.
public struct PaddingLayout: Layout {
    public let insets: EdgeInsets

    public init(insets: EdgeInsets) { self.insets = insets }

    func childProposal(_ p: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(
            width: p.width.map { Swift.max(0, $0 - insets[.horizontal]) },
            height: p.height.map { Swift.max(0, $0 - insets[.vertical]) })
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        guard let child = subviews.first else { return CGSize(width: insets[.horizontal], height: insets[.vertical]) }
        let childP = childProposal(proposal)
        let c = child.sizeThatFits(childP)
        let size = CGSize(width: c.width + insets[.horizontal], height: c.height + insets[.vertical])
        subviews.record(
            .padding, about: child,
            ["top": .number(insets.top), "leading": .number(insets.leading), "bottom": .number(insets.bottom),
             "trailing": .number(insets.trailing), "proposal": .proposal(proposal), "child_proposal": .proposal(childP),
             "child": .size(c), "size": .size(size)],
            "insets (top \(TraceFormat.short(insets.top)), leading \(TraceFormat.short(insets.leading)), bottom \(TraceFormat.short(insets.bottom)), trailing \(TraceFormat.short(insets.trailing))): proposes \(proposal) minus insets = \(childP); child \(TraceFormat.size(c)) plus insets = \(TraceFormat.size(size))")
        return size
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard let child = subviews.first else { return }
        let point = CGPoint(x: bounds.minX + insets.leading, y: bounds.minY + insets.top)
        subviews.record(
            .padding, about: child, ["x": .number(point.x), "y": .number(point.y), "placement": true],
            "child placed inside the insets at (\(TraceFormat.short(point.x)), \(TraceFormat.short(point.y)))")
        child.place(at: point, anchor: .topLeading, proposal: childProposal(proposal))
    }
}
