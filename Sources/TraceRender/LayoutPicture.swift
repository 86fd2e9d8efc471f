import Foundation
import LayoutEngine
import TraceStore

/// What a picture of one pass shows: each placed node's frame in root
/// coordinates, its fill where the scene gives one, and the root proposal.
public struct LayoutPicture: Sendable {
    public struct Box: Sendable {
        public let node: NodeRow
        public let frame: CGRect
        /// CSS colour of a leaf whose colour the scene gives (`Color.blue`, `.fill(.orange)`).
        public let fill: String?
        public let shape: Shape
        /// The label's line inside the box, counted from its top: labels that would
        /// overlap earlier ones move down a line.
        public let labelLine: Int
        public var isLeaf: Bool { node.role == "leaf" }
    }

    public enum Shape: Sendable, Equatable {
        case rectangle
        case roundedRectangle(radius: CGFloat)
        case ellipse
        case circle
        case capsule
    }

    public let scenePath: String
    public let pass: PassRow
    /// Parents before children (pre-order), so children draw over their parents.
    public let boxes: [Box]
    /// The root proposal, from the origin; a `nil` or infinite side takes the root's size. On a
    /// device, the safe area (where the root was proposed and placed), in screen points.
    public let proposal: CGRect
    /// The device's screen, from the origin, when the pass was recorded with `--device`.
    public let screen: CGRect?
    /// Everything drawn.
    public let bounds: CGRect

    public init(trace: TraceReader, pass id: Int) throws {
        pass = try trace.pass(id)
        scenePath = trace.meta.scenePath
        let nodes = try trace.nodes()
        let byID = Dictionary(uniqueKeysWithValues: nodes.map { ($0.id, $0) })
        let frames = try trace.frames(pass: id)

        var boxes: [Box] = []
        var labels = LabelPlacer()
        for node in nodes {
            guard let frame = frames[node.id] else { continue }
            let text = "\(node.id) \(node.label)"
            let line = labels.place(text, in: frame)
            boxes.append(Box(node: node, frame: frame, fill: Self.fill(node, byID), shape: Self.shape(node), labelLine: line))
        }
        self.boxes = boxes

        let root = pass.size ?? boxes.first?.frame.size ?? .zero
        func side(_ proposed: CGFloat?, _ fallback: CGFloat) -> CGFloat {
            guard let proposed, proposed.isFinite else { return fallback }
            return proposed
        }
        let origin = pass.screen?.safeArea.origin ?? .zero
        let proposed = CGRect(x: origin.x, y: origin.y, width: side(pass.proposal.width, root.width), height: side(pass.proposal.height, root.height))
        let screen = pass.screen.map { CGRect(origin: .zero, size: $0.size) }
        proposal = proposed
        self.screen = screen
        bounds = boxes.reduce(screen.map { proposed.union($0) } ?? proposed) { b, box in
            let f = box.frame
            return [f.minX, f.minY, f.width, f.height].allSatisfy(\.isFinite) ? b.union(f.standardized) : b
        }
    }

    /// A leaf's colour: its own (`Color`), or the nearest fill or foreground colour above it.
    static func fill(_ node: NodeRow, _ nodes: [NodeID: NodeRow]) -> String? {
        guard node.role == "leaf" else { return nil }
        if node.trait == .shape, let own = colour(in: node.args, key: "color") { return own }
        var ancestor = node.parent.flatMap { nodes[$0] }
        var direct = true
        while let a = ancestor {
            switch a.kind {
            case "fill" where direct, "foregroundColor", "foregroundStyle":
                if let css = colour(in: a.args, key: "_0") { return css }
            default:
                break
            }
            // `fill` applies to the shape it is written on; foreground colours reach down through anything.
            if a.role != "modifier" { direct = false }
            ancestor = a.parent.flatMap { nodes[$0] }
        }
        return nil
    }

    static func colour(in args: String, key: String) -> String? {
        guard let written = TraceJSON.decode(args)?.objectValue?[key]?.stringValue else { return nil }
        return SwiftUIColor.css(written)
    }

    /// The outline a shape's node carries in its arguments (`Shape.outline`).
    static func shape(_ node: NodeRow) -> Shape {
        let args = TraceJSON.decode(node.args)?.objectValue
        switch args?["outline"]?.stringValue {
        case "rounded": return .roundedRectangle(radius: CGFloat(args?["cornerRadius"]?.doubleValue ?? 0))
        case "circle": return .circle
        case "ellipse": return .ellipse
        case "capsule": return .capsule
        default: return .rectangle
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
