import Foundation

/// A view tree with ids assigned in pre-order: the root is `node-0`.
public final class ViewTree {
    public private(set) var nodes: [ViewNode] = []

    /// Builds the tree of a view.
    public convenience init(_ view: some View) {
        self.init(specs: view._nodeSpecs())
    }

    /// Builds a tree from specs. Several top-level views are laid out in an implicit VStack
    /// (centre, default spacing), as a hosting view lays out a body of several views
    /// (OpenSwiftUI: `TupleView` makes an implicit root, `_VStackLayout` by default,
    /// `OpenSwiftUIGlue.swift` lines 50–52; `Tests/Fixtures/root-views-*.swift`) — unless
    /// `separateRoots`: a preview of several views (a `PreviewProvider`'s `Group { A(); B() }`)
    /// shows each as its own root, as Xcode's canvas does, each proposed the whole proposal.
    public init(specs: [NodeSpec], environment: BuildEnvironment = BuildEnvironment(), separateRoots: Bool = false) {
        var root: NodeSpec
        if specs.count == 1 {
            root = specs[0]
        } else {
            root = .list(kind: "Group", label: "Group", children: specs)
        }
        if root.viewCount > 1 && !separateRoots {
            root = .vStack(children: [root])
            root.label += " (implicit)"
        }
        _ = build(root, parent: nil, childIndex: 0, depth: 0, environment: environment)
    }

    public var root: ViewNode { nodes[0] }
    public var count: Int { nodes.count }

    public subscript(id: NodeID) -> ViewNode { nodes[id.rawValue] }

    public func contains(_ id: NodeID) -> Bool { id.rawValue >= 0 && id.rawValue < nodes.count }

    /// The nodes with this label, in pre-order.
    public func nodes(labeled label: String) -> [ViewNode] { nodes.filter { $0.label == label } }

    /// The only node with this label; `nil` when none or several match.
    public func node(labeled label: String) -> ViewNode? {
        let found = nodes(labeled: label)
        return found.count == 1 ? found[0] : nil
    }

    /// The top-level views the root pass places: the root, or a root list's elements.
    var rootElements: [Int] { flattened(0) }

    @discardableResult
    func build(_ spec: NodeSpec, parent: NodeID?, childIndex: Int, depth: Int, environment: BuildEnvironment) -> Int {
        let index = nodes.count
        let node = ViewNode(
            id: NodeID(index), spec: spec, parent: parent, childIndex: childIndex, depth: depth,
            environment: environment)
        nodes.append(node)
        node.box = spec.layout.make(environment)
        var childIDs: [NodeID] = []
        for (i, child) in spec.children.enumerated() {
            var childEnvironment = environment
            if spec.role == .container {
                childEnvironment.stackOrientation = node.box?.stackOrientation
            }
            spec.childEnvironment?(&childEnvironment, i, index)
            let childIndex = build(child, parent: node.id, childIndex: i, depth: depth + 1, environment: childEnvironment)
            childIDs.append(NodeID(childIndex))
        }
        node.children = childIDs
        node.layoutChildren = childIDs.flatMap { flattened($0.rawValue) }
        resolveTraits(node, spec: spec)
        return index
    }

    private func resolveTraits(_ node: ViewNode, spec: NodeSpec) {
        switch spec.role {
        case .modifier:
            let content = node.children.first.map { nodes[$0.rawValue] }
            let contentIsView = content.map { !$0.isTransparent } ?? false
            node.layoutValues = contentIsView ? spec.layoutValues.over(content!.layoutValues) : spec.layoutValues
            node.isSpacer = spec.passesSpacer && contentIsView && content!.isSpacer
        case .leaf, .container:
            node.isSpacer = spec.isSpacerLeaf
            node.layoutValues = spec.layoutValues
        case .transparent:
            node.layoutValues = LayoutValues()
        }
    }

    /// A node as its parent's layout sees it: itself, or a list's elements.
    func flattened(_ index: Int) -> [Int] {
        let node = nodes[index]
        guard node.isTransparent else { return [index] }
        return node.children.flatMap { flattened($0.rawValue) }
    }

    func replaceChildren(of node: ViewNode, with children: [Int]) {
        node.children = children.map { NodeID($0) }
        node.layoutChildren = children.flatMap { flattened($0) }
    }

    /// The chain from the root to a node, root first.
    public func path(to id: NodeID) -> [ViewNode] {
        var chain: [ViewNode] = []
        var current: NodeID? = id
        while let c = current {
            chain.append(nodes[c.rawValue])
            current = nodes[c.rawValue].parent
        }
        return chain.reversed()
    }
}
