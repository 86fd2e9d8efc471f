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
            "proposed \(proposal), proposes \(resized) to its child\(scaling(proposal))")
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

    /// `(width 200 × 0.5 = 100)` for the scaled, finite dimensions.
    private func scaling(_ proposal: ProposedViewSize) -> String {
        let parts = [("width", proposal.width, relativeWidth), ("height", proposal.height, relativeHeight)]
            .compactMap { name, value, factor -> String? in
                guard let value, value.isFinite, factor != 1 else { return nil }
                return "\(name) \(TraceFormat.short(value)) × \(TraceFormat.short(factor)) = \(TraceFormat.short(value * factor))"
            }
        return parts.isEmpty ? "" : " (" + parts.joined(separator: ", ") + ")"
    }
}
