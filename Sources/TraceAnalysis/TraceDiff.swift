import Foundation
import LayoutEngine
import TraceStore

/// What changed between two passes (of two traces, or of one): frames, nodes added,
/// removed or edited, and the first call at which the two runs diverge.
public struct PassDiff: Sendable {
    public struct Side: Sendable {
        public let path: String
        public let pass: Int
        public let proposal: ProposedViewSize
        public let nodes: Int
        public let calls: Int
    }

    /// A node in both layouts whose frame differs.
    public struct Changed: Sendable {
        public let a: NodeRow
        public let b: NodeRow
        /// `nil` when the node was not placed in that pass (a ViewThatFits candidate not chosen).
        public let before: CGRect?
        public let after: CGRect?
        public let reason: String
    }

    /// A node in only one layout.
    public struct Unmatched: Sendable {
        public let node: NodeRow
        public let frame: CGRect?
    }

    /// A node in both layouts whose label or arguments differ.
    public struct Edited: Sendable {
        public let a: NodeRow
        public let b: NodeRow
    }

    /// The first pair of calls that differ, walking both passes in execution order.
    public struct Divergence: Sendable {
        public let a: CallRow?
        public let b: CallRow?
        public let aText: String
        public let bText: String
    }

    public let a: Side
    public let b: Side
    public let changed: [Changed]
    public let added: [Unmatched]
    public let removed: [Unmatched]
    public let edited: [Edited]
    public let divergence: Divergence?

    /// Same view tree, same frames, same calls.
    public var isIdentical: Bool { changed.isEmpty && added.isEmpty && removed.isEmpty && divergence == nil }
}

/// Compares passes of traces.
public enum TraceDiff {
    /// The passes to compare: none given pairs pass 1 with pass 1, 2 with 2…; one compares that
    /// pass of both; two compare the first of A with the second of B. Returns the diffs and notes
    /// on anything that could not be paired (a pass only one trace has).
    /// `progress` is told each pair's number and the count, for a long diff on a terminal.
    public static func compare(
        _ a: TraceReader, _ b: TraceReader, passes: [Int], progress: ((Int, Int) -> Void)? = nil
    ) throws -> (diffs: [PassDiff], notes: [String]) {
        let nodesA = try a.nodes()
        let nodesB = a.path == b.path ? nodesA : try b.nodes()
        var pairs: [(Int, Int)] = []
        var notes: [String] = []
        switch passes.count {
        case 0:
            let countA = try a.passCount, countB = try b.passCount
            pairs = (0..<min(countA, countB)).map { ($0 + 1, $0 + 1) }
            if countA != countB {
                notes.append("\(a.path) has \(countA) pass\(countA == 1 ? "" : "es") and \(b.path) has \(countB); compared the first \(min(countA, countB))")
            }
        case 1: pairs = [(passes[0], passes[0])]
        case 2: pairs = [(passes[0], passes[1])]
        default: throw DiffError("give at most two passes: --pass N compares pass N of both, --pass M --pass N pass M of A with pass N of B")
        }
        var diffs: [PassDiff] = []
        for (n, (pa, pb)) in pairs.enumerated() {
            progress?(n + 1, pairs.count)
            diffs.append(try compare(DiffSide(trace: a, pass: pa, nodes: nodesA), DiffSide(trace: b, pass: pb, nodes: nodesB)))
        }
        return (diffs, notes)
    }

    public static func compare(_ a: DiffSide, _ b: DiffSide) throws -> PassDiff {
        let matching = NodeMatching(a.nodes, b.nodes)
        let explainer = DiffExplainer(a: a, b: b, matching: matching)
        var changed: [PassDiff.Changed] = []
        var edited: [PassDiff.Edited] = []
        for na in a.nodes where !na.isList {
            guard let idB = matching.aToB[na.id.rawValue] else { continue }
            let nb = b.node(idB)
            if na.label != nb.label || na.args != nb.args { edited.append(PassDiff.Edited(a: na, b: nb)) }
            let before = a.placement(na.id)?.frame, after = b.placement(idB)?.frame
            guard before != after else { continue }
            changed.append(PassDiff.Changed(a: na, b: nb, before: before, after: after, reason: try explainer.reason(na.id, idB)))
        }
        let removed = a.nodes.filter { !$0.isList && matching.aToB[$0.id.rawValue] == nil }.map { PassDiff.Unmatched(node: $0, frame: a.placement($0.id)?.frame) }
        let added = b.nodes.filter { !$0.isList && matching.bToA[$0.id.rawValue] == nil }.map { PassDiff.Unmatched(node: $0, frame: b.placement($0.id)?.frame) }
        let divergence = try firstDivergence(a, b, matching: matching)
        return PassDiff(
            a: try side(a), b: try side(b), changed: changed, added: added, removed: removed, edited: edited, divergence: divergence)
    }

    static func side(_ s: DiffSide) throws -> PassDiff.Side {
        PassDiff.Side(path: s.trace.path, pass: s.pass.id, proposal: s.pass.proposal, nodes: s.nodes.count, calls: try s.trace.callCount(pass: s.pass.id))
    }

    /// Walks the calls of both passes in lockstep, nodes mapped through the matching.
    static func firstDivergence(_ a: DiffSide, _ b: DiffSide, matching: NodeMatching) throws -> PassDiff.Divergence? {
        let left = try a.trace.callCursor(pass: a.pass.id), right = try b.trace.callCursor(pass: b.pass.id)
        var index = 0
        while true {
            let x = try left.next(), y = try right.next()
            index += 1
            switch (x, y) {
            case (nil, nil):
                return nil
            case (let x?, nil):
                return PassDiff.Divergence(a: x, b: nil, aText: CallText.line(x, label: a.label(x.node)), bText: "no call \(index): the run ends after \(index - 1) calls")
            case (nil, let y?):
                return PassDiff.Divergence(a: nil, b: y, aText: "no call \(index): the run ends after \(index - 1) calls", bText: CallText.line(y, label: b.label(y.node)))
            case (let x?, let y?):
                let same =
                    matching.aToB.indices.contains(x.node.rawValue) && matching.aToB[x.node.rawValue] == y.node && x.method == y.method && x.role == y.role && x.proposal == y.proposal
                    && x.size == y.size && x.origin == y.origin && x.cacheHit == y.cacheHit
                if !same {
                    return PassDiff.Divergence(a: x, b: y, aText: CallText.line(x, label: a.label(x.node)), bText: CallText.line(y, label: b.label(y.node)))
                }
            }
        }
    }
}

/// A diff that cannot be made as asked.
public struct DiffError: Error, CustomStringConvertible, Sendable {
    public let description: String
    public init(_ description: String) { self.description = description }
}
