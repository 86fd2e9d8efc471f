import Foundation
import LayoutEngine
import SceneParser

/// The scene interpreter against CPython on the same work (issue 36): each case is a model's
/// static function in a scene, evaluated by `SceneParser.parse` as `ltrace record` evaluates it,
/// and the same function in Python, timed in the same run. Both print their result, and the
/// results must agree: a case whose scene falls back to an opaque value measures nothing and
/// fails the run. The ltrace time is the scene's parse and evaluation minus the same scene whose
/// root does not call the work (the parse and index of the same declarations); the Python time is
/// the function's call alone, best of the repetitions in one process.
enum InterpreterBenchmark {
    struct Case {
        let name: String
        /// Declarations holding `enum Work { static func run() -> String }`.
        let swift: String
        /// A Python `def run():` returning the same string.
        let python: String
    }

    static let cases: [Case] = [
        Case(
            name: "loop: 90,000 iterations of if/else on i % 3",
            swift: """
            enum Work {
                static func run() -> String {
                    var sum = 0
                    for i in 0..<90000 {
                        if i % 3 == 0 { sum += i * 2 } else { sum -= 1 }
                    }
                    return "\\(sum)"
                }
            }
            """,
            python: """
            def run():
                total = 0
                for i in range(90000):
                    if i % 3 == 0:
                        total += i * 2
                    else:
                        total -= 1
                return str(total)
            """),
        Case(
            name: "calls: recursive fib(20)",
            swift: """
            enum Work {
                static func fib(_ n: Int) -> Int { n < 2 ? n : fib(n - 1) + fib(n - 2) }
                static func run() -> String { "\\(fib(20))" }
            }
            """,
            python: """
            def fib(n):
                return n if n < 2 else fib(n - 1) + fib(n - 2)
            def run():
                return str(fib(20))
            """),
        Case(
            name: "structs: 20,000 property reads and writes",
            swift: """
            struct Particle { var x: Double; var y: Double; var vx: Double; var vy: Double }
            enum Work {
                static func run() -> String {
                    var p = Particle(x: 0, y: 0, vx: 1.5, vy: -0.5)
                    for _ in 0..<20000 {
                        p.x += p.vx
                        p.y += p.vy
                        if p.x > 100 { p.vx = -p.vx }
                        if p.y < -100 { p.vy = -p.vy }
                    }
                    return "\\(Int(p.x)) \\(Int(p.y))"
                }
            }
            """,
            python: """
            class Particle:
                __slots__ = ("x", "y", "vx", "vy")
                def __init__(self, x, y, vx, vy):
                    self.x, self.y, self.vx, self.vy = x, y, vx, vy
            def run():
                p = Particle(0.0, 0.0, 1.5, -0.5)
                for _ in range(20000):
                    p.x += p.vx
                    p.y += p.vy
                    if p.x > 100: p.vx = -p.vx
                    if p.y < -100: p.vy = -p.vy
                return f"{int(p.x)} {int(p.y)}"
            """),
        Case(
            name: "strings: 5,000 interpolations appended",
            swift: """
            enum Work {
                static func run() -> String {
                    var text = ""
                    for i in 0..<5000 { text += "item \\(i), " }
                    return "\\(text.count)"
                }
            }
            """,
            python: """
            def run():
                text = ""
                for i in range(5000):
                    text += f"item {i}, "
                return str(len(text))
            """),
        Case(
            name: "collections: map, filter, sorted, reduce over 10,000",
            swift: """
            enum Work {
                static func run() -> String {
                    let values = (0..<10000).map { ($0 * 7919) % 10007 }
                    let kept = values.filter { $0 % 2 == 0 }.sorted()
                    let total = kept.reduce(0) { $0 + $1 / 2 }
                    return "\\(kept.count) \\(kept.first ?? 0) \\(total)"
                }
            }
            """,
            python: """
            from functools import reduce
            def run():
                values = list(map(lambda v: (v * 7919) % 10007, range(10000)))
                kept = sorted(filter(lambda v: v % 2 == 0, values))
                total = reduce(lambda a, b: a + b // 2, kept, 0)
                return f"{len(kept)} {kept[0]} {total}"
            """),
        Case(
            name: "grouping: Dictionary(grouping:by:) of 10,000",
            swift: """
            enum Work {
                static func run() -> String {
                    let groups = Dictionary(grouping: 0..<10000, by: { $0 % 97 })
                    return "\\(groups.count) \\(groups[5]?.count ?? 0)"
                }
            }
            """,
            python: """
            def run():
                groups = {}
                for v in range(10000):
                    groups.setdefault(v % 97, []).append(v)
                return f"{len(groups)} {len(groups.get(5, []))}"
            """),
        Case(
            name: "closures: a counter captured and called 20,000 times",
            swift: """
            enum Work {
                static func run() -> String {
                    var count = 0
                    let bump: (Int) -> Void = { step in count += step }
                    for i in 0..<20000 { bump(i % 3) }
                    return "\\(count)"
                }
            }
            """,
            python: """
            def run():
                count = 0
                def bump(step):
                    nonlocal count
                    count += step
                for i in range(20000):
                    bump(i % 3)
                return str(count)
            """),
        Case(
            name: "enums: switch over 30,000 cases",
            swift: """
            enum Suit { case spades, hearts, diamonds, clubs }
            enum Work {
                static func run() -> String {
                    let suits: [Suit] = [.spades, .hearts, .diamonds, .clubs]
                    var score = 0
                    for i in 0..<30000 {
                        switch suits[i % 4] {
                        case .spades: score += 4
                        case .hearts: score += 3
                        case .diamonds: score -= 2
                        case .clubs: score -= 1
                        }
                    }
                    return "\\(score)"
                }
            }
            """,
            python: """
            SPADES, HEARTS, DIAMONDS, CLUBS = range(4)
            def run():
                suits = [SPADES, HEARTS, DIAMONDS, CLUBS]
                score = 0
                for i in range(30000):
                    s = suits[i % 4]
                    if s == SPADES: score += 4
                    elif s == HEARTS: score += 3
                    elif s == DIAMONDS: score -= 2
                    else: score -= 1
                return str(score)
            """),
        Case(
            name: "formatting: 2,000 numbers with two decimals",
            swift: """
            enum Work {
                static func run() -> String {
                    var length = 0
                    for i in 0..<2000 { length += String(format: "%.2f", Double(i) / 7).count }
                    return "\\(length)"
                }
            }
            """,
            python: """
            def run():
                length = 0
                for i in range(2000):
                    length += len("%.2f" % (i / 7))
                return str(length)
            """),
    ]

    struct Result { let name: String; let ltraceMs: Double; let pythonMs: Double }

    /// A case's scene, whose root shows the work's result, and the same scene whose root does
    /// not call the work (what the time of the case's work is measured against).
    static func scenes(of item: Case) -> (scene: String, baseline: String) {
        (item.swift + "\n\nText(Work.run())\n", item.swift + "\n\nText(\"-\")\n")
    }

    /// Writes each case's scene and baseline to `folder` as `NAME.swift` and `NAME-baseline.swift`
    /// (NAME is the case's name before its colon), for tools that run `ltrace record` on them
    /// (Benchmarks/instructions.sh).
    static func writeScenes(to folder: String, only: String?) throws {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        for item in cases where only == nil || item.name.hasPrefix(only!) {
            let name = String(item.name.prefix { $0 != ":" })
            let (scene, baseline) = scenes(of: item)
            try scene.write(toFile: folder + "/" + name + ".swift", atomically: true, encoding: .utf8)
            try baseline.write(toFile: folder + "/" + name + "-baseline.swift", atomically: true, encoding: .utf8)
        }
    }

    static func run(repetitions: Int, only: String?) throws {
        let selected = cases.filter { only == nil || $0.name.hasPrefix(only!) }
        var results: [Result] = []
        var failures: [String] = []
        for item in selected {
            let (scene, baseline) = scenes(of: item)
            var best = Double.infinity, bestBaseline = Double.infinity
            var answer = ""
            for _ in 0..<repetitions {
                var parsed: Scene?
                best = min(best, try RecordBenchmark.seconds { parsed = try SceneParser.parse(source: scene, path: "work.swift") } * 1e3)
                answer = parsed.flatMap { textContent(of: $0.specs) } ?? "(no text: \(parsed?.diagnostics.first?.description ?? "no diagnostic"))"
                bestBaseline = min(bestBaseline, try RecordBenchmark.seconds { _ = try SceneParser.parse(source: baseline, path: "work.swift") } * 1e3)
            }
            let python = try runPython(item.python, repetitions: repetitions)
            if answer != python.answer {
                failures.append("\(item.name): ltrace gave \(answer), Python \(python.answer)")
            }
            results.append(Result(name: item.name, ltraceMs: max(best - bestBaseline, 0.001), pythonMs: python.ms))
        }
        print("interpreter: each case's work, best of \(repetitions) (ltrace: parse + evaluate minus the same scene not calling it; Python \(pythonVersion()): the call)")
        for result in results {
            let name = result.name.padding(toLength: 56, withPad: " ", startingAt: 0)
            print("  " + name + String(format: " ltrace %8.2f ms   CPython %7.2f ms   %6.1f×", result.ltraceMs, result.pythonMs, result.ltraceMs / result.pythonMs))
        }
        if !failures.isEmpty {
            for failure in failures { print("  results differ: \(failure)") }
            throw BenchmarkFailure(message: "\(failures.count) case(s) gave a different result from Python")
        }
    }

    struct BenchmarkFailure: Error, CustomStringConvertible { let message: String; var description: String { message } }

    /// The scene's root is one Text: its string, as the interpreter built it.
    static func textContent(of specs: [NodeSpec]) -> String? {
        guard var node = specs.first else { return nil }
        while node.textRuns == nil, let child = node.children.first { node = child }
        return node.textRuns.map { Text(runs: $0).content }
    }

    static func runPython(_ source: String, repetitions: Int) throws -> (answer: String, ms: Double) {
        let script = source + """

            import time
            best = float("inf")
            for _ in range(\(repetitions)):
                start = time.perf_counter()
                answer = run()
                best = min(best, time.perf_counter() - start)
            print(answer)
            print(best * 1000)
            """
        let (status, output) = try python(["-c", script])
        let lines = output.split(separator: "\n").map(String.init)
        guard status == 0, lines.count >= 2, let ms = Double(lines[lines.count - 1]) else {
            throw BenchmarkFailure(message: "python3 failed (status \(status)): is python3 installed?")
        }
        return (lines[lines.count - 2], ms)
    }

    static func pythonVersion() -> String {
        (try? python(["--version"]).output.trimmingCharacters(in: .whitespacesAndNewlines)) ?? "python3"
    }

    /// Runs python3 with `arguments`: its exit status and what it printed.
    static func python(_ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3"] + arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
