import Foundation
import LayoutEngine
import SceneParser
import TraceStore

/// Recording an app's view file, as `ltrace record` does it (read, parse and interpret, lay out,
/// write the trace), for each scene of the corpus of app-style files (target: under 100 ms).
enum SceneBenchmark {
    static func run(corpus: String, repetitions: Int) throws {
        let fm = FileManager.default
        let files = ((try? fm.contentsOfDirectory(atPath: corpus)) ?? []).filter { $0.hasSuffix(".swift") }.sorted().map { [corpus + "/" + $0] }
        let apps = ((try? fm.contentsOfDirectory(atPath: corpus + "/apps")) ?? []).sorted().map { app -> [String] in
            let folder = corpus + "/apps/" + app
            return ((fm.enumerator(atPath: folder)?.allObjects as? [String]) ?? []).filter { $0.hasSuffix(".swift") }.sorted().map { folder + "/" + $0 }
        }
        guard !files.isEmpty else {
            print("scenes: no .swift files in \(corpus) (run from the repository)")
            return
        }
        let output = NSTemporaryDirectory() + "ltrace-scene-bench-\(getpid()).sqlite"
        defer { try? fm.removeItem(atPath: output) }
        var results: [(name: String, best: Double, nodes: Int)] = []
        for paths in files + apps {
            var best = Double.infinity
            var nodes = 0
            for _ in 0..<repetitions {
                let start = ContinuousClock.now
                let sources = try paths.map { SceneFile(path: $0, source: try String(contentsOfFile: $0, encoding: .utf8)) }
                let folders = Set(paths.map { URL(fileURLWithPath: $0).deletingLastPathComponent().path })
                let scene = try SceneParser.parse(files: sources, defines: ["DEBUG"], assets: AssetCatalog.load(searching: Array(folders)))
                let summary = try Trace.record(
                    tree: scene.makeTree(), proposals: [ProposedViewSize(width: 390, height: 844)], to: output,
                    meta: TraceMeta(scenePath: paths[0], sceneSource: scene.source), diagnostics: scene.diagnostics, files: sources.count > 1 ? sources : [],
                    images: scene.images)
                let elapsed = ContinuousClock.now - start
                best = min(best, Double(elapsed.components.attoseconds) / 1e15 + Double(elapsed.components.seconds) * 1e3)
                nodes = summary.nodes
            }
            let name = paths.count == 1 ? URL(fileURLWithPath: paths[0]).lastPathComponent : URL(fileURLWithPath: paths[0]).deletingLastPathComponent().lastPathComponent + " (\(paths.count) files)"
            results.append((name, best, nodes))
        }
        print("scenes: read + parse + lay out + write, best of \(repetitions), in process")
        for r in results.sorted(by: { $0.best > $1.best }) {
            print(String(format: "  %7.2f ms  %4d nodes  %@", r.best, r.nodes, r.name))
        }
        let slowest = results.map(\.best).max() ?? 0
        print(String(format: "  slowest %.2f ms (target: under 100 ms)", slowest))
    }
}
