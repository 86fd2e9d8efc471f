import Foundation
import LayoutEngine
import TraceStore

/// One call as `log`, `replay` and `diff` print it: `#14 size node-4 relativeProposed(width: 0.5)  200×80 → 100×80`.
public enum CallText {
    /// Deeper calls are drawn at this indentation: a damaged trace may nest calls any number of levels.
    public static let maximumIndent = 64

    public static func line(_ call: CallRow, label: String, depth: Int = 0) -> String {
        let indent = String(repeating: "  ", count: min(max(depth, 0), maximumIndent))
        if call.isPlace {
            let at = call.origin.map { "(\(TraceFormat.short($0.x)), \(TraceFormat.short($0.y)))" } ?? "?"
            return "\(indent)#\(call.id) place \(call.node) \(label)  \(TraceFormat.compact(call.proposal)) → \(TraceFormat.compact(call.size)) at \(at)"
        }
        var marks: [String] = []
        if call.role != .measure { marks.append("[\(call.role.rawValue)]") }
        if call.cacheHit { marks.append("(hit)") }
        return "\(indent)#\(call.id) size \(call.node) \(label)  \(TraceFormat.compact(call.proposal)) → \(TraceFormat.compact(call.size))" + (marks.isEmpty ? "" : "  " + marks.joined(separator: " "))
    }

    public static func json(_ call: CallRow, label: String, depth: Int) -> TraceObject {
        [
            "id": .number(Double(call.id)), "pass": .number(Double(call.pass)), "parent": call.parent.map { .number(Double($0)) } ?? .null,
            "depth": .number(Double(depth)), "node": .string(call.node.description), "label": .string(label), "method": .string(call.method.rawValue),
            "role": .string(call.role.rawValue), "proposal": .proposal(call.proposal), "result": .size(call.size), "cache_hit": .bool(call.cacheHit),
            "x": call.origin.map { .number($0.x) } ?? .null, "y": call.origin.map { .number($0.y) } ?? .null,
        ]
    }
}
