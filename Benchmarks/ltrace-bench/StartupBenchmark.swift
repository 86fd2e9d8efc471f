import Foundation

/// `ltrace-bench startup TRACE [--node N] [--reps N] [--ltrace PATH]`: ltrace's start as a process beside the sqlite3
/// shell's on the same trace (issue 24's goals: `--version` within 2× of `SELECT 1`, `why` within 3×
/// of an indexed frames query). The pairs run alternately, so a busy moment hits both; medians.
enum StartupBenchmark {
    static func run(trace: String, node: Int, repetitions: Int, ltrace given: String?) throws {
        let ltrace = given ?? URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("ltrace").path
        guard let sqlite3 = ["/usr/bin/sqlite3", "/opt/homebrew/bin/sqlite3", "/usr/local/bin/sqlite3"].first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else {
            print("startup: no sqlite3 shell found (apt-get install sqlite3)")
            return
        }
        let pairs: [(name: String, ltrace: [String], sqlite: [String], goal: Double)] = [
            ("--version", [ltrace, "--version"], [sqlite3, trace, "SELECT 1"], 2),
            ("why node-\(node)", [ltrace, "why", "node-\(node)", "--trace", trace], [sqlite3, trace, "SELECT * FROM frames WHERE node_id = \(node)"], 3),
        ]
        print("startup: \(repetitions) alternating runs of each pair on \(trace), medians (\(ltrace))")
        for pair in pairs {
            for _ in 0..<3 { _ = try time(pair.ltrace); _ = try time(pair.sqlite) }
            var ours: [Double] = [], theirs: [Double] = []
            for _ in 0..<repetitions {
                ours.append(try time(pair.ltrace))
                theirs.append(try time(pair.sqlite))
            }
            let a = ServeBenchmark.median(ours), b = ServeBenchmark.median(theirs)
            print(String(format: "  ltrace %-16@ %6.2f ms   sqlite3 %6.2f ms   %.1f× (goal %.0f×)", pair.name as NSString, a * 1000, b * 1000, a / b, pair.goal))
        }
    }

    /// Wall time from spawning to reaping the process (posix_spawn, output to /dev/null; a failure throws).
    static func time(_ command: [String]) throws -> Double {
        try RecordBenchmark.seconds { try AnalysisBenchmark.runProcess(command[0], Array(command.dropFirst())) }
    }
}
