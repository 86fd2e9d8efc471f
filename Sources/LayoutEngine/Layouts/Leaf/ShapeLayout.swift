import Foundation

/// `Color` and the shapes: take the proposal as their size; a `nil` dimension
/// becomes 10, infinity stays infinity.
public struct ShapeLayout: Layout, TraitedLayout {
    public var trait: NodeTrait { .shape }

    public init() {}

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let size = proposal.replacingUnspecifiedDimensions()
        subviews.record(ShapeSize(proposal: proposal, size: size))
        return size
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
}

/// `shape.size`: a shape or colour took its proposal.
public struct ShapeSize: DecisionPayload, SizeDecision {
    public static let kind: DecisionKind = "shape.size"
    public static let sentences = ["takes the proposal: {size}", "takes the proposal {proposal}, nil becomes 10: {size}"]
    public var proposal: ProposedViewSize
    public var size: CGSize

    public var sentence: Int { proposal.width == nil || proposal.height == nil ? 1 : 0 }
    public func encode(to f: inout DecisionFields) { f.add("proposal", proposal); f.add("size", size) }
    public init(proposal: ProposedViewSize, size: CGSize) { self.proposal = proposal; self.size = size }
    public init(from f: DecisionFields) throws { proposal = try f.proposal("proposal"); size = try f.size("size") }
}
