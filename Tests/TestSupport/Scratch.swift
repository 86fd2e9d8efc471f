import Foundation
import LayoutEngine
import SceneParser
import TraceStore

/// A fresh directory for a test's files, and real traces recorded into it.
public struct Scratch {
    public let url: URL

    public init() {
        url = TestDirectory.fresh("ltrace-tests")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    public func path(_ name: String) -> String { url.appendingPathComponent(name).path }
    public var contents: [String] { (try? FileManager.default.contentsOfDirectory(atPath: url.path))?.sorted() ?? [] }

    /// Records a scene's source into a real SQLite file named `name`, once per proposal (or per
    /// device screen when `screens` are given), and opens it. `scenePath` is the file the scene
    /// says it was read from.
    @discardableResult
    public func record(
        _ source: String, proposals: [ProposedViewSize], name: String = "t.sqlite", scenePath: String = "scene.swift", view: String? = nil,
        defines: Set<String> = [], screens: [DeviceScreen] = [], scale: CGFloat = LayoutEngine.defaultDisplayScale,
        dynamicTypeSizes: [DynamicTypeSize] = [], textShaper: TextShaper? = nil
    ) throws -> TraceReader {
        let scene = try SceneParser.parse(
            source: source, path: scenePath, view: view, defines: defines, dynamicTypeSize: DynamicTypeSize.readingSize(of: dynamicTypeSizes))
        try Trace.record(
            tree: scene.makeTree(), proposals: proposals, to: path(name),
            meta: TraceMeta(scenePath: scenePath, sceneSource: source, sceneView: scene.viewName), diagnostics: scene.diagnostics, screens: screens, scale: scale,
            dynamicTypeSizes: dynamicTypeSizes, textShaper: textShaper, laterDiagnostics: scene.laterDiagnostics)
        return try TraceReader(path: path(name))
    }

    /// The smallest trace (one Color at a nil proposal) in `t.sqlite`, opened.
    public func smallTrace() throws -> (path: String, trace: TraceReader) {
        let path = self.path("t.sqlite")
        try Trace.record(Color.red, proposals: [.unspecified], to: path)
        return (path, try TraceReader(path: path))
    }
}
