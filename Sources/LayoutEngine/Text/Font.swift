import Foundation

/// A font as far as layout cares: size, weight, design, slant, and the family of a custom font.
/// The text styles have iOS's default (Large Dynamic Type) sizes.
public struct Font: Hashable, Sendable {
    public var size: CGFloat
    public var weight: Weight
    public var design: Design
    public var isItalic = false
    /// `Font.custom("Name", size:)`'s name (a PostScript or family name); nil: the system font.
    public var customName: String?
    /// How the font was written: `body`, `title`, `system(size: 20)`.
    public var name: String
    /// The text style Dynamic Type scales it as; nil for a fixed size.
    public var textStyle: TextStyle?
    /// Scaled in proportion to `textStyle` rather than to its table size (`Font.custom(_:size:relativeTo:)`).
    public var scalesRelatively = false
    /// `monospacedDigit()`: digits of one width (the font's tabular figures, OpenType `tnum`).
    public var hasMonospacedDigits = false

    public init(size: CGFloat, weight: Weight = .regular, design: Design = .default, name: String? = nil, textStyle: TextStyle? = nil) {
        self.size = size
        self.weight = weight
        self.design = design
        self.name = name ?? "system(size: \(TraceFormat.number(size)))"
        self.textStyle = textStyle
    }

    public static let largeTitle = Font(size: 34, name: "largeTitle", textStyle: .largeTitle)
    public static let title = Font(size: 28, name: "title", textStyle: .title)
    public static let title2 = Font(size: 22, name: "title2", textStyle: .title2)
    public static let title3 = Font(size: 20, name: "title3", textStyle: .title3)
    public static let headline = Font(size: 17, weight: .semibold, name: "headline", textStyle: .headline)
    public static let subheadline = Font(size: 15, name: "subheadline", textStyle: .subheadline)
    public static let body = Font(size: 17, name: "body", textStyle: .body)
    public static let callout = Font(size: 16, name: "callout", textStyle: .callout)
    public static let footnote = Font(size: 13, name: "footnote", textStyle: .footnote)
    public static let caption = Font(size: 12, name: "caption", textStyle: .caption)
    public static let caption2 = Font(size: 11, name: "caption2", textStyle: .caption2)

    /// The text styles by name, as written after a dot: `title`, `caption2`…
    public static let textStyles: [String: Font] = [
        "largeTitle": .largeTitle, "title": .title, "title2": .title2, "title3": .title3, "headline": .headline,
        "subheadline": .subheadline, "body": .body, "callout": .callout, "footnote": .footnote, "caption": .caption,
        "caption2": .caption2,
    ]

    public static func system(size: CGFloat, weight: Weight = .regular, design: Design = .default) -> Font {
        Font(size: size, weight: weight, design: design)
    }

    public static func system(_ style: Font, design: Design = .default, weight: Weight? = nil) -> Font {
        var font = style
        font.design = design
        if let weight { font.weight = weight }
        return font
    }

    public func bold() -> Font { weight(.bold) }
    public func italic() -> Font {
        var f = self
        f.isItalic = true
        return f
    }
    public func monospaced() -> Font {
        var f = self
        f.design = .monospaced
        return f
    }
    public func weight(_ weight: Weight) -> Font {
        var f = self
        f.weight = weight
        return f
    }
    public func monospacedDigit() -> Font {
        var f = self
        f.hasMonospacedDigits = true
        return f
    }
    public func design(_ design: Design) -> Font {
        var f = self
        f.design = design
        return f
    }

    /// How a trace names the font: as written, with what changed it since (`body bold italic`,
    /// `title rounded`), and its point size.
    public var described: String {
        var parts = [name]
        if weight != (Font.textStyles[name]?.weight ?? .regular) { parts.append(weight.name) }
        if isItalic { parts.append("italic") }
        if design != .default, !name.contains(design.rawValue) { parts.append(design.rawValue) }
        if hasMonospacedDigits { parts.append("monospacedDigit") }
        return parts.joined(separator: " ") + " at " + TraceFormat.number(size) + " pt"
    }

    /// Font weights, with their OpenType weight classes (`usWeightClass`, the `wght` axis).
    public struct Weight: Hashable, Sendable {
        public let name: String
        public let value: Int
        public static let ultraLight = Weight(name: "ultraLight", value: 100)
        public static let thin = Weight(name: "thin", value: 200)
        public static let light = Weight(name: "light", value: 300)
        public static let regular = Weight(name: "regular", value: 400)
        public static let medium = Weight(name: "medium", value: 500)
        public static let semibold = Weight(name: "semibold", value: 600)
        public static let bold = Weight(name: "bold", value: 700)
        public static let heavy = Weight(name: "heavy", value: 800)
        public static let black = Weight(name: "black", value: 900)
        public static let all: [Weight] = [.ultraLight, .thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black]
    }

    public enum Design: String, Hashable, Sendable {
        case `default`, serif, rounded, monospaced
    }
}
