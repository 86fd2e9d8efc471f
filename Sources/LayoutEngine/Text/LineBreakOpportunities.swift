import Foundation

/// Where a line may end, per Unicode scalar: a subset of the Unicode line-breaking algorithm
/// (UAX #14, https://www.unicode.org/reports/tr14/) covering what app text meets:
///
/// - after a run of spaces (class SP, LB18), never before one (LB7); no-break spaces (U+00A0,
///   U+202F, U+2007) and word joiners glue (GL, LB12);
/// - after a zero-width space (ZW, LB8);
/// - after hyphens and dashes (HY, BA: `-`, U+2010, U+2013, U+2014), unless a digit follows a
///   hyphen-minus (`-5`, LB25) or it starts the text;
/// - before and after ideographs, kana, Hangul and emoji (ID, LB31), except before closing
///   punctuation (`。`, `、`, `」`…, LB13/LB16) and after opening punctuation (`「`, `（`…, LB14);
/// - grapheme clusters are never split (`clusterStart`).
struct LineBreakOpportunities {
    /// Whether a line may end after the scalar.
    var breakAfter: [Bool]
    /// Whether the scalar is a space that hangs at a line's end.
    var isSpace: [Bool]
    /// Whether the scalar begins a grapheme cluster (a word breaks inside only there).
    var clusterStart: [Bool]

    init(_ text: String) {
        let scalars = Array(text.unicodeScalars)
        let n = scalars.count
        isSpace = scalars.map(Self.isBreakingSpace)
        clusterStart = Array(repeating: false, count: n + 1)
        var index = 0
        for character in text {
            clusterStart[index] = true
            index += character.unicodeScalars.count
        }
        clusterStart[n] = true
        breakAfter = Array(repeating: false, count: n)
        for i in 0..<n {
            let s = scalars[i]
            let next: Unicode.Scalar? = i + 1 < n ? scalars[i + 1] : nil
            guard let next, clusterStart[i + 1] else { continue }
            if Self.isBreakingSpace(next) || Self.isGlue(next) || Self.isGlue(s) { continue }
            if isSpace[i] || s == "\u{200B}" {
                breakAfter[i] = true
            } else if Self.isHyphen(s) {
                breakAfter[i] = i > 0 && !isSpace[i - 1] && !(s == "-" && next.properties.numericType != nil)
            } else if Self.isIdeographic(s) || Self.isIdeographic(next) {
                breakAfter[i] = !Self.isOpening(s) && !Self.isClosing(next)
            }
        }
    }

    static func isBreakingSpace(_ s: Unicode.Scalar) -> Bool {
        // ASCII without the Unicode tables, whose look-ups were a fifteenth of a long list's
        // recording: its only space separator is the space.
        if s.isASCII { return s == " " || s == "\t" }
        return s == "\u{3000}" || (s.properties.generalCategory == .spaceSeparator && !isGlue(s))
    }

    static func isGlue(_ s: Unicode.Scalar) -> Bool {
        s == "\u{00A0}" || s == "\u{202F}" || s == "\u{2007}" || s == "\u{2060}" || s == "\u{FEFF}"
    }

    static func isHyphen(_ s: Unicode.Scalar) -> Bool { s == "-" || s == "\u{2010}" || s == "\u{2013}" || s == "\u{2014}" }

    static func isIdeographic(_ s: Unicode.Scalar) -> Bool {
        // No ASCII character is ideographic or shown as an emoji by default.
        if s.isASCII { return false }
        switch s.value {
        case 0x2E80...0x2FFF, 0x3040...0x30FF, 0x3100...0x31FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF, 0xAC00...0xD7AF,
            0xF900...0xFAFF, 0xFF01...0xFF60, 0x1F000...0x1FAFF, 0x20000...0x3FFFF:
            return true
        default:
            return s.properties.isEmojiPresentation
        }
    }

    static func isClosing(_ s: Unicode.Scalar) -> Bool {
        if "、。，．：；！？」』）】〕〉》〙〗ー々ゝゞァィゥェォッャュョヮヵヶぁぃぅぇぉっゃゅょゎゕゖ".unicodeScalars.contains(s) { return true }
        let c = s.properties.generalCategory
        return c == .closePunctuation || c == .finalPunctuation
    }

    static func isOpening(_ s: Unicode.Scalar) -> Bool {
        let c = s.properties.generalCategory
        return c == .openPunctuation || c == .initialPunctuation
    }
}
