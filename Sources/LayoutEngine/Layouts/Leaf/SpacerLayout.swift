import Foundation

/// `Spacer(minLength:)`: along its stack's axis, `max(proposal, minLength ?? 8)`
/// (a `nil` proposal gives the minimum); across it, 0. Outside a stack it
/// expands that way on both axes. Stacks lay spacers out last (priority −∞).
public struct SpacerLayout: Layout {
    public static let defaultMinLength: CGFloat = 8
    public let minLength: CGFloat?
    /// The enclosing stack's axis.
    public let axis: Axis?

    public init(minLength: CGFloat?, axis: Axis?) {
        self.minLength = minLength
        self.axis = axis
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let minimum = minLength ?? Self.defaultMinLength
        func along(_ p: CGFloat?) -> CGFloat { Swift.max(p ?? -.infinity, minimum) }
        let size: CGSize
        switch axis {
        case .horizontal?: size = CGSize(width: along(proposal.width), height: 0)
        case .vertical?: size = CGSize(width: 0, height: along(proposal.height))
        case nil: size = CGSize(width: along(proposal.width), height: along(proposal.height))
        }
        subviews.record(
            .spacerSize,
            ["proposal": .proposal(proposal), "min_length": .number(minimum), "axis": axis.map { .string($0.rawValue) } ?? .null,
             "size": .size(size)],
            "spacer \(axis.map { "along \($0.rawValue)" } ?? "outside a stack"): max(proposal, \(TraceFormat.short(minimum))) → \(TraceFormat.size(size))")
        return size
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
}
