import Foundation
import LayoutEngine
import SceneParser
import TextShaping
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
                    images: scene.images, textShaper: HarfBuzzShaper(locations: FontLocations(appFolders: Array(folders), systemFont: .open)))
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

    /// A scene of 1,000 different texts, each wrapped in a 200-point column, recorded with the
    /// invented widths and with HarfBuzz on Inter (a new shaper each time, as a process has):
    /// shaping's cost (target: under 2× the table's).
    static func texts(count: Int, repetitions: Int) throws {
        let words = ["notifications", "and", "sounds", "settings", "privacy", "display", "brightness", "wallpaper", "battery", "general"]
        let rows = (0..<count).map { i in
            let text = (0..<(3 + i % 5)).map { words[(i * 7 + $0 * 3) % words.count] }.joined(separator: " ")
            return "    Text(\"\(i): \(text)\")"
        }
        let source = "ScrollView {\n  VStack(alignment: .leading) {\n" + rows.joined(separator: "\n") + "\n  }.frame(width: 200)\n}\n"
        let output = NSTemporaryDirectory() + "ltrace-text-bench-\(getpid()).sqlite"
        defer { try? FileManager.default.removeItem(atPath: output) }
        func best(_ shaper: () -> TextShaper) throws -> Double {
            var best = Double.infinity
            for _ in 0..<repetitions {
                let start = ContinuousClock.now
                let scene = try SceneParser.parse(source: source, path: "texts.swift")
                try Trace.record(tree: scene.makeTree(), proposals: [ProposedViewSize(width: 390, height: 844)], to: output, textShaper: shaper())
                let elapsed = ContinuousClock.now - start
                best = min(best, Double(elapsed.components.attoseconds) / 1e15 + Double(elapsed.components.seconds) * 1e3)
            }
            return best
        }
        let table = try best { TableTextShaper() }
        let shaped = try best { HarfBuzzShaper(locations: FontLocations(systemFont: .open)) }
        print("texts: \(count) texts parsed, laid out and written, best of \(repetitions)")
        print(String(format: "  invented widths %8.2f ms", table))
        print(String(format: "  HarfBuzz, Inter %8.2f ms  (%.2f× the table; target under 2×)", shaped, shaped / table))
    }
}
