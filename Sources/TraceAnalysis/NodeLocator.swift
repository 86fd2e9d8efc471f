import Foundation
import LayoutEngine
import TraceStore

/// Finds the node a user means: `node-3`, or a source position `scene.swift:5` / `scene.swift:5:9`.
public enum NodeLocator {
    public struct Located: Sendable {
        public let node: NodeID
        /// Other nodes written at the same place (ForEach repeats a view).
        public let others: [NodeID]
    }

    public static func locate(_ text: String, in trace: TraceReader) throws -> Located {
        if let id = NodeID(parsing: text) {
            guard try trace.node(id) != nil else {
                let count = try trace.nodeCount
                throw TraceError.noSuchNode(path: trace.path, node: id, nodes: count)
            }
            return Located(node: id, others: [])
        }
        let parts = text.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
        guard parts.count == 2 || parts.count == 3, let line = Int(parts[1]), line > 0 else {
            throw TraceError.unresolvedNode(path: trace.path, written: text, problem: .notANodeReference)
        }
        let column = parts.count == 3 ? Int(parts[2]) : nil
        if parts.count == 3 && column == nil {
            throw TraceError.unresolvedNode(path: trace.path, written: text, problem: .columnNotANumber)
        }
        let file = URL(fileURLWithPath: parts[0]).lastPathComponent
        let files = try trace.sceneFiles().map(\.path)
        var candidates: [NodeID]
        if files.isEmpty {
            let scene = trace.meta.scenePath
            if !scene.isEmpty && file != URL(fileURLWithPath: scene).lastPathComponent {
                throw TraceError.unresolvedNode(path: trace.path, written: parts[0], problem: .otherScene(recorded: scene))
            }
            candidates = try trace.nodes(atLine: line, column: column)
        } else {
            let matching = files.filter { $0 == parts[0] || $0.hasSuffix("/" + parts[0]) || URL(fileURLWithPath: $0).lastPathComponent == file }
            guard matching.count == 1 else {
                throw TraceError.unresolvedNode(path: trace.path, written: parts[0], problem: matching.isEmpty ? .notOneOfTheFiles(files) : .severalFiles(files))
            }
            candidates = try trace.nodes(atLine: line, column: column, file: matching[0])
        }
        if candidates.isEmpty, let column {
            // The nearest name token that starts before the column on that line.
            let onLine = try trace.nodes(atLine: line, column: nil, file: files.isEmpty ? nil : candidatesFile(parts[0], files))
            let rows = try onLine.compactMap { try trace.node($0) }.filter { ($0.source?.column ?? .max) <= column }
            if let nearest = rows.map({ $0.source!.column }).max() { candidates = rows.filter { $0.source!.column == nearest }.map(\.id) }
        }
        guard !candidates.isEmpty else {
            throw TraceError.unresolvedNode(path: trace.path, written: text, problem: .nothingWrittenThere)
        }
        // The innermost: the deepest node there; among copies (ForEach), the first.
        let rows = try candidates.compactMap { try trace.node($0) }
        let depth = rows.map(\.depth).max()!
        let innermost = rows.filter { $0.depth == depth }
        return Located(node: innermost[0].id, others: innermost.dropFirst().map(\.id))
    }

    private static func candidatesFile(_ written: String, _ files: [String]) -> String? {
        files.first { $0 == written || $0.hasSuffix("/" + written) || URL(fileURLWithPath: $0).lastPathComponent == URL(fileURLWithPath: written).lastPathComponent }
    }
}
