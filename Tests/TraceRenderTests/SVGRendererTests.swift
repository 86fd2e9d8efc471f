import Foundation
import LayoutEngine
import Testing
import TestSupport
import TraceStore
@testable import TraceRender

@Suite struct SVGRendererTests {
    func svg(_ trace: TraceReader, pass: Int = 1) throws -> XMLElement {
        try XMLElement.parse(SVGRenderer.svg(try LayoutPicture(trace: trace, pass: pass)))
    }

    @Test func theRelativeSizeExampleAsBoxes() throws {
        let trace = try Repository.golden("relative-size-middle")
        let root = try svg(trace)
        #expect(root.name == "svg")
        #expect(root.attributes["viewBox"] == "-24 -24 668 128")
        let proposal = try #require(root.elements("rect", class: "proposal").first)
        #expect([proposal.number("x"), proposal.number("y"), proposal.number("width"), proposal.number("height")] == [0, 0, 620, 80])

        let nodes = root.elements("g", class: "node")
        #expect(nodes.map { $0.attributes["id"] } == (0...6).map { "node-\($0)" })
        let frames = try trace.frames(pass: 1)
        for g in nodes {
            let id = NodeID(Int(g.attributes["data-node"]!)!)
            let rect = try #require(g.elements("rect", class: "frame").first)
            let frame = try #require(frames[id])
            #expect(CGRect(x: rect.number("x")!, y: rect.number("y")!, width: rect.number("width")!, height: rect.number("height")!) == frame)
        }
        func fill(_ id: String) -> String? { nodes.first { $0.attributes["id"] == id }?.elements("rect", class: "frame").first?.attributes["fill"] }
        #expect(fill("node-3") == "#007AFF")
        #expect(fill("node-5") == "#34C759")
        #expect(fill("node-6") == "#FFCC00")
        #expect(fill("node-2") == "none")
        let labels = root.elements("text", class: "label").map(\.text)
        #expect(labels.contains("node-6 Color.yellow"))
        #expect(labels.contains("node-4 relativeProposed…"))
    }

    @Test func theRootProposalIsDashedAroundACentredRoot() throws {
        let root = try svg(try Repository.golden("relative-size-last"))
        let proposal = try #require(root.elements("rect", class: "proposal").first)
        #expect(proposal.number("width") == 620)
        let rootBox = try #require(root.elements("g", class: "node").first?.elements("rect", class: "frame").first)
        #expect(rootBox.number("x") == 50)
        #expect(rootBox.number("width") == 520)
    }

    @Test func shapesAreDrawnAsShapesInTheirFill() throws {
        let root = try svg(try Repository.golden("icon-overlay"))
        let circle = try #require(root.elements("circle", class: "shape").first)
        #expect(circle.attributes["fill"] == "#FFCC00")
        #expect(circle.number("r") == 15)
        let rounded = try #require(root.elements("rect", class: "shape").first)
        #expect(rounded.number("rx") == 12)
        #expect(rounded.attributes["fill"] == "#007AFF")
    }

    @Test func labelsAreEscapedAndNeverOverlapOnALine() throws {
        let scratch = Scratch()
        let trace = try scratch.record("VStack { Text(\"a < b & \\\"c\\\"\"); Color.red.frame(width: 10, height: 10) }", proposals: [ProposedViewSize(width: 300, height: 200)])
        let root = try svg(trace)
        // The label is cut to the text's narrow box; the tooltip has it whole.
        #expect(root.elements("text", class: "label").map(\.text).contains("node-1 Text(\"a < b & \\\"…"))
        #expect(root.elements("g", class: "node")[1].elements("title").first?.text.hasPrefix("node-1 Text(\"a < b & \\\"c\\\"\"): ") == true)
        // Three nodes start at the VStack's corner: three lines.
        let ys = root.elements("text", class: "label").prefix(2).compactMap { $0.number("y") }
        #expect(ys.count == 2 && ys[0] != ys[1])
    }

    @Test(arguments: Repository.traceScenes)
    func everyGoldenSceneRenders(scene: String) throws {
        let trace = try Repository.golden(scene)
        for pass in try trace.passes() {
            let root = try svg(trace, pass: pass.id)
            let frames = try trace.frames(pass: pass.id)
            let nodes = root.elements("g", class: "node")
            #expect(nodes.count == frames.count, "\(scene) pass \(pass.id)")
            #expect(root.elements("title").first?.text.contains("pass \(pass.id)") == true)
        }
    }

    @Test func coloursAsCSS() {
        #expect(SwiftUIColor.light.css("blue") == "#007AFF")
        #expect(SwiftUIColor.light.css(".cyan.gradient") == "#32ADE6")
        #expect(SwiftUIColor.light.css("Color.orange.opacity(0.5)") == "#FF9500")
        #expect(SwiftUIColor.light.css("Color(red: 1, green: 0.5, blue: 0)") == "rgba(255, 128, 0, 1.0)")
        #expect(SwiftUIColor.light.css("Color(white: 0.5, opacity: 0.25)") == "rgba(128, 128, 128, 0.25)")
        #expect(SwiftUIColor.light.css("Color(\"brand\")") == nil)
        #expect(SwiftUIColor.light.css("fuchsia") == nil)
    }
}
