import Foundation

/// Breaks text into lines the way the engine's `Text` does.
///
/// - Paragraphs are split at `\n`; each starts a new line.
/// - Words are separated by spaces; a line holds as many words as fit in the
///   width (a space between words counts, trailing spaces do not).
/// - A word wider than the width is broken between characters; a line always
///   holds at least one character, so a line can exceed a tiny width.
/// - With more lines than `maxLines`, the last kept line is cut so that it and
///   a trailing `…` fit the width (at least the `…` is shown).
struct TextLineBreaker {
    let metrics: TextMetrics
    /// Paragraphs of words, measured once.
    let paragraphs: [[Word]]

    struct Word {
        let advances: [CGFloat]
        let width: CGFloat
    }

    init(text: String, metrics: TextMetrics) {
        self.metrics = metrics
        paragraphs = text.split(separator: "\n", omittingEmptySubsequences: false).map { paragraph in
            paragraph.unicodeScalars.split(separator: " ", omittingEmptySubsequences: true).map { scalars in
                let advances = scalars.map(metrics.advance)
                return Word(advances: advances, width: advances.reduce(0, +))
            }
        }
    }

    struct Result {
        var lineWidths: [CGFloat]
        var truncated: Bool
        var width: CGFloat { lineWidths.max() ?? 0 }
    }

    /// A line: its characters' advances; spaces between words are marked so truncation can drop them.
    private struct Line {
        var advances: [CGFloat] = []
        var isSpace: [Bool] = []
        var width: CGFloat = 0
        var isEmpty: Bool { advances.isEmpty }

        mutating func append(_ advance: CGFloat, space: Bool = false) {
            advances.append(advance)
            isSpace.append(space)
            width += advance
        }

        mutating func append(_ word: Word) {
            advances += word.advances
            isSpace += repeatElement(false, count: word.advances.count)
            width += word.width
        }
    }

    func layout(width limit: CGFloat, maxLines: Int) -> Result {
        var lines: [Line] = []
        for paragraph in paragraphs {
            wrap(paragraph, limit: limit, into: &lines)
            if lines.count > maxLines { break }
        }
        guard lines.count > maxLines else {
            return Result(lineWidths: lines.map(\.width), truncated: false)
        }
        var widths = lines.prefix(maxLines).map(\.width)
        widths[maxLines - 1] = truncatedWidth(lines[maxLines - 1], limit: limit)
        return Result(lineWidths: widths, truncated: true)
    }

    private func wrap(_ words: [Word], limit: CGFloat, into lines: inout [Line]) {
        guard !words.isEmpty else {
            lines.append(Line())
            return
        }
        let space = metrics.advance(" ")
        var line = Line()
        for word in words {
            if !line.isEmpty, line.width + space + word.width <= limit {
                line.append(space, space: true)
                line.append(word)
                continue
            }
            if !line.isEmpty {
                lines.append(line)
                line = Line()
            }
            if word.width <= limit {
                line.append(word)
                continue
            }
            for w in word.advances {
                if !line.isEmpty, line.width + w > limit {
                    lines.append(line)
                    line = Line()
                }
                line.append(w)
            }
        }
        lines.append(line)
    }

    /// The width of a line cut so that it and a trailing `…` fit (at least the `…`).
    private func truncatedWidth(_ line: Line, limit: CGFloat) -> CGFloat {
        var width = metrics.ellipsisWidth
        var kept = 0
        for w in line.advances {
            if width + w > limit { break }
            width += w
            kept += 1
        }
        while kept > 0, line.isSpace[kept - 1] {
            kept -= 1
            width -= line.advances[kept]
        }
        return width
    }
}
