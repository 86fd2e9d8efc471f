import LayoutEngine
import Testing

/// The inline markdown of a `Text`'s literal: which characters are shown, and in which style.
/// Expected runs follow CommonMark 0.30's examples for emphasis (section 6.2).
@Suite struct InlineMarkdownTests {
    /// Runs as `text|b` (bold), `text|i` (italic), `text|m` (monospaced), `text|bi`, or plain `text`.
    func runs(_ source: String) -> [String] {
        InlineMarkdown.runs(source).map { run in
            var marks = ""
            if run.style.weight == .bold { marks += "b" }
            if run.style.italic == true { marks += "i" }
            if run.style.monospaced == true { marks += "m" }
            return marks.isEmpty ? run.content : run.content + "|" + marks
        }
    }

    @Test func strongAndEmphasis() {
        #expect(runs("**Total:** 4") == ["Total:|b", " 4"])
        #expect(runs("__Total:__ 4") == ["Total:|b", " 4"])
        #expect(runs("an *aside* here") == ["an ", "aside|i", " here"])
        #expect(runs("an _aside_ here") == ["an ", "aside|i", " here"])
        #expect(runs("***both***") == ["both|bi"])
        #expect(runs("**bold *and italic***") == ["bold |b", "and italic|bi"])
    }

    @Test func delimitersThatCannotOpenOrCloseAreShown() {
        #expect(runs("snake_case_name") == ["snake_case_name"], "'_' inside a word is literal")
        #expect(runs("2*3*4") == ["2", "3|i", "4"], "'*' inside a word may emphasise (CommonMark example 359)")
        #expect(runs("a * b * c") == ["a * b * c"], "a '*' between spaces is neither left- nor right-flanking")
        #expect(runs("**unclosed") == ["**unclosed"])
        #expect(runs("5 * 3") == ["5 * 3"])
    }

    @Test func escapesCodeLinksAndStrikethrough() {
        #expect(runs(#"\*not\* emphasis"#) == ["*not* emphasis"])
        #expect(runs("run `swift test` now") == ["run ", "swift test|m", " now"])
        #expect(runs("`` a`b ``") == ["a`b|m"])
        #expect(runs("see [the **docs**](https://example.com/a_(b)) now") == ["see the ", "docs|b", " now"])
        #expect(runs("~~gone~~ kept") == ["gone kept"], "strikethrough only draws; its tildes are not shown")
        #expect(runs("[not a link]") == ["[not a link]"])
    }

    @Test func interpolatedTextIsShownAsWritten() {
        let inserted = InlineMarkdown.escaped("**x** _y_ [z](u)")
        #expect(runs("value: " + inserted) == ["value: **x** _y_ [z](u)"])
    }

    /// Any string, markup unbalanced or not: no crash, and never more characters shown than written.
    @Test func arbitraryMarkupNeverFailsOrInventsCharacters() {
        var generator = SplitMix64(seed: 21)  // seeded: a failure can be replayed
        let alphabet = Array("*_~`[]()\\ ab\n!<")
        for _ in 0..<3_000 {
            let length = Int.random(in: 0...48, using: &generator)
            let source = String((0..<length).map { _ in alphabet.randomElement(using: &generator)! })
            let shown = InlineMarkdown.runs(source).map(\.content).joined()
            #expect(shown.count <= source.count, "\(source.debugDescription) → \(shown.debugDescription)")
        }
        // Long runs of openers stay quick (the parser is at worst quadratic in unmatched brackets).
        #expect(InlineMarkdown.runs(String(repeating: "[", count: 2_000)).map(\.content).joined().count == 2_000)
        // "*a*a…": every pair of asterisks emphasises the a between, so only the a's are shown.
        #expect(InlineMarkdown.runs(String(repeating: "*a", count: 2_000)).map(\.content).joined() == String(repeating: "a", count: 2_000))
    }

    @Test func whitespaceAndLineBreaksArePreserved() {
        #expect(runs("a  b\n*c*") == ["a  b\n", "c|i"])
        #expect(runs("") == [""])
    }
}
