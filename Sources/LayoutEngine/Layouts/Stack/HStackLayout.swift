import Foundation

/// Lays subviews out left to right. See `StackAlgorithm` for the rules.
public struct HStackLayout: Layout, TraitedLayout {
    public var trait: NodeTrait { .horizontalStack }

    public var alignment: VerticalAlignment
    public var spacing: CGFloat?

    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    public static var layoutProperties: LayoutProperties {
        var p = LayoutProperties()
        p.stackOrientation = .horizontal
        return p
    }

    var algorithm: StackAlgorithm { StackAlgorithm(axis: .horizontal, alignment: alignment.key, spacing: spacing) }

    public func makeCache(subviews: Subviews) -> StackCache { StackCache() }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout StackCache) -> CGSize {
        algorithm.geometry(proposal, subviews, &cache).size
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout StackCache) {
        algorithm.place(algorithm.geometry(proposal, subviews, &cache), in: bounds, subviews)
    }
}
