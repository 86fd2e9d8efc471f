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

    public static func lineLimit(_ limit: Int?, label: String? = nil) -> NodeSpec {
        environment("lineLimit", label: label ?? "lineLimit(\(limit.map(String.init) ?? "nil"))", args: ["limit": limit.map { .number(Double($0)) } ?? .null]) {
            $0.lineLimit = limit
        }
    }

    public static func lineSpacing(_ spacing: CGFloat, label: String? = nil) -> NodeSpec {
        environment("lineSpacing", label: label ?? "lineSpacing(\(TraceFormat.number(spacing)))", args: ["spacing": .number(Double(spacing))]) {
            $0.lineSpacing = spacing
        }
    }

    public static func fontWeight(_ weight: Font.Weight, label: String? = nil) -> NodeSpec {
        environment("fontWeight", label: label ?? "fontWeight(.\(weight.name))", args: ["weight": .string(weight.name)]) {
            $0.font = $0.font.weight(weight)
        }
    }

    public static func monospaced(label: String? = nil) -> NodeSpec {
        environment("monospaced", label: label ?? "monospaced()") { $0.font = $0.font.monospaced() }
    }
}

extension View {
    /// The font for the texts inside.
    public func font(_ font: Font?) -> some View { modified(by: .font(font)) }
    /// The maximum number of lines for the texts inside.
    public func lineLimit(_ number: Int?) -> some View { modified(by: .lineLimit(number)) }
    /// Points added between the lines of the texts inside.
    public func lineSpacing(_ spacing: CGFloat) -> some View { modified(by: .lineSpacing(spacing)) }
    public func bold(_ isActive: Bool = true) -> some View { modified(by: .fontWeight(isActive ? .bold : .regular, label: "bold()")) }
    public func fontWeight(_ weight: Font.Weight?) -> some View { modified(by: .fontWeight(weight ?? .regular)) }
    public func monospaced(_ isActive: Bool = true) -> some View { modified(by: .monospaced()) }
    public func italic(_ isActive: Bool = true) -> some View { modified(by: .drawing("italic", label: "italic()")) }
    public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
        modified(by: .drawing("multilineTextAlignment", label: "multilineTextAlignment(.\(alignment.rawValue))"))
    }
}

public enum TextAlignment: String, Sendable { case leading, center, trailing }

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
        if a.source(nil) == "nil" {
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
