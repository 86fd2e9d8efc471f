import CSQLite
import Foundation
import LayoutEngine
import SceneParser
import TraceAnalysis
import TraceStore

/// `why` and `diff` on traces of a million calls or more.
///
/// `why` is compared with the sqlite3 shell opening the same file and answering one
/// indexed query, both end to end (processes, as a user runs them) and in process
/// (open + answer, without process start-up). `diff` compares two such traces:
/// the same scene recorded twice, at a different width, and with a view added.
enum AnalysisBenchmark {
    static func run(rows: Int, repetitions: Int) throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("ltrace-bench-analysis-\(getpid())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        func path(_ name: String) -> String { directory.appendingPathComponent(name).path }

        let scene = RecordBenchmark.scene(rows: rows)
        let edited = scene.replacingOccurrences(of: "\n}", with: "\n    Text(\"The end\")\n}")
        func record(_ source: String, width: CGFloat, to name: String) throws -> Trace.Summary {
            let parsed = try SceneParser.parse(source: source, path: "generated.swift")
            return try Trace.record(
                tree: parsed.makeTree(), proposals: [ProposedViewSize(width: width, height: 844)], to: path(name),
                meta: TraceMeta(scenePath: "generated.swift", sceneSource: source))
        }
        let a = try record(scene, width: 390, to: "a.sqlite")
        _ = try record(scene, width: 390, to: "same.sqlite")
        _ = try record(scene, width: 400, to: "wider.sqlite")
        _ = try record(edited, width: 390, to: "edited.sqlite")
        let bytes = (try? FileManager.default.attributesOfItem(atPath: path("a.sqlite"))[.size] as? Int) ?? 0
        print("analyses: \(a.nodes) nodes, \(a.calls) calls, \(a.decisions) decisions, \(bytes / 1_000_000) MB per trace; best of \(repetitions)")

        // The nodes asked about: the Color.gray of the first, middle and last row (11 nodes per row).
        let leaves = [0, rows / 2, rows - 1].map { NodeID(11 * $0 + 10) }
        let trace = try TraceReader(path: path("a.sqlite"))
        for leaf in leaves {
            let label = try trace.node(leaf)?.label
            precondition(label == "Color.gray", "the generated scene changed shape")
        }

        print("  why (node in the first, middle, last row)      process         in process")
        let ltrace = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("ltrace").path
        let sqlite3 = ["/usr/bin/sqlite3", "/usr/local/bin/sqlite3"].first { FileManager.default.isExecutableFile(atPath: $0) }
        var ratios: [Double] = []
        for leaf in leaves {
            let query = "SELECT id, role, proposal_width, proposal_height, result_width, result_height FROM calls WHERE node_id = \(leaf.rawValue) AND pass_id = 1"
            let shellProcess = try sqlite3.map { shell in try best(repetitions) { try runProcess(shell, [path("a.sqlite"), query]) } }
            let whyProcess = FileManager.default.isExecutableFile(atPath: ltrace)
                ? try best(repetitions) { try runProcess(ltrace, ["why", leaf.description, "--trace", path("a.sqlite")]) } : nil
            let shellInProcess = try best(repetitions) { try sqliteQuery(path("a.sqlite"), query) }
            let whyInProcess = try best(repetitions) {
                let reader = try TraceReader(path: path("a.sqlite"))
                let chain = try WhyAnalysis(trace: reader).explain(leaf, pass: 1)
                _ = WhyReport.text(chain, scenePath: "generated.swift")
            }
            func ms(_ s: Double?) -> String { s.map { String(format: "%6.2f ms", $0 * 1000) } ?? "     n/a" }
            print("    sqlite3 shell, one indexed query  \(leaf)  \(ms(shellProcess))    \(ms(shellInProcess))")
            print("    ltrace why                        \(leaf)  \(ms(whyProcess))    \(ms(whyInProcess))")
            if let shellProcess, let whyProcess {
                ratios.append(whyProcess / shellProcess)
                print(String(format: "      why / sqlite3: %.2f× end to end, %.2f× in process", whyProcess / shellProcess, whyInProcess / shellInProcess))
            } else {
                print(String(format: "      why / sqlite3: %.2f× in process (build ltrace in release and install sqlite3 for the end-to-end figure)", whyInProcess / shellInProcess))
            }
        }
        if FileManager.default.isExecutableFile(atPath: ltrace) {
            let startup = try best(repetitions) { try runProcess(ltrace, ["--version"]) }
            print(String(format: "    ltrace --version (process start-up alone): %.2f ms", startup * 1000))
        }

        print("  diff (two traces of \(a.calls) calls)          in process      process")
        for (name, other) in [("the same scene recorded twice", "same.sqlite"), ("proposed 400 wide instead of 390", "wider.sqlite"), ("a view added at the end", "edited.sqlite")] {
            var changed = 0
            let inProcess = try best(max(1, repetitions / 10)) {
                let (diffs, _) = try TraceDiff.compare(try TraceReader(path: path("a.sqlite")), try TraceReader(path: path(other)), passes: [])
                changed = diffs.reduce(0) { $0 + $1.changed.count + $1.added.count + $1.removed.count }
            }
            let process = FileManager.default.isExecutableFile(atPath: ltrace)
                ? try best(max(1, repetitions / 10)) { try runProcess(ltrace, ["diff", path("a.sqlite"), path(other)], allowedStatus: [0, 1]) } : nil
            let padded = name.padding(toLength: 34, withPad: " ", startingAt: 0)
            print("    \(padded) " + String(format: "%6d nodes differ  %6.2f s   ", changed, inProcess) + (process.map { String(format: "%6.2f s", $0) } ?? "n/a"))
        }
    }

    static func whyLoop(trace path: String, node: String, repetitions: Int) throws {
        guard let id = NodeID(parsing: node) else { throw TraceError.unresolvedNode(path: path, written: node, problem: .notANodeReference) }
        let time = try best(repetitions) {
            let reader = try TraceReader(path: path)
            _ = WhyReport.text(try WhyAnalysis(trace: reader).explain(id, pass: 1), scenePath: reader.meta.scenePath)
        }
        print(String(format: "why %@ in process: %.3f ms (best of %d)", node, time * 1000, repetitions))
    }

    static func best(_ repetitions: Int, _ body: () throws -> Void) rethrows -> Double {
        var best = Double.infinity
        for _ in 0..<repetitions { best = min(best, try RecordBenchmark.seconds(body)) }
        return best
    }

    /// Spawns and waits with posix_spawn and waitpid: Foundation's Process adds tens of milliseconds of polling.
    static func runProcess(_ executable: String, _ arguments: [String], allowedStatus: Set<Int32> = [0]) throws {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        guard posix_spawn(&pid, executable, &actions, nil, argv, environ) == 0 else {
            throw TraceError.io(path: executable, message: "cannot run")
        }
        var status: Int32 = 0
        waitpid(pid, &status, 0)
        let exit = (status >> 8) & 0xff
        guard status & 0x7f == 0, allowedStatus.contains(exit) else {
            throw TraceError.io(path: executable, message: "exited with \(exit): \(arguments.joined(separator: " "))")
        }
    }

    /// What the sqlite3 shell does for one query, without its process: open, prepare, step every row, close.
    static func sqliteQuery(_ path: String, _ sql: String) throws {
        var db: OpaquePointer?
        guard sqlite3_open_v2(path, &db, SQLITE_OPEN_READONLY, nil) == SQLITE_OK else { throw TraceError.io(path: path, message: "cannot open") }
        defer { sqlite3_close(db) }
        var statement: OpaquePointer?
        sqlite3_prepare_v2(db, sql, -1, &statement, nil)
        var rows = 0
        while sqlite3_step(statement) == SQLITE_ROW { rows += 1 }
        sqlite3_finalize(statement)
        precondition(rows > 0)
    }
}
