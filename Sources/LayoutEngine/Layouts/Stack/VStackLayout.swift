import Foundation

/// Lays subviews out top to bottom. See `StackAlgorithm` for the rules.
public struct VStackLayout: Layout, TraitedLayout {
    public var trait: NodeTrait { .verticalStack }

    public var alignment: HorizontalAlignment
    public var spacing: CGFloat?

    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    public static var layoutProperties: LayoutProperties {
        var p = LayoutProperties()
        p.stackOrientation = .vertical
        return p
    }

    var algorithm: StackAlgorithm { StackAlgorithm(axis: .vertical, alignment: alignment.key, spacing: spacing) }

    public func makeCache(subviews: Subviews) -> StackCache { StackCache() }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout StackCache) -> CGSize {
        algorithm.geometry(proposal, subviews, &cache).size
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout StackCache) {
        algorithm.place(algorithm.geometry(proposal, subviews, &cache), in: bounds, subviews)
    }
}
