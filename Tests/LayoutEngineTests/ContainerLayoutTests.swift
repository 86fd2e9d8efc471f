import Foundation
import Testing
@testable import LayoutEngine

@Suite struct ContainerLayoutTests {
    @Test func verticalScrollViewProposesNilHeight() {
        let l = Laidout(
            ScrollView {
                ForEach(0..<10) { _ in Color.red.frame(height: 100) }
            }, 300, 500)
        #expect(l.pass.rootFrame.size == CGSize(width: 300, height: 500))
        #expect(l.frame("VStack (implicit)") == CGRect(x: 0, y: 0, width: 300, height: 1072))
        let d = l.trace.payloads(ScrollViewSize.self).first
        #expect(d?.contentProposal == ProposedViewSize(width: 300, height: nil))
    }

    @Test func scrollViewTakesTheContentSizeForANilProposal() {
        let l = Laidout(ScrollView { Text("Hi") }, nil, nil)
        #expect(l.pass.rootFrame.size == CGSize(width: 16, height: 61.0 / 3))
    }

    @Test func viewThatFitsPicksTheFirstCandidateThatFits() {
        let l = Laidout(
            ViewThatFits {
                Text("A long label that does not fit")
                Text("Short")
            }, 100, 50)
        #expect(l.pass.frame(of: l.node("Text(\"A long label that does not fit\")")) == nil)
        #expect(l.frame("Text(\"Short\")").width == TextMetrics.pixelCeil(TableTextShaper.width("Short", font: .body), scale: 3))
        let candidates = l.trace.payloads(ViewThatFitsCandidate.self)
        #expect(candidates.map(\.fits) == [false, true])
        #expect(l.trace.decisions(LayoutWarning.self).isEmpty)
    }

    @Test func viewThatFitsFallsBackToTheLast() {
        let l = Laidout(ViewThatFits(in: .horizontal) { Color.red.frame(width: 200); Color.blue.frame(width: 150) }, 100, 50)
        #expect(l.frame("frame(width: 150)").width == 150)
        #expect(l.trace.payloads(ViewThatFitsChoice.self).first?.fallback == true)
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
        #expect(l.trace.decisions(LayoutWarning.self).isEmpty)
    }

    @Test func geometryReaderContentThatChangesShapeGetsNewNodes() {
        let l = Laidout(
            GeometryReader { proxy in
                if proxy.size.width > 100 { Color.red } else { Color.blue.frame(width: 10) }
            }, 300, 200)
        #expect(l.tree.nodes.map(\.label) == ["GeometryReader", "frame(width: 10)", "Color.blue", "Color.red"])
        #expect(l.frame("Color.red").size == CGSize(width: 300, height: 200))
        #expect(l.trace.addedNodes.map(\.id) == [NodeID(3)])
        #expect(l.trace.payloads(LayoutWarning.self).contains { $0.text.contains("changed shape") })
    }

    /// A parent measures a GeometryReader with SwiftUI's default engine: 10 for nil (OpenSwiftUI, audited for 6.5.4).
    @Test func geometryReaderWithANilProposal() {
        #expect(Laidout(GeometryReader { _ in Color.red }, nil, nil).pass.rootFrame.size == CGSize(width: 10, height: 10))
        #expect(Laidout(GeometryReader { _ in Color.red }, 50, nil).pass.rootFrame.size == CGSize(width: 50, height: 10))
    }
}
