import Foundation
import LayoutEngine
import Testing
import TestSupport
import TraceStore

/// `Text + Text`, markdown, font settings around texts, line-limit ranges and tightening, recorded
/// through the scene parser into a real trace. Widths are `TableTextShaper`'s invented ones, so
/// expected sizes follow from its table and the system font's line metrics.
@Suite struct TextRunsTests {
    let scratch = Scratch()

    func layout(_ body: String, width: CGFloat = 390) throws -> (size: CGSize, decision: TextSize) {
        let trace = try scratch.record(body, proposals: [ProposedViewSize(width: width, height: 844)])
        let text = try #require(try trace.nodes().first { $0.kind == "Text" })
        let decision = try #require(try trace.decisions(node: text.id).compactMap { $0.as(TextSize.self) }.last)
        return (try #require(try trace.frame(pass: 1, node: text.id)).size, decision)
    }

    func width(_ s: String, _ font: Font = .body) -> CGFloat { TableTextShaper.width(s, font: font) }
    func lineHeight(_ size: CGFloat) -> CGFloat { TextMetrics(font: .system(size: size)).lineHeight }
    func ascent(_ size: CGFloat) -> CGFloat { TextMetrics(font: .system(size: size)).ascent }

    @Test func eachSideOfAConcatenationKeepsItsFont() throws {
        let r = try layout(#"Text("ab") + Text("cd").bold()"#)
        #expect(r.decision.unroundedWidth == width("ab") + width("cd", .body.bold()))
        #expect(r.decision.font == "body at 17 pt + body bold at 17 pt")
        // A setting on the whole goes to the runs that have not made it: "a" stays light.
        let outer = try layout(#"(Text("a").fontWeight(.light) + Text("b")).bold()"#)
        #expect(outer.decision.unroundedWidth == width("a", .body.weight(.light)) + width("b", .body.bold()))
        // A drawing-only modifier between keeps the text's runs.
        let colored = try layout(#"Text("ab").bold().foregroundColor(.red) + Text("cd")"#)
        #expect(colored.decision.unroundedWidth == width("ab", .body.bold()) + width("cd"))
    }

    @Test func aLineIsAsTallAsItsTallestFont() throws {
        let r = try layout(#"Text("Total: ").font(.caption) + Text("42").font(.title)"#)
        #expect(r.decision.unroundedWidth == width("Total: ", .caption) + width("42", .title))
        #expect(r.decision.lineHeight == lineHeight(28))
        // Wrapped: the first line holds only caption text, the second the title's.
        let wrapped = try layout(#"Text("aaaa ").font(.caption) + Text("bbbb").font(.title)"#, width: width("bbbb", .title) + 1)
        #expect(wrapped.decision.lines == 2)
        // Between them the larger of the two styles' leadings: caption's (16 − 14.32) over title's (34 − 33.41).
        #expect(wrapped.size.height == TextMetrics.pixelCeil(lineHeight(12) + lineHeight(28) + (16 - lineHeight(12)), scale: 3))
    }

    @Test func aRunCutAwayByTheEllipsisDoesNotMakeItsLineTaller() throws {
        let r = try layout(#"(Text("aaaa aaaa aaaa") + Text("B").font(.largeTitle)).lineLimit(1)"#, width: width("aaaa aaaa") + 1)
        #expect(r.decision.truncated)
        #expect(r.size.height == TextMetrics.pixelCeil(lineHeight(17), scale: 3), "the large title's B is not shown")
    }

    @Test func baselinesComeFromTheFontsOnTheirLine() throws {
        let trace = try scratch.record(
            #"HStack(alignment: .firstTextBaseline) { Text("a").font(.caption) + Text("B").font(.largeTitle); Color.red.frame(width: 10, height: 10) }"#,
            proposals: [ProposedViewSize(width: 390, height: 844)])
        let nodes = try trace.nodes()
        let text = try #require(nodes.first { $0.kind == "Text" }), color = try #require(nodes.first { $0.kind == "Color" })
        let textFrame = try #require(try trace.frame(pass: 1, node: text.id)), colorFrame = try #require(try trace.frame(pass: 1, node: color.id))
        // The square's bottom (its baseline) sits on the text's baseline: the large title's ascent.
        #expect(abs(colorFrame.maxY - textFrame.minY - TextMetrics.pixelRound(ascent(34), scale: 3)) < 1e-9)
    }

    @Test func markdownInALiteralIsReadAndInterpolatedValuesAreNot() throws {
        let r = try layout(#"Text("**ab** cd")"#)
        #expect(r.decision.unroundedWidth == width("ab", .body.bold()) + width(" cd"))
        let verbatim = try layout(#"Text(verbatim: "**ab** cd")"#)
        #expect(verbatim.decision.unroundedWidth == width("**ab** cd"))
        let interpolated = try layout(
            """
            struct Row: View {
                let name = "**ab**"
                var body: some View { Text("\\(name) *cd*") }
            }
            #Preview { Row() }
            """)
        #expect(interpolated.decision.unroundedWidth == width("**ab** ") + width("cd", .body.italic()))
    }

    @Test func settingsAroundATextApplyOverItsOwnFont() throws {
        let r = try layout(#"VStack { Text("ab").font(.title) }.bold()"#)
        #expect(r.decision.font == "title bold at 28 pt")
        let design = try layout(#"VStack { Text("ab") }.fontDesign(.monospaced)"#)
        #expect(design.decision.unroundedWidth == width("ab", .body.monospaced()))
        let own = try layout(#"VStack { Text("ab").fontWeight(.light) }.fontWeight(.heavy)"#)
        #expect(own.decision.font == "body light at 17 pt", "the text's own setting wins")
    }

    @Test func lineLimitRangesKeepTheirMinimumOfLines() throws {
        let short = try layout(#"Text("ab").lineLimit(2...3)"#)
        #expect(short.decision.lines == 1 && short.decision.reservedLines == 2)
        let leading = 22 - lineHeight(17)
        #expect(short.size.height == TextMetrics.pixelCeil(2 * lineHeight(17) + leading, scale: 3))
        let long = try layout(#"Text("aa bb cc dd ee").lineLimit(2...3)"#, width: width("aa") + 1)
        #expect(long.decision.lines == 3 && long.decision.truncated)
        let from = try layout(#"Text("ab").lineLimit(3...)"#)
        #expect(from.size.height == TextMetrics.pixelCeil(3 * lineHeight(17) + 2 * leading, scale: 3))
        let through = try layout(#"Text("aa bb cc").lineLimit(...2)"#, width: width("aa") + 1)
        #expect(through.decision.lines == 2 && through.decision.truncated && through.decision.reservedLines == 0)
        let reserved = try layout(#"Text("ab").lineLimit(3, reservesSpace: true)"#)
        #expect(reserved.size.height == TextMetrics.pixelCeil(3 * lineHeight(17) + 2 * leading, scale: 3))
        let notReserved = try layout(#"Text("ab").lineLimit(3, reservesSpace: false)"#)
        #expect(notReserved.size.height == TextMetrics.pixelCeil(lineHeight(17), scale: 3))
    }

    @Test func tighteningSqueezesALineUpToFivePercentTooWide() throws {
        let natural = width("Notifications and sounds")
        let squeezed = try layout(#"Text("Notifications and sounds").lineLimit(1).allowsTightening(true)"#, width: (natural / 1.04).rounded(.up))
        #expect(squeezed.decision.tightened && !squeezed.decision.truncated)
        #expect(squeezed.decision.firstLine == "Notifications and sounds")
        let tooWide = try layout(#"Text("Notifications and sounds").lineLimit(1).allowsTightening(true)"#, width: (natural / 1.06).rounded(.down))
        #expect(tooWide.decision.truncated && !tooWide.decision.tightened)
        let off = try layout(#"Text("Notifications and sounds").lineLimit(1)"#, width: (natural / 1.04).rounded(.up))
        #expect(off.decision.truncated, "without allowsTightening the line is cut")
    }
}
