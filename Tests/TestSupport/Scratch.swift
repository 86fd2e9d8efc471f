import Foundation
import LayoutEngine
import SceneParser
import TraceStore

/// A fresh directory for a test's files, and real traces recorded into it.
public struct Scratch {
    public let url: URL

    public init() {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("ltrace-tests-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    public func path(_ name: String) -> String { url.appendingPathComponent(name).path }
    public var contents: [String] { (try? FileManager.default.contentsOfDirectory(atPath: url.path))?.sorted() ?? [] }

    /// Records a scene's source at these proposals into a real SQLite file, and opens it.
    @discardableResult
    /// Records `source` once per proposal, or once per device screen when `screens` are given.
    public func record(_ source: String, proposals: [ProposedViewSize], name: String = "t.sqlite", view: String? = nil, screens: [DeviceScreen] = []) throws -> TraceReader {
        let scene = try SceneParser.parse(source: source, path: "scene.swift", view: view)
        try Trace.record(
            tree: scene.makeTree(), proposals: proposals, to: path(name),
            meta: TraceMeta(scenePath: "scene.swift", sceneSource: source, sceneView: scene.viewName), screens: screens)
        return try TraceReader(path: path(name))
    }

    /// The smallest trace (one Color at a nil proposal) in `t.sqlite`, opened.
    public func smallTrace() throws -> (path: String, trace: TraceReader) {
        let path = self.path("t.sqlite")
        try Trace.record(Color.red, proposals: [.unspecified], to: path)
        return (path, try TraceReader(path: path))
    }
}
