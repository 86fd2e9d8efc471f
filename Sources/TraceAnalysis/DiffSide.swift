import Foundation
import LayoutEngine
import TraceStore

/// One side of a diff: a pass of a trace, with its nodes and where each was placed.
public struct DiffSide {
    public let trace: TraceReader
    public let pass: PassRow
    /// Indexed by node id.
    public let nodes: [NodeRow]
    /// Each node's last placement in the pass (its final frame), indexed by node id.
    let placements: [Placement?]
    /// Each node's direct children, indexed by node id.
    let children: [[NodeID]]

    struct Placement {
        let call: Int
        let proposal: ProposedViewSize
        let frame: CGRect
    }

    public init(trace: TraceReader, pass id: Int, nodes: [NodeRow]? = nil) throws {
        let pass = try trace.pass(id)
        self.trace = trace
        self.pass = pass
        let nodes = try nodes ?? trace.nodes()
        // Pre-order ids from 0, parents before children: what the analyses below index by.
        for (i, n) in nodes.enumerated() where n.id.rawValue != i || (n.parent.map { $0.rawValue < 0 || $0.rawValue >= i } ?? false) {
            throw TraceError.corrupt(path: trace.path, detail: "node ids are not numbered 0 … \(nodes.count - 1) in pre-order")
        }
        self.nodes = nodes
        var children = [[NodeID]](repeating: [], count: nodes.count)
        for n in nodes { if let p = n.parent { children[p.rawValue].append(n.id) } }
        self.children = children
        var placements = [Placement?](repeating: nil, count: nodes.count)
        try trace.placements(pass: id) { call, node, proposal, frame in
            if node >= 0 && node < placements.count { placements[node] = Placement(call: call, proposal: proposal, frame: frame) }
        }
        self.placements = placements
    }

    func placement(_ node: NodeID) -> Placement? { placements[node.rawValue] }
    func node(_ id: NodeID) -> NodeRow { nodes[id.rawValue] }

    /// The label of a node named by a call, which a damaged trace might not have.
    func label(_ id: NodeID) -> String { nodes.indices.contains(id.rawValue) ? nodes[id.rawValue].label : "?" }

    /// The node's parent in layout: lists (ForEach, Group) are skipped, as they are never sized.
    func layoutParent(of id: NodeID) -> NodeRow? {
        var parent = node(id).parent.map(node)
        while let p = parent, p.isList { parent = p.parent.map(node) }
        return parent
    }

    /// Children as layout sees them: lists replaced by their elements.
    func layoutChildren(of id: NodeID) -> [NodeID] {
        children[id.rawValue].flatMap { node($0).isList ? layoutChildren(of: $0) : [$0] }
    }

    /// `node-3 Color.blue`.
    func name(_ id: NodeID) -> String { "\(id) \(label(id))" }
}
