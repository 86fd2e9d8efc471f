import Foundation
import LayoutEngine
import TraceStore

/// Builds `WhyChain`s from a trace, reading only what the chain needs: the
/// node's ancestors, their calls in the pass, and those calls' decisions.
public struct WhyAnalysis {
    let trace: TraceReader

    public init(trace: TraceReader) { self.trace = trace }

    public func explain(_ node: NodeID, pass passID: Int) throws -> WhyChain {
        guard let pass = try trace.passes().first(where: { $0.id == passID }) else {
            throw TraceError.notFound(path: trace.path, what: "pass \(passID) does not exist")
        }
        let ancestry = try trace.ancestry(of: node)
        guard let target = ancestry.last, target.id == node else {
            throw TraceError.notFound(path: trace.path, what: "\(node) does not exist")
        }
        if target.isList {
            let children = try trace.children(of: node).map(\.id.description)
            throw WhyNotPlaced(
                description: "\(node) \(target.label) is a list: it is never sized or placed; ask about its elements" + (children.isEmpty ? "" : " (\(children.joined(separator: ", ")))"),
                rules: [])
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
        for n in layout {
            let directChild = childOnPath(after: n, in: path)
            let place = placed[n.id]!
            let computing = try trace.sizingCall(ofPlace: place)
            let rules: [WhyChain.Rule]
            if let computing, let steps = try StackSteps.read(trace, call: computing, child: directChild?.id) {
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
                rules = try trace.placementDecisions(call: parentPlace, about: n.id).map(rule)
            }
            placements.append(WhyChain.Placement(parent: parent, node: n, origin: placed[n.id]!.origin ?? .zero, rules: rules))
        }

        let final = placed[node]!
        return WhyChain(
            node: target, pass: pass, frame: CGRect(origin: final.origin ?? .zero, size: final.size), proposal: final.proposal,
            steps: steps, placements: placements, passthrough: passthrough)
    }

    /// The next node on the path below `node` (its direct child, lists skipped).
    private func childOnPath(after node: NodeRow, in path: [NodeRow]) -> NodeRow? {
        guard let i = path.firstIndex(where: { $0.id == node.id }), i + 1 < path.count else { return nil }
        return path[i + 1]
    }

    /// Drawing-only modifiers (and layoutPriority, font…) change no size or position.
    private func isPassthrough(_ node: NodeRow) -> Bool {
        node.role == "modifier" && Self.passthroughKinds.contains(node.kind)
    }

    static let passthroughKinds: Set<String> = NodeSpec.drawingModifierNames.union([
        "layoutPriority", "font", "lineLimit", "fontWeight", "monospaced", "italic",
    ])


    private func rule(_ d: DecisionRow) -> WhyChain.Rule {
        WhyChain.Rule(kind: d.kind, child: d.child, message: d.message, data: d.data)
    }

    /// The decisions that bear on the path: about the node itself or the next node, and for
    /// a stack, the steps that set the next node's proposal (gaps, groups, order, earlier shares).
    private func relevant(_ decisions: [DecisionRow], child: NodeID?, isTarget: Bool) -> [WhyChain.Rule] {
        var rules: [WhyChain.Rule] = []
        var reachedChild = false
        for d in decisions {
            switch d.kind {
            case "stack.spacing", "stack.groups", "stack.order", "stack.ideal", "zstack.groups":
                if !reachedChild { rules.append(rule(d)) }
            case "stack.reserve":
                // Later groups take back their minimums; only those before the child matter.
                if !reachedChild { rules.append(rule(d)) }
            case "stack.flexibility":
                break  // summarised by stack.order, unless the order is not source order (below)
            case "stack.distribute":
                // Every share up to the child's: what the siblings before it took is what it got.
                if !reachedChild {
                    rules.append(rule(d))
                    reachedChild = d.child == child
                }
            case "stack.size":
                if isTarget { rules.append(rule(d)) }
            case "viewthatfits.candidate", "viewthatfits.choice":
                rules.append(rule(d))
            default:
                if d.child == nil || d.child == child || isTarget { rules.append(rule(d)) }
            }
        }
        // The probes that ordered a stack's children, when the order was not source order.
        if let order = decisions.first(where: { $0.kind == "stack.order" }), order.values["source_order"] == .bool(false) {
            rules.insert(
                contentsOf: decisions.filter { $0.kind == "stack.flexibility" }.map(rule),
                at: rules.firstIndex { $0.kind == "stack.order" } ?? rules.endIndex)
        }
        return rules
    }

    /// Siblings processed before `child` in a stack that did not take what they were proposed.
    private func siblingsBefore(_ child: NodeID, in stack: NodeRow, sizedBy stackCall: CallRow?, rules: [WhyChain.Rule], pass: Int) throws -> [WhyChain.Sibling] {
        guard stack.kind == "HStack" || stack.kind == "VStack", let stackCall else { return [] }
        let horizontal = stack.kind == "HStack"
        var result: [WhyChain.Sibling] = []
        for d in rules where d.kind == "stack.distribute" {
            guard let sibling = d.child else { continue }
            if sibling == child { break }
            let values = TraceJSON.decode(d.data)?.objectValue ?? [:]
            guard let proposed = values["proposal"]?.doubleValue, let taken = values["taken"]?.doubleValue, proposed != taken else { continue }
            guard var node = try trace.node(sibling) else { continue }
            // The call in which the stack proposed the sibling its share (made during the
            // stack's own sizing call, not a probe), followed back through the cache.
            let shareCalls = try trace.calls(pass: pass, node: sibling).filter {
                $0.parent == stackCall.id && !$0.isPlace && !$0.isProbe && (horizontal ? $0.proposal.width : $0.proposal.height).map(Double.init) == proposed
            }
            guard let share = shareCalls.last, var call = try trace.computingCall(of: share) else { continue }
            // Below pass-through modifiers (layoutPriority, border…), the node that decided.
            while isPassthrough(node), let inner = try trace.children(of: node.id).first,
                let asked = try trace.calls(pass: pass, node: inner.id).first(where: { $0.parent == call.id && !$0.isPlace }),
                let innerCall = try trace.computingCall(of: asked)
            {
                node = inner
                call = innerCall
            }
            let rules = try trace.decisions(call: call.id).filter { $0.child != nil || $0.kind.hasSuffix(".size") || $0.kind == "text.layout" }.map(rule)
            result.append(WhyChain.Sibling(child: sibling, node: node, proposal: call.proposal, size: call.size, rules: rules))
        }
        return result
    }

    static let axisRuleKinds: Set<String> = ["frame.axis", "fixedsize.axis", "containerrelative.length", "image.size"]

    /// The axes on which a node's size does not depend on its proposal.
    private func ignoredAxes(_ rules: [WhyChain.Rule], of node: NodeRow) -> [Axis] {
        var axes: Set<Axis> = []
        for r in rules where Self.axisRuleKinds.contains(r.kind) {
            let data = TraceJSON.decode(r.data)?.objectValue ?? [:]
            let axis: Axis? = data["axis"]?.stringValue.flatMap { $0 == "width" ? .horizontal : $0 == "height" ? .vertical : nil }
            switch r.kind {
            case "frame.axis" where data["rule"] == "fixed": if let axis { axes.insert(axis) }
            case "fixedsize.axis" where data["fixed"] == .bool(true): if let axis { axes.insert(axis) }
            case "containerrelative.length" where data["container_length"] != .null: if let axis { axes.insert(axis) }
            case "image.size" where data["ignores_proposal"] == .bool(true): axes.formUnion(Axis.allCases)
            default: break
            }
        }
        return Axis.allCases.filter(axes.contains)
    }

    /// A node that was not placed in the pass: a list, or a ViewThatFits candidate not chosen.
    private func notPlaced(_ n: NodeRow, target: NodeRow, pass: Int) throws -> Error {
        var rules: [WhyChain.Rule] = []
        if let parent = n.parent {
            for call in try trace.calls(pass: pass, node: parent) where !call.isPlace && !call.cacheHit {
                rules += try trace.decisions(call: call.id).filter { $0.kind.hasPrefix("viewthatfits") }.map(rule)
            }
        }
        let reason = rules.isEmpty ? "" : ": \(rules.last!.message)"
        let which = n.id == target.id ? "\(n.id) \(n.label)" : "\(target.id) \(target.label) (inside \(n.id) \(n.label))"
        return WhyNotPlaced(description: "\(which) was not placed in pass \(pass)\(reason)", rules: rules)
    }
}
