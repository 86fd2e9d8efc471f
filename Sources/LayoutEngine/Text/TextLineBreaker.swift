import Foundation

/// Breaks shaped text into lines as TextKit does, on the advances a `TextShaper` measured.
///
/// - A text is one or more runs, each in its font (`Text + Text`, markdown emphasis); each run is
///   shaped on its own, as CoreText shapes each run of one set of attributes.
/// - Paragraphs are split at `\n` (and `\r\n`, U+2028, U+2029); each starts a new line.
/// - A line ends at the last break opportunity that fits (`LineBreakOpportunities`: after spaces,
///   after hyphens and dashes, around CJK characters); spaces at the end of a line hang outside it.
/// - A word wider than the line is broken between grapheme clusters; a line holds at least one.
/// - A line is as tall as the tallest ascent plus the deepest descent of the fonts on it.
/// - With more lines than allowed, the last line holds the rest of its paragraph, cut so that it and
///   the ellipsis fit (`truncationMode`: the tail, the head or the middle is cut); at least the
///   ellipsis is shown. With tightening allowed, a rest at most 5 % too wide is squeezed instead.
struct TextLineBreaker {
    /// A stretch of the text in one font.
    struct Run {
        let range: Range<Int>
        let metrics: TextMetrics
        /// The ellipsis shaped in the run's font.
        let ellipsisWidth: CGFloat
    }

    let scalars: [Unicode.Scalar]
    let advances: [CGFloat]
    let runs: [Run]
    let measuredWith: MeasuringFont
    /// Each font as a trace names it, once (`body at 17 pt + title bold at 28 pt`).
    let fontsDescribed: String
    private let paragraphs: [Range<Int>]
    private let opportunities: LineBreakOpportunities

    /// `tracking`: points added after each grapheme cluster (`tracking(_:)`, `kerning(_:)`).
    init(runs written: [TextLayout.Run], tracking: CGFloat = 0, shaper: TextShaper) {
        // Neighbouring runs in the same font are one run to CoreText (kerning joins them).
        var merged: [TextLayout.Run] = []
        for run in written where !run.text.isEmpty {
            if let last = merged.last, last.font == run.font {
                merged[merged.count - 1].text += run.text
            } else {
                merged.append(run)
            }
        }
        if merged.isEmpty { merged = [written.first ?? TextLayout.Run(text: "", font: .body)] }
        let text = merged.map(\.text).joined()
        scalars = Array(text.unicodeScalars)
        opportunities = LineBreakOpportunities(text)
        var advances: [CGFloat] = []
        var runs: [Run] = []
        var fonts: [MeasuringFont] = []
        for run in merged {
            let count = run.text.unicodeScalars.count
            let shaped = shaper.shape(run.text, font: run.font)
            advances += shaped.advances.count == count ? shaped.advances : Array(repeating: 0, count: count)
            if !fonts.contains(shaped.measuredWith) { fonts.append(shaped.measuredWith) }
            let ellipsis = shaper.shape("…", font: run.font).advances.reduce(0, +) + tracking
            runs.append(Run(range: advances.count - count..<advances.count, metrics: TextMetrics(font: run.font, lines: shaper.lineMetrics(for: run.font)), ellipsisWidth: ellipsis))
        }
        if tracking != 0 {
            for i in advances.indices where opportunities.clusterStart[i] { advances[i] += tracking }
        }
        self.advances = advances
        self.runs = runs
        measuredWith = MeasuringFont(name: fonts.map(\.name).joined(separator: " + "), isApproximate: fonts.contains(where: \.isApproximate))
        var described: [String] = []
        for run in merged where !described.contains(run.font.described) { described.append(run.font.described) }
        fontsDescribed = described.joined(separator: " + ")
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

    /// The run a scalar is in (the last run for the end of the text).
    private func run(at index: Int) -> Run {
        runs.first { $0.range.contains(index) } ?? runs[runs.count - 1]
    }

    /// A line's height and ascent: the tallest ascent and deepest descent of the runs shown on it
    /// (a truncated line's ellipsis is in its first run's font).
    private func vertical(_ line: Line) -> (height: CGFloat, ascent: CGFloat) {
        if runs.count == 1 { return (runs[0].metrics.lineHeight, runs[0].metrics.ascent) }
        let shown = (line.kept ?? [line.range]).filter { !$0.isEmpty }
        var on = runs.filter { run in shown.contains { run.range.overlaps($0) } }
        if line.kept != nil || on.isEmpty { on.append(run(at: line.range.lowerBound)) }
        let ascent = on.map(\.metrics.ascent).max() ?? 0
        let below = on.map { $0.metrics.lineHeight - $0.metrics.ascent }.max() ?? 0
        return (ascent + below, ascent)
    }

    struct Line {
        /// Its scalars, hanging spaces included.
        var range: Range<Int>
        /// Its width without the hanging spaces.
        var width: CGFloat
        /// A truncated line's text as shown, with its ellipsis.
        var shown: String? = nil
        /// A truncated line's characters that are shown (before and after the ellipsis); nil: all of `range`.
        var kept: [Range<Int>]? = nil
        /// Its height and its baseline below its top, unrounded.
        var height: CGFloat = 0
        var ascent: CGFloat = 0
    }

    struct Result {
        var lines: [Line]
        var truncated: Bool
        /// Whether a paragraph was broken into several lines (or cut): the text did not fit its width.
        var wrapped: Bool
        /// Whether the last line's spacing was tightened so that it fits without truncation.
        var tightened = false
        var width: CGFloat { lines.map(\.width).max() ?? 0 }
        /// The tallest line's height.
        var lineHeight: CGFloat { lines.map(\.height).max() ?? 0 }

        /// The lines' height with `spacing` between them, unrounded.
        func height(spacing: CGFloat) -> CGFloat {
            lines.reduce(0) { $0 + $1.height } + CGFloat(Swift.max(lines.count - 1, 0)) * spacing
        }

        /// How many of the lines fit in `height` with `spacing` between them (at least one).
        func linesFitting(_ height: CGFloat, spacing: CGFloat) -> Int {
            var used: CGFloat = 0
            for (i, line) in lines.enumerated() {
                used += (i > 0 ? spacing : 0) + line.height
                if used > height + TextLineBreaker.tolerance { return Swift.max(1, i) }
            }
            return lines.count
        }
    }

    /// AppKit's default `tighteningFactorForTruncation`: a line at most this fraction too wide is
    /// squeezed rather than truncated (NSParagraphStyle's documentation; iOS's factor is unconfirmed).
    static let tighteningFactor: CGFloat = 0.05

    /// The font a line starts in.
    func font(of line: Line) -> Font { run(at: line.kept?.first?.lowerBound ?? line.range.lowerBound).metrics.font }

    func text(of line: Line) -> String { line.shown ?? string(line.range).trimmingCharacters(in: .whitespaces) }

    private func string(_ range: Range<Int>) -> String {
        // Written as UTF-8 into the string's storage: appending to a `UnicodeScalarView` grew and
        // checked it scalar by scalar, a twentieth of a long list's recording.
        String(unsafeUninitializedCapacity: range.count * 4) { buffer in
            var written = 0
            for scalar in scalars[range] {
                UTF8.encode(scalar) { unit in
                    buffer[written] = unit
                    written += 1
                }
            }
            return written
        }
    }

    func layout(width limit: CGFloat, maxLines: Int, truncation: TruncationMode = .tail, allowsTightening: Bool = false) -> Result {
        var result = breakLines(width: limit, maxLines: maxLines, truncation: truncation, allowsTightening: allowsTightening)
        for i in result.lines.indices {
            (result.lines[i].height, result.lines[i].ascent) = vertical(result.lines[i])
        }
        return result
    }

    private func breakLines(width limit: CGFloat, maxLines: Int, truncation: TruncationMode, allowsTightening: Bool) -> Result {
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
        if allowsTightening, last.upperBound == scalars.count {
            var end = last.upperBound
            while end > last.lowerBound, opportunities.isSpace[end - 1] { end -= 1 }
            let natural = advances[last.lowerBound..<end].reduce(0, +)
            if natural <= limit * (1 + Self.tighteningFactor) + Self.tolerance {
                kept[maxLines - 1] = Line(range: last, width: Swift.min(natural, limit))
                return Result(lines: kept, truncated: false, wrapped: true, tightened: true)
            }
        }
        kept[maxLines - 1] = truncated(last, limit: limit, mode: truncation)
        return Result(lines: kept, truncated: true, wrapped: true)
    }

    /// A little slack for sums of advances compared with a width they were measured to fill.
    static let tolerance: CGFloat = 1e-6

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
    /// The ellipsis takes the font of the line's first run (which run's font CoreText gives it is unconfirmed).
    private func truncated(_ range: Range<Int>, limit: CGFloat, mode: TruncationMode) -> Line {
        var width = run(at: range.lowerBound).ellipsisWidth
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
        return Line(
            range: range, width: width, shown: string(range.lowerBound..<head) + "…" + string(tail..<range.upperBound),
            kept: [range.lowerBound..<head, tail..<range.upperBound])
    }
}
