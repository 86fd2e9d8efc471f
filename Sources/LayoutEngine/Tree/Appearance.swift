import Foundation

/// How a node looks on the screen, for pictures of a layout (the page, `render`): each view's
/// and modifier's own file says its own, the trace keeps it in `nodes.appearance`, and the
/// renderers draw it at the node's frame without reading kind strings. What depends on the
/// frame (a text's lines, a bar's height, a list's cards) comes from the node's decisions.
public enum Appearance: Sendable, Equatable {
    /// Fills its frame: a colour (`Color.blue`), or a shape in the foreground colour around it.
    case fill(Outline, color: String?)
    /// A text: its lines as placed (`text.lines`), in the foreground colour around it.
    case text
    /// An image from the app's assets, drawn as a placeholder of its size.
    case image(name: String)
    /// An SF Symbol, drawn as a placeholder glyph in the foreground colour.
    case symbol(name: String)
    /// The colour of what is inside (`foregroundColor`, `foregroundStyle`, `tint`, a button's
    /// accent); `fill` colours only the shape it is written on.
    case foreground(color: String, onlyShape: Bool)
    /// `cornerRadius`, `clipShape`: the content is clipped to this outline.
    case clip(Outline)
    /// `border(_:width:)`: a line along the frame.
    case border(color: String?, width: CGFloat)
    /// `hidden()`: nothing inside is drawn.
    case hidden
    /// An iOS control, drawn as its shape.
    case control(Control)
    /// A text field: its prompt in grey, in a rounded border or none.
    case textField(prompt: String, bordered: Bool)
    /// A navigation bar above the content (its height from `navigation.bar`).
    case navigationBar(title: String, large: Bool)
    /// A tab bar below the content (its height from `tabview.bar`), with its items' titles.
    case tabBar(items: [String])
    /// A list or form: its background, and its sections' cards (`list.cards`).
    case list(inset: Bool)
    /// What ltrace lays out without knowing its content (a representable, a map, an opaque view): hatched.
    case placeholder(String)

    public enum Outline: Sendable, Equatable {
        case rectangle
        case rounded(radius: CGFloat)
        case circle
        case ellipse
        case capsule

        /// `rounded` (with its radius), `circle`, `ellipse`, `capsule`; anything else is a rectangle.
        public init(named name: String?, radius: CGFloat?) {
            switch name {
            case "rounded": self = .rounded(radius: Swift.max(0, radius.flatMap { $0.isFinite ? $0 : nil } ?? 0))
            case "circle": self = .circle
            case "ellipse": self = .ellipse
            case "capsule": self = .capsule
            default: self = .rectangle
            }
        }

        /// A shape as written in `clipShape(…)`: `Circle()`, `.capsule`, `RoundedRectangle(cornerRadius: 8)`.
        public init(written: String) {
            let name = written.drop { $0 == "." }.prefix { $0.isLetter }.lowercased()
            let radius = written.split(separator: ":").dropFirst().first.flatMap { Double($0.prefix { "0123456789.".contains($0) || $0 == " " }.trimmingCharacters(in: .whitespaces)) }
            switch name {
            case "roundedrectangle", "rect": self = .rounded(radius: CGFloat(radius ?? 0))
            case "circle": self = .circle
            case "ellipse": self = .ellipse
            case "capsule": self = .capsule
            default: self = .rectangle
            }
        }
    }

    public enum Control: String, Sendable, CaseIterable {
        case `switch`, slider, stepper, segmented, progressBar, spinner, wheel, borderedButton, prominentButton
    }
}

// The trace's form: one JSON object per node, `{"draws": "fill", "outline": "rounded", …}`
// (schema.sql, `nodes.appearance`).
extension Appearance {
    public var traceObject: TraceObject {
        var o: TraceObject = [:]
        func outline(_ shape: Outline) {
            switch shape {
            case .rectangle: o["outline"] = .string("rectangle")
            case .rounded(let radius): o["outline"] = .string("rounded"); o["radius"] = .number(radius)
            case .circle: o["outline"] = .string("circle")
            case .ellipse: o["outline"] = .string("ellipse")
            case .capsule: o["outline"] = .string("capsule")
            }
        }
        switch self {
        case .fill(let shape, let color):
            o["draws"] = .string("fill"); outline(shape)
            if let color { o["color"] = .string(color) }
        case .text: o["draws"] = .string("text")
        case .image(let name): o["draws"] = .string("image"); o["name"] = .string(name)
        case .symbol(let name): o["draws"] = .string("symbol"); o["name"] = .string(name)
        case .foreground(let color, let onlyShape):
            o["draws"] = .string(onlyShape ? "shape-fill" : "foreground"); o["color"] = .string(color)
        case .clip(let shape): o["draws"] = .string("clip"); outline(shape)
        case .border(let color, let width):
            o["draws"] = .string("border"); o["width"] = .number(width)
            if let color { o["color"] = .string(color) }
        case .hidden: o["draws"] = .string("hidden")
        case .control(let control): o["draws"] = .string("control"); o["control"] = .string(control.rawValue)
        case .textField(let prompt, let bordered):
            o["draws"] = .string("text-field"); o["prompt"] = .string(prompt); o["bordered"] = .bool(bordered)
        case .navigationBar(let title, let large):
            o["draws"] = .string("navigation-bar"); o["title"] = .string(title); o["large"] = .bool(large)
        case .tabBar(let items): o["draws"] = .string("tab-bar"); o["items"] = .array(items.map(TraceValue.string))
        case .list(let inset): o["draws"] = .string("list"); o["inset"] = .bool(inset)
        case .placeholder(let what): o["draws"] = .string("placeholder"); o["name"] = .string(what)
        }
        return o
    }

    /// Reads a trace's appearance back; nil for an unknown or damaged one (drawn as nothing).
    public init?(traceObject o: TraceObject) {
        func string(_ key: String) -> String? { o[key]?.stringValue }
        func number(_ key: String) -> CGFloat? { o[key]?.doubleValue.map { CGFloat($0) }.flatMap { $0.isFinite ? $0 : nil } }
        let outline = Outline(named: string("outline"), radius: number("radius"))
        switch string("draws") {
        case "fill": self = .fill(outline, color: string("color"))
        case "text": self = .text
        case "image": self = .image(name: string("name") ?? "")
        case "symbol": self = .symbol(name: string("name") ?? "")
        case "foreground", "shape-fill":
            guard let color = string("color") else { return nil }
            self = .foreground(color: color, onlyShape: string("draws") == "shape-fill")
        case "clip": self = .clip(outline)
        case "border": self = .border(color: string("color"), width: Swift.max(0, number("width") ?? 1))
        case "hidden": self = .hidden
        case "control":
            guard let control = string("control").flatMap(Control.init(rawValue:)) else { return nil }
            self = .control(control)
        case "text-field": self = .textField(prompt: string("prompt") ?? "", bordered: o["bordered"]?.boolValue ?? false)
        case "navigation-bar": self = .navigationBar(title: string("title") ?? "", large: o["large"]?.boolValue ?? false)
        case "tab-bar": self = .tabBar(items: o["items"]?.arrayValue?.compactMap(\.stringValue) ?? [])
        case "list": self = .list(inset: o["inset"]?.boolValue ?? true)
        case "placeholder": self = .placeholder(string("name") ?? "")
        default: return nil
        }
    }
}
