import Foundation
import LayoutEngine
import SceneParser
import Testing
import TestSupport
import TraceAnalysis
import TraceStore

/// The promise of `why`: every size it states for a node is the frame that node
/// was placed with, for every node of every example scene and of the corpus of
/// app-style view files (Tests/Corpus).
@Suite struct WhyPropertyTests {
    static var scenes: [String] {
        [Repository.traces, Repository.corpus].flatMap { dir in Repository.scenes(in: dir).map { dir.appendingPathComponent($0 + ".swift").path } }
    }

    @Test func thereAreScenesToCheck() {
        #expect(Self.scenes.count >= 25)
    }

    @Test(arguments: scenes) func everyStatedSizeIsTheFrame(_ path: String) throws {
        let source = try String(contentsOfFile: path, encoding: .utf8)
        // Sample data behind #if DEBUG, as Xcode previews build them.
        let scene = try SceneParser.parse(source: source, path: path, defines: ["DEBUG"])
        let r = try Recorded(source, proposals: scene.proposals.isEmpty ? [ProposedViewSize(width: 390, height: 844)] : scene.proposals, defines: ["DEBUG"])
        let trace = r.trace
        try checkWhy(trace)
    }

    /// Nested stacks of every kind, with spacers and probes whose proposals repeat
    /// the final share on one axis (where `why` used to explain a probe).
    @Test func nestedStacksOfEveryKind() throws {
        let stacks = ["HStack", "VStack", "ZStack"]
        for outer in stacks {
            for middle in stacks {
                for inner in stacks {
                    let source = """
                        \(outer) {
                            Color.red.frame(width: 40, height: 40)
                            \(middle == "ZStack" ? "ZStack" : middle + "(spacing: 4)") {
                                \(inner) {
                                    Text("Alice Appleseed").font(.headline)
                                    Spacer()
                                    Text("9:41").font(.caption)
                                }
                                Text("Are we still on for lunch tomorrow? I found a new place downtown.").lineLimit(2)
                            }
                        }
                        .padding()
                        """
                    let r = try Recorded(source, proposals: [ProposedViewSize(width: 390, height: 844), ProposedViewSize(width: 120, height: nil), .unspecified])
                    try checkWhy(r.trace, context: "\(outer) > \(middle) > \(inner)")
                }
            }
        }
    }

    func checkWhy(_ trace: TraceReader, context: String = "", sourceLocation: SourceLocation = #_sourceLocation) throws {
        let nodes = try trace.nodes()
        for pass in try trace.passes() {
            let frames = try trace.frames(pass: pass.id)
            for node in nodes where frames[node.id] != nil {
                let chain = try WhyAnalysis(trace: trace).explain(node.id, pass: pass.id)
                let at = "\(context) pass \(pass.id), why \(node.id)"
                #expect(chain.frame == frames[node.id], "\(at): heading", sourceLocation: sourceLocation)
                for step in chain.steps {
                    #expect(step.size == frames[step.node.id]?.size, "\(at): step \(step.node.id) took \(step.size)", sourceLocation: sourceLocation)
                    for sibling in step.siblings {
                        #expect(
                            sibling.size == frames[sibling.node.id]?.size, "\(at): sibling \(sibling.node.id) took \(sibling.size)",
                            sourceLocation: sourceLocation)
                    }
                    for rule in step.rules {
                        guard let share = rule.as(StackDistribute.self), let axis = step.node.trait.stackAxis, let child = rule.child,
                            let frame = frames[child]
                        else { continue }
                        #expect(share.taken == frame.size[axis], "\(at): \(rule.message) child \(child) frame \(frame) axis \(axis)", sourceLocation: sourceLocation)
                    }
                }
            }
        }
    }
}
