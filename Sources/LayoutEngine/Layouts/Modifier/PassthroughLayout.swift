import Foundation

/// Modifiers that do not change layout (`border`, `foregroundColor`, `fill`,
/// `rotationEffect`, `layoutPriority`, `font`…): the child gets the same
/// proposal and position, and its guides show through.
public struct PassthroughLayout: Layout, ForwardsGuides {
    /// The modifier's name, for the trace.
    public let name: String

    public init(name: String) { self.name = name }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        guard let child = subviews.first else { return .zero }
        let size = child.sizeThatFits(proposal)
        subviews.record(
            .passthrough, about: child, ["modifier": .string(name), "size": .size(size)],
            "\(name) does not change layout: passes \(proposal) on, takes \(TraceFormat.size(size))")
        return size
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews.first?.place(at: bounds.origin, anchor: .topLeading, proposal: proposal)
    }
}
