import Foundation

/// `ScrollView`: proposes `nil` along its scroll axes (the content takes its
/// ideal length there) and passes the proposal on across them. It takes the
/// proposal on each axis, the content's size where the proposal is `nil`.
/// Content starts at the top/leading edge along the scroll axes and is
/// centred across them. It is a container for `containerRelativeFrame`.
public struct ScrollViewLayout: Layout {
    public let axes: Axis.Set

    public init(axes: Axis.Set = .vertical) { self.axes = axes }

    func contentProposal(_ p: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: axes.contains(.horizontal) ? nil : p.width, height: axes.contains(.vertical) ? nil : p.height)
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.engine.withContainer(subviews.owner, proposal) {
            var size = proposal.replacingUnspecifiedDimensions(by: .zero)
            var content: CGSize? = nil
            if proposal.width == nil || proposal.height == nil {
                let c = subviews.reduce(CGSize.zero) { acc, s in
                    let d = s.sizeThatFits(contentProposal(proposal))
                    return CGSize(width: Swift.max(acc.width, d.width), height: Swift.max(acc.height, d.height))
                }
                content = c
                size = CGSize(width: proposal.width ?? c.width, height: proposal.height ?? c.height)
            }
            subviews.record(ScrollViewSize(proposal: proposal, contentProposal: contentProposal(proposal), content: content, size: size))
            return size
        }
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews.engine.withContainer(subviews.owner, proposal) {
            let contentP = contentProposal(proposal)
            for s in subviews {
                let size = s.sizeThatFits(contentP)
                let x = axes.contains(.horizontal) ? bounds.minX : bounds.minX + centering(bounds.width, size.width)
                let y = axes.contains(.vertical) ? bounds.minY : bounds.minY + centering(bounds.height, size.height)
                s.place(at: CGPoint(x: x, y: y), anchor: .topLeading, proposal: contentP)
            }
        }
    }
}

/// `scrollview.proposal`: a scroll view takes its proposal and proposes nil along its axes to its content.
public struct ScrollViewSize: DecisionPayload {
    public static let kind: DecisionKind = "scrollview.proposal"
    public static let sentences = [
        "scroll view proposed {proposal}: takes the proposal → {size}; its content is proposed {content_proposal}",
        "scroll view proposed {proposal}: takes the proposal (the content's {content} where it is nil) → {size}; its content is proposed {content_proposal}",
    ]
    public var proposal: ProposedViewSize
    public var contentProposal: ProposedViewSize
    /// The content's size, when it was asked (a nil proposal).
    public var content: CGSize?
    public var size: CGSize

    public var sentence: Int { content == nil ? 0 : 1 }
    public func encode(to f: inout DecisionFields) {
        f.add("proposal", proposal); f.add("content_proposal", contentProposal); f.add("content", content); f.add("size", size)
    }
    public init(proposal: ProposedViewSize, contentProposal: ProposedViewSize, content: CGSize?, size: CGSize) {
        self.proposal = proposal; self.contentProposal = contentProposal; self.content = content; self.size = size
    }
    public init(from f: DecisionFields) throws {
        proposal = try f.proposal("proposal"); contentProposal = try f.proposal("content_proposal"); content = try f.optionalSize("content"); size = try f.size("size")
    }
}
