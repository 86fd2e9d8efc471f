import Foundation

/// The outcome of one root proposal: every placed node's frame in root coordinates.
public struct LayoutPass: Sendable {
    public let id: Int
    public let proposal: ProposedViewSize
    /// Indexed by node id; `nil` for nodes that were not placed (lists, unchosen candidates).
    public let frames: [CGRect?]
    let rootElements: [Int]

    public func frame(of node: NodeID) -> CGRect? {
        node.rawValue < frames.count ? frames[node.rawValue] : nil
    }

    /// The root's frame (the union of the top-level views when the root is a list).
    public var rootFrame: CGRect {
        rootElements.compactMap { frames[$0] }.reduce(CGRect.null) { $0.union($1) }
    }
}
