import Foundation
import LayoutEngine
import TraceStore

/// The decisions of a large stack's sizing call that explain one child's share,
/// read by position instead of all at once.
///
/// A stack's sizing call records, in order: its spacing (with two or more
/// children), one flexibility probe per child, the priority groups, one processing
/// order per group, then for each group a reserve and one share per member, and
/// last its size. With thousands of children, `why` reads that header, the child's
/// own probe and share, the first and last shares before it, and says what the
/// shares it skipped took. A call that does not have that shape returns nil, and
/// the caller reads it whole.
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
        func kind(_ id: Int) throws -> String? { try trace.decisionKey(id)?.kind }

        var header: [Int] = []
        var flexStart = lo
        if try kind(lo) == "stack.spacing" {
            header.append(lo)
            flexStart = lo + 1
        }
        guard try kind(flexStart) == "stack.flexibility" else { return nil }
        let groupsID = try trace.endOfRun(of: "stack.flexibility", in: flexStart..<hi)
        let n = groupsID - flexStart
        guard try kind(groupsID) == "stack.groups" else { return nil }
        let ordersStart = groupsID + 1
        let groupCount = try trace.endOfRun(of: "stack.order", in: ordersStart..<hi) - ordersStart
        guard groupCount >= 1, call.decisionCount == header.count + 2 * n + 2 * groupCount + 2 else { return nil }
        header.append(groupsID)
        header += Array(ordersStart..<(ordersStart + groupCount))

        // Group sizes: one group holds everyone; otherwise the groups row lists the members.
        var sizes = [n]
        var childGroup = 0
        if groupCount > 1 {
            guard let row = try trace.decision(groupsID), case .array(let groups)? = row.values["groups"] else { return nil }
            sizes = []
            for (g, group) in groups.enumerated() {
                let members = group.objectValue?["members"]?.arrayValue?.compactMap { $0.stringValue.flatMap(NodeID.init(parsing:)) } ?? []
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
        guard position == hi - 1, try kind(hi - 1) == "stack.size" else { return nil }
        for r in reserves.prefix(4) where try kind(r) != "stack.reserve" { return nil }

        // The child's share, and its probe when the processing order moved it.
        var end = runs[childGroup].upperBound
        var probe: Int? = nil
        if let child {
            guard let share = try trace.decision(about: child, inRun: runs[childGroup]), try kind(share) == "stack.distribute" else { return nil }
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
        let available = first?.values["available"]?.doubleValue, left = last?.values["left"]?.doubleValue
        var data: TraceObject = ["count": .number(Double(ids.count))]
        var message = "… \(ids.count) more share\(ids.count == 1 ? "" : "s")"
        if let from = first?.child, let to = last?.child { message += ids.count == 1 ? " (\(from))" : " (\(from) … \(to))" }
        if let available, let left {
            data["taken"] = .number(available - left)
            data["left"] = .number(left)
            message += ", which took \(TraceFormat.short(CGFloat(available - left))) together; \(TraceFormat.short(CGFloat(left))) left"
        }
        return WhyChain.Rule(kind: "stack.elided", child: nil, message: message + " …", data: TraceJSON.encode(data))
    }
}

extension WhyChain.Rule {
    init(_ d: DecisionRow) { self.init(kind: d.kind, child: d.child, message: d.message, data: d.data) }
}
