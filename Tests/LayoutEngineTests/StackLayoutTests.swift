import Foundation
import Testing
@testable import LayoutEngine

@Suite struct StackLayoutTests {
    @Test func nilProposalSumsIdealSizesWithTheirSpacing() {
        let l = Laidout(
            VStack {
                Color.red.frame(width: 50, height: 20)
                Text("Hello")
                Color.blue.frame(width: 30, height: 10)
            }, nil, nil)
        // Around a text, its own spacing (OpenSwiftUI `Text+Spacing.swift`): above it its descent
        // and a tenth of its line on the pixel grid, 4.1 + 2.33; below it its line and that tenth
        // less its cap height, 20.29 + 2.33 − 11.98.
        let line: CGFloat = 17 * 2444 / 2048, tenth: CGFloat = 7.0 / 3
        let above = 17 * 494 / 2048 + tenth, below = line + tenth - 17 * 1443 / 2048
        let size = l.pass.rootFrame.size, origin = l.frame("Text(\"Hello\")").origin
        #expect(size.width == 50 && abs(size.height - (20 + above + 61.0 / 3 + below + 10)) < 1e-9)
        #expect(origin.x == (50 - 38) / 2 && abs(origin.y - (20 + above)) < 1e-9)
        let stack = l.node("VStack")
        // Once to size it, once more when placed: the nil width is re-proposed as the stack's 50.
        #expect(l.decisions(StackIdeal.self, by: stack).count == 2)
        #expect(l.trace.payloads(StackReproposal.self).map(\.placing) == [ProposedViewSize(width: 50, height: nil)])
        #expect(l.decisions(StackFlexibility.self, by: stack).isEmpty)
    }

    @Test func zeroProposalOverflows() {
        let l = Laidout(
            HStack(spacing: 10) {
                Color.red
                Color.blue.frame(width: 40)
            }, 0, 20)
        #expect(l.frame("Color.red").width == 0)
        #expect(l.frame("frame(width: 40)").width == 40)
        #expect(l.pass.rootFrame == CGRect(x: -25, y: 0, width: 50, height: 20))
    }

    @Test func fixedChildrenOverflowAndTheStackIsCentred() {
        let l = Laidout(
            HStack(spacing: 10) {
                ForEach(0..<3) { _ in Color.red.frame(width: 100, height: 10) }
            }, 200, 10)
        #expect(l.pass.rootFrame == CGRect(x: -60, y: 0, width: 320, height: 10))
        let steps = l.decisions(StackDistribute.self, by: l.node("HStack(spacing: 10)"))
        #expect(steps.map(\.left) == [80, -20, -120])
        #expect(steps.map(\.proposal) == [60, 40, 0])
    }

    @Test func infiniteProposalMakesFlexibleChildrenInfinite() {
        let l = Laidout(HStack { Color.red; Color.blue.frame(width: 10) }, .infinity, 30)
        #expect(l.frame("Color.red").width == .infinity)
        #expect(l.frame("frame(width: 10)").width == 10)
        #expect(l.pass.rootFrame.minX == 0)
    }

    @Test func threePriorityGroups() {
        let l = Laidout(
            HStack(spacing: 0) {
                Color.red.frame(maxWidth: 50).layoutPriority(2)
                Color.blue.frame(minWidth: 30).layoutPriority(1)
                Color.green
            }, 200, 20)
        #expect(l.frame("layoutPriority(2)").width == 50)
        #expect(l.frame("layoutPriority(1)").width == 150)
        #expect(l.frame("Color.green").width == 0)
        let stack = l.node("HStack(spacing: 0)")
        let reserves = l.decisions(StackReserve.self, by: stack)
        #expect(reserves.map(\.available) == [170, 150, 0])
        #expect(reserves[0].reserved == 30)
        #expect(reserves[1].returned == 30)
    }

    @Test func adjacentSpacersShareWhatIsLeftAndHaveNoGaps() {
        let l = Laidout(
            HStack {
                Color.red.frame(width: 20)
                Spacer()
                Spacer()
                Color.blue.frame(width: 20)
            }, 200, 10)
        let spacers = l.tree.nodes(labeled: "Spacer()")
        #expect(spacers.map { l.frame($0.id).width } == [80, 80])
        #expect(spacers.map { l.frame($0.id).minX } == [20, 100])
        #expect(l.frame("frame(width: 20)", in: 1).minX == 180)
        let stack = l.node("HStack")
        #expect(l.decisions(StackSpacing.self, by: stack).first?.total == 0)
        #expect(l.decisions(StackGroups.self, by: stack).first?.priorities.last == -.infinity)
    }

    @Test func spacerGetsWhatIsLeftAfterOtherViews() {
        let l = Laidout(HStack { Text("Hello"); Spacer() }, 300, 40)
        #expect(l.frame("Text(\"Hello\")") .origin.x == 0)
        #expect(l.frame("Spacer()").width == CGFloat(300 - 38))
        #expect(l.pass.rootFrame.width == 300)
    }

    @Test func explicitSpacingAppliesNextToSpacersToo() {
        let l = Laidout(HStack(spacing: 5) { Color.red.frame(width: 10); Spacer(); Color.red.frame(width: 10) }, nil, nil)
        #expect(l.pass.rootFrame.width == CGFloat(10 + 5 + 8 + 5 + 10))
    }

    @Test(arguments: [
        (VerticalAlignment.top, [0.0, 0.0]), (.center, [10.0, 0.0]), (.bottom, [20.0, 0.0]),
    ])
    func crossAxisAlignment(alignment: VerticalAlignment, ys: [Double]) {
        let l = Laidout(
            HStack(alignment: alignment) {
                Color.red.frame(width: 10, height: 20)
                Color.blue.frame(width: 10, height: 40)
            }, nil, nil)
        #expect([l.frame("frame(width: 10, height: 20)").minY, l.frame("frame(width: 10, height: 40)").minY] == ys.map { CGFloat($0) })
        #expect(l.pass.rootFrame.height == 40)
    }

    @Test(arguments: [(HorizontalAlignment.leading, 0.0), (.center, 15.0), (.trailing, 30.0)])
    func vstackAlignment(alignment: HorizontalAlignment, x: Double) {
        let l = Laidout(
            VStack(alignment: alignment, spacing: 0) {
                Color.red.frame(width: 20, height: 10)
                Color.blue.frame(width: 50, height: 10)
            }, nil, nil)
        #expect(l.frame("frame(width: 20, height: 10)").origin == CGPoint(x: x, y: 0))
        #expect(l.frame("frame(width: 50, height: 10)").origin == CGPoint(x: 0, y: 10))
    }

    @Test func firstTextBaselineAlignsTexts() {
        let l = Laidout(
            HStack(alignment: .firstTextBaseline) {
                Text("A").font(.title)
                Text("b")
            }, nil, nil)
        // Baselines on the 3× pixel grid: 28 × 1950 / 2048 = 26.66 → 80/3; 17 × 1950 / 2048 = 16.19 → 49/3.
        #expect(l.frame("Text(\"A\").font(.title)").minY == 0)
        #expect(abs(l.frame("Text(\"b\")").minY - (80.0 / 3 - 49.0 / 3)) < 0.001)
        #expect(l.pass.rootFrame.height == 101.0 / 3)
    }

    @Test func baselinesCombineThroughPaddingAndStacks() {
        // padding has no baseline of its own: its child's, offset by the inset.
        let l = Laidout(
            HStack(alignment: .firstTextBaseline) {
                Text("Big").font(.title)
                Text("small").padding(.top, 30)
            }, nil, nil)
        #expect(abs(l.frame("Text(\"Big\").font(.title)").minY - (30 + 49.0 / 3 - 80.0 / 3)) < 0.001)
        #expect(l.frame("padding(.top, 30)").minY == 0)
        // A VStack's first baseline is its first text's.
        let v = Laidout(
            HStack(alignment: .firstTextBaseline) {
                Text("Big").font(.title)
                VStack { Text("a"); Text("b") }
            }, nil, nil)
        #expect(abs(v.frame("VStack").minY - (80.0 / 3 - 49.0 / 3)) < 0.001)
    }

    @Test func viewsWithoutTextAlignTheirBottomOnABaseline() {
        let l = Laidout(
            HStack(alignment: .firstTextBaseline) {
                Color.red.frame(width: 10, height: 50)
                Text("b")
            }, nil, nil)
        #expect(abs(l.frame("Text(\"b\")").minY - (50 - 49.0 / 3)) < 0.001)
    }

    @Test func alignmentGuideShiftsAChild() {
        let l = Laidout(
            HStack(alignment: .top) {
                Color.red.frame(width: 20, height: 20)
                Color.blue.frame(width: 20, height: 20).alignmentGuide(.top) { _ in -10 }
            }, nil, nil)
        #expect(l.frame("Color.red").minY == 0)
        #expect(l.frame("Color.blue").minY == 10)
        #expect(l.pass.rootFrame.height == 30)
        #expect(l.trace.payloads(AlignmentGuideValue.self).first?.value == -10)
    }

    struct ThirdAlignment: AlignmentID {
        static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height / 3 }
    }

    @Test func customAlignmentIDs() {
        let third = VerticalAlignment(ThirdAlignment.self)
        let l = Laidout(
            HStack(alignment: third, spacing: 0) {
                Color.red.frame(width: 10, height: 60)
                Color.blue.frame(width: 10, height: 30)
            }, nil, nil)
        #expect(l.frame("frame(width: 10, height: 30)").minY == 10)
    }

    @Test(arguments: [
        (Alignment.topLeading, CGPoint(x: 0, y: 0)), (.top, CGPoint(x: 30, y: 0)), (.topTrailing, CGPoint(x: 60, y: 0)),
        (.leading, CGPoint(x: 0, y: 40)), (.center, CGPoint(x: 30, y: 40)), (.trailing, CGPoint(x: 60, y: 40)),
        (.bottomLeading, CGPoint(x: 0, y: 80)), (.bottom, CGPoint(x: 30, y: 80)), (.bottomTrailing, CGPoint(x: 60, y: 80)),
    ])
    func zstackAlignments(alignment: Alignment, origin: CGPoint) {
        let l = Laidout(
            ZStack(alignment: alignment) {
                Color.red.frame(width: 100, height: 100)
                Color.blue.frame(width: 40, height: 20)
            }, nil, nil)
        #expect(l.frame("frame(width: 40, height: 20)").origin == origin)
        #expect(l.pass.rootFrame.size == CGSize(width: 100, height: 100))
    }

    @Test func zstackProposesItsProposalToEveryChild() {
        let l = Laidout(ZStack { Color.red; Color.blue.frame(width: 30) }, 200, 100)
        #expect(l.frame("Color.red").size == CGSize(width: 200, height: 100))
        #expect(l.frame("frame(width: 30)").size == CGSize(width: 30, height: 100))
    }

    @Test func zstackSizesHigherPriorityChildrenFirst() {
        let l = Laidout(
            ZStack {
                Color.red
                Text("Label").layoutPriority(1)
            }, 300, 300)
        #expect(l.pass.rootFrame.size == CGSize(width: TableTextShaper.width("Label", font: .body), height: 61.0 / 3))
        #expect(l.frame("Color.red").size == l.pass.rootFrame.size)
        // Sized by the text alone (proposed 300 × 300, then, when placed, its own size).
        #expect(l.trace.payloads(ZStackGroup.self).map(\.proposal) == [ProposedViewSize(width: 300, height: 300), ProposedViewSize(l.pass.rootFrame.size)])
    }

    @Test func emptyStacks() {
        #expect(Laidout(HStack {}, 100, 100).pass.rootFrame.size == .zero)
        #expect(Laidout(ZStack {}, 100, 100).pass.rootFrame.size == .zero)
    }
}

@Suite struct StackDecisionOrderTests {
    /// The order StackDecisions.swift documents, which `why` relies on to read large stacks by position.
    @Test func aStackRecordsItsDecisionsInTheDocumentedOrder() throws {
        let l = Laidout(HStack { Color.red; Color.blue.layoutPriority(1); Text("a") }, 300, 40)
        let stack = l.node("HStack")
        let sizing = try #require(l.trace.calls.first { $0.node == stack && $0.start.method == .sizeThatFits && !$0.cacheHit && $0.proposal.width == 300 })
        let kinds = l.trace.decisions.filter { $0.call == sizing.id && $0.node == stack }.map(\.kind)
        #expect(kinds == [StackSpacing.kind] + Array(repeating: StackFlexibility.kind, count: 3) + [StackGroups.kind, StackOrder.kind, StackOrder.kind]
            + [StackReserve.kind, StackDistribute.kind] + [StackReserve.kind, StackDistribute.kind, StackDistribute.kind] + [StackSize.kind])
    }
}

extension Laidout {
    /// The n-th node with this label, in pre-order.
    func frame(_ label: String, in occurrence: Int) -> CGRect {
        frame(tree.nodes(labeled: label)[occurrence].id)
    }
}
