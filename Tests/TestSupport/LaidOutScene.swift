import Foundation
import LayoutEngine
import SceneParser

/// A scene parsed and laid out once, in memory (no trace), for tests that read frames.
public struct LaidOutScene {
    public let tree: ViewTree
    public let pass: LayoutPass

    public init(_ source: String, path: String = "scene.swift", view: String? = nil, proposal: ProposedViewSize) throws {
        tree = try SceneParser.parse(source: source, path: path, view: view).makeTree()
        pass = LayoutEngine(tree: tree).layout(in: proposal)
    }

    /// The frame of the first placed node of each label (or kind: `frames(by: \.kind)`).
    public func frames(by key: KeyPath<ViewNode, String> = \.label) -> [String: CGRect] {
        var frames: [String: CGRect] = [:]
        for node in tree.nodes where frames[node[keyPath: key]] == nil {
            if let frame = pass.frame(of: node.id) { frames[node[keyPath: key]] = frame }
        }
        return frames
    }
}
