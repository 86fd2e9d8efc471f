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
                    lineSpacing: environment.lineSpacing)
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

/// `Text`: one line at its ideal size; a narrower proposal wraps at word
/// boundaries; `lineLimit` and a too-short height truncate. Measured with
/// `TextMetrics`, so traces are the same on every machine.
public struct TextLayout: Layout {
    public let text: String
    public let font: Font
    public let lineLimit: Int?
    /// What `dynamicTypeSize(_:)` around the text allows; nil: any size.
    public let dynamicTypeRange: DynamicTypeRange?
    /// `lineSpacing(_:)`: points added between lines (not above the first or below the last).
    public let lineSpacing: CGFloat
    private let breaker: TextLineBreaker

    public init(text: String, font: Font = .body, lineLimit: Int? = nil, dynamicTypeRange: DynamicTypeRange? = nil, lineSpacing: CGFloat = 0) {
        self.text = text
        self.font = font
        self.lineLimit = lineLimit
        self.dynamicTypeRange = dynamicTypeRange
        self.lineSpacing = Swift.max(0, lineSpacing.isFinite ? lineSpacing : 0)
        breaker = TextLineBreaker(text: text, metrics: TextMetrics(font: font))
    }

    /// The font at the pass's Dynamic Type size, within what the view allows.
    func scaledFont(_ subviews: Subviews) -> Font { font.scaled(to: subviews.dynamicTypeSize(within: dynamicTypeRange)) }

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
        let font = scaledFont(subviews)
        let metrics = TextMetrics(font: font)
        let limit = proposal.width ?? .infinity
        let maxLines = maxLineCount(height: proposal.height, lineHeight: metrics.lineHeight)
        let breaker = font == self.font ? self.breaker : TextLineBreaker(text: text, metrics: metrics)
        let result = breaker.layout(width: limit, maxLines: maxLines)
        // NSStringDrawing's size, rounded up to the pixel grid as SwiftUI reports it (body text on
        // a 3× iPhone: 20.287 → 20.333; on 2×: 20.5).
        let scale = subviews.displayScale
        let size = CGSize(
            width: TextMetrics.pixelCeil(result.width, scale: scale),
            height: TextMetrics.pixelCeil(height(lines: result.lineWidths.count, lineHeight: metrics.lineHeight), scale: scale))
        subviews.record(
            TextSize(
                proposal: proposal, lines: result.lineWidths.count, lineHeight: metrics.lineHeight, lineSpacing: lineSpacing, truncated: result.truncated,
                font: font.name, fontSize: font.size, dynamicType: subviews.dynamicTypeSize(within: dynamicTypeRange), scale: scale, size: size))
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
        let metrics = TextMetrics(font: scaledFont(subviews))
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

/// `text.layout`: how a text wrapped (or not) in its proposal.
public struct TextSize: DecisionPayload, SizeDecision, Codable {
    public static let kind: DecisionKind = "text.layout"
    public static let sentences = [
        "ideal size: {lines} line(s) of {line_height}",
        "wrapped to width {proposal_width}: {lines} line(s) of {line_height}",
        "wrapped to width {proposal_width}: {lines} line(s) of {line_height}, truncated",
    ].flatMap { lines in
        [lines, lines + ", {line_spacing} apart"].map { $0 + " ({font} at {font_size} pt, Dynamic Type {dynamic_type}), rounded up to the pixel at {scale}× → {size}" }
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
    public var size: CGSize

    public var sentence: Int { (proposal.width == nil ? 0 : truncated ? 2 : 1) * 2 + (lineSpacing > 0 ? 1 : 0) }
    public init(
        proposal: ProposedViewSize, lines: Int, lineHeight: CGFloat, lineSpacing: CGFloat = 0, truncated: Bool, font: String, fontSize: CGFloat,
        dynamicType: DynamicTypeSize = .large, scale: CGFloat = LayoutEngine.defaultDisplayScale, size: CGSize
    ) {
        self.proposal = proposal; self.lines = lines; self.lineHeight = lineHeight; self.lineSpacing = lineSpacing; self.truncated = truncated
        self.font = font; self.fontSize = fontSize; self.dynamicType = dynamicType; self.scale = scale; self.size = size
    }
}
