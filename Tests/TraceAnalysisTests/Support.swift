import Foundation
import LayoutEngine
import SceneParser
import Testing
import TestSupport
import TraceAnalysis
import TraceStore

/// A scene recorded into a real trace file in a fresh directory (`Scratch.record`), with the
/// analyses' questions about it.
struct Recorded {
    let path: String
    let directory: URL

    /// A reader on the file, opened afresh (tests change the file behind a closed reader's back).
    var trace: TraceReader { try! TraceReader(path: path) }

    init(_ source: String, proposals: [ProposedViewSize], name: String = "scene.swift", defines: Set<String> = [], screens: [DeviceScreen] = []) throws {
        let scratch = Scratch()
        try scratch.record(source, proposals: proposals, scenePath: name, defines: defines, screens: screens)
        directory = scratch.url
        path = scratch.path("t.sqlite")
    }

    func node(_ label: String) throws -> NodeID {
        let found = try trace.nodes().filter { $0.label == label }
        guard let first = found.first else { throw TraceError.unresolvedNode(path: trace.path, written: label, problem: .nothingWrittenThere) }
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

/// Records an issue unless `expected` appear in `lines` in this order (other lines between them allowed).
func expectInOrder(_ expected: [String], in lines: [String], sourceLocation: SourceLocation = #_sourceLocation) {
    var cursor = lines.startIndex
    for line in expected {
        guard let found = lines[cursor...].firstIndex(of: line) else {
            Issue.record("missing, or out of order: \(line)\n\(lines.joined(separator: "\n"))", sourceLocation: sourceLocation)
            return
        }
        cursor = found + 1
    }
}
