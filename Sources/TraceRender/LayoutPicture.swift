import Foundation
import LayoutEngine
import TraceStore

/// What a picture of one pass shows: each placed node's frame in root coordinates, how it
/// looks (`Appearance`, with the colour it takes from the views around it), what its layout
/// recorded for drawing (a text's lines, a bar's height, a list's cards), and the root proposal.
public struct LayoutPicture: Sendable {
    public struct Box: Sendable {
        public let node: NodeRow
        public let frame: CGRect
        /// The nearest placed ancestor: the box this one is drawn inside.
        public let parent: NodeID?
        public var appearance: Appearance? { node.appearance }
        /// CSS colour: a fill's own colour, else the foreground colour around the node (a shape's
        /// `fill`, `foregroundColor`, `foregroundStyle`, `tint`, a button's accent); nil for none.
        public let color: String?
        /// CSS colour of a leaf whose colour the scene gives (the wireframe fills those).
        public let fill: String?
        /// A fill's colour as written, when ltrace does not know its value (an asset colour not
        /// found, a platform colour outside `Color.platformColors`): drawn as a marked neutral.
        public let unknownColor: String?
        /// The outline a shape draws (a rectangle for anything else), for the wireframe.
        public let outline: Appearance.Outline
        /// The label's line inside the box, counted from its top: labels that would
        /// overlap earlier ones move down a line.
        public let labelLine: Int
        public var isLeaf: Bool { node.role == "leaf" }
    }

    public let scenePath: String
    public let pass: PassRow
    /// Parents before children (pre-order), so children draw over their parents.
    public let boxes: [Box]
    /// The root proposal, from the origin; a `nil` or infinite side takes the root's size. On a
    /// device, the safe area (where the root was proposed and placed), in screen points.
    public let proposal: CGRect
    /// The device's screen, from the origin, when the pass was laid out in its safe area
    /// (`--device`); a pass fitted on a device is drawn as a bare proposal is.
    public let screen: CGRect?
    /// The device whose screen is drawn: the pass's, unless the root was fitted on it.
    public var device: DeviceScreen? { Self.drawnDevice(of: pass) }

    static func drawnDevice(of pass: PassRow) -> DeviceScreen? { pass.screen?.fitted == nil ? pass.screen : nil }
    /// Everything drawn.
    public let bounds: CGRect
    /// What layouts recorded for drawing, by node: the last of each kind in the pass.
    public let textLines: [NodeID: TextLines]
    public let listCards: [NodeID: ListCards]
    public let navigationBars: [NodeID: NavigationBar]
    public let tabBars: [NodeID: TabBar]

    /// The appearance the scene was recorded in (`--color-scheme`), which its colours are drawn in.
    public let colorScheme: ColorScheme
    var palette: ScreenRenderer.Palette { .of(colorScheme) }
    var colors: SwiftUIColor { .of(colorScheme) }

    public init(trace: TraceReader, pass id: Int) throws {
        pass = try trace.pass(id)
        scenePath = trace.meta.scenePath
        colorScheme = trace.meta.colorScheme
        let swiftUIColors = SwiftUIColor.of(colorScheme)
        let nodes = try trace.nodes()
        let frames = try trace.frames(pass: id)

        var boxes: [Box] = []
        var labels = LabelPlacer()
        let colors = InheritedColors(nodes, swiftUIColors)
        // The nearest placed ancestor of each node, parents first (pre-order), in one pass.
        var placedAncestor: [NodeID: NodeID] = [:]
        for node in nodes {
            guard let parent = node.parent else { continue }
            placedAncestor[node.id] = frames[parent] != nil ? parent : placedAncestor[parent]
        }
        for node in nodes {
            guard let frame = frames[node.id] else { continue }
            let text = "\(node.id) \(node.label)"
            let line = labels.place(text, in: frame)
            let written: String? = if case .fill(_, let c)? = node.appearance { c } else { nil }
            let own = written.flatMap(swiftUIColors.css)
            let unknown = own == nil ? written.map(Color.written) : nil
            let color = own ?? (unknown == nil ? colors.inherited(by: node) : nil)
            boxes.append(
                Box(node: node, frame: frame, parent: placedAncestor[node.id], color: color, fill: node.role == "leaf" ? color : nil,
                    unknownColor: unknown, outline: Self.outline(node), labelLine: line))
        }
        self.boxes = boxes

        var textLines: [NodeID: TextLines] = [:], listCards: [NodeID: ListCards] = [:]
        var navigationBars: [NodeID: NavigationBar] = [:], tabBars: [NodeID: TabBar] = [:]
        for d in try trace.decisions(pass: id, kinds: [TextLines.kind, ListCards.kind, NavigationBar.kind, TabBar.kind]) {
            if let v = d.as(TextLines.self) { textLines[d.node] = v }
            if let v = d.as(ListCards.self) { listCards[d.node] = v }
            if let v = d.as(NavigationBar.self) { navigationBars[d.node] = v }
            if let v = d.as(TabBar.self) { tabBars[d.node] = v }
        }
        self.textLines = textLines
        self.listCards = listCards
        self.navigationBars = navigationBars
        self.tabBars = tabBars

        let root = pass.size ?? boxes.first?.frame.size ?? .zero
        func side(_ proposed: CGFloat?, _ fallback: CGFloat) -> CGFloat {
            guard let proposed, proposed.isFinite else { return fallback }
            return proposed
        }
        let device = Self.drawnDevice(of: pass)
        let origin = device?.safeArea.origin ?? .zero
        let proposed = CGRect(x: origin.x, y: origin.y, width: side(pass.proposal.width, root.width), height: side(pass.proposal.height, root.height))
        let screen = device.map { CGRect(origin: .zero, size: $0.size) }
        proposal = proposed
        self.screen = screen
        bounds = boxes.reduce(screen.map { proposed.union($0) } ?? proposed) { b, box in
            let f = box.frame
            return [f.minX, f.minY, f.width, f.height].allSatisfy(\.isFinite) ? b.union(f.standardized) : b
        }
    }

    /// The outline a shape's node draws, for the wireframe.
    static func outline(_ node: NodeRow) -> Appearance.Outline {
        guard case .fill(let outline, _)? = node.appearance else { return .rectangle }
        return outline
    }
}

/// The colour each node takes from the views around it, computed once per node, parents first:
/// `fill` colours only the shape it is written on (through modifiers), foreground colours and a
/// button's accent reach through anything; the nearest wins.
struct InheritedColors {
    /// For a node's child: the colour when only modifiers lie between (`direct`), and otherwise.
    private var direct: [NodeID: String] = [:]
    private var through: [NodeID: String] = [:]

    init(_ nodes: [NodeRow], _ colors: SwiftUIColor) {
        for node in nodes {
            let fromParent = node.parent.map { (direct[$0], through[$0]) } ?? (nil, nil)
            let set = Self.colour(set: node.appearance, colors)
            through[node.id] = (set?.onlyShape == false ? set?.css : nil) ?? fromParent.1
            direct[node.id] = set?.css ?? (node.role == "modifier" ? fromParent.0 : fromParent.1)
        }
    }

    func inherited(by node: NodeRow) -> String? { node.parent.flatMap { direct[$0] } }

    static func colour(set appearance: Appearance?, _ colors: SwiftUIColor) -> (css: String, onlyShape: Bool)? {
        switch appearance {
        case .foreground(let written, let onlyShape)?: return colors.css(written).map { ($0, onlyShape) }
        case .control(.borderedButton)?: return colors.named["accentColor"].map { ($0, false) }
        case .control(.prominentButton)?: return colors.named["white"].map { ($0, false) }
        default: return nil
        }
    }
}

/// Places labels at the top of their boxes, moving each down a line while it
/// would overlap a label already placed. Monospaced text is measured by count.
struct LabelPlacer {
    static let lineHeight: CGFloat = 10
    static let characterWidth: CGFloat = 5.5
    private var placed: [CGRect] = []

    mutating func place(_ text: String, in frame: CGRect) -> Int {
        let width = CGFloat(LabelPlacer.shown(text, in: frame).count) * Self.characterWidth
        // Below a small box's bottom if need be: a label overlapping another is unreadable.
        for line in 0..<12 {
            let rect = CGRect(x: frame.minX + 2, y: frame.minY + CGFloat(line) * Self.lineHeight, width: width, height: Self.lineHeight)
            // A few hundred labels are compared exhaustively; beyond that only the most recent.
            if !placed.suffix(400).contains(where: { Self.overlap($0, rect) }) {
                placed.append(rect)
                return line
            }
        }
        placed.append(CGRect(x: frame.minX + 2, y: frame.minY, width: width, height: Self.lineHeight))
        return 0
    }

    /// Overlapping with some area: labels on adjacent lines only touch.
    static func overlap(_ a: CGRect, _ b: CGRect) -> Bool {
        a.minX < b.maxX && b.minX < a.maxX && a.minY < b.maxY && b.minY < a.maxY
    }

    /// The label as drawn: cut with … to the box's width, or 24 characters, whichever is more.
    static func shown(_ text: String, in frame: CGRect) -> String {
        // A damaged trace may hold any width: at most a few hundred characters are drawn.
        let columns = frame.width.isFinite && frame.width > 0 ? min(frame.width / characterWidth, CGFloat(maxText)) : 24
        let fits = max(24, Int(columns) - 1)
        return text.count <= fits ? text : String(text.prefix(fits - 1)) + "…"
    }

    /// Labels and why lines are cut to this many characters where a picture shows them:
    /// a trace may hold a label of megabytes, and an HTML page repeats text per node.
    static let maxText = 400

    static func capped(_ text: String) -> String {
        text.count <= maxText ? text : String(text.prefix(maxText - 1)) + "…"
    }
}
