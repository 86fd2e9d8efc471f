import Foundation
import LayoutEngine
import TraceStore

/// The decisions of a large stack's sizing call that explain one child's share,
/// read by position instead of all at once.
///
/// A stack's sizing call records its decisions in the order `StackDecisions.swift`
/// documents (spacing, a flexibility per child, groups, an order per group, then per
/// group a reserve and a share per member, then the size). With thousands of
/// children, `why` reads that header, the child's own probe and share, the first and
/// last shares before it, and says what the shares it skipped took. A call that does
/// not have that shape returns nil, and the caller reads it whole.
struct StackSteps {
    /// What the chain shows, in order.
    let rules: [WhyChain.Rule]

    /// Calls with at most this many decisions are read whole.
    static let smallCall = 64
    /// Shares shown at each end of a long run; the middle is summarised.
    static let shownAtEnds = 2

    /// `child` is the next node on the path, or nil when the stack is the node asked about.
    static func read(_ trace: TraceReader, call: CallRow, child: NodeID?) throws -> StackSteps? {
        guard let lo = call.firstDecision, call.decisionCount > smallCall else { return nil }
        let hi = lo + call.decisionCount
        func kind(_ id: Int) throws -> DecisionKind? { try trace.decisionKey(id)?.kind }

        var header: [Int] = []
        var flexStart = lo
        if try kind(lo) == StackSpacing.kind {
            header.append(lo)
            flexStart = lo + 1
        }
        guard try kind(flexStart) == StackFlexibility.kind else { return nil }
        let groupsID = try trace.endOfRun(of: StackFlexibility.kind, in: flexStart..<hi)
        let n = groupsID - flexStart
        guard try kind(groupsID) == StackGroups.kind else { return nil }
        let ordersStart = groupsID + 1
        let groupCount = try trace.endOfRun(of: StackOrder.kind, in: ordersStart..<hi) - ordersStart
        guard groupCount >= 1, call.decisionCount == header.count + 2 * n + 2 * groupCount + 2 else { return nil }
        header.append(groupsID)
        header += Array(ordersStart..<(ordersStart + groupCount))

        // Group sizes: one group holds everyone; otherwise the groups row lists the members.
        var sizes = [n]
        var childGroup = 0
        if groupCount > 1 {
            guard let groups = try trace.decision(groupsID)?.as(StackGroups.self) else { return nil }
            sizes = []
            for (g, members) in groups.members.enumerated() {
                if let child, members.contains(child) { childGroup = g }
                sizes.append(members.count)
            }
            guard sizes.count == groupCount, sizes.reduce(0, +) == n else { return nil }
        }
        if child == nil { childGroup = groupCount - 1 }

        // Each group: its reserve row, then its shares.
        var reserves: [Int] = [], runs: [Range<Int>] = []
        var position = ordersStart + groupCount
        for size in sizes {
            reserves.append(position)
            runs.append((position + 1)..<(position + 1 + size))
            position += 1 + size
        }
        guard position == hi - 1, try kind(hi - 1) == StackSize.kind else { return nil }
        for r in reserves.prefix(4) where try kind(r) != StackReserve.kind { return nil }

        // The child's share, and its probe when the processing order moved it.
        var end = runs[childGroup].upperBound
        var probe: Int? = nil
        if let child {
            guard let share = try trace.decision(about: child, inRun: runs[childGroup]), try kind(share) == StackDistribute.kind else { return nil }
            end = share + 1
            let processed = sizes.prefix(childGroup).reduce(0, +) + (share - runs[childGroup].lowerBound)
            if let flex = try trace.decision(about: child, inRun: flexStart..<groupsID), flex - flexStart != processed || groupCount > 1 {
                probe = flex
            }
        }

        var rules = try header.compactMap { try trace.decision($0) }.map(WhyChain.Rule.init)
        if let probe, let row = try trace.decision(probe) {
            rules.insert(WhyChain.Rule(row), at: rules.count - groupCount)
        }
        // The shares up to the child in processing order, long stretches summarised.
        var shares: [Range<Int>] = []
        for g in 0...childGroup {
            let run = g == childGroup ? runs[g].lowerBound..<end : runs[g]
            shares.append(run)
        }
        let total = shares.reduce(0) { $0 + $1.count }
        var seen = 0
        for (g, run) in shares.enumerated() {
            if let reserve = try trace.decision(reserves[g]) { rules.append(WhyChain.Rule(reserve)) }
            // Positions in the whole sequence of shares decide what is shown: the first and last few.
            let shownIDs = run.filter { id in
                let i = seen + (id - run.lowerBound)
                return i < shownAtEnds || i >= total - shownAtEnds - (child == nil ? 0 : 1)
            }
            var previous = run.lowerBound - 1
            for id in shownIDs {
                if id > previous + 1 { rules.append(try elision(trace, (previous + 1)..<id)) }
                if let row = try trace.decision(id) { rules.append(WhyChain.Rule(row)) }
                previous = id
            }
            if run.upperBound > previous + 1, !run.isEmpty { rules.append(try elision(trace, (previous + 1)..<run.upperBound)) }
            seen += run.count
        }
        if child == nil, let size = try trace.decision(hi - 1) { rules.append(WhyChain.Rule(size)) }
        return StackSteps(rules: rules)
    }

    /// One line for a stretch of shares not shown: how many, and what they took together.
    static func elision(_ trace: TraceReader, _ ids: Range<Int>) throws -> WhyChain.Rule {
        let first = try trace.decision(ids.lowerBound), last = try trace.decision(ids.upperBound - 1)
        let available = first?.as(StackDistribute.self)?.available, left = last?.as(StackDistribute.self)?.left
        return WhyChain.Rule(
            ElidedShares(count: ids.count, first: first?.child, last: last?.child, taken: available.flatMap { a in left.map { a - $0 } }, left: left))
    }
}

/// `elided.shares`: shares `why` does not list one by one (made by the analysis, never stored).
struct ElidedShares: DecisionPayload {
    static let kind: DecisionKind = "elided.shares"
    static let sentences = [
        "… 1 more share ({first_node}) …", "… {count} more shares ({first_node} … {last_node}) …",
        "… 1 more share ({first_node}), which took {taken} together; {left} left …",
        "… {count} more shares ({first_node} … {last_node}), which took {taken} together; {left} left …",
    ]
    var count: Int
    var first: NodeID?
    var last: NodeID?
    var taken: CGFloat?
    var left: CGFloat?

    var sentence: Int { (taken == nil ? 0 : 2) + (count == 1 ? 0 : 1) }
    func encode(to f: inout DecisionFields) {
        f.add("count", count); f.add("first_node", first.map { .string($0.description) } ?? .null)
        f.add("last_node", last.map { .string($0.description) } ?? .null); f.add("taken", taken); f.add("left", left)
    }
    init(count: Int, first: NodeID?, last: NodeID?, taken: CGFloat?, left: CGFloat?) {
        self.count = count; self.first = first; self.last = last; self.taken = taken; self.left = left
    }
    init(from f: DecisionFields) throws {
        count = try f.int("count"); first = f["first_node"]?.stringValue.flatMap(NodeID.init(parsing:))
        last = f["last_node"]?.stringValue.flatMap(NodeID.init(parsing:)); taken = try f.dimension("taken"); left = try f.dimension("left")
    }
}
