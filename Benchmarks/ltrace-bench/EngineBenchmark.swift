import Foundation
import LayoutEngine

/// Lays out a generated scene with no tracer, with a tracer that ignores
/// everything, and with an in-memory recorder.
enum EngineBenchmark {
    /// A list of rows, each an HStack of text, spacer, nested VStack and fixed frames:
    /// every layout type that probes.
    static func scene(rows: Int) -> ViewList {
        ViewList(
            [
                NodeSpec.vStack(
                    spacing: 4,
                    children: (0..<rows).map { i in
                        NodeSpec.padding(EdgeInsets(.all, 4)).wrapping([
                            NodeSpec.hStack(children: [
                                Text("Row \(i) with a title").lineLimit(1)._nodeSpecs()[0],
                                Spacer()._nodeSpecs()[0],
                                NodeSpec.vStack(alignment: .trailing, children: [
                                    Text("\(i * 7)")._nodeSpecs()[0],
                                    NodeSpec.flexFrame(maxWidth: 60).wrapping(Color.gray._nodeSpecs())[0],
                                ]),
                                NodeSpec.frame(width: 24, height: 24).wrapping(Circle()._nodeSpecs())[0],
                            ])
                        ])[0]
                    })
            ])
    }

    final class NullTracer: LayoutTracer {
        var calls = 0
        func beginPass(_ pass: PassInfo) {}
        func beginCall(_ call: CallStart) { calls += 1 }
        func endCall(_ call: CallEnd) {}
        func decide(_ decision: Decision) {}
        func endPass(_ pass: PassInfo) {}
    }

    static func run(rows: Int, repetitions: Int, modes: Set<String> = ["none", "null", "recording"]) {
        let tree = ViewTree(scene(rows: rows))
        let proposal = ProposedViewSize(width: 390, height: 844)
        let counter = NullTracer()
        if modes != ["none"] {
            let census = RecordingTracer()
            LayoutEngine(tree: tree, tracer: census).layout(in: proposal)
            let kinds = Dictionary(grouping: census.decisions, by: \.kind.rawValue).mapValues(\.count).sorted { $0.value > $1.value }
            LayoutEngine(tree: tree, tracer: counter).layout(in: proposal)
            print("engine: \(tree.count) nodes, \(counter.calls) calls and \(census.decisions.count) decisions per pass, best of \(repetitions)")
            print("  decisions: " + kinds.prefix(8).map { "\($0.key) \($0.value)" }.joined(separator: ", "))
        } else {
            print("engine: \(tree.count) nodes, best of \(repetitions)")
        }

        func best(_ makeTracer: () -> LayoutTracer?) -> Double {
            var times: [Double] = []
            for _ in 0..<repetitions {
                let engine = LayoutEngine(tree: tree, tracer: makeTracer())
                let start = ContinuousClock.now
                engine.layout(in: proposal)
                times.append(Double((ContinuousClock.now - start).components.attoseconds) / 1e18 + Double((ContinuousClock.now - start).components.seconds))
            }
            return times.min()!
        }
        let rate = { (t: Double) in counter.calls == 0 ? "" : String(format: "%.0f calls/s", Double(counter.calls) / t) }
        if modes.contains("none") {
            let t = best { nil }
            print(String(format: "  no tracer        %8.2f ms  %@", t * 1000, rate(t)))
        }
        if modes.contains("null") {
            let t = best { NullTracer() }
            print(String(format: "  no-op tracer     %8.2f ms  %@  (events and decisions built, then dropped)", t * 1000, rate(t)))
        }
        if modes.contains("recording") {
            let t = best { RecordingTracer() }
            print(String(format: "  recording tracer %8.2f ms  %@", t * 1000, rate(t)))
        }
    }
}
