import Foundation
import LayoutEngine
import TraceStore

/// The one-line reason a node's frame changed between two sides of a diff,
/// taken from the decisions of the node and its ancestors.
///
/// A size that changed with the proposal is traced up to the deepest ancestor
/// whose own proposal did not change but which now proposes differently: that
/// ancestor is new or edited, or (a stack) regrouped, reordered or left a different
/// share. A size that changed under the same proposal is the node's own edit or its
/// content's. A position that changed under the same size comes from the parent's
/// placement, or from an ancestor that moved the whole subtree.
struct DiffExplainer {
    let a: DiffSide
    let b: DiffSide
    let matching: NodeMatching
    private let indexA: DecisionIndex
    private let indexB: DecisionIndex
    private let stacks = StackMemo()

    init(a: DiffSide, b: DiffSide, matching: NodeMatching) {
        self.a = a
        self.b = b
        self.matching = matching
        indexA = DecisionIndex(a)
        indexB = DecisionIndex(b)
    }

    /// Per stack of B: its children's counterparts in A, and the shares that changed.
    private final class StackMemo {
        var pairs: [NodeID: StackPair] = [:]
    }

    private struct StackPair {
        /// A stack child of A → the stack child of B that holds the same content.
        let toB: [NodeID: NodeID]
        /// The other way: the stack children of B that have a counterpart in A.
        let toA: [NodeID: NodeID]
        /// Positions (in B's processing order) of shares that are new or took something else, with what to say.
        let changes: [(position: Int, text: String)]
    }

    func reason(_ idA: NodeID, _ idB: NodeID) throws -> String {
        guard let pa = a.placement(idA), let pb = b.placement(idB) else {
            return try placedInOnlyOne(idA, idB)
        }
        if pa.frame.size != pb.frame.size {
            if pa.proposal != pb.proposal {
                return "\(Self.change(pa.proposal, pb.proposal)): \(try proposalCause(below: idB))"
            }
            return try sizeCause(idA, idB)
        }
        return try positionCause(idA, idB)
    }

    /// `proposal width 200 → 100`, or both dimensions when both changed.
    static func change(_ before: ProposedViewSize, _ after: ProposedViewSize) -> String {
        if before.height == after.height {
            return "proposal width \(TraceFormat.dimension(before.width)) → \(TraceFormat.dimension(after.width))"
        }
        if before.width == after.width {
            return "proposal height \(TraceFormat.dimension(before.height)) → \(TraceFormat.dimension(after.height))"
        }
        return "proposal \(TraceFormat.compact(before)) → \(TraceFormat.compact(after))"
    }

    // MARK: Proposals

    /// Climbs from a node of B to the deepest ancestor that proposes differently although its own proposal did not change.
    private func proposalCause(below start: NodeID) throws -> String {
        var child = start
        while let parent = b.layoutParent(of: child) {
            guard let parentA = matching.bToA[parent.id.rawValue] else {
                // A new modifier that passes its proposal on unchanged (layoutPriority, border) is not the cause.
                if let own = b.placement(parent.id)?.proposal, own == b.placement(child)?.proposal {
                    child = parent.id
                    continue
                }
                return "\(parent.label) on \(parent.id) is new" + (try decisionText(about: child, in: parent.id, index: indexB).map { ": " + $0 } ?? "")
            }
            if let childA = matching.bToA[child.rawValue], let oldParent = a.layoutParent(of: childA), oldParent.id != parentA {
                let gone = matching.aToB[oldParent.id.rawValue] == nil ? ", which is gone" : ""
                let now = try decisionText(about: child, in: parent.id, index: indexB).map { ": " + $0 } ?? ""
                return "it was inside \(a.name(oldParent.id))\(gone); now \(b.name(parent.id)) proposes to it\(now)"
            }
            if let before = a.placement(parentA)?.proposal, before == b.placement(parent.id)?.proposal {
                return try proposes(parentA, parent.id, child: child)
            }
            child = parent.id
        }
        guard a.pass.proposal != b.pass.proposal else { return "the root is proposed \(TraceFormat.compact(b.pass.proposal)) in both" }
        var text = "the root proposal changed \(TraceFormat.compact(a.pass.proposal)) → \(TraceFormat.compact(b.pass.proposal))"
        // Say how the change reached the node when its parent is a stack: the share it was left.
        if let parent = b.layoutParent(of: start), parent.trait.stackAxis != nil,
            let parentA = matching.bToA[parent.id.rawValue], let share = try shareChange(parentA, parent.id, child: start)
        {
            text += "; " + share
        }
        return text
    }

    /// Why a parent, proposed the same as before, proposes something else to `child` (a node of B).
    private func proposes(_ parentA: NodeID, _ parentB: NodeID, child: NodeID) throws -> String {
        let before = a.node(parentA), after = b.node(parentB)
        let now = try decisionText(about: child, in: parentB, index: indexB)
        if before.label != after.label || before.args != after.args {
            return "\(after.kind) on \(parentB) changed, \(before.label) → \(after.label)" + (now.map { ": " + $0 } ?? "")
        }
        if after.trait.stackAxis != nil, let stack = try stackCause(parentA, parentB, child: child) {
            return stack
        }
        let then = try matching.bToA[child.rawValue].flatMap { try decisionText(about: $0, in: parentA, index: indexA) }
        guard let now else { return "\(b.name(parentB)) now proposes differently" }
        return "\(b.name(parentB)) now: \(now)" + (then.map { $0 == now ? "" : " (was: \($0))" } ?? "")
    }

    /// The child of stack A that holds what `child` (a child of stack B) holds: itself, or
    /// across an added or removed modifier, the node it wraps or is wrapped in.
    private func counterpart(of child: NodeID, stackA: NodeID) -> NodeID? {
        var candidate: NodeID? = child
        var depth = 0
        while let c = candidate, depth < 16 {
            if var m = matching.bToA[c.rawValue] {
                while let p = a.layoutParent(of: m), p.id != stackA { m = p.id }
                if a.layoutParent(of: m)?.id == stackA { return m }
            }
            candidate = b.layoutChildren(of: c).first
            depth += 1
        }
        return nil
    }

    private func pair(_ stackA: NodeID, _ stackB: NodeID) throws -> StackPair {
        if let cached = stacks.pairs[stackB] { return cached }
        var toB: [NodeID: NodeID] = [:]
        for c in b.layoutChildren(of: stackB) { if let m = counterpart(of: c, stackA: stackA), toB[m] == nil { toB[m] = c } }
        let sA = try indexA.sizing(stackA), sB = try indexB.sizing(stackB)
        let toA = Dictionary(toB.map { ($1, $0) }, uniquingKeysWith: { x, _ in x })
        var changes: [(Int, String)] = []
        for (i, step) in sB.shares.enumerated() {
            guard let siblingA = toA[step.child], let k = sA.shareIndex[siblingA] else {
                changes.append((i, "\(b.name(step.child)) is new and took \(TraceFormat.short(step.taken))"))
                continue
            }
            let before = sA.shares[k]
            if before.taken != step.taken {
                changes.append((i, "\(b.name(step.child)) took \(TraceFormat.short(step.taken)) (was \(TraceFormat.short(before.taken)))"))
            }
        }
        let result = StackPair(toB: toB, toA: toA, changes: changes)
        stacks.pairs[stackB] = result
        return result
    }

    /// Groups, order, or the share left when the child's turn came.
    private func stackCause(_ stackA: NodeID, _ stackB: NodeID, child: NodeID) throws -> String? {
        let pair = try pair(stackA, stackB)
        guard let childA = pair.toA[child] ?? counterpart(of: child, stackA: stackA) else { return nil }
        let sA = try indexA.sizing(stackA), sB = try indexB.sizing(stackB)
        let name = b.name(stackB)

        // Compare A's groups and order in B's terms, over the children both stacks have.
        let groupsA = sA.groups.map { ($0.priority, $0.members.compactMap { pair.toB[$0] }) }
        let groupsB = sB.groups.map { ($0.priority, $0.members.filter { pair.toA[$0] != nil }) }
        let priorityA = groupsA.first { $0.1.contains(child) }?.0, priorityB = groupsB.first { $0.1.contains(child) }?.0
        if let pA = priorityA, let pB = priorityB, pA != pB {
            return "priority group changed: in \(name), \(child) is now in priority \(TraceFormat.short(pB)) (was \(TraceFormat.short(pA)))"
        }
        if groupsA.filter({ !$0.1.isEmpty }).map(\.1) != groupsB.filter({ !$0.1.isEmpty }).map(\.1) {
            let text = sB.groups.map { "\(TraceFormat.short($0.priority)) → " + $0.members.map(\.description).joined(separator: ", ") }
            return "priority groups changed in \(name): now \(text.joined(separator: "; "))"
        }
        let orderA = sA.orders.first { $0.contains(childA) }?.compactMap { pair.toB[$0] }
        let orderB = sB.orders.first { $0.contains(child) }?.filter { pair.toA[$0] != nil }
        if let orderA, let orderB, orderA != orderB, let i = orderA.firstIndex(of: child), let j = orderB.firstIndex(of: child), i != j {
            return "processing order changed in \(name): \(child) now goes \(Self.ordinal(j + 1)) of \(orderB.count) (was \(Self.ordinal(i + 1))), by flexibility"
        }
        return try shareChange(stackA, stackB, child: child)
    }

    /// `in node-2 HStack, 300 was left for 1 when its turn came (was 250 for 1): node-3 Color.blue took 200 (was 100)`.
    private func shareChange(_ stackA: NodeID, _ stackB: NodeID, child: NodeID) throws -> String? {
        let pair = try pair(stackA, stackB)
        guard let childA = pair.toA[child] ?? counterpart(of: child, stackA: stackA) else { return nil }
        let sA = try indexA.sizing(stackA), sB = try indexB.sizing(stackB)
        guard let i = sA.shareIndex[childA], let j = sB.shareIndex[child] else { return nil }
        let shareA = sA.shares[i], shareB = sB.shares[j]
        var text = "in \(b.name(stackB)), \(TraceFormat.short(shareB.available)) was left for \(TraceFormat.short(shareB.remaining)) when its turn came"
        if shareA.available != shareB.available || shareA.remaining != shareB.remaining {
            text += " (was \(TraceFormat.short(shareA.available)) for \(TraceFormat.short(shareA.remaining)))"
        }
        // The siblings served before it that now take something else, or are new.
        var low = 0, high = pair.changes.count
        while low < high { let m = (low + high) / 2; if pair.changes[m].position < j { low = m + 1 } else { high = m } }
        let causes = pair.changes[..<low].map(\.text)
        if !causes.isEmpty { text += ": " + causes.prefix(3).joined(separator: ", ") + (causes.count > 3 ? ", …" : "") }
        return text
    }

    static func ordinal(_ n: Int) -> String {
        switch n % 100 {
        case 11, 12, 13: return "\(n)th"
        default: return "\(n)" + (["th", "st", "nd", "rd"].indices.contains(n % 10) ? ["th", "st", "nd", "rd"][n % 10] : "th")
        }
    }

    // MARK: Sizes under the same proposal

    private func sizeCause(_ idA: NodeID, _ idB: NodeID) throws -> String {
        let before = a.node(idA), after = b.node(idB)
        if before.label != after.label || before.args != after.args {
            return "same proposal; its own arguments changed, \(before.label) → \(after.label)"
        }
        for child in b.layoutChildren(of: idB) {
            guard let childA = matching.bToA[child.rawValue] else { return "same proposal; its content changed: \(b.name(child)) is new" }
            if let x = a.placement(childA)?.frame.size, let y = b.placement(child)?.frame.size, x != y {
                return "same proposal; its content changed: \(b.name(child)) \(TraceFormat.compact(x)) → \(TraceFormat.compact(y))"
            }
        }
        for child in a.layoutChildren(of: idA) where matching.aToB[child.rawValue] == nil {
            return "same proposal; its content changed: \(a.name(child)) was removed"
        }
        let sizeA = a.placement(idA)!.frame.size, sizeB = b.placement(idB)!.frame.size
        return "answers \(TraceFormat.compact(sizeB)) to the same proposal (was \(TraceFormat.compact(sizeA)))"
    }

    // MARK: Positions under the same size

    private func positionCause(_ idA: NodeID, _ idB: NodeID) throws -> String {
        let before = a.placement(idA)!.frame.origin, after = b.placement(idB)!.frame.origin
        let delta = CGPoint(x: after.x - before.x, y: after.y - before.y)
        guard let parent = b.layoutParent(of: idB) else {
            return "the root is centred in its proposal, which changed \(TraceFormat.compact(a.pass.proposal)) → \(TraceFormat.compact(b.pass.proposal))"
        }
        guard let parentA = matching.bToA[parent.id.rawValue] else { return "its parent \(b.name(parent.id)) is new" }
        // The highest ancestor that moved by the same amount carried the whole subtree.
        var mover: (a: NodeID, b: NodeID)? = nil
        var current: (a: NodeID, b: NodeID)? = (parentA, parent.id)
        while let (ancestorA, ancestorB) = current, let x = a.placement(ancestorA)?.frame.origin, let y = b.placement(ancestorB)?.frame.origin,
            y.x - x.x == delta.x, y.y - x.y == delta.y
        {
            mover = (ancestorA, ancestorB)
            current = b.layoutParent(of: ancestorB).flatMap { p in matching.bToA[p.id.rawValue].map { ($0, p.id) } }
        }
        let shift = "(\(Self.signed(delta.x)), \(Self.signed(delta.y)))"
        if let mover { return "moved \(shift) with \(b.name(mover.b))" }
        let node = a.node(idA), nodeB = b.node(idB)
        if node.label != nodeB.label || node.args != nodeB.args {
            return "moved \(shift): its own arguments changed, \(node.label) → \(nodeB.label)"
        }
        let now = try placementText(of: idB, by: parent.id, index: indexB)
        let then = try placementText(of: idA, by: parentA, index: indexA)
        guard let now else { return "moved \(shift): \(b.name(parent.id)) places it differently" }
        return "moved \(shift): \(b.name(parent.id)) now places it: \(now)" + (then.map { $0 == now ? "" : " (was: \($0))" } ?? "")
    }

    static func signed(_ x: CGFloat) -> String { x > 0 ? "+" + TraceFormat.short(x) : TraceFormat.short(x) }

    // MARK: Nodes placed in one pass only

    private func placedInOnlyOne(_ idA: NodeID, _ idB: NodeID) throws -> String {
        let placedBefore = a.placement(idA) != nil
        let side = placedBefore ? b : a
        let id = placedBefore ? idB : idA
        var ancestor = side.layoutParent(of: id)
        while let n = ancestor, n.trait != .chooser { ancestor = side.layoutParent(of: n.id) }
        let verdict = placedBefore ? "no longer placed" : "now placed"
        guard let chooser = ancestor else { return verdict }
        let choice = try side.trace.decisions(pass: side.pass.id, node: chooser.id).last { $0.payload is ViewThatFitsChoice }
        let chooserB = placedBefore ? chooser.id : (matching.aToB[chooser.id.rawValue] ?? chooser.id)
        let now = try b.trace.decisions(pass: b.pass.id, node: chooserB).last { $0.payload is ViewThatFitsChoice } ?? choice
        return "\(verdict): \(b.name(chooserB)) " + (now.map { $0.message } ?? "chose another candidate")
    }

    // MARK: Decisions

    /// What a parent decided about a child while sizing: its messages, joined.
    private func decisionText(about child: NodeID, in parent: NodeID, index: DecisionIndex) throws -> String? {
        let messages = try index.sizing(parent).aboutChild[child] ?? []
        return messages.isEmpty ? nil : messages.joined(separator: "; ")
    }

    /// What a parent decided about a child while placing it.
    private func placementText(of child: NodeID, by parent: NodeID, index: DecisionIndex) throws -> String? {
        let messages = try index.placing(parent)[child] ?? []
        return messages.isEmpty ? nil : messages.joined(separator: "; ")
    }
}
