import Foundation
import LayoutEngine

/// Records views and custom layouts into trace files.
///
///     let summary = try Trace.record(
///         HStack { Color.red; Color.blue.frame(width: 50) },
///         proposals: [ProposedViewSize(width: 300, height: 100)],
///         to: "layout.sqlite")
///     print(summary)   // 4 nodes, 27 calls, 1 pass → layout.sqlite
public enum Trace {
    /// What a recording wrote.
    public struct Summary: Sendable, CustomStringConvertible {
        public let path: String
        public let nodes: Int
        public let calls: Int
        public let decisions: Int
        public let passes: Int
        public let bytes: Int

        public var description: String {
            "\(nodes) nodes, \(calls) calls, \(passes) pass\(passes == 1 ? "" : "es") → \(path)"
        }
    }

    /// Lays out `view` once per proposal and writes every call and decision to `path`.
    @discardableResult
    public static func record<V: View>(
        _ view: V, proposals: [ProposedViewSize], to path: String, meta: [String: String] = [:]
    ) throws -> Summary {
        try record(tree: ViewTree(view), proposals: proposals, to: path, meta: meta)
    }

    /// Records a tree built elsewhere (the scene parser builds one from a file).
    ///
    /// The file is written under a temporary name and renamed into place when
    /// complete; on failure nothing is left and an existing file is untouched.
    @discardableResult
    public static func record(
        tree: ViewTree, proposals: [ProposedViewSize], to path: String, meta: [String: String] = [:]
    ) throws -> Summary {
        guard !proposals.isEmpty else { throw TraceError.notFound(path: path, what: "no proposals to record") }
        let output = try AtomicOutput(destination: path)
        var metadata = meta
        metadata["created_at"] = metadata["created_at"] ?? ISO8601DateFormatter().string(from: Date())
        for key in ["scene_path", "scene_source", "scene_view", "command", "ltrace_version"] where metadata[key] == nil {
            metadata[key] = ""
        }
        let summary: Summary
        do {
            let writer = try TraceWriter(creating: output.temporary, tree: tree, meta: metadata)
            let engine = LayoutEngine(tree: tree, tracer: writer)
            for proposal in proposals { engine.layout(in: proposal) }
            try writer.finish()
            summary = Summary(
                path: path, nodes: writer.nodeCount, calls: writer.callCount, decisions: writer.decisionCount,
                passes: writer.passCount, bytes: 0)
        } catch {
            output.discard()
            throw error
        }
        try output.commit()
        let attributes = try? FileManager.default.attributesOfItem(atPath: path)
        return Summary(
            path: path, nodes: summary.nodes, calls: summary.calls, decisions: summary.decisions, passes: summary.passes,
            bytes: (attributes?[.size] as? NSNumber)?.intValue ?? 0)
    }
}
