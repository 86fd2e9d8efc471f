import Foundation

extension NodeSpec {
    /// A modifier that changes the environment of its content (font, line limit) and nothing about layout itself.
    public static func environment(
        _ name: String, label: String, args: TraceObject = [:], change: @escaping (inout BuildEnvironment) -> Void
    ) -> NodeSpec {
        var spec = NodeSpec.drawing(name, label: label, args: args)
        spec.childEnvironment = { environment, _, _ in change(&environment) }
        return spec
    }

    public static func font(_ font: Font?, label: String? = nil) -> NodeSpec {
        environment("font", label: label ?? "font(.\(font?.name ?? "body"))", args: ["font": .string(font?.name ?? "body")]) {
            $0.font = font ?? .body
        }
    }

    /// `lineLimit(n)`; `lineLimit(2...4)`, `lineLimit(2...)` and `lineLimit(3, reservesSpace: true)`
    /// also keep a minimum of lines of height (Apple's documentation of `lineLimit(_:)`:
    /// "that view expands to occupy the minimum number of lines").
    public static func lineLimit(_ limit: Int?, minimum: Int = 0, label: String? = nil) -> NodeSpec {
        var args: TraceObject = ["limit": limit.map { .number(Double($0)) } ?? .null]
        if minimum > 0 { args["minimum"] = .number(Double(minimum)) }
        return environment("lineLimit", label: label ?? "lineLimit(\(limit.map(String.init) ?? "nil"))", args: args) {
            $0.lineLimit = limit
            $0.minimumLines = minimum
        }
    }

    public static func lineSpacing(_ spacing: CGFloat, label: String? = nil) -> NodeSpec {
        environment("lineSpacing", label: label ?? "lineSpacing(\(TraceFormat.number(spacing)))", args: ["spacing": .number(Double(spacing))]) {
            $0.lineSpacing = spacing
        }
    }

    /// `bold()`, `italic()`, `fontWeight(_:)`, `fontDesign(_:)`, `monospaced()`, `monospacedDigit()` on
    /// a view: font settings for the texts inside, applied over their fonts (a text's own settings win).
    public static func textStyle(_ name: String, label: String, args: TraceObject = [:], _ change: @escaping (inout TextStyle) -> Void) -> NodeSpec {
        environment(name, label: label, args: args) { change(&$0.textStyle) }
    }

    public static func fontWeight(_ weight: Font.Weight?, label: String? = nil) -> NodeSpec {
        textStyle("fontWeight", label: label ?? "fontWeight(.\(weight?.name ?? "nil"))", args: ["weight": weight.map { .string($0.name) } ?? .null]) { $0.weight = weight }
    }

    public static func monospaced(_ isActive: Bool = true, label: String? = nil) -> NodeSpec {
        textStyle("monospaced", label: label ?? "monospaced()") { $0.monospaced = isActive }
    }

    public static func italic(_ isActive: Bool = true, label: String? = nil) -> NodeSpec {
        textStyle("italic", label: label ?? "italic()") { $0.italic = isActive }
    }

    public static func fontDesign(_ design: Font.Design?, label: String? = nil) -> NodeSpec {
        textStyle("fontDesign", label: label ?? "fontDesign(.\(design?.rawValue ?? "default"))", args: ["design": .string(design?.rawValue ?? "default")]) { $0.design = design }
    }

    public static func monospacedDigit(label: String? = nil) -> NodeSpec {
        textStyle("monospacedDigit", label: label ?? "monospacedDigit()") { $0.monospacedDigit = true }
    }

    /// `allowsTightening(_:)`: the texts inside may squeeze a last line up to 5 % too wide instead of truncating it.
    public static func allowsTightening(_ flag: Bool, label: String? = nil) -> NodeSpec {
        environment("allowsTightening", label: label ?? "allowsTightening(\(flag))", args: ["flag": .bool(flag)]) { $0.allowsTightening = flag }
    }
}

extension View {
    /// The font for the texts inside.
    public func font(_ font: Font?) -> some View { modified(by: .font(font)) }
    /// The maximum number of lines for the texts inside.
    public func lineLimit(_ number: Int?) -> some View { modified(by: .lineLimit(number)) }
    /// Points added between the lines of the texts inside.
    public func lineSpacing(_ spacing: CGFloat) -> some View { modified(by: .lineSpacing(spacing)) }
    public func bold(_ isActive: Bool = true) -> some View { modified(by: .fontWeight(isActive ? .bold : nil, label: "bold()")) }
    public func fontWeight(_ weight: Font.Weight?) -> some View { modified(by: .fontWeight(weight)) }
    public func fontDesign(_ design: Font.Design?) -> some View { modified(by: .fontDesign(design)) }
    public func monospaced(_ isActive: Bool = true) -> some View { modified(by: .monospaced(isActive)) }
    public func monospacedDigit() -> some View { modified(by: .monospacedDigit()) }
    public func italic(_ isActive: Bool = true) -> some View { modified(by: .italic(isActive)) }
    public func allowsTightening(_ flag: Bool) -> some View { modified(by: .allowsTightening(flag)) }
    /// How the lines of the texts inside line up with each other (drawing only: a text is as
    /// wide as its widest line).
    public func multilineTextAlignment(_ alignment: TextAlignment) -> some View { modified(by: .multilineTextAlignment(alignment)) }
}

/// `TextAlignment`: where `multilineTextAlignment(_:)` puts each line of a text in its frame.
public enum TextAlignment: String, Sendable, CaseIterable, Codable { case leading, center, trailing }

/// `Text.Case`: the case `textCase(_:)` shows the texts inside in.
public enum TextCase: String, Sendable, CaseIterable {
    case uppercase, lowercase

    public func apply(_ text: String) -> String { self == .uppercase ? text.uppercased() : text.lowercased() }
}

/// `Text.TruncationMode`: which part of a text too long for its lines `truncationMode(_:)` replaces
/// with the ellipsis.
public enum TruncationMode: String, Sendable, CaseIterable {
    case head, middle, tail
}

extension NodeSpec {
    /// `tracking(2)` and `kerning(2)`: as far as layout goes, both add the points after each character.
    public static func tracking(_ points: CGFloat, modifier: String = "tracking", label: String? = nil) -> NodeSpec {
        environment(modifier, label: label ?? "\(modifier)(\(TraceFormat.number(points)))", args: ["points": .number(Double(points))]) {
            $0.tracking = points
        }
    }

    public static func minimumScaleFactor(_ factor: CGFloat, label: String? = nil) -> NodeSpec {
        environment("minimumScaleFactor", label: label ?? "minimumScaleFactor(\(TraceFormat.number(factor)))", args: ["factor": .number(Double(factor))]) {
            $0.minimumScaleFactor = Swift.min(1, Swift.max(0.01, factor.isFinite ? factor : 1))
        }
    }

    public static func multilineTextAlignment(_ alignment: TextAlignment, label: String? = nil) -> NodeSpec {
        environment("multilineTextAlignment", label: label ?? "multilineTextAlignment(.\(alignment.rawValue))", args: ["alignment": .string(alignment.rawValue)]) {
            $0.multilineTextAlignment = alignment
        }
    }

    public static func truncationMode(_ mode: TruncationMode, label: String? = nil) -> NodeSpec {
        environment("truncationMode", label: label ?? "truncationMode(.\(mode.rawValue))", args: ["mode": .string(mode.rawValue)]) {
            $0.truncationMode = mode
        }
    }

    public static func textCase(_ textCase: TextCase?, label: String? = nil) -> NodeSpec {
        environment("textCase", label: label ?? "textCase(\(textCase.map { "." + $0.rawValue } ?? "nil"))", args: ["case": textCase.map { .string($0.rawValue) } ?? .null]) {
            $0.textCase = textCase
        }
    }
}

extension View {
    /// Shows the texts inside in upper or lower case (nil: as written), which changes what is measured.
    public func textCase(_ textCase: TextCase?) -> some View { modified(by: .textCase(textCase)) }
    /// Adds `points` after each character of the texts inside.
    public func tracking(_ points: CGFloat) -> some View { modified(by: .tracking(points)) }
    public func kerning(_ points: CGFloat) -> some View { modified(by: .tracking(points, modifier: "kerning")) }
    /// Lets the texts inside shrink to `factor` of their size before they truncate.
    public func minimumScaleFactor(_ factor: CGFloat) -> some View { modified(by: .minimumScaleFactor(factor)) }
    /// Which part of the texts inside a too-long text cuts: `.tail` (the default), `.head`, `.middle`.
    public func truncationMode(_ mode: TruncationMode) -> some View { modified(by: .truncationMode(mode)) }
}

extension SceneModifier {
    /// `textCase(.uppercase)`, `.lowercase`, `nil`: the texts inside are measured as they are shown.
    public static let textCase = SceneModifier("textCase") { a in
        // `nil`, or `.none` (Optional's own case).
        if a.source(nil) == "nil" || a.source(nil) == ".none" {
            try a.ignore(nil)
            return .textCase(nil, label: a.written)
        }
        guard let name = try a.memberNames(nil)?.first else { throw a.error("textCase needs .uppercase, .lowercase or nil") }
        guard let textCase = TextCase(rawValue: name) else { throw a.error("'.\(name)' is not a Text.Case: write .uppercase, .lowercase or nil", at: nil) }
        return .textCase(textCase, label: a.written)
    }

    /// `tracking(2)`: 2 points after each character of the texts inside (CoreText tracking, also
    /// after the last; SwiftUI drops it for a ligature's inner characters, which ltrace does not).
    public static let tracking = spacingAfterEachCharacter("tracking")
    /// `kerning(2)`: laid out as `tracking(2)`.
    public static let kerning = spacingAfterEachCharacter("kerning")

    private static func spacingAfterEachCharacter(_ modifier: String) -> SceneModifier {
        SceneModifier(modifier) { a in
            guard let points = try a.length(nil) else { throw a.error("\(modifier) needs a length") }
            return .tracking(points, modifier: modifier, label: a.written)
        }
    }

    /// `minimumScaleFactor(0.5)`: a text inside that does not fit may shrink to half its size.
    public static let minimumScaleFactor = SceneModifier("minimumScaleFactor") { a in
        guard let factor = try a.number(nil) else { throw a.error("minimumScaleFactor needs a number") }
        return .minimumScaleFactor(CGFloat(factor), label: a.written)
    }

    /// `allowsTightening(true)`: a text's last line up to 5 % too wide is squeezed, not truncated.
    public static let allowsTightening = SceneModifier("allowsTightening") { a in
        guard let flag = try a.bool(nil) else { throw a.error("allowsTightening needs a Bool") }
        return .allowsTightening(flag, label: a.written)
    }

    /// `multilineTextAlignment(.center)`: each line of the texts inside centred in its text's frame.
    public static let multilineTextAlignment = SceneModifier("multilineTextAlignment") { a in
        guard let name = try a.memberNames(nil)?.first else { throw a.error("multilineTextAlignment needs .leading, .center or .trailing") }
        guard let alignment = TextAlignment(rawValue: name) else {
            throw a.error("'.\(name)' is not a TextAlignment: write .leading, .center or .trailing", at: nil)
        }
        return .multilineTextAlignment(alignment, label: a.written)
    }

    /// `truncationMode(.middle)`: where the texts inside are cut when they do not fit their lines.
    public static let truncationMode = SceneModifier("truncationMode") { a in
        guard let name = try a.memberNames(nil)?.first else { throw a.error("truncationMode needs .head, .middle or .tail") }
        guard let mode = TruncationMode(rawValue: name) else { throw a.error("'.\(name)' is not a Text.TruncationMode: write .head, .middle or .tail", at: nil) }
        return .truncationMode(mode, label: a.written)
    }

    /// `lineSpacing(4)`: the texts inside have 4 points between their lines (Apple: "the amount of
    /// space between the bottom of one line and the top of the next").
    public static let lineSpacing = SceneModifier("lineSpacing") { a in
        guard let spacing = try a.length(nil) else { throw a.error("lineSpacing needs a length") }
        return .lineSpacing(spacing, label: a.written)
    }
}
