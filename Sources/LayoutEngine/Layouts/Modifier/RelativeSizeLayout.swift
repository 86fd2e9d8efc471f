import Foundation

/// Ole Begemann's relative sizing layout (`relativeProposed(width:height:)`):
/// proposes a fraction of its proposal to its only subview (`nil` and infinity
/// pass through) and takes the subview's size. Written on the public `Layout`
/// protocol exactly as the article does, plus one recorded decision.
public struct RelativeSizeLayout: Layout {
    public var relativeWidth: Double
    public var relativeHeight: Double

    public init(relativeWidth: Double, relativeHeight: Double) {
        self.relativeWidth = relativeWidth
        self.relativeHeight = relativeHeight
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        guard let child = subviews.first else { return .zero }
        let resized = resizedProposal(proposal)
        subviews.record(
            .relativeProposal, about: child,
            ["width_factor": .number(relativeWidth), "height_factor": .number(relativeHeight),
             "proposal": .proposal(proposal), "child_proposal": .proposal(resized)],
            "proposed \(proposal), proposes \(describe(proposal.width, relativeWidth)) × \(describe(proposal.height, relativeHeight)) to its child")
        return child.sizeThatFits(resized)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews.first?.place(at: CGPoint(x: bounds.midX, y: bounds.midY), anchor: .center, proposal: resizedProposal(proposal))
    }

    private func resizedProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(
            width: proposal.width.map { $0 * relativeWidth },
            height: proposal.height.map { $0 * relativeHeight })
    }

    private func describe(_ value: CGFloat?, _ factor: Double) -> String {
        guard let value else { return "nil" }
        if factor == 1 { return TraceFormat.short(value) }
        return "\(TraceFormat.short(value)) × \(TraceFormat.short(factor)) = \(TraceFormat.short(value * factor))"
    }
}
