import Foundation

/// One node of a laid-out view tree: a view, container or modifier.
public final class ViewNode {
    public let id: NodeID
    public internal(set) var parent: NodeID?
    /// Position among the parent's children, 0-based.
    public internal(set) var childIndex: Int
    public internal(set) var depth: Int
    /// `HStack`, `frame`, `Color`…
    public internal(set) var kind: String
    /// As written: `frame(height: 80)`.
    public internal(set) var label: String
    public internal(set) var args: TraceObject
    public internal(set) var sourcePosition: SourcePosition?
    public internal(set) var role: NodeSpec.Role
    /// The layout values the node's container reads (`LayoutValueKey`): its own, over the
    /// modified view's for a modifier.
    public internal(set) var layoutValues: LayoutValues
    /// The priority a stack reads for this node: its `layoutPriority`, the
    /// modified view's for a modifier, −∞ for a `Spacer`.
    public var layoutPriority: Double { layoutValues[LayoutPriorityValue.self] }
    public internal(set) var isSpacer: Bool
    /// Whether its spacing is its layout's `spacing(subviews:cache:)` (`NodeSpec.reportsLayoutSpacing`).
    let reportsLayoutSpacing: Bool
    /// Children in the tree, lists included.
    public internal(set) var children: [NodeID]
    /// The subviews the node's layout sees: children with lists flattened.
    @exclusivity(unchecked) var layoutChildren: [Int]
    @exclusivity(unchecked) var box: AnyLayoutBox?
    var environment: BuildEnvironment
    var geometryContent: ((GeometryProxy) throws -> [NodeSpec])?
    /// What reading the scene reported about this node (`NodeSpec.diagnostics`).
    public internal(set) var diagnostics: [SourceDiagnostic]
    /// How pictures draw it (`NodeSpec.appearance`).
    public internal(set) var appearance: Appearance?

    init(id: NodeID, spec: NodeSpec, parent: NodeID?, childIndex: Int, depth: Int, environment: BuildEnvironment) {
        self.id = id
        self.parent = parent
        self.childIndex = childIndex
        self.depth = depth
        self.kind = spec.kind
        self.label = spec.label
        self.args = spec.args
        self.sourcePosition = spec.source
        self.role = spec.role
        self.layoutValues = LayoutValues()
        self.isSpacer = false
        self.reportsLayoutSpacing = spec.reportsLayoutSpacing
        self.children = []
        self.layoutChildren = []
        self.box = nil
        self.environment = environment
        self.geometryContent = spec.geometryContent
        self.diagnostics = spec.diagnostics
        self.appearance = spec.appearance
    }

    /// A list node (Group, ForEach, EmptyView): no layout of its own, never sized or placed.
    public var isTransparent: Bool { role == .transparent }

    /// The layout value behind this node, for inspection.
    public var layout: (any Layout)? { box?.layoutValue }
}
