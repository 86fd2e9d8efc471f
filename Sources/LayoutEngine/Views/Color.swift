import Foundation

/// Anything a shape can be filled or stroked with. Has no effect on layout.
public protocol ShapeStyle {}

/// A colour: a view that takes its whole proposal.
public struct Color: View, ShapeStyle, Hashable, Sendable {
    public typealias Body = Never
    /// How the colour is written: `blue`, `Color(red: 1, green: 0, blue: 0)`.
    public let name: String

    public init(name: String) { self.name = name }
    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        name = CallLabel.make(
            "Color", [("red", TraceFormat.number(red)), ("green", TraceFormat.number(green)), ("blue", TraceFormat.number(blue)),
                      ("opacity", opacity == 1 ? nil : TraceFormat.number(opacity))])
    }
    public init(white: Double, opacity: Double = 1) {
        name = CallLabel.make("Color", [("white", TraceFormat.number(white)), ("opacity", opacity == 1 ? nil : TraceFormat.number(opacity))])
    }
    public init(_ assetName: String) { name = "Color(\(CallLabel.quoted(assetName)))" }

    public static let black = Color(name: "black")
    public static let blue = Color(name: "blue")
    public static let brown = Color(name: "brown")
    public static let clear = Color(name: "clear")
    public static let cyan = Color(name: "cyan")
    public static let gray = Color(name: "gray")
    public static let green = Color(name: "green")
    public static let indigo = Color(name: "indigo")
    public static let mint = Color(name: "mint")
    public static let orange = Color(name: "orange")
    public static let pink = Color(name: "pink")
    public static let purple = Color(name: "purple")
    public static let red = Color(name: "red")
    public static let teal = Color(name: "teal")
    public static let white = Color(name: "white")
    public static let yellow = Color(name: "yellow")
    public static let primary = Color(name: "primary")
    public static let secondary = Color(name: "secondary")
    public static let accentColor = Color(name: "accentColor")

    /// The named colours, as written after `Color.` or a dot.
    public static let named: [String: Color] = {
        let all: [Color] = [
            .black, .blue, .brown, .clear, .cyan, .gray, .green, .indigo, .mint, .orange, .pink, .purple, .red, .teal,
            .white, .yellow, .primary, .secondary, .accentColor,
        ]
        var byName: [String: Color] = [:]
        for color in all { byName[color.name] = color }
        return byName
    }()

    public var gradient: AnyGradient { AnyGradient(color: self) }
    public func opacity(_ opacity: Double) -> Color { self }

    /// `Color.blue`, or the initializer as written.
    public var label: String { name.hasPrefix("Color(") ? name : "Color.\(name)" }

    public func _nodeSpecs() -> [NodeSpec] {
        var spec = NodeSpec(kind: "Color", label: label, args: ["color": .string(name)], role: .leaf, layout: ShapeLayout())
        spec.appearance = .fill(.rectangle, color: name)
        return [spec]
    }
}

/// `Color.blue.gradient`: drawing only.
public struct AnyGradient: ShapeStyle, Hashable, Sendable {
    public let color: Color
}

extension ShapeStyle where Self == Color {
    public static var black: Color { Color.black }
    public static var blue: Color { Color.blue }
    public static var brown: Color { Color.brown }
    public static var clear: Color { Color.clear }
    public static var cyan: Color { Color.cyan }
    public static var gray: Color { Color.gray }
    public static var green: Color { Color.green }
    public static var indigo: Color { Color.indigo }
    public static var mint: Color { Color.mint }
    public static var orange: Color { Color.orange }
    public static var pink: Color { Color.pink }
    public static var purple: Color { Color.purple }
    public static var red: Color { Color.red }
    public static var teal: Color { Color.teal }
    public static var white: Color { Color.white }
    public static var yellow: Color { Color.yellow }
    public static var primary: Color { Color.primary }
    public static var secondary: Color { Color.secondary }
}
