import Foundation
import LayoutEngine
import Testing
import TestSupport
import TraceStore

/// Line breaking, truncation, tracking and shrinking, recorded through the scene parser into a
/// real trace and read back from its `text.layout` decisions. Widths are the engine's invented
/// ones (no shaper given), so that the expected lines follow from `TableTextShaper`'s table.
@Suite struct LineBreakingTests {
    let scratch = Scratch()

    func layout(_ source: String, width: CGFloat) throws -> (size: CGSize, decision: TextSize) {
        let trace = try scratch.record(source, proposals: [ProposedViewSize(width: width, height: 844)])
        let text = try #require(try trace.nodes().first { $0.kind == "Text" })
        let decision = try #require(try trace.decisions(node: text.id).compactMap { $0.as(TextSize.self) }.last)
        return (try #require(try trace.frame(pass: 1, node: text.id)).size, decision)
    }

    func width(_ s: String) -> CGFloat { TableTextShaper.width(s, font: .body) }

    @Test func aLineEndsAtTheLastSpaceThatFits() throws {
        let limit = width("Notifications and") + 1
        let r = try layout(#"Text("Notifications and sounds")"#, width: limit)
        #expect(r.decision.firstLine == "Notifications and" && r.decision.lines == 2)
        #expect(r.size.width == TextMetrics.pixelCeil(width("Notifications and"), scale: 3), "the hanging space is not counted")
    }

    @Test func aLineMayEndAfterAHyphenButNotBeforeADigit() throws {
        let r = try layout(#"Text("well-known")"#, width: width("well-") + 1)
        #expect(r.decision.firstLine == "well-")
        let negative = try layout(#"Text("a -5")"#, width: width("a -") + 1)
        #expect(negative.decision.firstLine == "a", "no break between '-' and a digit")
    }

    @Test func cjkBreaksBetweenCharactersButNotBeforeClosingPunctuation() throws {
        let r = try layout(#"Text("日本語テキスト")"#, width: 3.5 * 17)
        #expect(r.decision.lines == 3 && r.decision.firstLine == "日本語")
        let punctuated = try layout(#"Text("日本。語")"#, width: 2.5 * 17)
        #expect(punctuated.decision.firstLine == "日", "'。' stays with the character before it")
    }

    @Test func aWordWiderThanTheLineBreaksBetweenCharacters() throws {
        let r = try layout(#"Text("abcdefghij")"#, width: width("abcd") + 1)
        #expect(r.decision.firstLine == "abcd" && r.decision.lines == 3)
    }

    @Test func truncationKeepsWhatFitsBesideTheEllipsis() throws {
        let limit = width("abcd…") + 1
        let tail = try layout(#"Text("abcdefgh").lineLimit(1)"#, width: limit)
        #expect(tail.decision.truncated && tail.decision.firstLine == "abcd…")
        #expect(tail.size.width == TextMetrics.pixelCeil(width("abcd…"), scale: 3))
        let head = try layout(#"Text("abcdefgh").lineLimit(1).truncationMode(.head)"#, width: limit)
        #expect(head.decision.firstLine == "…efgh")
        let middle = try layout(#"Text("abcdefgh").lineLimit(1).truncationMode(.middle)"#, width: limit)
        #expect(middle.decision.firstLine == "ab…gh")
        // The last line holds the rest of its paragraph: "and sounds" is cut, not dropped.
        let rest = try layout(#"Text("Notifications and sounds").lineLimit(1)"#, width: width("Notifications and s…") + 0.5)
        #expect(rest.decision.firstLine == "Notifications and s…")
    }

    @Test func trackingAddsAfterEveryCharacter() throws {
        let r = try layout(#"Text("abc").tracking(2)"#, width: 300)
        #expect(r.decision.unroundedWidth == width("abc") + 6)
        let kerned = try layout(#"Text("abc").kerning(-1)"#, width: 300)
        #expect(kerned.decision.unroundedWidth == width("abc") - 3)
    }

    @Test func minimumScaleFactorShrinksBeforeTruncating() throws {
        let r = try layout(#"Text("aaaaaaaaaa").lineLimit(1).minimumScaleFactor(0.5)"#, width: 60)
        #expect(!r.decision.truncated && r.size.width <= 60)
        #expect(r.decision.fontSize < 17 && r.decision.fontSize >= 8.5)
        // Not far enough: the smallest size allowed, truncated.
        let tooLong = try layout(#"Text("aaaaaaaaaaaaaaaaaaaaaaaaaaaaaa").lineLimit(1).minimumScaleFactor(0.5)"#, width: 60)
        #expect(tooLong.decision.truncated && tooLong.decision.fontSize == 8.5)
    }
}
