import Foundation
import Testing
@testable import LayoutEngine

@Suite struct FrameLayoutTests {
    @Test func fixedFrameDoesNotAskItsChildWhileSizing() {
        let l = Laidout(Color.red.frame(width: 100, height: 50), 300, 300)
        let frameSizing = Set(l.trace.calls(on: l.node("frame(width: 100, height: 50)")).filter { $0.start.method == .sizeThatFits }.map(\.id))
        let askedWhileSizing = l.trace.calls(on: l.node("Color.red")).filter { $0.start.parent.map(frameSizing.contains) ?? false }
        #expect(askedWhileSizing.isEmpty)
        #expect(l.frame("Color.red") == CGRect(x: 100, y: 125, width: 100, height: 50))
    }

    @Test func unsetDimensionPassesTheProposalThrough() {
        let l = Laidout(Text("Hello world").frame(width: 60), nil, nil)
        // Two body lines and body's leading between them: 2 × 20.29 + 1.71.
        #expect(l.frame("frame(width: 60)").size == CGSize(width: 60, height: 127.0 / 3))
        let axes = l.decisions(FrameAxis.self, by: l.node("frame(width: 60)"))
        #expect(axes.map(\.fixed) == [true, false])
    }

    @Test(arguments: [
        (Alignment.topLeading, CGPoint(x: 0, y: 0)), (.top, CGPoint(x: 40, y: 0)), (.topTrailing, CGPoint(x: 80, y: 0)),
        (.leading, CGPoint(x: 0, y: 45)), (.center, CGPoint(x: 40, y: 45)), (.trailing, CGPoint(x: 80, y: 45)),
        (.bottomLeading, CGPoint(x: 0, y: 90)), (.bottom, CGPoint(x: 40, y: 90)), (.bottomTrailing, CGPoint(x: 80, y: 90)),
    ])
    func childIsAlignedInTheFrame(alignment: Alignment, origin: CGPoint) {
        let l = Laidout(Color.red.frame(width: 20, height: 10).frame(width: 100, height: 100, alignment: alignment), nil, nil)
        #expect(l.frame("frame(width: 20, height: 10)").origin == origin)
    }

    @Test func invalidDimensionIsIgnoredWithAWarning() {
        let l = Laidout(Color.red.frame(width: -10, height: 20), 50, 50)
        #expect(l.frame("Color.red").size == CGSize(width: 50, height: 20))
        #expect(l.trace.payloads(LayoutWarning.self).contains { $0.text.contains("Invalid frame dimension") })
    }

    @Test func flexFrameMinimumRaisesASmallChild() {
        let l = Laidout(Text("Hi").frame(minWidth: 100), 300, 100)
        let frame = l.frame("frame(minWidth: 100)")
        #expect(frame.size == CGSize(width: 100, height: 61.0 / 3))
        #expect(l.frame("Text(\"Hi\")").minX == frame.minX + (100 - 16) / 2)
        let width = l.decisions(FlexFrameAxis.self, by: l.node("frame(minWidth: 100)")).first
        #expect(width?.rule == .min)
        #expect(width?.childProposal == 300)
    }

    @Test func flexFrameMaximumGrowsToTheProposal() {
        let l = Laidout(Text("Hi").frame(maxWidth: .infinity, alignment: .leading), 300, 100)
        #expect(l.frame("frame(maxWidth: .infinity, alignment: .leading)").width == 300)
        #expect(l.frame("Text(\"Hi\")").minX == 0)
    }

    @Test func flexFrameWithMinAndMaxClampsTheProposalWithoutAskingTheChild() {
        let l = Laidout(Color.red.frame(minWidth: 50, maxWidth: 200, minHeight: 10, maxHeight: 20), 300, 5)
        #expect(l.pass.rootFrame.size == CGSize(width: 200, height: 10))
        let sizing = l.trace.calls(on: l.node("Color.red")).filter { $0.role == .measure }
        #expect(sizing.count == 1)  // only when placing, to align it
    }

    @Test func idealSizeAnswersANilProposal() {
        let l = Laidout(Color.red.frame(idealWidth: 120, idealHeight: 30).fixedSize(), 300, 300)
        #expect(l.frame("Color.red").size == CGSize(width: 120, height: 30))
    }

    @Test func contradictoryConstraintsStillLayOutWithAWarning() {
        let l = Laidout(Color.red.frame(minWidth: 200, maxWidth: 100), 150, 10)
        #expect(l.pass.rootFrame.width == 100)
        #expect(l.trace.payloads(LayoutWarning.self).contains { $0.text.contains("Contradictory frame constraints") })
    }

    @Test func flexFrameProposesItsOwnSizeWhenPlacing() {
        // Sizing proposes 300 × 1000; placing proposes the frame's size, 300 × 41.
        let l = Laidout(Text("Hello world, again").frame(maxWidth: 300), 300, 1000)
        let text = l.node("Text(\"Hello world, again\")")
        let proposals = l.trace.calls(on: text).filter { !$0.cacheHit }.map(\.proposal)
        #expect(proposals.first == ProposedViewSize(width: 300, height: 1000))
        #expect(proposals.contains(ProposedViewSize(width: 300, height: 61.0 / 3)))
    }

    @Test func containerRelativeFrameUsesTheRootNotTheStack() {
        let l = Laidout(
            HStack(spacing: 0) {
                Color.red.containerRelativeFrame(.horizontal, count: 4, span: 1, spacing: 10)
                Color.blue
            }, 400, 100)
        #expect(l.frame("Color.red").width == 92.5)
        #expect(l.frame("Color.blue").width == 400 - 92.5)
    }

    @Test func containerRelativeFrameInAScrollView() {
        let l = Laidout(
            ScrollView(.horizontal) {
                HStack(spacing: 0) {
                    ForEach(0..<3) { _ in Color.red.containerRelativeFrame(.horizontal) }
                }
            }, 300, 100)
        #expect(l.tree.nodes(labeled: "Color.red").map { l.frame($0.id).width } == [300, 300, 300])
        #expect(l.frame("HStack(spacing: 0)").width == 900)
        #expect(l.pass.rootFrame.width == 300)
        let d = l.trace.payloads(ContainerRelativeLength.self).first
        #expect(d?.container == "node-0")
    }
}
