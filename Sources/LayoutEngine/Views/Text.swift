import Foundation

/// Text, measured with the engine's deterministic `TextMetrics`.
///
/// `font`, `bold`, `italic`, `fontWeight` and `monospaced` on a `Text` change
/// the text itself (no extra node), as in SwiftUI; on other views they set the
/// environment for the texts inside.
public struct Text: View {
    public typealias Body = Never
    public let content: String
    var style = TextStyle()
    var modifiers: [String] = []

    public init(_ content: String) { self.content = content }
    public init(verbatim content: String) { self.content = content }

    /// What a date is measured as: scenes are read without running them, so a date's value is
    /// unknown; every date shows as this medium-style date (and a time as `unformattedTime`).
    public static let unformattedDate = "Jun 5, 2026"
    public static let unformattedTime = "9:41 AM"

    public func font(_ font: Font?) -> Text { with("font(.\(font?.name ?? "nil"))") { $0.font = font } }
    public func bold(_ isActive: Bool = true) -> Text { with("bold()") { $0.weight = isActive ? .bold : nil } }
    public func italic(_ isActive: Bool = true) -> Text { with("italic()") { _ in } }
    public func fontWeight(_ weight: Font.Weight?) -> Text {
        with("fontWeight(.\(weight?.name ?? "regular"))") { $0.weight = weight }
    }
    public func monospaced(_ isActive: Bool = true) -> Text { with("monospaced()") { $0.monospaced = isActive } }

    private func with(_ modifier: String, _ change: (inout TextStyle) -> Void) -> Text {
        var copy = self
        change(&copy.style)
        copy.modifiers.append(modifier)
        return copy
    }

    public func _nodeSpecs() -> [NodeSpec] {
        let label = "Text(\(CallLabel.quoted(content)))" + modifiers.map { "." + $0 }.joined()
        return [Self.spec(content: content, style: style, label: label)]
    }

    /// A plain `Text` a control makes of its title (`Button("Save")`'s `Text("Save")`).
    public static func spec(title: String) -> NodeSpec {
        spec(content: title, style: TextStyle(), label: "Text(\(CallLabel.quoted(title)))")
    }

    /// A `Text` node: its own font settings over the environment's font.
    public static func spec(content: String, style: TextStyle, label: String) -> NodeSpec {
        var args: TraceObject = ["text": .string(content)]
        if let font = style.font { args["font"] = .string(font.name) }
        if let weight = style.weight { args["weight"] = .string(weight.name) }
        return NodeSpec(
            kind: "Text", label: label, args: args, role: .leaf,
            layout: .environmental { environment in
                TextLayout(
                    text: environment.textCase?.apply(content) ?? content, font: style.resolve(environment.font), lineLimit: environment.lineLimit, dynamicTypeRange: environment.dynamicTypeRange,
                    lineSpacing: environment.lineSpacing, truncationMode: environment.truncationMode, tracking: environment.tracking,
                    minimumScaleFactor: environment.minimumScaleFactor)
            })
    }
}

/// A `Text`'s own font settings; unset ones come from the environment.
public struct TextStyle: Sendable {
    public var font: Font?
    public var weight: Font.Weight?
    public var monospaced = false

    public init(font: Font? = nil, weight: Font.Weight? = nil, monospaced: Bool = false) {
        self.font = font
        self.weight = weight
        self.monospaced = monospaced
    }

    public func resolve(_ environmentFont: Font) -> Font {
        var font = font ?? environmentFont
        if let weight { font = font.weight(weight) }
        if monospaced { font = font.monospaced() }
        return font
    }
}

/// `Text`: one line at its ideal size; a narrower proposal wraps at line-break opportunities;
/// `lineLimit` and a too-short height truncate. Measured by the engine's `TextShaper` (HarfBuzz on
/// the font files a recording found, else invented widths) and rounded up to the pixel grid.
public struct TextLayout: Layout {
    public let text: String
    public let font: Font
    public let lineLimit: Int?
    /// What `dynamicTypeSize(_:)` around the text allows; nil: any size.
    public let dynamicTypeRange: DynamicTypeRange?
    /// `lineSpacing(_:)`: points added between lines (not above the first or below the last).
    public let lineSpacing: CGFloat
    public let truncationMode: TruncationMode
    /// `tracking(_:)`/`kerning(_:)`: points after each character.
    public let tracking: CGFloat
    /// `minimumScaleFactor(_:)`: the smallest fraction of its size the text may shrink to.
    public let minimumScaleFactor: CGFloat
    private let shapes = ShapedLines()

    public init(
        text: String, font: Font = .body, lineLimit: Int? = nil, dynamicTypeRange: DynamicTypeRange? = nil, lineSpacing: CGFloat = 0,
        truncationMode: TruncationMode = .tail, tracking: CGFloat = 0, minimumScaleFactor: CGFloat = 1
    ) {
        self.text = text
        self.font = font
        self.lineLimit = lineLimit
        self.dynamicTypeRange = dynamicTypeRange
        self.lineSpacing = Swift.max(0, lineSpacing.isFinite ? lineSpacing : 0)
        self.truncationMode = truncationMode
        self.tracking = tracking.isFinite ? tracking : 0
        self.minimumScaleFactor = minimumScaleFactor.isFinite ? Swift.min(1, Swift.max(0.01, minimumScaleFactor)) : 1
    }

    /// The font at the pass's Dynamic Type size, within what the view allows.
    func scaledFont(_ subviews: Subviews) -> Font { font.scaled(to: subviews.dynamicTypeSize(within: dynamicTypeRange)) }

    /// The text shaped in `font`, once per shaper and font.
    func lines(_ font: Font, _ subviews: Subviews) -> (breaker: TextLineBreaker, metrics: TextMetrics) {
        shapes.lines(text, font: font, tracking: tracking, shaper: subviews.textShaper)
    }

    /// The height of `lines` lines, unrounded.
    func height(lines: Int, lineHeight: CGFloat) -> CGFloat {
        CGFloat(lines) * lineHeight + CGFloat(Swift.max(lines - 1, 0)) * lineSpacing
    }

    /// How many whole lines, with the spacing between them, fit in `height` (the inverse of `height(lines:)`).
    func linesFitting(_ height: CGFloat, lineHeight: CGFloat) -> CGFloat {
        ((height + lineSpacing) / (lineHeight + lineSpacing)).rounded(.down)
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        guard !text.isEmpty else { return .zero }
        let limit = proposal.width ?? .infinity
        func attempt(_ font: Font) -> (font: Font, breaker: TextLineBreaker, metrics: TextMetrics, result: TextLineBreaker.Result) {
            let (breaker, metrics) = lines(font, subviews)
            let maxLines = maxLineCount(height: proposal.height, lineHeight: metrics.lineHeight)
            return (font, breaker, metrics, breaker.layout(width: limit, maxLines: maxLines, truncation: truncationMode))
        }
        var (font, breaker, metrics, result) = attempt(scaledFont(subviews))
        if result.truncated, minimumScaleFactor < 1 {
            // A text that does not fit shrinks, down to the factor, before it truncates. Which sizes
            // SwiftUI tries is unconfirmed: ltrace takes the largest that fits, to 1/100 point.
            let full = font
            func sized(_ size: CGFloat) -> Font {
                var f = full
                f.size = size
                return f
            }
            var best = attempt(sized(full.size * minimumScaleFactor))
            if !best.result.truncated {
                var fails = full.size
                while fails - best.font.size > 0.01 {
                    let middle = attempt(sized((best.font.size + fails) / 2))
                    if middle.result.truncated { fails = middle.font.size } else { best = middle }
                }
            }
            (font, breaker, metrics, result) = best
        }
        // NSStringDrawing's size, rounded up to the pixel grid as SwiftUI reports it (body text on
        // a 3× iPhone: 20.287 → 20.333; on 2×: 20.5).
        let scale = subviews.displayScale
        let size = CGSize(
            width: TextMetrics.pixelCeil(result.width, scale: scale),
            height: TextMetrics.pixelCeil(height(lines: result.lines.count, lineHeight: metrics.lineHeight), scale: scale))
        subviews.record(
            TextSize(
                proposal: proposal, lines: result.lines.count, lineHeight: metrics.lineHeight, lineSpacing: lineSpacing, truncated: result.truncated,
                font: font.name, fontSize: font.size, dynamicType: subviews.dynamicTypeSize(within: dynamicTypeRange), scale: scale,
                firstLine: result.wrapped ? result.lines.first.map(breaker.text(of:)) : nil, unroundedWidth: result.width,
                measuredWith: breaker.measuredWith.name, approximate: breaker.measuredWith.isApproximate, size: size))
        return size
    }

    /// Lines allowed by `lineLimit` and by the proposed height (at least one).
    private func maxLineCount(height: CGFloat?, lineHeight: CGFloat) -> Int {
        var count = lineLimit.map { Swift.max(1, $0) } ?? Int.max
        if let height, height.isFinite, lineHeight > 0 {
            let fitting = linesFitting(height, lineHeight: lineHeight)
            if fitting < CGFloat(Int32.max) { count = Swift.min(count, Swift.max(1, Int(fitting))) }
        }
        return count
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}

    public func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
        cache: inout ()
    ) -> CGFloat? {
        let metrics = lines(scaledFont(subviews), subviews).metrics
        let lines = Swift.max(1, linesFitting(bounds.height, lineHeight: metrics.lineHeight))
        // Baselines on the pixel grid (the nearest pixel: unconfirmed).
        let scale = subviews.displayScale
        switch guide {
        case .firstTextBaseline: return bounds.minY + TextMetrics.pixelRound(metrics.ascent, scale: scale)
        case .lastTextBaseline:
            return bounds.minY + TextMetrics.pixelRound((lines - 1) * (metrics.lineHeight + lineSpacing) + metrics.ascent, scale: scale)
        default: return nil
        }
    }
}

/// A text's shapes by shaper and font: a text is shaped once per Dynamic Type size of a recording,
/// however often its container probes it.
private final class ShapedLines {
    private struct Key: Hashable {
        let shaper: ObjectIdentifier
        let font: Font
    }
    private var entries: [Key: (breaker: TextLineBreaker, metrics: TextMetrics)] = [:]

    func lines(_ text: String, font: Font, tracking: CGFloat, shaper: TextShaper) -> (breaker: TextLineBreaker, metrics: TextMetrics) {
        let key = Key(shaper: ObjectIdentifier(shaper), font: font)
        if let entry = entries[key] { return entry }
        let entry = (TextLineBreaker(text: text, font: font, tracking: tracking, shaper: shaper), TextMetrics(font: font, lines: shaper.lineMetrics(for: font)))
        entries[key] = entry
        return entry
    }
}

/// `text.layout`: how a text wrapped (or not) in its proposal.
public struct TextSize: DecisionPayload, SizeDecision, Codable {
    public static let kind: DecisionKind = "text.layout"
    public static let sentences = [
        "ideal size: {lines} line(s) of {line_height}",
        "fits in width {proposal_width}: {lines} line(s) of {line_height}",
        "does not fit in width {proposal_width}: first line '{first_line}', {lines} line(s) of {line_height}",
        "does not fit in width {proposal_width}: first line '{first_line}', {lines} line(s) of {line_height}, truncated",
    ].flatMap { lines in
        [lines, lines + ", {line_spacing} apart"]
    }.flatMap { lines in
        // Widths from a stand-in font are marked ≈.
        ["", "≈ "].map { lines + " ({font} at {font_size} pt, Dynamic Type {dynamic_type}; widths from {measured_with}), width \($0){unrounded_width} rounded up to the pixel at {scale}× → \($0){size}" }
    }
    public var proposal: ProposedViewSize
    public var lines: Int
    /// One line's height, unrounded.
    public var lineHeight: CGFloat
    /// `lineSpacing(_:)`: added between lines.
    public var lineSpacing: CGFloat
    public var truncated: Bool
    public var font: String
    /// The size the text was measured at: the font's, scaled to the Dynamic Type size.
    public var fontSize: CGFloat
    public var dynamicType: DynamicTypeSize
    /// Pixels per point the size is rounded up to.
    public var scale: CGFloat
    /// The text of the first line, when the text did not fit on one.
    public var firstLine: String?
    /// The widest line, before rounding.
    public var unroundedWidth: CGFloat
    /// The font file that measured the widths (`TextShaper`).
    public var measuredWith: String
    /// Whether that file is a stand-in for the font the device would use.
    public var approximate: Bool
    public var size: CGSize

    public var sentence: Int { ((firstLine == nil ? (proposal.width == nil ? 0 : 1) : truncated ? 3 : 2) * 2 + (lineSpacing > 0 ? 1 : 0)) * 2 + (approximate ? 1 : 0) }
    public init(
        proposal: ProposedViewSize, lines: Int, lineHeight: CGFloat, lineSpacing: CGFloat = 0, truncated: Bool, font: String, fontSize: CGFloat,
        dynamicType: DynamicTypeSize = .large, scale: CGFloat = LayoutEngine.defaultDisplayScale, firstLine: String? = nil, unroundedWidth: CGFloat,
        measuredWith: String, approximate: Bool, size: CGSize
    ) {
        self.proposal = proposal; self.lines = lines; self.lineHeight = lineHeight; self.lineSpacing = lineSpacing; self.truncated = truncated
        self.font = font; self.fontSize = fontSize; self.dynamicType = dynamicType; self.scale = scale; self.firstLine = firstLine
        self.unroundedWidth = unroundedWidth; self.measuredWith = measuredWith; self.approximate = approximate; self.size = size
    }
}
