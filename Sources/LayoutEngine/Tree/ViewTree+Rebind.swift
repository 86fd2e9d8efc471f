import Foundation

extension ViewTree {
    /// Whether `spec` has the same kinds and child counts as the subtree at `node`.
    func hasShape(_ spec: NodeSpec, of node: ViewNode) -> Bool {
        guard spec.kind == node.kind, spec.role == node.role, spec.children.count == node.children.count else {
            return false
        }
        return zip(spec.children, node.children).allSatisfy { hasShape($0, of: nodes[$1.rawValue]) }
    }

    /// Gives the subtree at `node` the layouts and labels of a spec of the same shape; `changed`
    /// collects the nodes whose label, arguments or appearance are new, for the trace's rows.
    func rebind(_ node: ViewNode, to spec: NodeSpec, changed: inout [ViewNode]) {
        if node.label != spec.label || node.args != spec.args || node.appearance != spec.appearance { changed.append(node) }
        node.label = spec.label
        node.args = spec.args
        node.appearance = spec.appearance
        // What evaluating the content again reported (an opaque value at this size).
        node.diagnostics = spec.diagnostics
        node.box = spec.layout.make(node.environment)
        node.geometryContent = spec.geometryContent
        for (childSpec, child) in zip(spec.children, node.children) {
            rebind(nodes[child.rawValue], to: childSpec, changed: &changed)
        }
        switch spec.role {
        case .modifier:
            if let first = node.children.first.map({ nodes[$0.rawValue] }), !first.isTransparent {
                node.layoutValues = spec.layoutValues.over(first.layoutValues)
                node.isSpacer = spec.passesSpacer && first.isSpacer
            }
        case .leaf, .container:
            node.layoutValues = spec.layoutValues
        case .transparent:
            break
        }
    }
}
