import SwiftUI

/// Proposes a fraction of its own proposal to its one subview and takes the subview's size
/// (the relative-size layout of Ole Begemann's article, written here as the article describes it).
fileprivate struct RelativeSizeLayout: Layout {
    var relativeWidth: Double
    var relativeHeight: Double

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        assert(subviews.count == 1, "expects a single subview")
        let proposed = ProposedViewSize(
            width: proposal.width.map { $0 * relativeWidth },
            height: proposal.height.map { $0 * relativeHeight })
        return subviews[0].sizeThatFits(proposed)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let proposed = ProposedViewSize(
            width: proposal.width.map { $0 * relativeWidth },
            height: proposal.height.map { $0 * relativeHeight })
        subviews[0].place(at: CGPoint(x: bounds.midX, y: bounds.midY), anchor: .center, proposal: proposed)
    }
}

extension View {
    func relativeProposed(width: Double = 1, height: Double = 1) -> some View {
        RelativeSizeLayout(relativeWidth: width, relativeHeight: height) {
            VStack { self }
        }
    }
}

/// Every subview as wide as the widest one's ideal width, with the views' own spacing between them.
struct EqualWidthRow: Layout {
    struct Cache {
        var widest: CGSize = .zero
        var gaps: [CGFloat] = []
    }

    func makeCache(subviews: Subviews) -> Cache {
        var cache = Cache()
        for subview in subviews {
            let ideal = subview.sizeThatFits(.unspecified)
            cache.widest.width = max(cache.widest.width, ideal.width)
            cache.widest.height = max(cache.widest.height, ideal.height)
        }
        cache.gaps = subviews.indices.map { index in
            index < subviews.count - 1 ? subviews[index].spacing.distance(to: subviews[index + 1].spacing, along: .horizontal) : 0
        }
        return cache
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        guard !subviews.isEmpty else { return .zero }
        let gaps = cache.gaps.reduce(0, +)
        return CGSize(width: cache.widest.width * CGFloat(subviews.count) + gaps, height: cache.widest.height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        let proposed = ProposedViewSize(width: cache.widest.width, height: cache.widest.height)
        var x = bounds.minX + cache.widest.width / 2
        for (index, subview) in subviews.enumerated() {
            subview.place(at: CGPoint(x: x, y: bounds.midY), anchor: .center, proposal: proposed)
            x += cache.widest.width + cache.gaps[index]
        }
    }
}

/// Subviews left to right at their ideal sizes, wrapping to a new line where the width runs out.
struct FlowLayout: Layout {
    var spacing: CGFloat = 8

    private func arrange(_ width: CGFloat, _ sizes: [CGSize]) -> (offsets: [CGPoint], size: CGSize) {
        var offsets: [CGPoint] = []
        var x: CGFloat = 0
        var y: CGFloat = 0
        var lineHeight: CGFloat = 0
        var widest: CGFloat = 0
        for size in sizes {
            if x > 0 && x + size.width > width {
                x = 0
                y += lineHeight + spacing
                lineHeight = 0
            }
            offsets.append(CGPoint(x: x, y: y))
            lineHeight = max(lineHeight, size.height)
            x += size.width + spacing
            widest = max(widest, x - spacing)
        }
        return (offsets, CGSize(width: widest, height: y + lineHeight))
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        return arrange(proposal.width ?? .infinity, sizes).size
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        let offsets = arrange(bounds.width, sizes).offsets
        for (offset, subview) in zip(offsets, subviews) {
            subview.place(at: CGPoint(x: bounds.minX + offset.x, y: bounds.minY + offset.y), proposal: .unspecified)
        }
    }
}

/// Subviews on a circle, the first at the top, clockwise.
struct RadialLayout: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let radius = min(bounds.width, bounds.height) / 3
        let step = 2 * Double.pi / Double(max(subviews.count, 1))
        for (index, subview) in subviews.enumerated() {
            let angle = step * Double(index) - Double.pi / 2
            let point = CGPoint(x: bounds.midX + CGFloat(cos(angle)) * radius, y: bounds.midY + CGFloat(sin(angle)) * radius)
            subview.place(at: point, anchor: .center, proposal: .unspecified)
        }
    }
}

/// Where a view goes in a `RankedStack`: lower ranks first.
struct Rank: LayoutValueKey {
    static let defaultValue: Int = 0
}

extension View {
    func rank(_ value: Int) -> some View { layoutValue(key: Rank.self, value: value) }
}

/// A vertical stack ordered by each subview's `Rank`.
struct RankedStack: Layout {
    var spacing: CGFloat = 4

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        let height = sizes.map(\.height).reduce(0, +) + spacing * CGFloat(max(subviews.count - 1, 0))
        return CGSize(width: sizes.map(\.width).max() ?? 0, height: height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var y = bounds.minY
        for subview in subviews.sorted(by: { $0[Rank.self] < $1[Rank.self] }) {
            let size = subview.sizeThatFits(.unspecified)
            subview.place(at: CGPoint(x: bounds.minX, y: y), proposal: .unspecified)
            y += size.height + spacing
        }
    }
}

/// Columns of equal width, each subview going to the shortest column.
struct MasonryLayout: Layout {
    var columns: Int = 2
    var spacing: CGFloat = 8

    private func columnWidth(_ width: CGFloat) -> CGFloat {
        (width - spacing * CGFloat(columns - 1)) / CGFloat(columns)
    }

    private func arrange(_ width: CGFloat, _ subviews: Subviews) -> (frames: [CGRect], height: CGFloat) {
        let column = columnWidth(width)
        var heights = Array(repeating: CGFloat(0), count: columns)
        var frames: [CGRect] = []
        for subview in subviews {
            let shortest = heights.indices.min { heights[$0] < heights[$1] } ?? 0
            let size = subview.sizeThatFits(ProposedViewSize(width: column, height: nil))
            frames.append(CGRect(x: CGFloat(shortest) * (column + spacing), y: heights[shortest], width: column, height: size.height))
            heights[shortest] += size.height + spacing
        }
        return (frames, max((heights.max() ?? 0) - spacing, 0))
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let width = proposal.replacingUnspecifiedDimensions().width
        return CGSize(width: width, height: arrange(width, subviews).height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let frames = arrange(bounds.width, subviews).frames
        for index in subviews.indices {
            let frame = frames[index]
            subviews[index].place(
                at: CGPoint(x: bounds.minX + frame.minX, y: bounds.minY + frame.minY),
                proposal: ProposedViewSize(width: frame.width, height: frame.height))
        }
    }
}

/// A row that lines its leading guide up with its second subview (an explicit guide of its own).
struct IndentedRow: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        return CGSize(width: sizes.map(\.width).reduce(0, +), height: sizes.map(\.height).max() ?? 0)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var x = bounds.minX
        for subview in subviews {
            subview.place(at: CGPoint(x: x, y: bounds.minY), proposal: .unspecified)
            x += subview.sizeThatFits(.unspecified).width
        }
    }

    func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGFloat? {
        guard guide == .leading, subviews.count > 1 else { return nil }
        return subviews[0].sizeThatFits(.unspecified).width
    }
}

/// A row that wants no space around it: a stack it is in puts its neighbours right against it.
struct TightRow: Layout {
    static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = .horizontal
        return properties
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        return CGSize(width: sizes.map(\.width).reduce(0, +), height: sizes.map(\.height).max() ?? 0)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var x = bounds.minX
        for subview in subviews {
            let size = subview.sizeThatFits(.unspecified)
            subview.place(at: CGPoint(x: x, y: bounds.minY), proposal: ProposedViewSize(size))
            x += size.width
        }
    }

    func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing {
        var spacing = ViewSpacing.zero
        spacing.formUnion(.zero, edges: .vertical)
        return spacing
    }
}
