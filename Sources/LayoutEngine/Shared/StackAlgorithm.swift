import Foundation

/// The HStack/VStack algorithm, written once for both axes ("major" is the
/// stack's axis, "minor" the other).
///
/// 1. Gaps: `spacing` between neighbours; with no spacing, what their `ViewSpacing`s say: 8 between
///    two views, 0 next to a Spacer, a text's leading between texts and its own distances to other
///    views above and below it, a custom layout's own `spacing(subviews:cache:)`.
/// 2. A `nil` major proposal sizes every child ideally (`nil` along the axis).
/// 3. Otherwise each child is probed at 0 and at infinity along the axis: its flexibility is max − min.
/// 4. Children are grouped by layout priority, highest first (spacers, at −∞, come last); inside a
///    group the least flexible goes first, two infinitely flexible children by larger minimum, other
///    ties in source order.
/// 5. Available space is the proposal minus the gaps and the minimums of all children outside the
///    first group; each later group first takes back its own minimums. The k-th of n children in a
///    group is proposed `available / (n − k)` (never below 0) and its answer is subtracted. Leftover
///    space is not redistributed and the stack may overflow.
/// 6. Children sit in source order along the axis; across it they are aligned on the stack's guide,
///    and the stack is as thick as the union of their extents.
struct StackAlgorithm {
    let axis: Axis
    let alignment: AlignmentKey
    let spacing: CGFloat?

    /// The stack's size and where each child goes, relative to the stack's origin.
    struct Geometry {
        var size: CGSize
        var origins: [CGPoint]
        var proposals: [ProposedViewSize]
        var sizes: [CGSize]
        var alignmentValues: [CGFloat]
        var gaps: [CGFloat]
    }

    func gaps(_ subviews: LayoutSubviews) -> [CGFloat] {
        (0..<subviews.count).map { i in
            guard i > 0 else { return 0 }
            if let spacing { return spacing }
            return subviews[i - 1].spacing.distance(to: subviews[i].spacing, along: axis)
        }
    }

    func arrange(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews) -> Geometry {
        let n = subviews.count
        let gaps = gaps(subviews)
        let totalGaps = gaps.reduce(0, +)
        let minor = proposal[axis.other]
        if subviews.isTracing, n > 1 {
            subviews.record(StackSpacing(spacing: spacing, gaps: Array(gaps.dropFirst()), total: totalGaps))
        }
        var dims = [ViewDimensions](repeating: ViewDimensions(width: 0, height: 0), count: n)
        var proposals = [ProposedViewSize](repeating: .unspecified, count: n)

        if let major = proposal[axis] {
            distribute(major, minor: minor, totalGaps: totalGaps, subviews, &dims, &proposals)
        } else {
            for i in 0..<n {
                proposals[i] = ProposedViewSize(major: nil, minor: minor, axis: axis)
                dims[i] = subviews[i].dimensions(in: proposals[i])
            }
            if subviews.isTracing {
                let total = dims.reduce(totalGaps) { $0 + $1.size[axis] }
                subviews.record(StackIdeal(axis: axis, lengths: dims.map { $0.size[axis] }, gaps: totalGaps, total: total))
            }
        }
        return position(dims, proposals: proposals, gaps: gaps, subviews)
    }

    // MARK: Steps 3–5

    private func distribute(
        _ major: CGFloat, minor: CGFloat?, totalGaps: CGFloat, _ subviews: LayoutSubviews,
        _ dims: inout [ViewDimensions], _ proposals: inout [ProposedViewSize]
    ) {
        let n = subviews.count
        var items = [StackSharing.Item](repeating: StackSharing.Item(min: 0, max: 0, priority: 0), count: n)
        for i in 0..<n {
            let s = subviews[i]
            items[i].min = s.sizeThatFits(ProposedViewSize(major: 0, minor: minor, axis: axis), role: .probeMin)[axis]
            items[i].max = s.sizeThatFits(ProposedViewSize(major: .infinity, minor: minor, axis: axis), role: .probeMax)[axis]
            items[i].priority = s.priority
            let c = items[i]
            subviews.record(StackFlexibility(axis: axis, min: c.min, max: c.max, flexibility: c.flexibility, priority: c.priority), about: s)
        }
        let sharing = StackSharing(items)
        let tracing = subviews.isTracing
        sharing.share(major - totalGaps) { event in
            guard tracing else { return }
            switch event {
            case .groups:
                subviews.record(StackGroups(priorities: sharing.priorities, members: sharing.groups.map { $0.map { subviews[$0].nodeID } }))
            case .order(let g, let order):
                subviews.record(
                    StackOrder(
                        priority: sharing.priorities[g], order: order.map { subviews[$0].nodeID }, sourceOrder: order == sharing.groups[g],
                        allAlike: sharing.allAlike(g)))
            case .reserve(let g, let returned, let available):
                subviews.record(
                    StackReserve(
                        group: g, priority: g < sharing.priorities.count ? sharing.priorities[g] : 0, proposal: major, gaps: totalGaps, reserved: sharing.reserved, returned: returned,
                        available: available))
            case .share(let i, let available, let remaining, let offer, let taken, let g, let k):
                subviews.record(StackDistribute(available: available, remaining: remaining, proposal: offer, taken: taken, group: g, step: k), about: subviews[i])
            }
        } take: { i, offer in
            proposals[i] = ProposedViewSize(major: offer, minor: minor, axis: axis)
            dims[i] = subviews[i].dimensions(in: proposals[i])
            return dims[i].size[axis]
        }
    }

    // MARK: Step 6

    private func position(
        _ dims: [ViewDimensions], proposals: [ProposedViewSize], gaps: [CGFloat], _ subviews: LayoutSubviews
    ) -> Geometry {
        let n = dims.count
        var origins = [CGPoint](repeating: .zero, count: n)
        var alignmentValues = [CGFloat](repeating: 0, count: n)
        var cursor: CGFloat = 0
        var union = AlignedUnion()
        for i in 0..<n {
            cursor += gaps[i]
            origins[i][axis] = cursor
            cursor += dims[i].size[axis]
            alignmentValues[i] = dims[i][key: alignment]
            union.add(
                guide: CGPoint(major: 0, minor: alignmentValues[i], axis: axis),
                size: CGSize(major: 0, minor: dims[i].size[axis.other], axis: axis))
        }
        for i in 0..<n {
            origins[i][axis.other] = union.origin(guide: CGPoint(major: 0, minor: alignmentValues[i], axis: axis))[axis.other]
        }
        let thickness = union.size[axis.other]
        let size = CGSize(major: cursor, minor: thickness, axis: axis)
        subviews.record(StackSize(axis: axis, length: cursor, thickness: thickness, alignment: alignment.name))
        return Geometry(
            size: size, origins: origins, proposals: proposals, sizes: dims.map(\.size), alignmentValues: alignmentValues,
            gaps: gaps)
    }

    // MARK: Placement

    /// Places the children. A `nil` proposal across the axis is replaced by the stack's own
    /// size there and the children are arranged again with it (`StackReproposal`).
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ cache: inout StackCache) {
        var placing = proposal
        if placing[axis.other] == nil {
            placing[axis.other] = bounds.size[axis.other]
            subviews.record(StackReproposal(axis: axis, proposal: proposal, placing: placing))
        }
        place(geometry(placing, subviews, &cache), in: bounds, subviews)
    }

    private func place(_ geometry: Geometry, in bounds: CGRect, _ subviews: LayoutSubviews) {
        let offsetX = bounds.minX + centering(bounds.width, geometry.size.width)
        let offsetY = bounds.minY + centering(bounds.height, geometry.size.height)
        for i in 0..<subviews.count {
            let point = CGPoint(x: offsetX + geometry.origins[i].x, y: offsetY + geometry.origins[i].y)
            if subviews.isTracing {
                subviews.record(
                    StackPlace(
                        axis: axis, index: i, offset: geometry.origins[i][axis], across: geometry.origins[i][axis.other], point: point,
                        alignment: alignment.name, alignmentValue: geometry.alignmentValues[i], gapBefore: geometry.gaps[i]),
                    about: subviews[i])
            }
            subviews[i].place(at: point, anchor: .topLeading, proposal: geometry.proposals[i])
        }
    }
}

/// Steps 4 and 5 of the stack algorithm for any run of items along one axis: a stack's children,
/// a grid's columns or rows (each standing for its cells). Items are grouped by layout priority,
/// highest first; inside a group the least flexible goes first, two infinitely flexible items by
/// larger minimum, other ties in source order. The first group starts with the length less the
/// minimums of the later groups, each later group takes its own minimums back, and the k-th of n
/// items in a group is offered `available / (n − k)` (never below 0); what it takes is subtracted.
/// OpenSwiftUI `Layout/Stack/StackLayout.swift` (`resizeChildren`, `prioritize`), commit 069dd80b.
struct StackSharing {
    struct Item {
        var min: CGFloat
        var max: CGFloat
        var priority: Double
        var flexibility: CGFloat { let f = max - min; return f.isNaN ? 0 : f }
    }

    /// What the sharing did, in order, for a trace.
    enum Event {
        case groups
        /// A group's processing order.
        case order(group: Int, [Int])
        case reserve(group: Int, returned: CGFloat, available: CGFloat)
        case share(item: Int, available: CGFloat, remaining: Int, offer: CGFloat, taken: CGFloat, group: Int, step: Int)
    }

    let items: [Item]
    /// The distinct priorities, highest first.
    let priorities: [Double]
    /// Each group's items, in source order.
    let groups: [[Int]]

    init(_ items: [Item]) {
        self.items = items
        priorities = Array(Set(items.map(\.priority))).sorted(by: >)
        groups = priorities.map { p in items.indices.filter { items[$0].priority == p } }
    }

    /// The minimums of the groups after the first, kept back from it.
    var reserved: CGFloat { groups.dropFirst().joined().reduce(0) { $0 + items[$1].min } }

    /// Every item of the group equally flexible with the same minimum.
    func allAlike(_ group: Int) -> Bool {
        let members = groups[group]
        return Set(members.map { items[$0].flexibility }).count == 1 && Set(members.map { items[$0].min }).count == 1
    }

    /// A group's processing order: least flexible first.
    func processingOrder(_ members: [Int]) -> [Int] {
        members.sorted { a, b in
            let fa = items[a].flexibility, fb = items[b].flexibility
            if fa.isInfinite && fb.isInfinite, items[a].min != items[b].min { return items[a].min > items[b].min }
            if fa != fb { return fa < fb }
            return a < b
        }
    }

    /// Shares `length` out: `take(i, offer)` asks item `i` for its length at an offer and returns it.
    /// Returns the items in the order they were offered their shares.
    @discardableResult
    func share(_ length: CGFloat, _ observe: (Event) -> Void = { _ in }, take: (Int, CGFloat) -> CGFloat) -> [Int] {
        observe(.groups)
        let ordered = groups.enumerated().map { g, members in
            let order = processingOrder(members)
            observe(.order(group: g, order))
            return order
        }
        var available = length - reserved
        observe(.reserve(group: 0, returned: 0, available: available))
        for (g, members) in ordered.enumerated() {
            if g > 0 {
                let returned = members.reduce(0) { $0 + items[$1].min }
                available += returned
                observe(.reserve(group: g, returned: returned, available: available))
            }
            for (k, i) in members.enumerated() {
                let remaining = members.count - k
                let offer = Swift.max(0, available / CGFloat(remaining))
                let taken = take(i, offer)
                observe(.share(item: i, available: available, remaining: remaining, offer: offer, taken: taken, group: g, step: k))
                available -= taken
            }
        }
        return ordered.flatMap { $0 }
    }
}

/// Half the difference between the bounds and the content, 0 when either is infinite.
func centering(_ outer: CGFloat, _ inner: CGFloat) -> CGFloat {
    let d = (outer - inner) / 2
    return d.isFinite ? d : 0
}

/// A stack's layout cache: the geometry computed for each proposal in this pass.
public struct StackCache {
    var geometries: [ProposedViewSize: StackAlgorithm.Geometry] = [:]
}

extension StackAlgorithm {
    func geometry(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ cache: inout StackCache) -> Geometry {
        if let g = cache.geometries[proposal] { return g }
        let g = arrange(proposal, subviews)
        cache.geometries[proposal] = g
        return g
    }
}
