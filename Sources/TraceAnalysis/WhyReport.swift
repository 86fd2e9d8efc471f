import Foundation
import LayoutEngine
import TraceStore

/// `ltrace why` output: the chain as sentences, or as JSON.
public enum WhyReport {
    /// What to explain: the width, the height, the position, or all three.
    public enum Aspect: String, CaseIterable, Sendable {
        case width, height, position
    }

    public static func text(_ chain: WhyChain, scenePath: String, aspects: Set<Aspect> = Set(Aspect.allCases)) -> [String] {
        var lines: [String] = []
        let n = chain.node
        lines.append(
            "why \(n.id) \(n.label)\(where_(n, scenePath)) in pass \(chain.pass.id): \(TraceFormat.size(chain.frame.size)) at \(point(chain.frame.origin))")
        let sizeAxes = [Axis.horizontal, .vertical].filter { aspects.contains($0 == .horizontal ? .width : .height) }
        if !sizeAxes.isEmpty {
            lines.append("")
            lines.append(sizeAxes.count == 2 ? "size" : sizeAxes[0].dimensionName)
            lines += sizeLines(chain, axes: sizeAxes, scenePath: scenePath)
        }
        if aspects.contains(.position) {
            lines.append("")
            lines.append("position")
            lines += positionLines(chain)
        }
        if !chain.passthrough.isEmpty {
            lines.append("")
            lines.append("drawing only, no effect on layout: " + chain.passthrough.map { "\($0.id) \($0.label)" }.joined(separator: ", "))
        }
        lines += dependencyLines(chain.dependencies)
        return lines
    }

    /// What the frame depends on that ltrace could not know, one line per node and report.
    static func dependencyLines(_ dependencies: [WhyChain.Dependency]) -> [String] {
        guard !dependencies.isEmpty else { return [] }
        return ["", "not known to ltrace"] + dependencies.map { "  \($0.node.id) \($0.node.label) \($0.sentence)" }
    }

    /// `why` of a list node: what it is, and its elements to ask about.
    public static func text(_ list: WhyList, scenePath: String) -> [String] {
        let n = list.node
        var lines = ["why \(n.id) \(n.label)\(where_(n, scenePath)): a list of views, not a view"]
        let shown = list.elements.prefix(12).map { "\($0.id) \($0.label)" }.joined(separator: ", ") + (list.elements.count > 12 ? ", … (\(list.elements.count) in all)" : "")
        if list.isRoot && list.elements.count > 1 {
            lines.append("  each of its \(list.elements.count) views is a root of its own, proposed the whole proposal and placed in it, as Xcode's canvas shows each preview of a group: \(shown)")
        } else if list.elements.isEmpty {
            lines.append("  it lists no views here, so it adds nothing to its container")
        } else {
            lines.append("  \(n.kind) has no layout of its own: the container around it lays out its views as if each were written in its place: \(shown)")
        }
        if let first = list.elements.first { lines.append("  ask about one of them: ltrace why \(first.id)") }
        lines += dependencyLines(list.dependencies)
        return lines
    }

    public static func json(_ list: WhyList) -> TraceValue {
        .object([
            "node": .object(["id": .string(list.node.id.description), "kind": .string(list.node.kind), "label": .string(list.node.label)]),
            "list": .bool(true), "roots": .bool(list.isRoot && list.elements.count > 1),
            "elements": .array(list.elements.map { .object(["id": .string($0.id.description), "label": .string($0.label)]) }),
            "depends_on": dependencyJSON(list.dependencies),
        ])
    }

    static func dependencyJSON(_ dependencies: [WhyChain.Dependency]) -> TraceValue {
        .array(dependencies.map { d in
            .object([
                "node": .string(d.node.id.description), "kind": .string(d.diagnostic.kind.rawValue), "file": .string(d.diagnostic.file),
                "line": .number(Double(d.diagnostic.position.line)), "column": .number(Double(d.diagnostic.position.column)), "message": .string(d.diagnostic.message),
            ])
        })
    }

    /// The steps that matter for these axes: from the last node that ignores its proposal on all of them.
    static func relevantSteps(_ chain: WhyChain, axes: [Axis]) -> (steps: ArraySlice<WhyChain.Step>, stoppedAt: WhyChain.Step?) {
        let stop = chain.steps.lastIndex { step in axes.allSatisfy(step.ignores.contains) }
        guard let stop else { return (chain.steps[...], nil) }
        return (chain.steps[stop...], chain.steps[stop])
    }

    private static func sizeLines(_ chain: WhyChain, axes: [Axis], scenePath: String) -> [String] {
        var lines: [String] = []
        let (steps, stoppedAt) = relevantSteps(chain, axes: axes)
        if let stoppedAt {
            let what = axes.count == 2 ? "size" : axes[0].dimensionName
            lines.append("  \(stoppedAt.node.id) \(stoppedAt.node.label) ignores its proposal, so nothing above it changes the \(what):")
        } else {
            lines.append("  the root is proposed \(chain.pass.proposal)")
        }
        for (i, step) in zip(steps.indices, steps) {
            lines.append("  \(step.node.id) \(step.node.label)\(position(step.node)): proposed \(step.proposal) → \(TraceFormat.size(step.size))")
            let shown = step.rules.filter { applies($0, to: axes, in: step.node) }
            if shown.isEmpty, i + 1 < steps.endIndex {
                let next = steps[i + 1]
                for axis in axes {
                    let mine = step.proposal[axis], theirs = next.proposal[axis]
                    lines.append(
                        mine == theirs
                            ? "    passes its \(axis.dimensionName) proposal \(TraceFormat.dimension(mine)) on to \(next.node.id)"
                            : "    proposes \(axis.dimensionName) \(TraceFormat.dimension(theirs)) to \(next.node.id)")
                }
            }
            for rule in shown {
                lines.append("    " + rule.message)
                if rule.as(StackDistribute.self) != nil, let child = rule.child, let sibling = step.siblings.first(where: { $0.child == child }),
                    let axis = step.node.trait.stackAxis
                {
                    for detail in sibling.rules { lines.append("      \(sibling.node.id) \(sibling.node.label)\(position(sibling.node)): \(detail.message)") }
                    lines.append("      so \(sibling.node.id) took \(TraceFormat.size(sibling.size)), not the \(TraceFormat.dimension(sibling.proposal[axis])) it was proposed")
                }
            }
            for axis in step.ignores where axes.contains(axis) && step.node.id != chain.node.id {
                lines.append("    → its \(axis.dimensionName) does not depend on its proposal")
            }
        }
        return lines
    }

    /// Whether a rule speaks about one of the axes asked for.
    private static func applies(_ rule: WhyChain.Rule, to axes: [Axis], in node: NodeRow) -> Bool {
        if axes.count == 2 { return true }
        if rule.as(StackSize.self) != nil { return true }
        if let stackAxis = node.trait.stackAxis, !(rule.payload is LayoutWarning) { return stackAxis == axes[0] }
        if let decision = rule.payload as? AxisDecision { return decision.axis == axes[0] }
        return true
    }

    private static func positionLines(_ chain: WhyChain) -> [String] {
        var lines: [String] = []
        for p in chain.placements {
            let at = "\(p.node.id) \(p.node.label) at \(point(p.origin))"
            if p.parent == nil {
                let proposal = chain.pass.proposal
                let origin = chain.pass.screen?.safeArea.origin ?? .zero
                func center(_ length: CGFloat?, _ size: CGFloat, _ name: String) -> String {
                    let start = name == "x" ? origin.x : origin.y
                    let shift = start == 0 ? "" : "\(TraceFormat.short(start)) + "
                    guard let length, length.isFinite else { return "\(name) = \(TraceFormat.short(start)) (\(name == "x" ? "width" : "height") proposal \(TraceFormat.dimension(length)))" }
                    return "\(name) = \(shift)(\(TraceFormat.short(length)) − \(TraceFormat.short(size))) / 2 = \(TraceFormat.short(start + (length - size) / 2))"
                }
                let root = chain.steps.first?.size ?? chain.frame.size
                if let screen = chain.pass.screen, screen.fitted != nil {
                    lines.append(
                        "  \(at): \(screen.placement), a screen of \(TraceFormat.short(screen.size.width)) × \(TraceFormat.short(screen.size.height)): the root is placed at the origin with no safe area, as `UIHostingController.sizeThatFits(in:)` fits a view")
                } else if let screen = chain.pass.screen {
                    let area = screen.safeArea
                    lines.append(
                        "  \(at): on \(screen.description) (\(TraceFormat.short(screen.size.width)) × \(TraceFormat.short(screen.size.height)), an iOS metric) the root is proposed the safe area, \(TraceFormat.short(area.width)) × \(TraceFormat.short(area.height)) at \(point(area.origin)), and centred in it: \(center(proposal.width, root.width, "x")), \(center(proposal.height, root.height, "y"))")
                } else {
                    lines.append("  \(at): the root is centred in the proposal: \(center(proposal.width, root.width, "x")), \(center(proposal.height, root.height, "y"))")
                }
            } else if !p.rules.isEmpty {
                lines.append("  \(at), placed by \(p.parent!.id) \(p.parent!.label):")
                for rule in p.rules { lines.append("    " + rule.message) }
            } else {
                lines.append("  \(at): at its parent \(p.parent!.id)'s origin")
            }
        }
        return lines
    }

    private static func where_(_ node: NodeRow, _ scenePath: String) -> String {
        guard let source = node.source else { return "" }
        // A position in a scene of several files names its own file.
        let file = scenePath.isEmpty || source.file != nil ? "" : (scenePath.split(separator: "/").last.map(String.init) ?? scenePath) + ":"
        return " (\(file)\(source))"
    }

    private static func position(_ node: NodeRow) -> String { node.source.map { " @\($0)" } ?? "" }

    private static func point(_ p: CGPoint) -> String { "(\(TraceFormat.short(p.x)), \(TraceFormat.short(p.y)))" }

    // MARK: JSON

    public static func json(_ chain: WhyChain, aspects: Set<Aspect> = Set(Aspect.allCases)) -> TraceValue {
        func node(_ n: NodeRow) -> TraceValue {
            .object([
                "id": .string(n.id.description), "kind": .string(n.kind), "label": .string(n.label),
                "line": n.source.map { .number(Double($0.line)) } ?? .null, "column": n.source.map { .number(Double($0.column)) } ?? .null,
            ])
        }
        func rule(_ r: WhyChain.Rule) -> TraceValue {
            .object([
                "kind": .string(r.kind.rawValue), "child": r.child.map { .string($0.description) } ?? .null, "message": .string(r.message),
                "data": .object(TraceObject(r.fields.entries.map { ($0.name, $0.value) })),
            ])
        }
        var object: TraceObject = [
            "node": node(chain.node), "pass": .number(Double(chain.pass.id)), "root_proposal": .proposal(chain.pass.proposal),
            "proposal": .proposal(chain.proposal),
            "frame": .object(["x": .number(chain.frame.minX), "y": .number(chain.frame.minY), "width": .number(chain.frame.width), "height": .number(chain.frame.height)]),
        ]
        let axes = [Axis.horizontal, .vertical].filter { aspects.contains($0 == .horizontal ? .width : .height) }
        if !axes.isEmpty {
            let (steps, stoppedAt) = relevantSteps(chain, axes: axes)
            object["stopped_at"] = stoppedAt.map { .string($0.node.id.description) } ?? .null
            object["steps"] = .array(steps.map { step in
                .object([
                    "node": node(step.node), "proposal": .proposal(step.proposal), "size": .size(step.size),
                    "ignores_proposal": .array(step.ignores.map { .string($0.dimensionName) }),
                    "rules": .array(step.rules.filter { applies($0, to: axes, in: step.node) }.map(rule)),
                    "siblings": .array(step.siblings.map { s in
                        .object(["child": .string(s.child.description), "node": node(s.node), "proposal": .proposal(s.proposal), "size": .size(s.size), "rules": .array(s.rules.map(rule))])
                    }),
                ])
            })
        }
        if aspects.contains(.position) {
            object["placements"] = .array(chain.placements.map { p in
                .object([
                    "node": node(p.node), "parent": p.parent.map(node) ?? .null, "x": .number(p.origin.x), "y": .number(p.origin.y),
                    "rules": .array(p.rules.map(rule)),
                ])
            })
        }
        object["passthrough"] = .array(chain.passthrough.map(node))
        object["depends_on"] = dependencyJSON(chain.dependencies)
        return .object(object)
    }
}
