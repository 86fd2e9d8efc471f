import Foundation

/// A node's layout with its `Layout.Cache`, behind a non-generic interface.
class AnyLayoutBox {
    var stackOrientation: Axis? { nil }
    /// The layout's `_engineTraits`, read once.
    let traits: EngineLayoutTraits

    init(traits: EngineLayoutTraits) { self.traits = traits }

    var layoutValue: any Layout { fatalError("abstract") }

    func sizeThatFits(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews) -> CGSize { fatalError("abstract") }
    func placeSubviews(_ bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews) {
        fatalError("abstract")
    }
    func explicitAlignment(_ key: AlignmentKey, _ bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews)
        -> CGFloat?
    { fatalError("abstract") }
    func spacing(_ subviews: LayoutSubviews) -> ViewSpacing { fatalError("abstract") }
    /// Drops the cache; called at the start of each pass.
    func resetCache() {}
}

final class LayoutBox<L: Layout>: AnyLayoutBox {
    let layout: L
    private var cache: L.Cache?

    init(_ layout: L) {
        self.layout = layout
        super.init(traits: layout._engineTraits)
    }

    override var stackOrientation: Axis? { traits.instanceProperties?.stackOrientation ?? L.layoutProperties.stackOrientation }
    override var layoutValue: any Layout { layout }

    @inline(__always)
    private func withCache<R>(_ subviews: LayoutSubviews, _ body: (inout L.Cache) -> R) -> R {
        if cache == nil { cache = layout.makeCache(subviews: subviews) }
        return body(&cache!)
    }

    override func sizeThatFits(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews) -> CGSize {
        withCache(subviews) { layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &$0) }
    }

    override func placeSubviews(_ bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews) {
        withCache(subviews) { layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &$0) }
    }

    override func explicitAlignment(
        _ key: AlignmentKey, _ bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews
    ) -> CGFloat? {
        withCache(subviews) { cache in
            switch key.axis {
            case .horizontal:
                return layout.explicitAlignment(
                    of: HorizontalAlignment(key: key), in: bounds, proposal: proposal,
                    subviews: subviews, cache: &cache)
            case .vertical:
                return layout.explicitAlignment(
                    of: VerticalAlignment(key: key), in: bounds, proposal: proposal,
                    subviews: subviews, cache: &cache)
            }
        }
    }

    override func spacing(_ subviews: LayoutSubviews) -> ViewSpacing {
        withCache(subviews) { layout.spacing(subviews: subviews, cache: &$0) }
    }

    override func resetCache() { cache = nil }
}

func makeLayoutBox<L: Layout>(_ layout: L) -> AnyLayoutBox { LayoutBox(layout) }
