import Foundation
import LayoutEngine
import TraceStore

/// Which node of one view tree is which node of another, for `diff`.
///
/// The trees are compared in pre-order, as diff(1) compares lines: the longest
/// common subsequence of (kind, label) pairs matches the nodes that did not change,
/// so a modifier added or removed shifts nothing else. In each stretch between two
/// such matches, the remaining nodes are paired by kind and source position, then
/// by kind in order: those are the edited nodes (`frame(width: 100)` → `frame(width: 120)`).
/// Trees too different for that to be quick are matched by tree path instead.
public struct NodeMatching: Sendable {
    /// For each node of A (by id), its match in B.
    public let aToB: [NodeID?]
    /// For each node of B (by id), its match in A.
    public let bToA: [NodeID?]

    /// Above this many unmatched nodes on each side (after the common start and end), match by tree path.
    public static let sequenceLimit = 20_000

    public init(_ a: [NodeRow], _ b: [NodeRow], sequenceLimit: Int = NodeMatching.sequenceLimit) {
        var aToB = [NodeID?](repeating: nil, count: a.count)
        var bToA = [NodeID?](repeating: nil, count: b.count)
        func pair(_ i: Int, _ j: Int) {
            aToB[i] = b[j].id
            bToA[j] = a[i].id
        }

        let keysA = a.map(Self.key), keysB = b.map(Self.key)
        var start = 0
        while start < a.count, start < b.count, keysA[start] == keysB[start] {
            pair(start, start)
            start += 1
        }
        var endA = a.count, endB = b.count
        while endA > start, endB > start, keysA[endA - 1] == keysB[endB - 1] {
            endA -= 1
            endB -= 1
            pair(endA, endB)
        }

        if endA - start > sequenceLimit && endB - start > sequenceLimit {
            Self.matchByPath(a, b, range: start..<endA, start..<endB, pair: pair)
        } else {
            let middleA = Array(keysA[start..<endA]), middleB = Array(keysB[start..<endB])
            let difference = middleB.difference(from: middleA)
            var removed = Set<Int>(), inserted = Set<Int>()
            for change in difference {
                switch change {
                case .remove(let offset, _, _): removed.insert(offset)
                case .insert(let offset, _, _): inserted.insert(offset)
                }
            }
            // Walk both sides: kept elements match in order; the changes between them form stretches.
            var i = 0, j = 0
            var stretchA: [Int] = [], stretchB: [Int] = []
            func closeStretch() {
                Self.pairEdited(stretchA, stretchB, a, b, pair: pair)
                stretchA.removeAll()
                stretchB.removeAll()
            }
            while i < middleA.count || j < middleB.count {
                if i < middleA.count, removed.contains(i) {
                    stretchA.append(start + i)
                    i += 1
                } else if j < middleB.count, inserted.contains(j) {
                    stretchB.append(start + j)
                    j += 1
                } else {
                    closeStretch()
                    if i < middleA.count, j < middleB.count { pair(start + i, start + j) }
                    i += 1
                    j += 1
                }
            }
            closeStretch()
        }
        self.aToB = aToB
        self.bToA = bToA
    }

    static func key(_ n: NodeRow) -> Int {
        var h = Hasher()
        h.combine(n.kind)
        h.combine(n.label)
        return h.finalize()
    }

    /// Pairs the unmatched nodes of one stretch: same kind and source position first, then same kind in order.
    static func pairEdited(_ stretchA: [Int], _ stretchB: [Int], _ a: [NodeRow], _ b: [NodeRow], pair: (Int, Int) -> Void) {
        guard !stretchA.isEmpty, !stretchB.isEmpty else { return }
        var takenA = Set<Int>(), takenB = Set<Int>()
        for i in stretchA {
            guard let source = a[i].source else { continue }
            if let j = stretchB.first(where: { !takenB.contains($0) && b[$0].kind == a[i].kind && b[$0].source == source }) {
                pair(i, j)
                takenA.insert(i)
                takenB.insert(j)
            }
        }
        var next = 0
        for i in stretchA where !takenA.contains(i) {
            var k = next
            while k < stretchB.count, takenB.contains(stretchB[k]) || b[stretchB[k]].kind != a[i].kind { k += 1 }
            guard k < stretchB.count else { continue }
            pair(i, stretchB[k])
            takenB.insert(stretchB[k])
            next = k + 1
        }
    }

    /// Pairs nodes with the same path from the root: the kinds and child indices of their ancestors.
    static func matchByPath(_ a: [NodeRow], _ b: [NodeRow], range ra: Range<Int>, _ rb: Range<Int>, pair: (Int, Int) -> Void) {
        let pathsA = paths(a), pathsB = paths(b)
        var byPath: [Int: Int] = [:]
        for j in rb { byPath[pathsB[j]] = j }
        for i in ra { if let j = byPath[pathsA[i]] { pair(i, j) } }
    }

    /// A hash of each node's path; nodes are in pre-order, so a parent comes before its children.
    static func paths(_ nodes: [NodeRow]) -> [Int] {
        var result = [Int](repeating: 0, count: nodes.count)
        for (i, n) in nodes.enumerated() {
            var h = Hasher()
            h.combine(n.parent.map { result[$0.rawValue] } ?? 0)
            h.combine(n.kind)
            h.combine(n.childIndex)
            result[i] = h.finalize()
        }
        return result
    }
}
