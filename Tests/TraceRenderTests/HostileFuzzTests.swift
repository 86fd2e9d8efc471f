import Foundation
import LayoutEngine
import SceneParser
import Testing
import TestSupport
import TraceAnalysis
import TraceRender
@testable import TraceStore

/// Generated hostile inputs through the real paths: scenes with hostile numbers recorded
/// into real SQLite files, and real traces damaged in every way a file can be. Each input
/// must end in a result or a clear error; nothing crashes, hangs, or is left behind.
///
/// Seeded: `LTRACE_FUZZ_SEED=N` repeats a campaign, `LTRACE_FUZZ_ITERATIONS=N` runs a
/// longer one; a failure names the seed and the case.
@Suite struct HostileFuzzTests {
    static let seed = UInt64(ProcessInfo.processInfo.environment["LTRACE_FUZZ_SEED"].flatMap(Int.init) ?? 8)
    static let iterations = ProcessInfo.processInfo.environment["LTRACE_FUZZ_ITERATIONS"].flatMap(Int.init) ?? 300

    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The example scenes and the corpus of app-style files.
    static let scenes: [String] = ["Traces", "Tests/Corpus"].flatMap { dir -> [String] in
        let url = root.appendingPathComponent(dir)
        return ((try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []).filter { $0.hasSuffix(".swift") }.sorted()
            .compactMap { try? String(contentsOf: url.appendingPathComponent($0), encoding: .utf8) }
    }

    static let hostileNumbers = [
        "0/0", ".nan", "CGFloat.nan", "1e308 * 10 - 1e308 * 10", ".infinity", "-.infinity", "1e308", "-1e308", "-1", "0",
        "1e-320", "Double.greatestFiniteMagnitude", "(0/0) * 2", "1e308 * 10",
    ]
    static let hostileRanges = ["Int.min..<Int.max", "0...Int.max", "-9223372036854775807..<Int.max", "0..<1_000_000", "5..<2"]

    /// Replaces one to three numeric literals (or a ForEach range) with hostile values.
    static func mutate(_ source: String, _ g: inout SplitMix) -> String {
        var text = source
        let numbers = try! NSRegularExpression(pattern: #"(?<![\w.])\d+(\.\d+)?(?![\w.])"#)
        for _ in 0..<Int.random(in: 1...3, using: &g) {
            let ns = text as NSString
            if Int.random(in: 0..<6, using: &g) == 0, let range = text.range(of: #"\d+\.\.<\d+|\d+\.\.\.\d+"#, options: .regularExpression) {
                text.replaceSubrange(range, with: hostileRanges.randomElement(using: &g)!)
                continue
            }
            // Past the directive lines: proposals there are checked by their own syntax.
            let body = ns.range(of: "\n", options: [], range: NSRange(location: 0, length: ns.length)).location
            let matches = numbers.matches(in: text, range: NSRange(location: 0, length: ns.length)).filter { $0.range.location > body || body == NSNotFound }
            guard let m = matches.randomElement(using: &g) else { break }
            text = ns.replacingCharacters(in: m.range, with: hostileNumbers.randomElement(using: &g)!)
        }
        return text
    }

    @Test func hostileNumbersInRealScenesRecordOrFailCleanly() throws {
        var g = SplitMix(state: Self.seed)
        let scratch = Scratch()
        var recorded = 0, rejected = 0
        for i in 0..<Self.iterations {
            let source = Self.mutate(Self.scenes.randomElement(using: &g)!, &g)
            let context = "seed \(Self.seed), case \(i):\n\(source)"
            let path = scratch.path("t.sqlite")
            try? FileManager.default.removeItem(atPath: path)
            do {
                // Every other case strict: a hostile number is then an error at it, else it is
                // recovered from (0 where it is written) and the scene records.
                let scene = try SceneParser.parse(source: source, path: "fuzz.swift", strict: i % 2 == 0)
                let proposals = scene.proposals.isEmpty ? [ProposedViewSize(width: 390, height: 844)] : scene.proposals
                let summary = try Trace.record(tree: scene.makeTree(), proposals: proposals + [.unspecified, .infinity], to: path, meta: TraceMeta(scenePath: "fuzz.swift", sceneSource: source))
                #expect(summary.unplaced.isEmpty, "\(context)\nunplaced: \(summary.unplaced)")
                // Everything written reads back: no NULL where a number belongs, no NaN.
                let trace = try TraceReader(path: path)
                for call in try trace.calls() {
                    let values = [call.size.width, call.size.height] + [call.origin?.x, call.origin?.y, call.proposal.width, call.proposal.height].compactMap { $0 }
                    #expect(!values.contains { $0.isNaN }, "\(context)\ncall \(call.id)")
                    if call.isPlace { #expect(call.origin != nil, "\(context)\nplace \(call.id) has no position") }
                }
                recorded += 1
            } catch let error as SceneError {
                rejected += 1
                #expect(error.description.hasPrefix("fuzz.swift:"), "\(context)\n\(error)")
            } catch let error as RecordingError {
                rejected += 1
                #expect(error.description.contains("error:"), "\(context)\n\(error)")
            } catch {
                Issue.record("\(context)\nunexpected \(type(of: error)): \(error)")
            }
            #expect(scratch.contents.allSatisfy { $0 == "t.sqlite" }, "\(context)\nleft behind: \(scratch.contents)")
        }
        // Both outcomes occur, so the campaign tests something either way.
        #expect(recorded > Self.iterations / 10 && rejected > Self.iterations / 10, "recorded \(recorded), rejected \(rejected)")
    }

    // MARK: The trace corrupter

    enum Damage: CaseIterable { case flipBytes, truncate, editValue }

    static let columns: [(table: String, column: String)] = [
        ("nodes", "parent_id"), ("nodes", "depth"), ("nodes", "child_index"), ("nodes", "label"), ("nodes", "id"), ("nodes", "source_line"),
        ("calls", "node_id"), ("calls", "parent_call_id"), ("calls", "result_width"), ("calls", "x"), ("calls", "decision_count"),
        ("calls", "first_decision_id"), ("calls", "method"), ("calls", "depth"), ("calls", "pass_id"), ("calls", "proposal_width"),
        ("decisions", "node_id"), ("decisions", "data"), ("decisions", "child_node_id"), ("decisions", "kind"), ("passes", "id"),
        ("meta", "value"), ("nodes", "appearance"),
    ]
    static let values = [
        "NULL", "'text'", "1e308", "-1e308", "9e999", "-9e999", "-1", "0", "9223372036854775807", "-9223372036854775808", "3.5",
        "x'00ff'", "'\u{1B}[31m\u{07}'", "'<!--<script>'", "'__proto__'", "id + 1", "id - 1",
    ]

    /// Damages a copy of `original` and returns its path.
    static func damage(_ original: String, into path: String, _ g: inout SplitMix) throws -> String {
        try? FileManager.default.removeItem(atPath: path)
        try FileManager.default.copyItem(atPath: original, toPath: path)
        switch Damage.allCases.randomElement(using: &g)! {
        case .flipBytes:
            var data = try Data(contentsOf: URL(fileURLWithPath: path))
            for _ in 0..<Int.random(in: 1...16, using: &g) {
                let at = Int.random(in: (Bool.random(using: &g) ? 0 : 100)..<data.count, using: &g)
                data[at] ^= UInt8.random(in: 1...255, using: &g)
            }
            try data.write(to: URL(fileURLWithPath: path))
            return "bytes flipped"
        case .truncate:
            let data = try Data(contentsOf: URL(fileURLWithPath: path))
            try data.prefix(Int.random(in: 0..<data.count, using: &g)).write(to: URL(fileURLWithPath: path))
            return "truncated"
        case .editValue:
            let (table, column) = columns.randomElement(using: &g)!
            let value = values.randomElement(using: &g)!
            let rowid = Int.random(in: 1...20, using: &g)
            let sql = "PRAGMA ignore_check_constraints = ON; UPDATE OR IGNORE \(table) SET \(column) = \(value) WHERE rowid IN (SELECT rowid FROM \(table) ORDER BY rowid LIMIT 1 OFFSET \(rowid % 8))"
            // A file SQLite can no longer open is damage too.
            try? SQLiteConnection(path: path, mode: .create).execute(sql)
            return "\(table).\(column) = \(value)"
        }
    }

    /// Every reading command's work, in process.
    static func readEverything(_ path: String, original: TraceReader, scratch: Scratch) throws {
        let trace = try TraceReader(path: path)
        _ = try trace.passes()
        let nodes = try trace.nodes()
        _ = try trace.calls(pass: 1)
        for node in nodes.prefix(40) {
            do { _ = try WhyAnalysis(trace: trace).explain(node.id, pass: 1) } catch is WhyNotPlaced {}
        }
        let picture = try LayoutPicture(trace: trace, pass: 1)
        _ = SVGRenderer.svg(picture)
        _ = ScreenRenderer.svg(picture)
        _ = try HTMLRenderer.html(trace, pass: 1)
        _ = try TraceDiff.compare(original, trace, passes: [1])
        try AtomicFile.write(to: scratch.path("chrome.json")) { try ChromeTraceExporter.export(trace, to: $0) }
        if let first = nodes.last { _ = try? SweepPlot(trace: trace, node: first.id) }
    }

    @Test func damagedTracesGiveAnErrorNeverACrash() throws {
        var g = SplitMix(state: Self.seed &+ 1)
        let scratch = Scratch()
        let originals = try ["chat-bubbles", "relative-size-priority", "icon-overlay"].map { name -> String in
            let source = try Repository.traceSource(name)
            _ = try scratch.record(source, proposals: [ProposedViewSize(width: 390, height: 200), ProposedViewSize(width: 200, height: 100)], name: "\(name).sqlite")
            return scratch.path("\(name).sqlite")
        }
        var answered = 0, refused = 0
        for i in 0..<Self.iterations {
            let original = originals.randomElement(using: &g)!
            let what = try Self.damage(original, into: scratch.path("damaged.sqlite"), &g)
            let context = "seed \(Self.seed &+ 1), case \(i): \((original as NSString).lastPathComponent), \(what)"
            do {
                try Self.readEverything(scratch.path("damaged.sqlite"), original: try TraceReader(path: original), scratch: scratch)
                answered += 1
            } catch let error as TraceError {
                refused += 1
                #expect(!error.description.contains("\n"), "\(context): \(error)")
            } catch is DiffError {
            } catch {
                Issue.record("\(context): unexpected \(type(of: error)): \(error)")
            }
        }
        #expect(answered > Self.iterations / 20 && refused > Self.iterations / 20, "answered \(answered), refused \(refused)")
        #expect(Set(scratch.contents).isSubset(of: ["chat-bubbles.sqlite", "relative-size-priority.sqlite", "icon-overlay.sqlite", "damaged.sqlite", "chrome.json"]))
    }
}
