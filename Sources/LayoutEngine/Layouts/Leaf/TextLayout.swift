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
            .textLayout,
            [
                "proposal": .proposal(proposal), "lines": .number(Double(result.lineWidths.count)),
                "line_height": .number(metrics.lineHeight), "truncated": .bool(result.truncated),
                "font": .string(font.name), "font_size": .number(font.size), "size": .size(size),
            ],
            textMessage(proposal, result, size))
        return size
    }

    private func textMessage(_ proposal: ProposedViewSize, _ result: TextLineBreaker.Result, _ size: CGSize) -> String {
        let lines = result.lineWidths.count
        let how = proposal.width == nil ? "ideal size" : "wrapped to width \(TraceFormat.dimension(proposal.width))"
        let truncation = result.truncated ? ", truncated" : ""
        return "\(how): \(lines) line\(lines == 1 ? "" : "s") of \(TraceFormat.short(TextMetrics(font: font).lineHeight))\(truncation) → \(TraceFormat.size(size))"
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
