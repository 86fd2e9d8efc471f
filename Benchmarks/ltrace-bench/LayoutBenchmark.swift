import Foundation
import LayoutEngine
import SceneParser
import TraceStore

/// A scene's own Layout run by the interpreter: a flow layout of `count` subviews (a cache of
/// their sizes, `sizeThatFits` and `placeSubviews` walking them), recorded as `ltrace record`
/// records it: parse and interpret, lay out, write every call and decision (target: 1,000
/// subviews under 0.5 s).
enum LayoutBenchmark {
    static func source(count: Int) -> String {
        """
        struct FlowLayout: Layout {
            var spacing: CGFloat = 8
            struct Cache { var sizes: [CGSize] = [] }

            func makeCache(subviews: Subviews) -> Cache {
                Cache(sizes: subviews.map { $0.sizeThatFits(.unspecified) })
            }

            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
                let width = proposal.width ?? .infinity
                var x: CGFloat = 0, y: CGFloat = 0, line: CGFloat = 0, widest: CGFloat = 0
                for size in cache.sizes {
                    if x > 0 && x + size.width > width { x = 0; y += line + spacing; line = 0 }
                    line = max(line, size.height)
                    x += size.width + spacing
                    widest = max(widest, x - spacing)
                }
                return CGSize(width: widest, height: y + line)
            }

            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
                var x: CGFloat = 0, y: CGFloat = 0, line: CGFloat = 0
                for index in subviews.indices {
                    let size = cache.sizes[index]
                    if x > 0 && x + size.width > bounds.width { x = 0; y += line + spacing; line = 0 }
                    subviews[index].place(at: CGPoint(x: bounds.minX + x, y: bounds.minY + y), proposal: ProposedViewSize(size))
                    line = max(line, size.height)
                    x += size.width + spacing
                }
            }
        }

        ScrollView {
            FlowLayout {
                ForEach(0..<\(count)) { index in
                    Color.blue.frame(width: CGFloat(20 + index % 7 * 10), height: 24)
                }
            }
        }
        """
    }

    static func run(count: Int, repetitions: Int) throws {
        let output = NSTemporaryDirectory() + "ltrace-layout-bench-\(getpid()).sqlite"
        defer { try? FileManager.default.removeItem(atPath: output) }
        let text = source(count: count)
        var best = Double.infinity
        var calls = 0
        for _ in 0..<repetitions {
            let start = ContinuousClock.now
            let scene = try SceneParser.parse(source: text, path: "flow.swift")
            let summary = try Trace.record(
                tree: scene.makeTree(), proposals: [ProposedViewSize(width: 390, height: 844)], to: output,
                meta: TraceMeta(scenePath: "flow.swift", sceneSource: text), diagnostics: scene.diagnostics, laterDiagnostics: scene.laterDiagnostics)
            let elapsed = ContinuousClock.now - start
            best = min(best, Double(elapsed.components.attoseconds) / 1e15 + Double(elapsed.components.seconds) * 1e3)
            calls = summary.calls
            let later = scene.laterDiagnostics()
            if !later.isEmpty || !scene.diagnostics.isEmpty { print("  warnings: \((scene.diagnostics + later).prefix(3).map(\.description))") }
        }
        print(String(format: "layouts: a flow layout of %d subviews, parse + run + write %d calls: best %.1f ms of %d (target: under 500 ms)", count, calls, best, repetitions))
    }
}
