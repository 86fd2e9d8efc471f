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

    /// UIKit's semantic and system colours, as SwiftUI writes them (`Color(.systemBackground)`,
    /// `Color(uiColor: .secondaryLabel)`, `Color(UIColor.systemGray5)`), as CSS colours in light
    /// and dark mode, for pictures; a colour cannot change layout.
    /// Light: the values the iOS simulator prints for `resolvedColor(with:)` in the light
    /// appearance (measured: noahgilmore.com/blog/dark-mode-uicolor-compatibility, iOS 13;
    /// `secondaryLabel` and `secondarySystemGroupedBackground` printed the same in newbe.dev's
    /// answer on the default background of a table cell).
    /// Dark (`--color-scheme dark`): the values the iOS 13 simulator prints in the dark appearance
    /// (measured: the same table, repository noahsark769/noahgilmore.com, `IOS13SystemColorTable.tsx`
    /// at ed2bc776; noppefoxwolf/ColorSupport's pasted prints agree but for two beta values);
    /// iOS 15's `systemMint`, `systemTeal` and `systemCyan` from Apple's Human Interface
    /// Guidelines, "Color" (2023 edition: documentation, never printed); `tintColor` as the
    /// default tint, `systemBlue` (derived). The 2025 guidelines list iOS 26's palette, not used here.
    public static let platformColorValues: [String: (light: String, dark: String)] = [
        "label": ("#000000", "#FFFFFF"), "secondaryLabel": ("rgba(60, 60, 67, 0.6)", "rgba(235, 235, 245, 0.6)"),
        "tertiaryLabel": ("rgba(60, 60, 67, 0.3)", "rgba(235, 235, 245, 0.3)"), "quaternaryLabel": ("rgba(60, 60, 67, 0.18)", "rgba(235, 235, 245, 0.18)"),
        "placeholderText": ("rgba(60, 60, 67, 0.3)", "rgba(235, 235, 245, 0.3)"), "link": ("#007AFF", "#0984FF"),
        "separator": ("rgba(60, 60, 67, 0.29)", "rgba(84, 84, 88, 0.6)"), "opaqueSeparator": ("#C6C6C8", "#38383A"),
        "systemFill": ("rgba(120, 120, 128, 0.2)", "rgba(120, 120, 128, 0.36)"), "secondarySystemFill": ("rgba(120, 120, 128, 0.16)", "rgba(120, 120, 128, 0.32)"),
        "tertiarySystemFill": ("rgba(118, 118, 128, 0.12)", "rgba(118, 118, 128, 0.24)"), "quaternarySystemFill": ("rgba(116, 116, 128, 0.08)", "rgba(118, 118, 128, 0.18)"),
        "systemBackground": ("#FFFFFF", "#000000"), "secondarySystemBackground": ("#F2F2F7", "#1C1C1E"),
        "tertiarySystemBackground": ("#FFFFFF", "#2C2C2E"), "systemGroupedBackground": ("#F2F2F7", "#000000"),
        "secondarySystemGroupedBackground": ("#FFFFFF", "#1C1C1E"), "tertiarySystemGroupedBackground": ("#F2F2F7", "#2C2C2E"),
        "systemGray": ("#8E8E93", "#8E8E93"), "systemGray2": ("#AEAEB2", "#636366"),
        "systemGray3": ("#C7C7CC", "#48484A"), "systemGray4": ("#D1D1D6", "#3A3A3C"),
        "systemGray5": ("#E5E5EA", "#2C2C2E"), "systemGray6": ("#F2F2F7", "#1C1C1E"),
        "systemRed": ("#FF3B30", "#FF453A"), "systemOrange": ("#FF9500", "#FF9F0A"),
        "systemYellow": ("#FFCC00", "#FFD60A"), "systemGreen": ("#34C759", "#30D158"),
        "systemMint": ("#00C7BE", "#66D4CF"), "systemTeal": ("#30B0C7", "#40C8E0"),
        "systemCyan": ("#32ADE6", "#64D2FF"), "systemBlue": ("#007AFF", "#0A84FF"),
        "systemIndigo": ("#5856D6", "#5E5CE6"), "systemPurple": ("#AF52DE", "#BF5AF2"),
        "systemPink": ("#FF2D55", "#FF375F"), "systemBrown": ("#A2845E", "#AC8E68"),
        "black": ("#000000", "#000000"), "white": ("#FFFFFF", "#FFFFFF"),
        "clear": ("transparent", "transparent"), "darkText": ("#000000", "#000000"),
        "lightText": ("rgba(255, 255, 255, 0.6)", "rgba(255, 255, 255, 0.6)"), "tintColor": ("#007AFF", "#0A84FF"),
    ]

    /// `platformColorValues` in light mode.
    public static let platformColors = platformColorValues.mapValues(\.light)
    /// `platformColorValues` in dark mode.
    public static let platformColorsDark = platformColorValues.mapValues(\.dark)

    /// UIKit's semantic and system colours in an appearance.
    public static func platformColors(_ scheme: ColorScheme) -> [String: String] { scheme == .light ? platformColors : platformColorsDark }

    /// The value of the platform colour a `Color(…)` initializer names (`Color(uiColor:
    /// .systemBackground)` → `#FFFFFF`), when it is one of `platformColors`. A trace keeps such a
    /// colour as the interpreter made it, its text as an asset's name: `Color("Color(.systemBackground)")`.
    public static func platformColor(in name: String, scheme: ColorScheme = .light) -> String? {
        let written = Self.written(name)
        guard written.hasPrefix("Color("), written.hasSuffix(")") else { return nil }
        var inner = Substring(written.dropFirst(6).dropLast()).trimmingCharacters(in: .whitespaces)[...]
        for label in ["uiColor:", "nsColor:"] where inner.hasPrefix(label) { inner = inner.dropFirst(label.count).drop { $0 == " " } }
        for type in ["UIColor.", "NSColor."] where inner.hasPrefix(type) { inner = inner.dropFirst(type.count - 1) }
        guard inner.hasPrefix(".") else { return nil }
        return platformColors(scheme)[String(inner.dropFirst())]
    }

    /// A colour's name as the scene wrote it: `Color("Color(.systemBackground)")`, how a trace keeps
    /// a platform colour, is `Color(.systemBackground)`.
    public static func written(_ name: String) -> String {
        name.hasPrefix("Color(\"Color(") && name.hasSuffix(")\")") ? String(name.dropFirst(7).dropLast(2)) : name
    }

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

/// `ColorScheme`: the appearance a scene is read in (`@Environment(\.colorScheme)`) and drawn in
/// (`--color-scheme`). Colours cannot change layout; code that reads the scheme can.
public enum ColorScheme: String, Sendable, CaseIterable, Codable {
    case light, dark
}
