import Foundation
import LayoutEngine
import TraceStore

/// `diff`'s output: text for people, JSON for scripts.
public enum DiffReport {
    public static func text(_ diffs: [PassDiff], notes: [String] = []) -> [String] {
        var lines: [String] = []
        for d in diffs {
            if !lines.isEmpty { lines.append("") }
            if d.isIdentical {
                lines.append(
                    "identical: \(d.a.path) pass \(d.a.pass) and \(d.b.path) pass \(d.b.pass) (\(d.a.nodes) nodes, \(d.a.calls) calls, the same frames)"
                )
                if !d.edited.isEmpty { lines.append("    though \(count(d.edited.count, "node")) edited without changing the layout:") }
                for e in d.edited { lines.append("    edited \(e.b.id) \(e.a.label) → \(e.b.label)\(source(e.b))") }
                continue
            }
            lines.append("--- \(side(d.a))")
            lines.append("+++ \(side(d.b))")
            for c in d.changed {
                let ids = c.a.id == c.b.id ? "\(c.b.id)" : "\(c.a.id) → \(c.b.id)"
                lines.append("changed \(ids) \(c.b.label)\(source(c.b))")
                lines.append("    \(frame(c.before)) → \(frame(c.after))")
                lines.append("    \(c.reason)")
            }
            for n in d.removed { lines.append("removed \(n.node.id) \(n.node.label)\(source(n.node)): \(frame(n.frame))") }
            for n in d.added { lines.append("added \(n.node.id) \(n.node.label)\(source(n.node)): \(frame(n.frame))") }
            for e in d.edited {
                let ids = e.a.id == e.b.id ? "\(e.b.id)" : "\(e.a.id) → \(e.b.id)"
                lines.append("edited \(ids) \(e.a.label) → \(e.b.label)\(source(e.b))")
            }
            if let v = d.divergence {
                lines.append("first divergent call:")
                lines.append("    - \(v.aText)")
                lines.append("    + \(v.bText)")
            }
            var summary = ["\(count(d.changed.count, "node")) changed"]
            if !d.added.isEmpty { summary.append("\(d.added.count) added") }
            if !d.removed.isEmpty { summary.append("\(d.removed.count) removed") }
            if !d.edited.isEmpty { summary.append("\(d.edited.count) edited") }
            if d.changed.isEmpty && d.added.isEmpty && d.removed.isEmpty { summary.append("the frames are the same but the calls differ") }
            lines.append(summary.joined(separator: ", "))
        }
        lines += notes
        return lines
    }

    /// What changed, a sentence per view, for a page that follows a scene's edits: "changed
    /// node-9 Text(…) @3:5: 120×20 at (0, 0) → 160×20 at (0, 0): <why>", "added …", "removed …".
    public static func changes(_ diffs: [PassDiff]) -> [String] {
        var lines: [String] = []
        for d in diffs where !d.isIdentical {
            for c in d.changed {
                let ids = c.a.id == c.b.id ? "\(c.b.id)" : "\(c.a.id) → \(c.b.id)"
                lines.append("changed \(ids) \(c.b.label)\(source(c.b)): \(frame(c.before)) → \(frame(c.after)): \(c.reason)")
            }
            for n in d.added { lines.append("added \(n.node.id) \(n.node.label)\(source(n.node)): \(frame(n.frame))") }
            for n in d.removed { lines.append("removed \(n.node.id) \(n.node.label)\(source(n.node))") }
        }
        return lines
    }

    public static func json(_ diffs: [PassDiff], notes: [String] = []) -> TraceValue {
        .object([
            "identical": .bool(notes.isEmpty && diffs.allSatisfy(\.isIdentical)),
            "passes": .array(diffs.map { .object(json($0)) }),
            "notes": .array(notes.map(TraceValue.string)),
        ])
    }

    static func json(_ d: PassDiff) -> TraceObject {
        func sideJSON(_ s: PassDiff.Side) -> TraceValue {
            .object([
                "trace": .string(s.path), "pass": .number(Double(s.pass)), "proposal": .proposal(s.proposal), "nodes": .number(Double(s.nodes)),
                "calls": .number(Double(s.calls)),
            ])
        }
        func node(_ n: NodeRow) -> TraceObject {
            ["node": .node(n.id), "kind": .string(n.kind), "label": .string(n.label), "source": n.source.map { .string($0.description) } ?? .null]
        }
        func call(_ c: CallRow?) -> TraceValue {
            guard let c else { return .null }
            var o = CallText.json(c, label: "", depth: c.depth)
            o["label"] = nil
            o["depth"] = nil
            return .object(o)
        }
        return [
            "a": sideJSON(d.a), "b": sideJSON(d.b), "identical": .bool(d.isIdentical),
            "changed": .array(
                d.changed.map { c in
                    .object([
                        "a_node": .node(c.a.id), "b_node": .node(c.b.id), "kind": .string(c.b.kind), "label": .string(c.b.label),
                        "source": c.b.source.map { .string($0.description) } ?? .null, "before": rect(c.before), "after": rect(c.after),
                        "reason": .string(c.reason),
                    ])
                }),
            "added": .array(d.added.map { n in var o = node(n.node); o["frame"] = rect(n.frame); return .object(o) }),
            "removed": .array(d.removed.map { n in var o = node(n.node); o["frame"] = rect(n.frame); return .object(o) }),
            "edited": .array(
                d.edited.map { e in
                    .object(["a_node": .node(e.a.id), "b_node": .node(e.b.id), "before": .string(e.a.label), "after": .string(e.b.label)])
                }),
            "first_divergent_call": d.divergence.map { v in .object(["a": call(v.a), "b": call(v.b), "a_text": .string(v.aText), "b_text": .string(v.bText)]) }
                ?? .null,
        ]
    }

    static func rect(_ r: CGRect?) -> TraceValue {
        guard let r else { return .null }
        return .object(["x": .number(r.origin.x), "y": .number(r.origin.y), "width": .number(r.width), "height": .number(r.height)])
    }

    static func side(_ s: PassDiff.Side) -> String {
        "\(s.path) pass \(s.pass): proposal \(TraceFormat.compact(s.proposal)), \(s.nodes) nodes, \(s.calls) calls"
    }

    static func frame(_ r: CGRect?) -> String {
        guard let r else { return "not placed" }
        return "\(TraceFormat.compact(r.size)) at (\(TraceFormat.short(r.origin.x)), \(TraceFormat.short(r.origin.y)))"
    }

    static func source(_ n: NodeRow) -> String { n.source.map { " @\($0)" } ?? "" }

    static func count(_ n: Int, _ noun: String) -> String { "\(n) \(noun)\(n == 1 ? "" : "s")" }
}
