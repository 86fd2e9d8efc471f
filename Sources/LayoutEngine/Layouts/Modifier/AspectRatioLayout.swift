import Foundation

/// `aspectRatio(_:contentMode:)`: proposes the largest (fit) or smallest (fill)
/// rectangle of the ratio that fits in (or covers) the proposal, and takes the
/// child's size. A `nil` ratio is the child's ideal size's ratio, learnt by
/// proposing `nil × nil`. A `nil` (or infinite) dimension is unconstrained; a
/// fully `nil` proposal is passed on unchanged. The child is centred.
public struct AspectRatioLayout: Layout {
    public let ratio: CGFloat?
    public let contentMode: ContentMode

    public init(ratio: CGFloat?, contentMode: ContentMode) {
        self.ratio = ratio
        self.contentMode = contentMode
    }

    func childProposal(_ proposal: ProposedViewSize, _ subviews: Subviews, recording: Bool = true) -> ProposedViewSize {
        guard let child = subviews.first else { return proposal }
        guard proposal != .unspecified else {
            if recording { subviews.record(
                .aspectRatio, about: child, ["proposal": .proposal(proposal), "child_proposal": .proposal(proposal), "unspecified": true],
                "proposal is nil × nil: passed on unchanged") }
            return proposal
        }
        var base: CGSize
        if let ratio {
            base = CGSize(width: ratio, height: 1)
        } else {
            base = child.sizeThatFits(.unspecified, role: .probeIdeal)
        }
        if base.width == base.height { base = CGSize(width: 1, height: 1) }
        func scale(_ target: CGFloat?, _ length: CGFloat) -> CGFloat {
            guard let target, length != 0 || target != 0 else { return .infinity }
            return target / length
        }
        let sx = scale(proposal.width, base.width), sy = scale(proposal.height, base.height)
        let s = contentMode == .fit ? Swift.min(sx, sy) : Swift.max(sx, sy)
        func scaled(_ length: CGFloat) -> CGFloat {
            let v = length * s
            return v.isNaN ? 0 : v
        }
        let result = ProposedViewSize(width: scaled(base.width), height: scaled(base.height))
        if recording, subviews.isTracing {
            let ratioValue = base.height == 0 ? CGFloat.infinity : base.width / base.height
            subviews.record(
                .aspectRatio, about: child,
                ["mode": .string(contentMode.rawValue), "ratio": .number(ratioValue),
                 "ratio_source": .string(ratio == nil ? "ideal size \(TraceFormat.size(base))" : "given"),
                 "proposal": .proposal(proposal), "scale": .number(s), "child_proposal": .proposal(result)],
                "\(contentMode == .fit ? "fits" : "fills") ratio \(TraceFormat.short(ratioValue))\(ratio == nil ? " (from the child's ideal size \(TraceFormat.size(base)))" : "") into \(proposal): scale \(TraceFormat.short(s)), proposes \(result)")
        }
        return result
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        guard let child = subviews.first else { return .zero }
        return child.sizeThatFits(childProposal(proposal, subviews))
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard let child = subviews.first else { return }
        let childP = childProposal(proposal, subviews, recording: false)
        subviews.record(
            .aspectRatio, about: child, ["placement": true, "x": .number(bounds.midX), "y": .number(bounds.midY)],
            "child centred at (\(TraceFormat.short(bounds.midX)), \(TraceFormat.short(bounds.midY))), the middle of the frame")
        child.place(at: CGPoint(x: bounds.midX, y: bounds.midY), anchor: .center, proposal: childP)
    }
}
