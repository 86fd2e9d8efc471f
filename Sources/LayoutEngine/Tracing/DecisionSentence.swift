import Foundation

/// The one place where decisions become sentences: a payload's template filled
/// with its fields. The `explained_decisions` view of `schema.sql` is the same rules
/// in SQL, for a trace read without ltrace; `DecisionContractTests` holds the two equal
/// for every decision of every golden trace.
public enum DecisionSentence {
    /// Items of a list shown in a sentence; the data holds all of them.
    static let listLimit = 8

    /// Each template once per axis, `{axis}` written `width` or `height` and `{across}` the other:
    /// `[t0 width, t0 height, t1 width, …]`, so a payload's sentence is `variant * 2 + axis.code`.
    public static func perAxis(_ templates: [String]) -> [String] {
        templates.flatMap { t in
            Axis.allCases.map { t.replacingOccurrences(of: "{axis}", with: $0.dimensionName).replacingOccurrences(of: "{across}", with: $0.other.dimensionName) }
        }
    }

    /// `{x}` where the fields have `x_width` and `x_height` becomes `{x_width} × {x_height}`
    /// (and `{p}` with `p_x`, `p_y` becomes `({p_x}, {p_y})`): the form stored in a trace.
    public static func expand(_ template: String, names: [String]) -> String {
        guard template.utf8.contains(UInt8(ascii: "{")) else { return template }
        let known = names  // a dozen at most: a linear search beats building a set
        return rewrite(template) { name in
            if known.contains(name) || name == "node" || name == "child" { return nil }
            if known.contains(name + "_width") && known.contains(name + "_height") { return "{\(name)_width} × {\(name)_height}" }
            if known.contains(name + "_x") && known.contains(name + "_y") { return "({\(name)_x}, {\(name)_y})" }
            return nil
        }
    }

    /// The sentence: each `{name}` replaced by the field's value in prose, `{node}` and
    /// `{child}` by those nodes' names. Unknown names stay as written.
    /// `{x_nodes}` lists are named with `name` too.
    public static func fill(
        _ template: String, _ fields: DecisionFields, node: String, child: String?, name: (NodeID) -> String = { $0.description }
    ) -> String {
        fill(expanded: expand(template, names: fields.names), fields, node: node, child: child, name: name)
    }

    /// `fill` for a template already passed through `expand` with these fields' names
    /// (a reader expands each template once).
    public static func fill(
        expanded: String, _ fields: DecisionFields, node: String, child: String?, name: (NodeID) -> String = { $0.description }
    ) -> String {
        guard expanded.utf8.contains(UInt8(ascii: "{")) else { return expanded }
        return withoutActuallyEscaping(name) { name in
            rewrite(expanded) { field in
                switch field {
                case "node": return node
                case "child": return child ?? "its child"
                default: return fields[field].map { prose($0, nodes: field.hasSuffix("nodes") ? name : nil) }
                }
            }
        }
    }

    /// A value for people: numbers to two decimals, `nil`, `inf`, lists shortened.
    static func prose(_ value: TraceValue, nodes name: ((NodeID) -> String)? = nil) -> String {
        switch value {
        case .null: return "nil"
        case .bool(let b): return b ? "yes" : "no"
        case .number(let d):
            if let name, d >= 0, d < 1e15, d == d.rounded() { return name(NodeID(Int(d))) }
            return TraceFormat.short(CGFloat(d))
        case .string(let s): return s
        case .array(let items):
            let shown = items.prefix(listLimit).map { prose($0, nodes: name) }.joined(separator: ", ")
            return items.count > listLimit ? shown + ", … (\(items.count - listLimit) more)" : shown
        case .widthHeight(let w, let h): return "\(prose(w.map { .number($0) } ?? .null)) × \(prose(h.map { .number($0) } ?? .null))"
        case .object: return TraceJSON.encode(value)
        }
    }

    /// The most bytes a sentence has: a damaged trace's template that repeats `{node}` a hundred
    /// thousand times over a label of a megabyte is cut here, as the sentence is written.
    public static let maximumLength = 8_192

    /// Replaces each `{name}` for which `replacement` has a text (scanning bytes: `{` and `}`
    /// are ASCII, so they never fall inside another character), up to `maximumLength` bytes.
    private static func rewrite(_ template: String, _ replacement: (String) -> String?) -> String {
        let bytes = Array(template.utf8)
        var out: [UInt8] = []
        out.reserveCapacity(min(bytes.count, maximumLength) + 32)
        var i = 0
        // A name is short: a `{` whose `}` is not near is text (no scan to the end per brace).
        let longestName = 64
        while i < bytes.count, out.count < maximumLength {
            guard bytes[i] == UInt8(ascii: "{"),
                let close = bytes[(i + 1)..<min(bytes.count, i + 2 + longestName)].firstIndex(of: UInt8(ascii: "}"))
            else {
                out.append(bytes[i])
                i += 1
                continue
            }
            let name = String(decoding: bytes[(i + 1)..<close], as: UTF8.self)
            if let text = replacement(name) { out += text.utf8.prefix(maximumLength - out.count) } else { out += bytes[i...close] }
            i = close + 1
        }
        guard out.count >= maximumLength else { return String(decoding: out, as: UTF8.self) }
        return String(decoding: out.prefix(maximumLength), as: UTF8.self) + "…"
    }
}
