import Foundation

/// A view node before it has an id: what a view expands to.
///
/// The result-builder API and the scene parser both produce these; `ViewTree`
/// numbers them in pre-order and resolves their layouts. Views are lists: a
/// `Group` or `ForEach` is a *transparent* spec whose children become the
/// subviews of the enclosing container, and a modifier applied to one wraps
/// each of its elements.
public struct NodeSpec {
    public enum Role: String, Sendable {
        /// No subviews (Color, Text, Spacer…).
        case leaf
        /// Lays out its subviews (stacks, custom layouts…); traits stop here.
        case container
        /// Modifies its first child; the child's layout priority shows through.
        case modifier
        /// A list of views with no layout of its own (Group, ForEach, EmptyView).
        case transparent
    }

    public var kind: String
    public var label: String
    public var args: TraceObject
    public var source: SourcePosition?
    public var role: Role
    public var children: [NodeSpec]
    var layout: LayoutRecipe
    /// Adjusts the environment a child builds with (child index, this node's index).
    var childEnvironment: ((inout BuildEnvironment, Int, Int) -> Void)?
    /// The layout values this node writes (`LayoutValueKey`); a modifier's show through to the
    /// container over those of the view it modifies.
    public internal(set) var layoutValues = LayoutValues()
    /// Whether a `Spacer` under this modifier still counts as a spacer (drawing-only modifiers).
    var passesSpacer = false
    var isSpacerLeaf = false
    /// Whether a parent stack reads this node's spacing from its layout's
    /// `spacing(subviews:cache:)` (a custom layout's, a text's); other built-in views pass on
    /// the text inside them (`LayoutEngine.spacing(of:)`).
    public var reportsLayoutSpacing = false
    /// A `GeometryReader`'s content, evaluated again with the real size at placement.
    /// It may throw (a scene's closure failing at this size): the reader then keeps its content.
    var geometryContent: ((GeometryProxy) throws -> [NodeSpec])?
    /// What reading the scene reported about this node: the substitutions its arguments needed
    /// (an opaque value measured as its expression) and why it is a placeholder. The trace links
    /// them to the node, and `why` shows them.
    public var diagnostics: [SourceDiagnostic] = []
    /// A `Text`'s runs: what `Text + Text` joins when the text is under drawing-only modifiers
    /// (`Text("a").bold().foregroundColor(.red) + Text("b")`).
    public internal(set) var textRuns: [TextRun]?
    /// How pictures draw the node (`Appearance`); nil: nothing of its own.
    public var appearance: Appearance?

    init(
        kind: String, label: String, args: TraceObject = [:], role: Role, layout: LayoutRecipe,
        children: [NodeSpec] = []
    ) {
        self.kind = kind
        self.label = label
        self.args = args
        self.role = role
        self.layout = layout
        self.children = children
    }

    /// A node laid out by `layout`.
    public init(kind: String, label: String, args: TraceObject = [:], role: Role, layout: some Layout, children: [NodeSpec] = []) {
        self.init(kind: kind, label: label, args: args, role: role, layout: .fixed(layout), children: children)
    }

    /// A transparent list node (`Group`, `ForEach`).
    public static func list(kind: String, label: String, args: TraceObject = [:], children: [NodeSpec]) -> NodeSpec {
        NodeSpec(kind: kind, label: label, args: args, role: .transparent, layout: .none, children: children)
    }

    /// How many views a container lays out for this spec: a list counts its elements.
    public var viewCount: Int { role == .transparent ? children.reduce(0) { $0 + $1.viewCount } : 1 }

    /// Applies this modifier to `content`. Each element of a list gets its own
    /// copy of the modifier; this spec's own children (an overlay's content)
    /// follow the modified view.
    public func wrapping(_ content: [NodeSpec]) -> [NodeSpec] {
        content.map { element in
            if element.role == .transparent {
                var list = element
                list.children = wrapping(element.children)
                return list
            }
            var wrapped = self
            wrapped.children = [element] + children
            return wrapped
        }
    }

    /// The same spec with a source position and, optionally, a label as written.
    public func at(_ position: SourcePosition?, label: String? = nil) -> NodeSpec {
        var copy = self
        copy.source = position
        if let label { copy.label = label }
        return copy
    }
}

/// How a node gets its layout: fixed, or resolved from the environment it is built in.
enum LayoutRecipe {
    case none
    case fixed(any Layout)
    case environmental((BuildEnvironment) -> any Layout)

    func make(_ environment: BuildEnvironment) -> AnyLayoutBox? {
        switch self {
        case .none: return nil
        case .fixed(let layout): return makeLayoutBox(layout)
        case .environmental(let make): return makeLayoutBox(make(environment))
        }
    }
}
