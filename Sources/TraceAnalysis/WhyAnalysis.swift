import Foundation
import LayoutEngine
import TraceStore

/// Builds `WhyChain`s from a trace, reading only what the chain needs: the
/// node's ancestors, their calls in the pass, and those calls' decisions.
public struct WhyAnalysis {
    let trace: TraceReader

    public init(trace: TraceReader) { self.trace = trace }

    public func explain(_ node: NodeID, pass passID: Int) throws -> WhyChain {
        let pass = try trace.pass(passID)
        let ancestry = try trace.ancestry(of: node)
        guard let target = ancestry.last, target.id == node else {
            throw TraceError.noSuchNode(path: trace.path, node: node, nodes: try trace.nodeCount)
        }
        if target.isList {
            throw WhyNotPlaced(description: "\(node) \(target.label) is a list: it is never sized or placed; ask about its elements", rules: [])
        }
        let path = ancestry.filter { !$0.isList }
        let layout = path.filter { !isPassthrough($0) || $0.id == node }
        let passthrough = path.filter { isPassthrough($0) && $0.id != node }

        var placed: [NodeID: CallRow] = [:]
        for n in path {
            guard let place = try trace.calls(pass: passID, node: n.id).last(where: \.isPlace) else {
                throw try notPlaced(n, target: target, pass: passID)
            }
            placed[n.id] = place
        }

        var steps: [WhyChain.Step] = []
        var sizing: [NodeID: CallRow] = [:]
        for n in layout {
            let directChild = childOnPath(after: n, in: path)
            let place = placed[n.id]!
            let computing = try trace.sizingCall(ofPlace: place)
            sizing[n.id] = computing
            var rules: [WhyChain.Rule]
            if let rearranged = try rearrangedWhenPlaced(place) {
                // A stack placed with a nil proposal across its axis arranged its children again.
                let sizing = try computing.map { try trace.decisions(call: $0.id) } ?? []
                rules = sizing.filter { $0.payload is SizeDecision || $0.payload is StackSize || $0.payload is ZStackGroup }.map(rule)
                rules += relevant(rearranged, child: directChild?.id, isTarget: n.id == node)
            } else if let computing, let steps = try StackSteps.read(trace, call: computing, child: directChild?.id) {
                rules = steps.rules
            } else {
                let decisions = try computing.map { try trace.decisions(call: $0.id) } ?? []
                rules = relevant(decisions, child: directChild?.id, isTarget: n.id == node)
            }
            let siblings = try directChild.map { try siblingsBefore($0.id, in: n, sizedBy: computing, rules: rules, pass: passID) } ?? []
            steps.append(
                WhyChain.Step(
                    node: n, proposal: place.proposal, size: place.size, rules: rules, siblings: siblings,
                    ignores: ignoredAxes(rules, of: n)))
        }

        var placements: [WhyChain.Placement] = []
        for (i, n) in path.enumerated() {
            let parent = i > 0 ? path[i - 1] : nil
            var rules: [WhyChain.Rule] = []
            if let parent, let parentPlace = placed[parent.id] {
                // Only the placement itself: a re-proposing stack also arranged its children there.
                rules = try trace.placementDecisions(call: parentPlace, about: n.id)
                    .filter { !($0.payload is StackFlexibility || $0.payload is StackDistribute || $0.payload is any GuideDecision) }.map(rule)
                rules.insert(contentsOf: try guideDecisions(about: n.id, sizing: sizing[parent.id], placing: parentPlace).map(rule), at: 0)
            }
            placements.append(WhyChain.Placement(parent: parent, node: n, origin: placed[n.id]!.origin ?? .zero, rules: rules))
        }

        let final = placed[node]!
        var chain = WhyChain(
            node: target, pass: pass, frame: CGRect(origin: final.origin ?? .zero, size: final.size), proposal: final.proposal,
            steps: steps, placements: placements, passthrough: passthrough)
        chain.dependencies = try dependencies(along: ancestry)
        return chain
    }

    /// The diagnostics the nodes of a chain depend on, root first.
    private func dependencies(along nodes: [NodeRow]) throws -> [WhyChain.Dependency] {
        try nodes.flatMap { n in try trace.diagnostics(of: n.id).filter { $0.kind != .ignored }.map { WhyChain.Dependency(node: n, diagnostic: $0) } }
    }

    /// A list node: its elements, which `why` explains one by one.
    public func explainList(_ node: NodeID) throws -> WhyList? {
        let ancestry = try trace.ancestry(of: node)
        guard let target = ancestry.last, target.id == node, target.isList else { return nil }
        var elements: [NodeRow] = []
        var pending = try trace.children(of: node)
        while !pending.isEmpty {
            let next = pending.removeFirst()
            if next.isList { pending.insert(contentsOf: try trace.children(of: next.id), at: 0) } else { elements.append(next) }
        }
        return WhyList(node: target, elements: elements, isRoot: ancestry.allSatisfy(\.isList), dependencies: try dependencies(along: ancestry))
    }

    /// What a container read of `child`'s alignment guides while sizing or placing it.
    private func guideDecisions(about child: NodeID, sizing: CallRow?, placing: CallRow) throws -> [DecisionRow] {
        try [sizing, placing].compactMap { $0 }.flatMap { call -> [DecisionRow] in
            guard let first = call.firstDecision, call.decisionCount > 0 else { return [] }
            return try trace.decisions(about: child, ofKinds: [GuideForwarded.kind, GuideCombined.kind], in: first..<(first + call.decisionCount))
        }
    }

    /// The decisions from a re-proposal on (`StackReproposal` and the arrangement it made),
    /// without the placements, when the placing call re-proposed; nil otherwise.
    private func rearrangedWhenPlaced(_ place: CallRow) throws -> [DecisionRow]? {
        guard let first = place.firstDecision, place.decisionCount > 0, try trace.decision(first)?.payload is any Reproposal else { return nil }
        return try trace.decisions(ids: first..<(first + place.decisionCount)).filter { !($0.payload is StackPlace || $0.payload is ZStackPlace) }
    }

    /// The next node on the path below `node` (its direct child, lists skipped).
    private func childOnPath(after node: NodeRow, in path: [NodeRow]) -> NodeRow? {
        guard let i = path.firstIndex(where: { $0.id == node.id }), i + 1 < path.count else { return nil }
        return path[i + 1]
    }

    /// Drawing-only modifiers (and layoutPriority, font…) change no size or position.
    private func isPassthrough(_ node: NodeRow) -> Bool { node.trait == .passthrough }

    private func rule(_ d: DecisionRow) -> WhyChain.Rule { WhyChain.Rule(d) }

    /// The decisions that bear on the path: about the node itself or the next node, and for
    /// a stack, the steps that set the next node's proposal (gaps, groups, order, earlier shares).
    private func relevant(_ decisions: [DecisionRow], child: NodeID?, isTarget: Bool) -> [WhyChain.Rule] {
        var rules: [WhyChain.Rule] = []
        var reachedChild = false
        for d in decisions {
            switch d.payload {
            case is StackSpacing, is StackGroups, is StackOrder, is StackIdeal, is ZStackGroup,
                // Later groups take back their minimums; only those before the child matter.
                is StackReserve:
                if !reachedChild { rules.append(rule(d)) }
            case is StackFlexibility:
                break  // summarised by the order, unless the order is not source order (below)
            case is StackDistribute:
                // Every share up to the child's: what the siblings before it took is what it got.
                if !reachedChild {
                    rules.append(rule(d))
                    reachedChild = d.child == child
                }
            case is StackSize:
                if isTarget { rules.append(rule(d)) }
            case is any GuideDecision:
                break  // shown where the view is placed
            case is ViewThatFitsCandidate, is ViewThatFitsChoice:
                rules.append(rule(d))
            default:
                if d.child == nil || d.child == child || isTarget { rules.append(rule(d)) }
            }
        }
        // The probes that ordered a stack's children, when the order was not source order.
        if let order = decisions.lazy.compactMap({ $0.as(StackOrder.self) }).first, !order.sourceOrder {
            rules.insert(
                contentsOf: decisions.filter { $0.payload is StackFlexibility }.map(rule),
                at: rules.firstIndex { $0.payload is StackOrder } ?? rules.endIndex)
        }
        return rules
    }

    /// Siblings processed before `child` in a stack that did not take what they were proposed.
    private func siblingsBefore(_ child: NodeID, in stack: NodeRow, sizedBy stackCall: CallRow?, rules: [WhyChain.Rule], pass: Int) throws -> [WhyChain.Sibling] {
        guard let axis = stack.trait.stackAxis, let stackCall else { return [] }
        var result: [WhyChain.Sibling] = []
        for d in rules {
            guard let share = d.as(StackDistribute.self), let sibling = d.child else { continue }
            if sibling == child { break }
            guard share.proposal != share.taken, var node = try trace.node(sibling) else { continue }
            // The call in which the stack proposed the sibling its share (made during the
            // stack's own sizing call, not a probe), followed back through the cache.
            let shareCalls = try trace.calls(pass: pass, node: sibling).filter {
                $0.parent == stackCall.id && !$0.isPlace && !$0.isProbe && $0.proposal[axis] == share.proposal
            }
            guard let shareCall = shareCalls.last, var call = try trace.computingCall(of: shareCall) else { continue }
            // Below pass-through modifiers (layoutPriority, border…), the node that decided.
            while isPassthrough(node), let inner = try trace.children(of: node.id).first,
                let asked = try trace.calls(pass: pass, node: inner.id).first(where: { $0.parent == call.id && !$0.isPlace }),
                let innerCall = try trace.computingCall(of: asked)
            {
                node = inner
                call = innerCall
            }
            let rules = try trace.decisions(call: call.id).filter { $0.child != nil || $0.payload is SizeDecision }.map(rule)
            result.append(WhyChain.Sibling(child: sibling, node: node, proposal: call.proposal, size: call.size, rules: rules))
        }
        return result
    }

    /// The axes on which a node's size does not depend on its proposal.
    private func ignoredAxes(_ rules: [WhyChain.Rule], of node: NodeRow) -> [Axis] {
        var axes: Set<Axis> = []
        for r in rules {
            if let rule = r.payload as? AxisRule, rule.ignoresProposal { axes.insert(rule.axis) }
            if let image = r.as(ImageSize.self), image.ignoresProposal { axes.formUnion(Axis.allCases) }
        }
        return Axis.allCases.filter(axes.contains)
    }

    /// A node that was not placed in the pass: a list, or a ViewThatFits candidate not chosen.
    private func notPlaced(_ n: NodeRow, target: NodeRow, pass: Int) throws -> Error {
        var rules: [WhyChain.Rule] = []
        if let parent = n.parent {
            for call in try trace.calls(pass: pass, node: parent) where !call.isPlace && !call.cacheHit {
                rules += try trace.decisions(call: call.id).filter { $0.payload is ViewThatFitsCandidate || $0.payload is ViewThatFitsChoice }.map(rule)
            }
        }
        let reason = rules.isEmpty ? "" : ": \(rules.last!.message)"
        let which = n.id == target.id ? "\(n.id) \(n.label)" : "\(target.id) \(target.label) (inside \(n.id) \(n.label))"
        return WhyNotPlaced(description: "\(which) was not placed in pass \(pass)\(reason)", rules: rules)
    }
}
