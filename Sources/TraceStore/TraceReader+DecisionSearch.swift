import Foundation
import LayoutEngine

/// Finding a few decisions among a call's many without reading them all.
///
/// A stack with 10,000 children records 30,000 decisions in one call, some with
/// large `data`. The decisions of a call are a contiguous range of ids, and a
/// container records its per-child decisions in child (pre-order id) order, so a
/// binary search on `child_node_id` over such a run finds one child's row in a
/// few point reads. Every search is verified, and falls back to a scan.
extension TraceReader {
    /// A decision's kind and child, without its data or message.
    public func decisionKey(_ id: Int) throws -> (kind: DecisionKind, child: NodeID?)? {
        var key: (DecisionKind, NodeID?)?
        try each("SELECT kind_id, child_node_id FROM decisions WHERE id = ?", bind: { $0.bind(1, id) }) { s in
            key = (kind(s.int(0)), s.int(1).map { NodeID(Int($0)) })
        }
        return key
    }

    /// The kind of a `kind_id`; an unknown id reads as a kind no payload has.
    private func kind(_ id: Int64?) -> DecisionKind {
        id.flatMap { decisionForms[Int(clamping: $0)]?.kind } ?? "unknown"
    }

    /// The keys of the decisions in an id range, in order.
    public func decisionKeys(_ ids: Range<Int>) throws -> [(id: Int, kind: DecisionKind, child: NodeID?)] {
        var keys: [(Int, DecisionKind, NodeID?)] = []
        try each("SELECT id, kind_id, child_node_id FROM decisions WHERE id >= ? AND id < ? ORDER BY id", bind: { $0.bind(1, ids.lowerBound); $0.bind(2, ids.upperBound) }) {
            s in keys.append((Int(s.int(0) ?? 0), kind(s.int(1)), s.int(2).map { NodeID(Int($0)) }))
        }
        return keys
    }

    /// The decisions in an id range, in order.
    public func decisions(ids: Range<Int>) throws -> [DecisionRow] {
        var rows: [DecisionRow] = []
        try each(Self.decisionSelect + " WHERE d.id >= ? AND d.id < ? ORDER BY d.id", bind: { $0.bind(1, ids.lowerBound); $0.bind(2, ids.upperBound) }) {
            rows.append(try self.decision($0))
        }
        return rows
    }

    /// The decisions of some kinds about one child in an id range, found by SQLite in one pass
    /// over the range (a stack's sizing call interleaves runs, so it cannot be searched).
    public func decisions(about child: NodeID, ofKinds kinds: [DecisionKind], in ids: Range<Int>) throws -> [DecisionRow] {
        guard !kinds.isEmpty else { return [] }
        let marks = Array(repeating: "?", count: kinds.count).joined(separator: ", ")
        var rows: [DecisionRow] = []
        try each(
            Self.decisionSelect
                + " WHERE d.id >= ? AND d.id < ? AND d.child_node_id = ? AND d.kind_id IN (SELECT id FROM decision_kinds WHERE kind IN (\(marks))) ORDER BY d.id",
            bind: { s in
                s.bind(1, ids.lowerBound); s.bind(2, ids.upperBound); s.bind(3, child.rawValue)
                for (i, kind) in kinds.enumerated() { s.bind(Int32(4 + i), kind.rawValue) }
            }
        ) { rows.append(try self.decision($0)) }
        return rows
    }

    /// In a range whose rows start with a run of `kind`, the first id after that run.
    public func endOfRun(of kind: DecisionKind, in ids: Range<Int>) throws -> Int {
        var low = ids.lowerBound, high = ids.upperBound
        while low < high {
            let middle = (low + high) / 2
            if try decisionKey(middle)?.kind == kind { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// The id of the row about `child` in a run of rows ordered by child id; verified, with a scan when the run is not ordered.
    public func decision(about child: NodeID, inRun ids: Range<Int>) throws -> Int? {
        var low = ids.lowerBound, high = ids.upperBound
        while low < high {
            let middle = (low + high) / 2
            guard let found = try decisionKey(middle)?.child else { break }
            if found == child { return middle }
            if found < child { low = middle + 1 } else { high = middle }
        }
        return try decisionKeys(ids).first { $0.child == child }?.id
    }

    /// The decisions a placement call made about one child. Small calls are read whole; large ones
    /// (a stack placing 10,000 children) are searched, as a container places its children in order
    /// and records each one's rows together.
    public func placementDecisions(call: CallRow, about child: NodeID) throws -> [DecisionRow] {
        guard let first = call.firstDecision, call.decisionCount > 0 else { return [] }
        let ids = first..<(first + call.decisionCount)
        if ids.count <= 64 { return try decisions(ids: ids).filter { $0.child == child } }
        guard let id = try decision(about: child, inRun: ids) else { return [] }
        // Rows about the same child sit together: widen to its neighbours.
        var low = id, high = id + 1
        while low > ids.lowerBound, try decisionKey(low - 1)?.child == child { low -= 1 }
        while high < ids.upperBound, try decisionKey(high)?.child == child { high += 1 }
        return try decisions(ids: low..<high)
    }
}
