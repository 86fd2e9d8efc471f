import Foundation

/// The HStack/VStack algorithm, written once for both axes ("major" is the
/// stack's axis, "minor" the other).
///
/// 1. Gaps: `spacing` between neighbours; with no spacing, 8 between two views and 0 next to a Spacer.
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

    static let defaultSpacing: CGFloat = 8

    /// The stack's size and where each child goes, relative to the stack's origin.
    struct Geometry {
        var size: CGSize
        var origins: [CGPoint]
        var proposals: [ProposedViewSize]
        var sizes: [CGSize]
        var alignmentValues: [CGFloat]
        var gaps: [CGFloat]
    }

    private struct Child {
        var min: CGFloat = 0
        var max: CGFloat = 0
        var flexibility: CGFloat { let f = max - min; return f.isNaN ? 0 : f }
    }

    func gaps(_ subviews: LayoutSubviews) -> [CGFloat] {
        (0..<subviews.count).map { i in
            guard i > 0 else { return 0 }
            if let spacing { return spacing }
            return subviews[i - 1].isSpacer || subviews[i].isSpacer ? 0 : Self.defaultSpacing
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
        var children = [Child](repeating: Child(), count: n)
        for i in 0..<n {
            let s = subviews[i]
            children[i].min = s.sizeThatFits(ProposedViewSize(major: 0, minor: minor, axis: axis), role: .probeMin)[axis]
            children[i].max = s.sizeThatFits(ProposedViewSize(major: .infinity, minor: minor, axis: axis), role: .probeMax)[axis]
            let c = children[i]
            subviews.record(StackFlexibility(axis: axis, min: c.min, max: c.max, flexibility: c.flexibility, priority: s.priority), about: s)
        }

        let priorities = Array(Set((0..<n).map { subviews[$0].priority })).sorted(by: >)
        let groups = priorities.map { p in (0..<n).filter { subviews[$0].priority == p } }
        if subviews.isTracing {
            subviews.record(StackGroups(priorities: priorities, members: groups.map { $0.map { subviews[$0].nodeID } }))
        }

        let ordered = groups.enumerated().map { g, members in order(members, children, subviews, priority: priorities[g]) }

        let reserved = groups.dropFirst().joined().reduce(0) { $0 + children[$1].min }
        var available = major - totalGaps - reserved
        subviews.record(
            StackReserve(group: 0, priority: priorities.first ?? 0, proposal: major, gaps: totalGaps, reserved: reserved, returned: 0, available: available))

        for (g, members) in ordered.enumerated() {
            if g > 0 {
                let returned = members.reduce(0) { $0 + children[$1].min }
                available += returned
                subviews.record(
                    StackReserve(group: g, priority: priorities[g], proposal: major, gaps: totalGaps, reserved: reserved, returned: returned, available: available))
            }
            for (k, i) in members.enumerated() {
                let remaining = members.count - k
                let share = Swift.max(0, available / CGFloat(remaining))
                proposals[i] = ProposedViewSize(major: share, minor: minor, axis: axis)
                dims[i] = subviews[i].dimensions(in: proposals[i])
                let taken = dims[i].size[axis]
                subviews.record(
                    StackDistribute(available: available, remaining: remaining, proposal: share, taken: taken, group: g, step: k), about: subviews[i])
                available -= taken
            }
        }
    }

    /// Step 4 inside one group: least flexible first, two infinitely flexible
    /// children by larger minimum, other ties in source order.
    private func order(_ members: [Int], _ children: [Child], _ subviews: LayoutSubviews, priority: Double) -> [Int] {
        let sorted = members.sorted { a, b in
            let fa = children[a].flexibility, fb = children[b].flexibility
            if fa.isInfinite && fb.isInfinite, children[a].min != children[b].min { return children[a].min > children[b].min }
            if fa != fb { return fa < fb }
            return a < b
        }
        if subviews.isTracing {
            let alike = Set(members.map { children[$0].flexibility }).count == 1 && Set(members.map { children[$0].min }).count == 1
            subviews.record(
                StackOrder(
                    priority: priority, order: sorted.map { subviews[$0].nodeID }, sourceOrder: sorted == members, allAlike: alike))
        }
        return sorted
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
