import Foundation

/// Modifiers that do not change layout (`border`, `foregroundColor`, `fill`,
/// `rotationEffect`, `layoutPriority`, `font`…): the child gets the same
/// proposal and position, and its guides show through.
public struct PassthroughLayout: Layout, ForwardsGuides, TraitedLayout {
    public var trait: NodeTrait { .passthrough }

    /// The modifier's name, for the trace.
    public let name: String

    public init(name: String) { self.name = name }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        guard let child = subviews.first else { return .zero }
        let size = child.sizeThatFits(proposal)
        subviews.record(Passthrough(modifier: name, proposal: proposal, size: size), about: child)
        return size
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews.first?.place(at: bounds.origin, anchor: .topLeading, proposal: proposal)
    }
}

/// `passthrough`: a modifier that does not change layout passed the proposal on.
public struct Passthrough: DecisionPayload {
    public static let kind: DecisionKind = "passthrough"
    public static let sentences = ["{modifier} does not change layout: passes {proposal} on, takes {size}"]
    public var modifier: String
    public var proposal: ProposedViewSize
    public var size: CGSize

    public func encode(to f: inout DecisionFields) { f.add("modifier", modifier); f.add("proposal", proposal); f.add("size", size) }
    public init(modifier: String, proposal: ProposedViewSize, size: CGSize) { self.modifier = modifier; self.proposal = proposal; self.size = size }
    public init(from f: DecisionFields) throws { modifier = try f.string("modifier"); proposal = try f.proposal("proposal"); size = try f.size("size") }
}
