import Foundation
import LayoutEngine
import SceneParser
import Testing
import TraceAnalysis
import TraceStore

/// A scene recorded into a real trace file in a fresh directory.
struct Recorded {
    let trace: TraceReader
    let directory: URL

    init(_ source: String, proposals: [ProposedViewSize], name: String = "scene.swift") throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("ltrace-analysis-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let path = directory.appendingPathComponent("t.sqlite").path
        let scene = try SceneParser.parse(source: source, path: name)
        try Trace.record(tree: scene.makeTree(), proposals: proposals, to: path, meta: ["scene_path": name, "scene_source": source, "scene_view": scene.viewName ?? ""])
        trace = try TraceReader(path: path)
    }

    func node(_ label: String) throws -> NodeID {
        let found = try trace.nodes().filter { $0.label == label }
        guard let first = found.first else { throw TraceError.notFound(path: trace.path, what: "no node \(label)") }
        return first.id
    }

    func why(_ label: String, pass: Int = 1, aspects: Set<WhyReport.Aspect> = Set(WhyReport.Aspect.allCases)) throws -> [String] {
        let chain = try WhyAnalysis(trace: trace).explain(try node(label), pass: pass)
        return WhyReport.text(chain, scenePath: "scene.swift", aspects: aspects)
    }
}

extension Array where Element == String {
    /// The lines, trimmed, for `contains` checks.
    var trimmed: [String] { map { $0.trimmingCharacters(in: .whitespaces) } }
}
