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

    struct Result {
        var lineWidths: [CGFloat]
        var truncated: Bool
        var width: CGFloat { lineWidths.max() ?? 0 }
    }

    func layout(_ text: String, width limit: CGFloat, maxLines: Int) -> Result {
        var lines: [[Unicode.Scalar]] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            lines += wrap(Array(paragraph.unicodeScalars), limit: limit)
            if lines.count > maxLines { break }
        }
        guard lines.count > maxLines else {
            return Result(lineWidths: lines.map(metrics.width), truncated: false)
        }
        var kept = Array(lines.prefix(maxLines))
        kept[maxLines - 1] = truncate(kept[maxLines - 1], limit: limit)
        return Result(lineWidths: kept.map(metrics.width), truncated: true)
    }

    private func wrap(_ paragraph: [Unicode.Scalar], limit: CGFloat) -> [[Unicode.Scalar]] {
        let words = paragraph.split(separator: " ", omittingEmptySubsequences: true).map(Array.init)
        guard !words.isEmpty else { return [[]] }
        let space = metrics.advance(" ")
        var lines: [[Unicode.Scalar]] = []
        var line: [Unicode.Scalar] = []
        var lineWidth: CGFloat = 0
        for word in words {
            let wordWidth = metrics.width(word)
            if !line.isEmpty, lineWidth + space + wordWidth <= limit {
                line.append(" ")
                line += word
                lineWidth += space + wordWidth
                continue
            }
            if !line.isEmpty {
                lines.append(line)
                line = []
                lineWidth = 0
            }
            if wordWidth <= limit {
                line = word
                lineWidth = wordWidth
                continue
            }
            for scalar in word {
                let w = metrics.advance(scalar)
                if !line.isEmpty, lineWidth + w > limit {
                    lines.append(line)
                    line = []
                    lineWidth = 0
                }
                line.append(scalar)
                lineWidth += w
            }
        }
        lines.append(line)
        return lines
    }

    private func truncate(_ line: [Unicode.Scalar], limit: CGFloat) -> [Unicode.Scalar] {
        var kept: [Unicode.Scalar] = []
        var width = metrics.ellipsisWidth
        for scalar in line {
            let w = metrics.advance(scalar)
            if width + w > limit { break }
            kept.append(scalar)
            width += w
        }
        while kept.last == " " { kept.removeLast() }
        return kept + ["…"]
    }
}
