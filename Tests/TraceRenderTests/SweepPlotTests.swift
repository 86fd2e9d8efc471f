import Foundation
import LayoutEngine
import Testing
import TestSupport
@testable import TraceRender
import TraceStore

@Suite struct SweepPlotTests {
    static let widths = stride(from: 200, through: 800, by: 20).map { CGFloat($0) }

    static func bubbles() throws -> TraceReader {
        try Scratch().record(
            try Repository.traceSource("chat-bubbles"), proposals: widths.map { ProposedViewSize(width: $0, height: 400) })
    }

    @Test func theBubbleGrowsWithTheWindowUntilItsFrameClampsAt400() throws {
        let plot = try SweepPlot(trace: try Self.bubbles(), node: NodeID(7))
        #expect(plot.axis == .horizontal)
        #expect(plot.points.map(\.x) == Self.widths)
        #expect(plot.points.map { $0.size?.width } == Self.widths.map { min($0 * 0.8, 400) })
        #expect(plot.points.allSatisfy { $0.size?.height == 44 })
        #expect(plot.changes == [SweepPlot.Change(pass: 17, x: 520, description: "node-4 frame(maxWidth: 400): width proposal to its child passed on → clamped to its max")])
    }

    @Test func theSVGHasAPointPerPassAndAMarkPerChange() throws {
        let plot = try SweepPlot(trace: try Self.bubbles(), node: NodeID(7))
        let svg = try XMLElement.parse(PlotRenderer.svg(plot))
        let widths = svg.elements("circle", class: "width")
        #expect(widths.count == 31)
        #expect(widths.compactMap { $0.number("data-width") } == Self.widths.map { Double(min($0 * 0.8, 400)) })
        #expect(widths.compactMap { $0.number("data-x") } == Self.widths.map(Double.init))
        #expect(svg.elements("circle", class: "height").count == 31)
        let changes = svg.elements("g", class: "change")
        #expect(changes.map { $0.attributes["data-x"] } == ["520"])
        #expect(svg.elements("polyline", class: "width").count == 1)
    }

    @Test func aViewThatFitsChoosingAnotherCandidate() throws {
        let scene = "ViewThatFits {\n    Text(\"A long line of text that needs room\")\n    Text(\"Short\")\n}\n"
        let trace = try Scratch().record(scene, proposals: [100, 200, 300, 400].map { ProposedViewSize(width: $0, height: 100) })
        let long = try SweepPlot(trace: trace, node: NodeID(1))
        #expect(long.points.map { $0.size == nil } == [true, true, false, false])
        #expect(long.changes.count == 1)
        #expect(long.changes.first?.x == 300)
        let svg = try XMLElement.parse(PlotRenderer.svg(long))
        #expect(svg.elements("circle", class: "width").count == 2)
    }

    /// A Dynamic Type sweep plots a text against the sizes, ticked by name: where a row's label
    /// starts to wrap as text grows.
    @Test func aDynamicTypeSweep() throws {
        let sizes: [DynamicTypeSize] = [.large, .xxxLarge, .accessibility2, .accessibility5]
        let trace = try Scratch().record(
            #"Text("Notifications and sounds")"#, proposals: Array(repeating: ProposedViewSize(width: 300, height: 800), count: sizes.count),
            dynamicTypeSizes: sizes)
        let plot = try SweepPlot(trace: trace, node: NodeID(0))
        #expect(plot.swept == .dynamicType)
        #expect(plot.points.map(\.x) == [3, 6, 8, 11])
        #expect(plot.points.map { plot.swept.label($0.x) } == sizes.map(\.rawValue))
        let heights = plot.points.compactMap { $0.size?.height }
        #expect(heights == heights.sorted() && heights.last! > 2 * heights.first!, "the text grows and wraps: \(heights)")
        let svg = PlotRenderer.svg(plot)
        #expect(svg.contains(">accessibility5</text>") && svg.contains("against the Dynamic Type size"))
    }

    @Test func nothingToPlot() throws {
        let one = try Scratch().record("Color.red", proposals: [ProposedViewSize(width: 100, height: 100)])
        #expect(throws: TraceError.self) { try SweepPlot(trace: one, node: NodeID(0)) }
        let same = try Scratch().record("Color.red", proposals: [ProposedViewSize(width: 100, height: 100), ProposedViewSize(width: 100, height: 100)])
        #expect(throws: TraceError.self) { try SweepPlot(trace: same, node: NodeID(0)) }
        let list = try Scratch().record("VStack { ForEach(0..<2) { i in Color.red } }", proposals: [ProposedViewSize(width: 100, height: 100), ProposedViewSize(width: 200, height: 100)])
        #expect(throws: TraceError.self) { try SweepPlot(trace: list, node: NodeID(1)) }
        #expect(throws: TraceError.self) { try SweepPlot(trace: list, node: NodeID(99)) }
    }

    @Test(arguments: Repository.traceScenes)
    func everyGoldenSceneSweeps(scene: String) throws {
        let golden = try Repository.golden(scene)
        let height = try golden.passes().first?.proposal.height
        let trace = try Scratch().record(
            try Repository.traceSource(scene), proposals: [200, 400, 600, 800].map { ProposedViewSize(width: $0, height: height) }, view: golden.meta.sceneView)
        for node in try trace.nodes() where !node.isList {
            let plot = try SweepPlot(trace: trace, node: node.id)
            #expect(plot.points.count == 4)
            _ = try XMLElement.parse(PlotRenderer.svg(plot))
        }
    }
}
