import Foundation

/// The inline markdown SwiftUI reads in a `Text`'s string literal (`Text("**Total:** 4")`: the
/// literal is a `LocalizedStringKey`, parsed as `AttributedString(markdown:)` with
/// `.inlineOnlyPreservingWhitespace`; Apple's "Text" documentation, "Styling the view's text").
/// What changes widths becomes runs: `**strong**`/`__strong__` bold, `*em*`/`_em_` italic,
/// `` `code` `` monospaced; `~~strike~~` and `[link](url)` keep only their text; backslash
/// escapes keep the character. Emphasis follows CommonMark's delimiter rules (spec 0.30, 6.2):
/// flanking, `_` not inside words, the rule of three. `Text(verbatim:)` and a `String` variable are
/// not parsed.
public enum InlineMarkdown {
    public static func runs(_ source: String) -> [TextRun] {
        // Most literals have no markup: one run, without reading them character by character.
        guard source.utf8.contains(where: { markup.contains($0) }) else { return [TextRun(source)] }
        var parser = Parser(Array(source))
        parser.tokenize()
        parser.matchDelimiters()
        return parser.runs()
    }

    private static let markup: Set<UInt8> = Set("\\`*_~[".utf8)

    /// `text` with the characters markdown reads escaped, so that it shows as written (a value
    /// interpolated into a literal is not parsed).
    public static func escaped(_ text: String) -> String {
        var out = ""
        for c in text {
            if "\\`*_~[]<>!".contains(c) { out.append("\\") }
            out.append(c)
        }
        return out
    }

    private struct Piece {
        var character: Character
        var strong = 0
        var emphasis = 0
        var code = false
        /// A delimiter run's character, still unmatched (`*`, `_`, `~`): shown if never matched.
        var delimiter: Delimiter?
    }

    private struct Delimiter {
        var count: Int
        let original: Int
        let canOpen: Bool
        let canClose: Bool
    }

    private struct Parser {
        let chars: [Character]
        var pieces: [Piece] = []

        init(_ chars: [Character]) { self.chars = chars }

        static func isPunctuation(_ c: Character?) -> Bool {
            guard let c else { return false }
            return c.isPunctuation || c.isSymbol
        }
        static func isWhitespace(_ c: Character?) -> Bool { c.map { $0.isWhitespace } ?? true }

        mutating func tokenize() { pieces = tokens(chars[...]) }

        private func tokens(_ text: ArraySlice<Character>) -> [Piece] {
            var out: [Piece] = []
            var i = text.startIndex
            while i < text.endIndex {
                let c = text[i]
                if c == "\\", i + 1 < text.endIndex, text[i + 1].isASCII, Self.isPunctuation(text[i + 1]) {
                    out.append(Piece(character: text[i + 1]))
                    i += 2
                    continue
                }
                if c == "`" {
                    var ticks = i
                    while ticks < text.endIndex, text[ticks] == "`" { ticks += 1 }
                    let width = ticks - i
                    if let close = closingTicks(text, from: ticks, width: width) {
                        var inner = Array(text[ticks..<close])
                        // CommonMark strips one space on each side when both are there.
                        if inner.count >= 2, inner.first == " ", inner.last == " ", inner.contains(where: { $0 != " " }) { inner = Array(inner.dropFirst().dropLast()) }
                        out += inner.map { Piece(character: $0 == "\n" ? " " : $0, code: true) }
                        i = close + width
                    } else {
                        out += text[i..<ticks].map { Piece(character: $0) }
                        i = ticks
                    }
                    continue
                }
                if c == "[", let (inner, end) = link(text, at: i) {
                    out += tokens(inner)
                    i = end
                    continue
                }
                if c == "*" || c == "_" || c == "~" {
                    var end = i
                    while end < text.endIndex, text[end] == c { end += 1 }
                    let before: Character? = i > chars.startIndex && i > 0 ? chars[i - 1] : nil
                    let after: Character? = end < chars.endIndex ? chars[end] : nil
                    let leftFlanking = !Self.isWhitespace(after) && (!Self.isPunctuation(after) || Self.isWhitespace(before) || Self.isPunctuation(before))
                    let rightFlanking = !Self.isWhitespace(before) && (!Self.isPunctuation(before) || Self.isWhitespace(after) || Self.isPunctuation(after))
                    let canOpen = c == "_" ? leftFlanking && (!rightFlanking || Self.isPunctuation(before)) : leftFlanking
                    let canClose = c == "_" ? rightFlanking && (!leftFlanking || Self.isPunctuation(after)) : rightFlanking
                    let run = Delimiter(count: end - i, original: end - i, canOpen: canOpen, canClose: canClose)
                    out.append(Piece(character: c, delimiter: run))
                    i = end
                    continue
                }
                out.append(Piece(character: c))
                i += 1
            }
            return out
        }

        private func closingTicks(_ text: ArraySlice<Character>, from start: Int, width: Int) -> Int? {
            var j = start
            while j < text.endIndex {
                guard text[j] == "`" else {
                    j += 1
                    continue
                }
                var end = j
                while end < text.endIndex, text[end] == "`" { end += 1 }
                if end - j == width { return j }
                j = end
            }
            return nil
        }

        /// `[text](destination)`: the text's characters and where the link ends.
        private func link(_ text: ArraySlice<Character>, at open: Int) -> (ArraySlice<Character>, Int)? {
            var depth = 0
            var j = open
            while j < text.endIndex {
                if text[j] == "\\" {
                    j += 2
                    continue
                }
                if text[j] == "[" { depth += 1 }
                if text[j] == "]" {
                    depth -= 1
                    if depth == 0 { break }
                }
                j += 1
            }
            guard j < text.endIndex, j + 1 < text.endIndex, text[j + 1] == "(" else { return nil }
            var k = j + 2
            var parens = 1
            while k < text.endIndex {
                if text[k] == "(" { parens += 1 }
                if text[k] == ")" {
                    parens -= 1
                    if parens == 0 { return (text[(open + 1)..<j], k + 1) }
                }
                if text[k] == "\n" { return nil }
                k += 1
            }
            return nil
        }

        /// CommonMark's "process emphasis": each closer, left to right, takes the nearest opener
        /// of its character that may pair with it; what lies between gains strong (two) or emphasis (one).
        mutating func matchDelimiters() {
            var closer = 0
            while closer < pieces.count {
                guard let close = pieces[closer].delimiter, close.canClose, close.count > 0 else {
                    closer += 1
                    continue
                }
                let c = pieces[closer].character
                var opener = closer - 1
                var found: Int?
                while opener >= 0 {
                    if let open = pieces[opener].delimiter, pieces[opener].character == c, open.canOpen, open.count > 0 {
                        let oddMatch = (open.canClose || close.canOpen) && (open.original + close.original) % 3 == 0
                            && !(open.original % 3 == 0 && close.original % 3 == 0)
                        let tildes = c == "~" && open.count != close.count
                        if !(c != "~" && oddMatch) && !tildes {
                            found = opener
                            break
                        }
                    }
                    opener -= 1
                }
                guard let opener = found else {
                    closer += 1
                    continue
                }
                let used = c == "~" ? close.count : (pieces[opener].delimiter!.count >= 2 && close.count >= 2 ? 2 : 1)
                for k in (opener + 1)..<closer where pieces[k].delimiter == nil || pieces[k].delimiter!.count > 0 {
                    if c == "~" { continue }
                    if used == 2 { pieces[k].strong += 1 } else { pieces[k].emphasis += 1 }
                }
                // Delimiters between the pair can no longer match.
                for k in (opener + 1)..<closer where pieces[k].delimiter != nil {
                    pieces[k].delimiter = Delimiter(count: pieces[k].delimiter!.count, original: pieces[k].delimiter!.original, canOpen: false, canClose: false)
                }
                pieces[opener].delimiter!.count -= used
                pieces[closer].delimiter!.count -= used
                if pieces[closer].delimiter!.count == 0 { closer += 1 }
            }
        }

        /// Characters grouped by their style; unmatched delimiters shown as written.
        func runs() -> [TextRun] {
            var runs: [TextRun] = []
            for piece in pieces {
                let text = piece.delimiter.map { String(repeating: piece.character, count: $0.count) } ?? String(piece.character)
                guard !text.isEmpty else { continue }
                var style = TextStyle()
                if piece.strong > 0 { style.weight = .bold }
                if piece.emphasis > 0 { style.italic = true }
                if piece.code { style.monospaced = true }
                if let last = runs.last, last.style == style {
                    runs[runs.count - 1].content += text
                } else {
                    runs.append(TextRun(text, style: style))
                }
            }
            return runs.isEmpty ? [TextRun("")] : runs
        }
    }
}
