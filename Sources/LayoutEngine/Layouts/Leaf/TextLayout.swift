import Foundation

/// `Text`: one line at its ideal size; a narrower proposal wraps at word
/// boundaries; `lineLimit` and a too-short height truncate. Measured with
/// `TextMetrics`, so traces are the same on every machine.
public struct TextLayout: Layout {
    public let text: String
    public let font: Font
    public let lineLimit: Int?
    private let breaker: TextLineBreaker

    public init(text: String, font: Font = .body, lineLimit: Int? = nil) {
        self.text = text
        self.font = font
        self.lineLimit = lineLimit
        breaker = TextLineBreaker(text: text, metrics: TextMetrics(font: font))
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        guard !text.isEmpty else { return .zero }
        let metrics = TextMetrics(font: font)
        let limit = proposal.width ?? .infinity
        let maxLines = maxLineCount(height: proposal.height, lineHeight: metrics.lineHeight)
        let result = breaker.layout(width: limit, maxLines: maxLines)
        let size = CGSize(width: result.width, height: CGFloat(result.lineWidths.count) * metrics.lineHeight)
        subviews.record(
            TextSize(
                proposal: proposal, lines: result.lineWidths.count, lineHeight: metrics.lineHeight, truncated: result.truncated,
                font: font.name, fontSize: font.size, size: size))
        return size
    }

    /// Lines allowed by `lineLimit` and by the proposed height (at least one).
    private func maxLineCount(height: CGFloat?, lineHeight: CGFloat) -> Int {
        var count = lineLimit.map { Swift.max(1, $0) } ?? Int.max
        if let height, height.isFinite, lineHeight > 0 {
            let fitting = (height / lineHeight).rounded(.down)
            if fitting < CGFloat(Int32.max) { count = Swift.min(count, Swift.max(1, Int(fitting))) }
        }
        return count
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}

    public func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
        cache: inout ()
    ) -> CGFloat? {
        let metrics = TextMetrics(font: font)
        let lines = Swift.max(1, (bounds.height / metrics.lineHeight).rounded())
        switch guide {
        case .firstTextBaseline: return bounds.minY + metrics.ascent
        case .lastTextBaseline: return bounds.minY + (lines - 1) * metrics.lineHeight + metrics.ascent
        default: return nil
        }
    }
}

/// `text.layout`: how a text wrapped (or not) in its proposal.
public struct TextSize: DecisionPayload, SizeDecision {
    public static let kind: DecisionKind = "text.layout"
    public static let sentences = [
        "ideal size: {lines} line(s) of {line_height} → {size}",
        "wrapped to width {proposal_width}: {lines} line(s) of {line_height} → {size}",
        "wrapped to width {proposal_width}: {lines} line(s) of {line_height}, truncated → {size}",
    ]
    public var proposal: ProposedViewSize
    public var lines: Int
    public var lineHeight: CGFloat
    public var truncated: Bool
    public var font: String
    public var fontSize: CGFloat
    public var size: CGSize

    public var sentence: Int { proposal.width == nil ? 0 : truncated ? 2 : 1 }
    public func encode(to f: inout DecisionFields) {
        f.add("proposal", proposal); f.add("lines", lines); f.add("line_height", lineHeight); f.add("truncated", truncated)
        f.add("font", font); f.add("font_size", fontSize); f.add("size", size)
    }
    public init(proposal: ProposedViewSize, lines: Int, lineHeight: CGFloat, truncated: Bool, font: String, fontSize: CGFloat, size: CGSize) {
        self.proposal = proposal; self.lines = lines; self.lineHeight = lineHeight; self.truncated = truncated
        self.font = font; self.fontSize = fontSize; self.size = size
    }
    public init(from f: DecisionFields) throws {
        proposal = try f.proposal("proposal"); lines = try f.int("lines"); lineHeight = try f.number("line_height")
        truncated = try f.bool("truncated"); font = try f.string("font"); fontSize = try f.number("font_size"); size = try f.size("size")
    }
}
