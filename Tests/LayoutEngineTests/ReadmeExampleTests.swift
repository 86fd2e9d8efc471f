import Foundation
import Testing
@testable import LayoutEngine

@Suite struct ReadmeExampleTests {
    /// The engine example in docs/swift-api.md, as written there.
    @Test func readmeEngineExample() {
        let scene = HStack(spacing: 10) {
            Color.blue
            Color.green.relativeProposed(width: 0.5)
            Color.yellow
        }
        .frame(height: 80)

        let trace = RecordingTracer()
        let engine = LayoutEngine(scene, tracer: trace)
        let pass = engine.layout(in: ProposedViewSize(width: 620, height: 80))
        #expect(pass.frame(of: NodeID(5)) == CGRect(x: 320, y: 0, width: 300, height: 80))
        #expect(trace.payloads(StackDistribute.self).map(\.taken) == [200, 100, 300])
        #expect(trace.decisions(StackDistribute.self).first?.sentence { engine.tree[$0].label } == "600 / 3 = 200 proposed to Color.blue, which took 200; 400 left")
    }

    @Test func forEachOverAnArray() {
        let names = ["a", "bb", "ccc"]
        let l = Laidout(VStack(spacing: 0) { ForEach(names, id: \.self) { Text($0) } }, nil, nil)
        #expect(l.tree.nodes.map(\.label) == ["VStack(spacing: 0)", "ForEach(3 items)", "Text(\"a\")", "Text(\"bb\")", "Text(\"ccc\")"])
        #expect(l.pass.rootFrame.height == 61)
    }
}
