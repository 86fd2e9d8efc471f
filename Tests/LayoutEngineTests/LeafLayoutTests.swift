import Foundation
import Testing
@testable import LayoutEngine

@Suite struct LeafLayoutTests {
    @Test(arguments: [
        (ProposedViewSize(width: 30, height: 40), CGSize(width: 30, height: 40)),
        (ProposedViewSize.unspecified, CGSize(width: 10, height: 10)),
        (ProposedViewSize.zero, CGSize.zero),
        (ProposedViewSize.infinity, CGSize(width: CGFloat.infinity, height: .infinity)),
        (ProposedViewSize(width: nil, height: 7), CGSize(width: 10, height: 7)),
    ])
    func shapesTakeTheProposal(proposal: ProposedViewSize, expected: CGSize) {
        for view in [AnyView(Color.red), AnyView(Rectangle()), AnyView(Circle()), AnyView(Ellipse()), AnyView(Capsule()),
                     AnyView(RoundedRectangle(cornerRadius: 5)), AnyView(ContainerRelativeShape())] {
            let engine = LayoutEngine(view)
            #expect(engine.sizeThatFits(proposal) == expected)
        }
    }

    @Test func textMetricsAreTheDocumentedOnes() {
        let m = TextMetrics(font: .body)
        // SF Pro's ascender 1950 and descender 494 per 2048 units: 17 × 2444 / 2048, unrounded.
        #expect(m.lineHeight == 20.287109375)
        #expect(m.ascent == 16.1865234375)
        #expect(TextMetrics.pixelCeil(m.lineHeight, scale: 3) == 61.0 / 3 && TextMetrics.pixelCeil(m.lineHeight, scale: 2) == 20.5)
        #expect(TextMetrics(font: .title).lineHeight == 33.4140625)
        // The invented widths a layout without fonts measures with.
        let table = TableTextShaper.self
        #expect(table.advance("a", font: .body) == 8.75)
        #expect(table.advance(" ", font: .body) == 4.75)
        #expect(table.width("Hello", font: .body) == 37.75)
        #expect(table.width("world", font: .body) == 42.5)
        #expect(table.advance("a", font: .body.bold()) > table.advance("a", font: .body))
        #expect(table.advance("i", font: .body.monospaced()) == table.advance("m", font: .body.monospaced()))
    }

    private func textSize(_ text: Text, _ w: CGFloat?, _ h: CGFloat?) -> CGSize {
        LayoutEngine(text).sizeThatFits(ProposedViewSize(width: w, height: h))
    }

    @Test func textIdealSizeIsOneLine() {
        #expect(textSize(Text("Hello world"), nil, nil) == CGSize(width: 85, height: 61.0 / 3))
        #expect(textSize(Text("Hello world"), 500, nil) == CGSize(width: 85, height: 61.0 / 3))
        #expect(textSize(Text("Hello world"), .infinity, .infinity) == CGSize(width: 85, height: 61.0 / 3))
        #expect(textSize(Text(""), 100, 100) == .zero)
    }

    @Test func asciiBreakOpportunitiesAreTheUnicodeTablesOnes() {
        // ASCII is answered without the tables: the same answers as the tables give.
        for value in UInt8(0)..<0x80 {
            let s = Unicode.Scalar(value)
            #expect(LineBreakOpportunities.isBreakingSpace(s) == (s == " " || s == "\t" || (s.properties.generalCategory == .spaceSeparator && !LineBreakOpportunities.isGlue(s))))
            #expect(LineBreakOpportunities.isIdeographic(s) == s.properties.isEmojiPresentation)
        }
    }

    @Test func textWrapsAtWordBoundaries() {
        // Two body lines 22 apart (body's leading, 1.71, between them): 42.29, on the pixel grid.
        #expect(textSize(Text("Hello world"), 60, nil) == CGSize(width: 128.0 / 3, height: 127.0 / 3))
        #expect(textSize(Text("Hello\nworld"), nil, nil) == CGSize(width: 128.0 / 3, height: 127.0 / 3))
    }

    @Test func textTruncatesWhenLinesOrHeightRunOut() {
        #expect(textSize(Text("Hello world"), 60, 30) == CGSize(width: 55, height: 61.0 / 3))
        let limited = LayoutEngine(Text("Hello world").lineLimit(1))
        #expect(limited.sizeThatFits(ProposedViewSize(width: 60, height: nil)) == CGSize(width: 55, height: 61.0 / 3))
        // A height smaller than one line still shows one line.
        #expect(textSize(Text("Hello world"), 500, 5).height == 61.0 / 3)
    }

    /// The text styles' sizes at every Dynamic Type size (temoki/UIKit_DynamicType's measured table,
    /// the same as Apple's HIG); a fixed-size font does not scale.
    @Test func dynamicTypeScalesTheTextStyles() {
        #expect(DynamicTypeSize.allCases.map { Font.body.scaled(to: $0).size } == [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53])
        #expect(DynamicTypeSize.allCases.map { Font.caption2.scaled(to: $0).size } == [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 41])
        #expect(Font.largeTitle.scaled(to: .accessibility5).size == 60)
        #expect(Font.headline.bold().scaled(to: .xSmall).size == 14)
        #expect(Font.system(size: 20).scaled(to: .accessibility5).size == 20)
        let l = Laidout(VStack { Text("a"); Text("b").dynamicTypeSize(.xSmall ... .xLarge) }.dynamicTypeSize(.accessibility2), nil, nil)
        #expect(l.frame("Text(\"a\")").height == TextMetrics.pixelCeil(33 * 2444 / 2048, scale: 3))
        #expect(l.frame("Text(\"b\")").height == TextMetrics.pixelCeil(19 * 2444 / 2048, scale: 3), "the inner range clamps the outer size")
        let symbol = Laidout(Image(systemName: "star").dynamicTypeSize(.accessibility3), nil, nil)
        #expect(symbol.pass.rootFrame.size.height == TextMetrics.pixelRound(40 * 2444 / 2048, scale: 3), "a symbol grows with its font: a line of 40 pt")
    }

    /// `lineSpacing` adds between lines, not above the first or below the last, and counts when a
    /// height decides how many lines fit.
    @Test func lineSpacingAddsBetweenLines() {
        let l = Laidout(VStack { Text("Hello world").lineSpacing(6); Text("Hi").lineSpacing(6) }, 60, nil)
        let two = TextMetrics.pixelCeil(2 * 17 * 2444 / 2048 + 6 + (22 - 17 * 2444 / 2048), scale: 3)
        #expect(l.frame("Text(\"Hello world\")").height == two)
        #expect(l.frame("Text(\"Hi\")").height == 61.0 / 3, "one line: no spacing")
        let limited = Laidout(Text("Hello world").lineSpacing(6).frame(height: 40), 60, nil)
        #expect(limited.frame("Text(\"Hello world\")").height == 61.0 / 3, "40 does not hold two lines and their spacing (20.29 + 6 + 20.29): one line")
    }

    @Test func textAtZeroWidth() {
        // Unlimited lines: one character per line, ten lines 22 apart (body's leading between them).
        #expect(textSize(Text("Hello world"), 0, nil) == CGSize(width: 44.0 / 3, height: 655.0 / 3))
        // Three lines fit in 80: the last is cut to an ellipsis.
        #expect(textSize(Text("Hello world"), 0, 80) == CGSize(width: 17, height: 193.0 / 3))
    }

    @Test func fontComesFromTheEnvironmentUnlessTheTextSetsIt() {
        let l = Laidout(VStack { Text("a"); Text("b").font(.caption) }.font(.title), nil, nil)
        #expect(l.frame("Text(\"a\")").height == 101.0 / 3)
        #expect(l.frame("Text(\"b\").font(.caption)").height == TextMetrics.pixelCeil(TextMetrics(font: .caption).lineHeight, scale: 3))
        let bold = Laidout(VStack { Text("aaaa").bold() }.font(.title), nil, nil)
        #expect(bold.frame("Text(\"aaaa\").bold()").width == TableTextShaper.width("aaaa", font: .title.bold()))
    }

    @Test func imageIgnoresProposalsUnlessResizable() {
        let fixed = LayoutEngine(Image("p", width: 100, height: 50))
        for p in [ProposedViewSize.zero, .infinity, .unspecified, ProposedViewSize(width: 10, height: 999)] {
            #expect(fixed.sizeThatFits(p) == CGSize(width: 100, height: 50))
        }
        let resizable = LayoutEngine(Image("p", width: 100, height: 50).resizable())
        #expect(resizable.sizeThatFits(ProposedViewSize(width: 30, height: nil)) == CGSize(width: 30, height: 50))
        #expect(resizable.sizeThatFits(.infinity) == CGSize(width: CGFloat.infinity, height: .infinity))
        // A symbol is a line of its font square: 28 × 2444 / 2048 = 33.41 → 33.33 on the 3× grid.
        let symbol = Laidout(Image(systemName: "heart").font(.title), nil, nil)
        #expect(symbol.frame("Image(systemName: \"heart\")").size == CGSize(width: 100.0 / 3, height: 100.0 / 3))
        let large = Laidout(Image(systemName: "heart").font(.title).imageScale(.large), nil, nil)
        #expect(large.frame("Image(systemName: \"heart\")").size.width == TextMetrics.pixelRound(28 * 2444 / 2048 * 1.3, scale: 3))
        let caption = Laidout(VStack { Image(systemName: "heart") }.font(.caption), nil, nil)
        #expect(caption.frame("Image(systemName: \"heart\")").size.height == TextMetrics.pixelRound(12 * 2444 / 2048, scale: 3))
    }

    @Test func spacerFollowsItsStack() {
        let h = Laidout(HStack { Spacer() }, nil, nil)
        #expect(h.frame("Spacer()").size == CGSize(width: 8, height: 0))
        let v = Laidout(VStack { Spacer(minLength: 20) }, nil, nil)
        #expect(v.frame("Spacer(minLength: 20)").size == CGSize(width: 0, height: 20))
        let alone = Laidout(Spacer(), 50, 60)
        #expect(alone.frame("Spacer()").size == CGSize(width: 50, height: 60))
        let aloneIdeal = Laidout(Spacer(), nil, nil)
        #expect(aloneIdeal.frame("Spacer()").size == CGSize(width: 8, height: 8))
        // Through a modifier, still the stack's axis.
        let framed = Laidout(HStack { Spacer().frame(height: 10) }, 100, nil)
        #expect(framed.frame("Spacer()").size == CGSize(width: 100, height: 0))
        #expect(framed.frame("frame(height: 10)").size == CGSize(width: 100, height: 10))
    }

    @Test func dividerRunsAcrossItsStack() {
        let v = Laidout(VStack { Divider() }, 200, 100)
        #expect(v.frame("Divider()").size == CGSize(width: 200, height: 1))
        let h = Laidout(HStack { Divider() }, 200, 100)
        #expect(h.frame("Divider()").size == CGSize(width: 1, height: 100))
    }
}
