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
        #expect(l.frame("frame(width: 60)").size == CGSize(width: 60, height: 41))
        let axes = l.decisions(.frameAxis, by: l.node("frame(width: 60)"))
        #expect(axes.map { $0.data["rule"] } == ["fixed", "passthrough"])
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
        #expect(l.trace.decisions(.warning).contains { $0.message.contains("Invalid frame dimension") })
    }

    @Test func flexFrameMinimumRaisesASmallChild() {
        let l = Laidout(Text("Hi").frame(minWidth: 100), 300, 100)
        let frame = l.frame("frame(minWidth: 100)")
        #expect(frame.size == CGSize(width: 100, height: 20.5))
        #expect(l.frame("Text(\"Hi\")").minX == frame.minX + (100 - 15.75) / 2)
        let width = l.decisions(.flexFrameAxis, by: l.node("frame(minWidth: 100)")).first
        #expect(width?.data["rule"] == "min")
        #expect(width?.data["child_proposal"] == 300)
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
        #expect(l.trace.decisions(.warning).contains { $0.message.contains("Contradictory frame constraints") })
    }

    @Test func flexFrameProposesItsOwnSizeWhenPlacing() {
        // Sizing proposes 300 × 1000; placing proposes the frame's size, 300 × 41.
        let l = Laidout(Text("Hello world, again").frame(maxWidth: 300), 300, 1000)
        let text = l.node("Text(\"Hello world, again\")")
        let proposals = l.trace.calls(on: text).filter { !$0.cacheHit }.map(\.proposal)
        #expect(proposals.first == ProposedViewSize(width: 300, height: 1000))
        #expect(proposals.contains(ProposedViewSize(width: 300, height: 20.5)))
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
        let d = l.trace.decisions(.containerRelative).first
        #expect(d?.data["container"] == "node-0")
    }
}

@Suite struct ModifierLayoutTests {
    @Test func fixedSizeBothForms() {
        let text = "A long line of text that wraps"
        let ideal = TextMetrics(font: .body).width(text.unicodeScalars)
        let both = Laidout(Text(text).fixedSize(), 100, 30)
        #expect(both.pass.rootFrame.size == CGSize(width: ideal, height: 20.5))
        let vertical = Laidout(Text(text).fixedSize(horizontal: false, vertical: true), 100, 30)
        #expect(vertical.pass.rootFrame.width <= 100)
        #expect(vertical.pass.rootFrame.height > 30)
        let axes = vertical.decisions(.fixedSize, by: vertical.node("fixedSize(horizontal: false, vertical: true)"))
        #expect(axes.map { $0.data["fixed"] } == [false, true])
    }

    @Test func aspectRatioWithOneUnconstrainedDimension() {
        let fit = Laidout(Color.red.aspectRatio(2, contentMode: .fit), 100, nil)
        #expect(fit.pass.rootFrame.size == CGSize(width: 100, height: 50))
        let fill = Laidout(Color.red.aspectRatio(2, contentMode: .fill), 100, nil)
        #expect(fill.pass.rootFrame.size == CGSize(width: CGFloat.infinity, height: .infinity))
        let unspecified = Laidout(Color.red.aspectRatio(2, contentMode: .fit), nil, nil)
        #expect(unspecified.pass.rootFrame.size == CGSize(width: 10, height: 10))
        let square = Laidout(Color.red.aspectRatio(1, contentMode: .fit), 100, 300)
        #expect(square.frame("Color.red") == CGRect(x: 0, y: 100, width: 100, height: 100))
        let zero = Laidout(Color.red.aspectRatio(2, contentMode: .fit), 0, 0)
        #expect(zero.pass.rootFrame.size == .zero)
    }

    @Test func paddingForms() {
        #expect(Laidout(Color.red.frame(width: 10, height: 10).padding(), nil, nil).pass.rootFrame.size == CGSize(width: 42, height: 42))
        #expect(Laidout(Color.red.frame(width: 10, height: 10).padding(5), nil, nil).pass.rootFrame.size == CGSize(width: 20, height: 20))
        #expect(Laidout(Color.red.frame(width: 10, height: 10).padding(.horizontal, 3), nil, nil).pass.rootFrame.size == CGSize(width: 16, height: 10))
        #expect(Laidout(Color.red.frame(width: 10, height: 10).padding([.top, .leading]), nil, nil).pass.rootFrame.size == CGSize(width: 26, height: 26))
        let shrunk = Laidout(Color.red.padding(10), 15, nil)
        #expect(shrunk.frame("Color.red").size == CGSize(width: 0, height: 10))
        let negative = Laidout(Color.red.padding(-10), 100, 100)
        #expect(negative.frame("Color.red") == CGRect(x: -10, y: -10, width: 120, height: 120))
    }

    @Test func positionWithANilProposal() {
        let l = Laidout(Color.red.frame(width: 4, height: 4).position(x: 5, y: 5), nil, nil)
        #expect(l.pass.rootFrame.size == CGSize(width: 10, height: 10))
        #expect(l.frame("frame(width: 4, height: 4)").origin == CGPoint(x: 3, y: 3))
    }

    @Test func relativeProposedPassesNilAndInfinityThrough() {
        let l = Laidout(Color.red.relativeProposed(width: 0.5, height: 0.5), nil, .infinity)
        #expect(l.frame("Color.red").size == CGSize(width: 10, height: CGFloat.infinity))
    }

    @Test func backgroundWithAColour() {
        let l = Laidout(Text("Hi").padding(4).background(Color.yellow), nil, nil)
        #expect(l.frame("Color.yellow") == l.frame("padding(4)"))
    }

    @Test func drawingModifiersAreNodesThatChangeNothing() {
        let l = Laidout(
            Color.red.frame(width: 10, height: 10).border(.blue).cornerRadius(3).rotationEffect(.degrees(40)).scaleEffect(2)
                .shadow(radius: 2).opacity(0.5).foregroundColor(.red), nil, nil)
        #expect(l.tree.nodes.map(\.kind) == ["foregroundColor", "opacity", "shadow", "scaleEffect", "rotationEffect", "cornerRadius", "border", "frame", "Color"])
        #expect(l.tree.nodes.compactMap { l.pass.frame(of: $0.id) }.allSatisfy { $0 == CGRect(x: 0, y: 0, width: 10, height: 10) })
    }
}

@Suite struct ContainerLayoutTests {
    @Test func verticalScrollViewProposesNilHeight() {
        let l = Laidout(
            ScrollView {
                ForEach(0..<10) { _ in Color.red.frame(height: 100) }
            }, 300, 500)
        #expect(l.pass.rootFrame.size == CGSize(width: 300, height: 500))
        #expect(l.frame("VStack (implicit)") == CGRect(x: 0, y: 0, width: 300, height: 1072))
        let d = l.trace.decisions(.scrollView).first
        #expect(d?.data["content_proposal"] == .proposal(ProposedViewSize(width: 300, height: nil)))
    }

    @Test func scrollViewTakesTheContentSizeForANilProposal() {
        let l = Laidout(ScrollView { Text("Hi") }, nil, nil)
        #expect(l.pass.rootFrame.size == CGSize(width: 15.75, height: 20.5))
    }

    @Test func viewThatFitsPicksTheFirstCandidateThatFits() {
        let l = Laidout(
            ViewThatFits {
                Text("A long label that does not fit")
                Text("Short")
            }, 100, 50)
        #expect(l.pass.frame(of: l.node("Text(\"A long label that does not fit\")")) == nil)
        #expect(l.frame("Text(\"Short\")").width == TextMetrics(font: .body).width("Short".unicodeScalars))
        let candidates = l.trace.decisions(.viewThatFitsCandidate)
        #expect(candidates.map { $0.data["fits"] } == [false, true])
        #expect(l.trace.decisions(.warning).isEmpty)
    }

    @Test func viewThatFitsFallsBackToTheLast() {
        let l = Laidout(ViewThatFits(in: .horizontal) { Color.red.frame(width: 200); Color.blue.frame(width: 150) }, 100, 50)
        #expect(l.frame("frame(width: 150)").width == 150)
        #expect(l.trace.decisions(.viewThatFitsChoice).first?.data["fallback"] == true)
    }

    @Test func geometryReaderTakesTheProposalAndReEvaluatesItsContent() {
        let l = Laidout(
            GeometryReader { proxy in
                Color.red.frame(width: proxy.size.width / 2)
            }, 300, 200)
        #expect(l.pass.rootFrame.size == CGSize(width: 300, height: 200))
        let frame = l.tree.nodes.first { $0.kind == "frame" }!
        #expect(frame.id == NodeID(1))
        #expect(frame.label == "frame(width: 150)")
        #expect(l.frame(frame.id) == CGRect(x: 0, y: 0, width: 150, height: 200))
        #expect(l.trace.decisions(.warning).isEmpty)
    }

    @Test func geometryReaderContentThatChangesShapeGetsNewNodes() {
        let l = Laidout(
            GeometryReader { proxy in
                if proxy.size.width > 100 { Color.red } else { Color.blue.frame(width: 10) }
            }, 300, 200)
        #expect(l.tree.nodes.map(\.label) == ["GeometryReader", "frame(width: 10)", "Color.blue", "Color.red"])
        #expect(l.frame("Color.red").size == CGSize(width: 300, height: 200))
        #expect(l.trace.addedNodes.map(\.id) == [NodeID(3)])
        #expect(l.trace.decisions(.warning).contains { $0.message.contains("changed shape") })
    }

    @Test func geometryReaderWithANilProposal() {
        #expect(Laidout(GeometryReader { _ in Color.red }, nil, nil).pass.rootFrame.size == CGSize(width: 10, height: 10))
    }
}

@Suite struct ListAndTreeTests {
    @Test func idsArePreOrderAndRecordParentsAndDepth() {
        let engine = LayoutEngine(HStack { Color.red.padding(); Text("a") }.frame(width: 10))
        let nodes = engine.tree.nodes
        #expect(nodes.map(\.label) == ["frame(width: 10)", "HStack", "padding()", "Color.red", "Text(\"a\")"])
        #expect(nodes.map(\.id.rawValue) == [0, 1, 2, 3, 4])
        #expect(nodes.map { $0.parent?.rawValue } == [nil, 0, 1, 2, 1])
        #expect(nodes.map(\.depth) == [0, 1, 2, 3, 2])
        #expect(nodes.map(\.childIndex) == [0, 0, 0, 0, 1])
        #expect(nodes[0].args["width"] == 10)
    }

    @Test func groupsAndForEachAreFlattenedIntoTheStack() {
        let l = Laidout(
            HStack(spacing: 0) {
                Group { Color.red; Color.blue }
                ForEach(0..<2) { _ in Color.green }
            }, 400, 10)
        #expect(l.frame("Color.red").width == 100)
        #expect(l.tree.nodes(labeled: "Color.green").map { l.frame($0.id).minX } == [200, 300])
        #expect(l.pass.frame(of: l.node("Group")) == nil)
        #expect(l.decisions(.stackDistribute, by: l.node("HStack(spacing: 0)")).count == 4)
    }

    @Test func aModifierOnAGroupAppliesToEachElement() {
        let l = Laidout(HStack(spacing: 0) { Group { Color.red; Color.blue }.frame(width: 30) }, nil, 10)
        #expect(l.tree.nodes.map(\.label) == ["HStack(spacing: 0)", "Group", "frame(width: 30)", "Color.red", "frame(width: 30)", "Color.blue"])
        #expect(l.pass.rootFrame.width == 60)
    }

    @Test func emptyViewContributesNoSubviewAndNoGap() {
        let l = Laidout(HStack { Color.red.frame(width: 10); EmptyView(); Color.blue.frame(width: 10) }, nil, 10)
        #expect(l.pass.rootFrame.width == 28)
        #expect(Laidout(EmptyView().frame(width: 100), 50, 50).pass.rootFrame == .null)
    }

    @Test func severalTopLevelViewsAreEachPlacedAsARoot() {
        let l = Laidout(ViewList(Color.red._nodeSpecs() + Color.blue.frame(width: 10)._nodeSpecs()), 100, 100)
        #expect(l.tree.root.kind == "Group")
        #expect(l.frame("Color.red") == CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(l.frame("frame(width: 10)") == CGRect(x: 45, y: 0, width: 10, height: 100))
    }

    @Test func conditionalContent() {
        let show = true
        let l = Laidout(VStack { if show { Color.red } else { Color.blue }; if !show { Color.green } }, 10, 10)
        #expect(l.tree.nodes.map(\.label) == ["VStack", "Color.red"])
    }

    struct Forgetful: Layout {
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { CGSize(width: 100, height: 100) }
        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            subviews[0].place(at: bounds.origin, proposal: .unspecified)
        }
    }

    @Test func aSubviewTheLayoutForgetsIsCentredWithAWarning() {
        let l = Laidout(Forgetful()({ Color.red; Color.blue.frame(width: 20, height: 20) }), nil, nil)
        #expect(l.frame("Color.red") == CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(l.frame("frame(width: 20, height: 20)") == CGRect(x: 40, y: 40, width: 20, height: 20))
        #expect(l.trace.decisions(.warning).count == 1)
    }

    struct Annotating: Layout {
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            subviews.record("annotating.rule", about: subviews.first, ["half": 0.5], "halves everything")
            return subviews[0].sizeThatFits(ProposedViewSize(width: proposal.width.map { $0 / 2 }, height: proposal.height))
        }
        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            subviews[0].place(at: bounds.origin, proposal: ProposedViewSize(width: proposal.width.map { $0 / 2 }, height: proposal.height))
        }
    }

    @Test func customLayoutsCanRecordDecisions() {
        let l = Laidout(Annotating()({ Color.red }), 100, 10)
        let d = l.trace.decisions("annotating.rule")
        #expect(d.count == 1)
        #expect(d.first?.child == l.node("Color.red"))
        #expect(d.first?.message == "halves everything")
        #expect(l.frame("Color.red").width == 50)
    }
}
