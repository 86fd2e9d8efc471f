import Foundation

/// Breaks shaped text into lines as TextKit does, on the advances a `TextShaper` measured.
///
/// - Paragraphs are split at `\n` (and `\r\n`, U+2028, U+2029); each starts a new line.
/// - A line ends at the last break opportunity that fits (`LineBreakOpportunities`: after spaces,
///   after hyphens and dashes, around CJK characters); spaces at the end of a line hang outside it.
/// - A word wider than the line is broken between grapheme clusters; a line holds at least one.
/// - With more lines than allowed, the last line holds the rest of its paragraph, cut so that it and
///   the ellipsis fit (`truncationMode`: the tail, the head or the middle is cut); at least the
///   ellipsis is shown.
struct TextLineBreaker {
    let scalars: [Unicode.Scalar]
    let advances: [CGFloat]
    let ellipsisWidth: CGFloat
    let measuredWith: MeasuringFont
    private let paragraphs: [Range<Int>]
    private let opportunities: LineBreakOpportunities

    /// `tracking`: points added after each grapheme cluster (`tracking(_:)`, `kerning(_:)`).
    init(text: String, font: Font, tracking: CGFloat = 0, shaper: TextShaper) {
        let shaped = shaper.shape(text, font: font)
        scalars = Array(text.unicodeScalars)
        opportunities = LineBreakOpportunities(text)
        var advances = shaped.advances.count == scalars.count ? shaped.advances : Array(repeating: 0, count: scalars.count)
        if tracking != 0 {
            for i in advances.indices where opportunities.clusterStart[i] { advances[i] += tracking }
        }
        self.advances = advances
        measuredWith = shaped.measuredWith
        ellipsisWidth = shaper.shape("…", font: font).advances.reduce(0, +) + tracking
        var paragraphs: [Range<Int>] = []
        var start = 0
        var i = 0
        while i < scalars.count {
            let s = scalars[i]
            if s == "\n" || s == "\r" || s == "\u{2028}" || s == "\u{2029}" {
                paragraphs.append(start..<i)
                if s == "\r", i + 1 < scalars.count, scalars[i + 1] == "\n" { i += 1 }
                start = i + 1
            }
            i += 1
        }
        paragraphs.append(start..<scalars.count)
        self.paragraphs = paragraphs
    }

    struct Line {
        /// Its scalars, hanging spaces included.
        var range: Range<Int>
        /// Its width without the hanging spaces.
        var width: CGFloat
        /// A truncated line's text as shown, with its ellipsis.
        var shown: String? = nil
    }

    struct Result {
        var lines: [Line]
        var truncated: Bool
        /// Whether a paragraph was broken into several lines (or cut): the text did not fit its width.
        var wrapped: Bool
        var width: CGFloat { lines.map(\.width).max() ?? 0 }
    }

    func text(of line: Line) -> String { line.shown ?? string(line.range).trimmingCharacters(in: .whitespaces) }

    private func string(_ range: Range<Int>) -> String {
        var s = String.UnicodeScalarView()
        s.append(contentsOf: scalars[range])
        return String(s)
    }

    func layout(width limit: CGFloat, maxLines: Int, truncation: TruncationMode = .tail) -> Result {
        var lines: [Line] = []
        var paragraphOfLine: [Range<Int>] = []
        var wrapped = false
        for paragraph in paragraphs {
            let before = lines.count
            wrap(paragraph, limit: limit, into: &lines)
            paragraphOfLine += repeatElement(paragraph, count: lines.count - before)
            wrapped = wrapped || lines.count - before > 1
            if lines.count > maxLines { break }
        }
        guard lines.count > maxLines else { return Result(lines: lines, truncated: false, wrapped: wrapped) }
        var kept = Array(lines.prefix(maxLines))
        let last = kept[maxLines - 1].range.lowerBound..<paragraphOfLine[maxLines - 1].upperBound
        kept[maxLines - 1] = truncated(last, limit: limit, mode: truncation)
        return Result(lines: kept, truncated: true, wrapped: true)
    }

    /// A little slack for sums of advances compared with a width they were measured to fill.
    private static let tolerance: CGFloat = 1e-6

    private func wrap(_ paragraph: Range<Int>, limit: CGFloat, into lines: inout [Line]) {
        guard !paragraph.isEmpty else {
            lines.append(Line(range: paragraph, width: 0))
            return
        }
        var lineStart = paragraph.lowerBound
        var total: CGFloat = 0
        var visible: CGFloat = 0
        var lastBreak: (end: Int, visible: CGFloat)?
        var i = lineStart
        while i < paragraph.upperBound {
            let space = opportunities.isSpace[i]
            let next = total + advances[i]
            if !space, next > limit + Self.tolerance, i > lineStart {
                if let b = lastBreak {
                    lines.append(Line(range: lineStart..<b.end, width: b.visible))
                    i = b.end
                } else {
                    // No opportunity on the line: break inside the word, before i's cluster.
                    var cut = i
                    while cut > lineStart, !opportunities.clusterStart[cut] { cut -= 1 }
                    if cut == lineStart { cut = i }
                    lines.append(Line(range: lineStart..<cut, width: advances[lineStart..<cut].reduce(0, +)))
                    i = cut
                }
                lineStart = i
                total = 0
                visible = 0
                lastBreak = nil
                continue
            }
            total = next
            if !space { visible = total }
            if opportunities.breakAfter[i] { lastBreak = (i + 1, visible) }
            i += 1
        }
        lines.append(Line(range: lineStart..<paragraph.upperBound, width: visible))
    }

    /// The rest of a paragraph on one line, cut so that it and the ellipsis fit.
    private func truncated(_ range: Range<Int>, limit: CGFloat, mode: TruncationMode) -> Line {
        var width = ellipsisWidth
        var head = range.lowerBound  // kept from the start: range.lowerBound..<head
        var tail = range.upperBound  // kept from the end: tail..<range.upperBound
        func takeFromStart() -> Bool {
            guard head < tail else { return false }
            var end = head + 1
            while end < tail, !opportunities.clusterStart[end] { end += 1 }
            let w = advances[head..<end].reduce(0, +)
            guard width + w <= limit + Self.tolerance else { return false }
            width += w
            head = end
            return true
        }
        func takeFromEnd() -> Bool {
            guard head < tail else { return false }
            var start = tail - 1
            while start > head, !opportunities.clusterStart[start] { start -= 1 }
            let w = advances[start..<tail].reduce(0, +)
            guard width + w <= limit + Self.tolerance else { return false }
            width += w
            tail = start
            return true
        }
        switch mode {
        case .tail: while takeFromStart() {}
        case .head: while takeFromEnd() {}
        case .middle:
            var fromStart = true
            while true {
                if fromStart ? takeFromStart() : takeFromEnd() {
                    fromStart.toggle()
                } else if !(fromStart ? takeFromEnd() : takeFromStart()) {
                    break
                }
            }
        }
        // Spaces next to the ellipsis are not shown.
        while head > range.lowerBound, opportunities.isSpace[head - 1] {
            head -= 1
            width -= advances[head]
        }
        while tail < range.upperBound, opportunities.isSpace[tail] {
            width -= advances[tail]
            tail += 1
        }
        return Line(range: range, width: width, shown: string(range.lowerBound..<head) + "…" + string(tail..<range.upperBound))
    }
}
