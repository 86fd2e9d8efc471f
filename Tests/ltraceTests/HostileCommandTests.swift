import Foundation
import Testing
import TestSupport
@testable import TraceStore

/// The CLI as a hostile user meets it: every input ends in a clean message and exit
/// status, quickly, with no file created or changed but the one asked for.
@Suite struct HostileCommandTests {
    // MARK: record

    @Test func warningsArePrintedInTheCompilersFormat() {
        let cli = CLI()
        cli.write("scene.swift", "VStack {\n    Color.red.frame(width: .infinity)\n}\n")
        let r = cli.run("record", "scene.swift", "--proposal", "300x100", "--proposal", "200x100")
        #expect(r.status == 0)
        #expect(r.stderr == "scene.swift:2:15: warning: node-1 frame(width: .infinity): Invalid frame dimension (negative or non-finite): width inf is ignored (every pass)\n")
    }

    /// It used to leave the whole content unplaced, silently: `self.value` read nothing
    /// when the closure ran again during layout.
    @Test func aGeometryReaderReadingSelfIsPlaced() throws {
        let cli = CLI()
        cli.write("bar.swift", """
            struct Bar: View {
                let value: CGFloat
                var body: some View {
                    GeometryReader { proxy in
                        HStack(spacing: 0) {
                            Color.green.frame(width: proxy.size.width * self.value)
                            Color.gray
                        }
                    }
                    .frame(height: 8)
                }
            }
            struct Screen: View {
                var body: some View { VStack { Bar(value: 0.3); Bar(value: 0.6) } }
            }
            """)
        let r = cli.run("record", "bar.swift", "--proposal", "200x100")
        #expect(r.status == 0 && r.stderr.isEmpty, "\(r.stderr)")
        let tree = cli.run("tree")
        #expect(!tree.stdout.contains("not placed"), "\(tree.stdout)")
        #expect(tree.stdout.contains("frame(width: proxy.size.width * self.value)  @6:29  (0, 38) 60×8"), "\(tree.stdout)")
        #expect(tree.stdout.contains("frame(width: proxy.size.width * self.value)  @6:29  (0, 54) 120×8"), "\(tree.stdout)")
    }

    /// A stack probes a lazy grid's flexibility with an infinite width: every flexible column is
    /// then infinite, where ∞ − ∞ used to make the next column's offer NaN and fail the recording.
    @Test func aLazyGridProbedWithAnInfiniteWidthRecords() {
        let cli = CLI()
        cli.write("scene.swift", "HStack {\n    LazyVGrid(columns: Array(repeating: GridItem(.flexible(), spacing: 16), count: 3)) { Text(\"a\"); Text(\"b\"); Text(\"c\") }\n    Text(\"side\")\n}\n")
        let r = cli.run("record", "scene.swift", "--proposal", "390x844")
        #expect(r.status == 0, "\(r.stderr)")
        #expect(cli.run("query", "SELECT count(*) FROM calls WHERE proposal_width IS NOT NULL AND proposal_width != proposal_width").stdout.contains("0"))
    }

    @Test func aGeometryReaderThatFailsAtItsSizeKeepsItsContentAndSaysSo() {
        let cli = CLI()
        cli.write("scene.swift", "GeometryReader { proxy in\n    Color.red.frame(width: (proxy.size.width - 300) / (proxy.size.width - 300))\n}\n")
        let r = cli.run("record", "scene.swift", "--proposal", "300x100", "--strict")
        #expect(r.status == 0)
        #expect(r.stderr.hasPrefix("scene.swift:1:1: warning: node-0 GeometryReader: GeometryReader content could not be evaluated at size 300 × 100, so it keeps its earlier content: scene.swift:2:28: error: '(proxy.size.width - 300) / (proxy.size.width - 300)' is not a number (NaN)"), "\(r.stderr)")
        // Without --strict the NaN is given 0 where it is written, as the content is evaluated at
        // its size during layout: a warning in the trace's diagnostics, marked on the frame.
        let recovered = cli.run("record", "scene.swift", "--proposal", "300x100")
        #expect(recovered.status == 0)
        #expect(recovered.stderr == "scene.swift:2:28: warning: '(proxy.size.width - 300) / (proxy.size.width - 300)' is not a number (NaN): SwiftUI's layout with NaN is undefined; layout uses 0 for it\n", "\(recovered.stderr)")
        #expect(cli.run("query", "SELECT kind, line, \"column\" FROM diagnostics JOIN diagnostic_nodes ON diagnostic_id = id WHERE node_id = 1").stdout.contains("recovered"))
        #expect(cli.run("why", "node-1").stdout.contains("node-1 frame(width: (proxy.size.width - 300) / (proxy.size.width - 300)) depends on code ltrace could not run, at scene.swift:2:28"))
    }

    @Test(arguments: [
        ("Color.red.frame(width: 0/0)", "1:24", "'0/0' is not a number (NaN): SwiftUI's layout with NaN is undefined"),
        ("Color.red.padding(CGFloat.nan)", "1:19", "'CGFloat.nan' is not a number (NaN): SwiftUI's layout with NaN is undefined"),
        ("Color.red.padding(.horizontal, 1e308 * 10 - 1e308 * 10)", "1:32", "'1e308 * 10 - 1e308 * 10' is not a number (NaN): SwiftUI's layout with NaN is undefined"),
        ("Color.red.offset(x: .nan)", "1:21", "'.nan' is not a number (NaN): SwiftUI's layout with NaN is undefined"),
        ("Color.red.offset(x: .infinity)", "1:21", "'.infinity' is infinite: this length must be finite"),
        ("HStack(spacing: 0/0) { Color.red }", "1:17", "'0/0' is not a number (NaN): SwiftUI's layout with NaN is undefined"),
        ("HStack { Color.red.layoutPriority(.nan) }", "1:35", "'.nan' is not a number (NaN): SwiftUI's layout with NaN is undefined"),
        ("ZStack { Color.red.layoutPriority(0/0) }", "1:35", "'0/0' is not a number (NaN): SwiftUI's layout with NaN is undefined"),
        ("Color.red.frame(minWidth: 0/0, maxWidth: 100)", "1:27", "'0/0' is not a number (NaN): SwiftUI's layout with NaN is undefined"),
        ("VStack { ForEach(Int.min..<Int.max) { i in Color.red } }", "1:18", "ForEach of 18446744073709551615 views: more than the limit of 100000"),
        ("VStack { ForEach(0...Int.max) { i in Color.red } }", "1:18", "range 0...9223372036854775807 has more elements than Int can count"),
        ("VStack { ForEach(-9223372036854775807..<Int.max) { i in Color.red } }", "1:18", "ForEach of 18446744073709551614 views: more than the limit of 100000"),
    ])
    func hostileNumbersAreErrorsAtTheArgument(_ scene: String, _ position: String, _ message: String) {
        let cli = CLI()
        cli.write("scene.swift", scene + "\n")
        let r = cli.run("record", "scene.swift", "--strict")
        #expect(r.status == 1)
        #expect(r.stderr == "scene.swift:\(position): error: \(message)\n")
        #expect(cli.files == ["scene.swift"])
        // Without --strict the number is given 0 (the modifier keeps its place), in a warning with
        // the same words at the same argument; a ForEach past the views' limit stays an error.
        let recovered = cli.run("record", "scene.swift")
        if message.hasPrefix("ForEach of") {
            #expect(recovered.status == 1 && recovered.stderr == r.stderr)
        } else {
            #expect(recovered.status == 0, "\(recovered.stderr)")
            #expect(recovered.stderr.hasPrefix("scene.swift:\(position): warning: \(message)"), "\(recovered.stderr)")
        }
    }

    @Test(arguments: ["width=0...1e20:1", "width=0...1e308:1e-300", "width=0...800:1e-320", "width=0...800:0", "width=0...800:-1", "height=0...inf:1", "width=800...0:1"])
    func hostileSweepsAreUsageErrors(_ sweep: String) {
        let cli = CLI()
        cli.write("scene.swift", "Color.red\n")
        let r = cli.run("record", "scene.swift", "--sweep", sweep)
        #expect(r.status == 64, "\(r.stderr)")
        #expect(r.stderr.hasPrefix("Error: The value '\(sweep)' is invalid for '--sweep <axis=from...to:step>': "), "\(r.stderr)")
        #expect(cli.files == ["scene.swift"])
    }

    @Test func outputsThatAreNotFiles() {
        let cli = CLI()
        cli.write("scene.swift", "Color.red\n")
        let null = cli.run("record", "scene.swift", "-o", "/dev/null")
        #expect(null.status == 1)
        #expect(null.stderr == "error: /dev/null: exists and is not a regular file (a device, FIFO or socket); give a file path\n")
        var status = stat()
        #expect(stat("/dev/null", &status) == 0 && status.st_mode & S_IFMT == S_IFCHR)
        let empty = cli.run("record", "scene.swift", "-o", "")
        #expect(empty.status == 1)
        #expect(empty.stderr == "error: '': the output path is empty\n")
        #expect(cli.files == ["scene.swift"])
    }

    // MARK: query

    func recorded() -> CLI {
        let cli = CLI()
        cli.write("scene.swift", "HStack { Color.red; Text(\"hi\") }\n")
        cli.run("record", "scene.swift", "-o", "t.sqlite")
        return cli
    }

    @Test(arguments: ["VACUUM INTO 'copy.sqlite'", "ATTACH 'other.sqlite' AS other", "PRAGMA user_version = 3", "CREATE TEMP TABLE t (x)", "SELECT load_extension('x')", "DELETE FROM calls"])
    func queryCreatesAndChangesNothing(_ sql: String) throws {
        let cli = recorded()
        let before = try Data(contentsOf: URL(fileURLWithPath: cli.path("t.sqlite")))
        let r = cli.run("query", sql, "--trace", "t.sqlite")
        #expect(r.status == 1)
        #expect(r.stderr.hasPrefix("error: t.sqlite: ") && r.stderr.hasSuffix("\n") && r.stderr.split(separator: "\n").count == 1, "\(r.stderr)")
        #expect(cli.files == ["scene.swift", "t.sqlite"])
        #expect(try Data(contentsOf: URL(fileURLWithPath: cli.path("t.sqlite"))) == before)
    }

    @Test func oneStatementAndNotNone() {
        let cli = recorded()
        let two = cli.run("query", "SELECT 1; DELETE FROM calls", "--trace", "t.sqlite")
        #expect(two.status == 1)
        #expect(two.stderr == "error: t.sqlite: one statement per query; this one goes on with 'DELETE FROM calls' (run it as a second query)\n")
        let none = cli.run("query", "/* nothing */", "--trace", "t.sqlite")
        #expect(none.status == 1)
        #expect(none.stderr == "error: no SQL statement given\n")
    }

    static let runaway = "WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c) SELECT x FROM c"

    @Test func aRunawayQueryStopsAtItsTimeout() {
        let cli = recorded()
        let start = Date()
        let r = cli.run("query", "WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c) SELECT count(*) FROM c", "--trace", "t.sqlite", "--timeout", "0.5")
        #expect(Date().timeIntervalSince(start) < 20)
        #expect(r.status == 1)
        #expect(r.stderr == "error: t.sqlite: the query ran longer than 0.5 s and was stopped (give --timeout SECONDS for more); 0 rows printed\n")
    }

    /// Rows stream as they come: an endless result starts printing at once, and Ctrl-C stops it.
    @Test(arguments: ["--json", "--csv", "--table"])
    func ctrlCStopsAStreamingQuery(_ format: String) throws {
        let cli = recorded()
        let started = cli.start(["query", Self.runaway, "--trace", "t.sqlite", "--timeout", "0"] + (format == "--table" ? [] : [format]))
        let (process, out, err) = started
        // The first rows arrive while the query still runs.
        let first = out.fileHandleForReading.readData(ofLength: 4096)
        #expect(first.count > 0)
        #expect(process.isRunning)
        kill(process.processIdentifier, SIGINT)
        let deadline = Date().addingTimeInterval(10)
        // Keep draining so the process is never blocked on a full pipe.
        DispatchQueue.global().async { while !out.fileHandleForReading.availableData.isEmpty {} }
        while process.isRunning && Date() < deadline { usleep(10_000) }
        #expect(!process.isRunning)
        if process.isRunning { process.terminate() }
        process.waitUntilExit()
        #expect(process.terminationStatus == 130)
        let stderr = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(stderr.hasSuffix("error: t.sqlite: the query was interrupted\n"), "\(stderr)")
    }

    // MARK: What reaches the terminal

    /// Under a terminal (script(1) gives one), control characters from the trace are shown escaped.
    @Test func controlCharactersAreEscapedOnATerminal() throws {
        let cli = recorded()
        try SQLiteConnection(path: cli.path("t.sqlite"), mode: .create).execute("UPDATE nodes SET label = 'Color.red' || char(27) || '[2J' || char(7) WHERE id = 1")
        let command = "\(CLI.binary.path) tree --trace t.sqlite; \(CLI.binary.path) query \"SELECT label FROM nodes WHERE id = 1\" --trace t.sqlite"
        let r = cli.run(command: "/usr/bin/script", ["-qec", command, "/dev/null"])
        #expect(r.stdout.contains(#"Color.red\x1b[2J\x07"#), "\(r.stdout)")
        #expect(!r.stdout.contains("\u{1B}[2J") && !r.stdout.contains("\u{07}"))
        // Into a pipe, the bytes are passed through as they are (as git and ls do).
        #expect(cli.run("tree", "--trace", "t.sqlite").stdout.contains("Color.red\u{1B}[2J\u{07}"))
    }

    // MARK: Damaged traces

    @Test func aTraceWithoutCallsSaysSo() throws {
        let cli = recorded()
        try SQLiteConnection(path: cli.path("t.sqlite"), mode: .create).execute("DELETE FROM decisions; DELETE FROM calls")
        let r = cli.run("log", "--trace", "t.sqlite")
        #expect(r.status == 1)
        #expect(r.stderr == "error: t.sqlite: the trace has no calls: it is damaged or was never laid out; record it again\n")
        let node = recorded()
        let none = node.run("log", "--trace", "t.sqlite", "--node", "node-0", "--pass", "1")
        #expect(none.status == 0)
    }

    /// Calls deleted, or moved to a pass that does not exist: every command answers, none traps.
    @Test(arguments: ["DELETE FROM decisions; DELETE FROM calls", "UPDATE calls SET pass_id = 9"], [
        ["why", "node-0"], ["tree"], ["log"], ["render", "-o", "p.svg"], ["export", "--format", "chrome", "-o", "e.json"],
        ["diff", "t.sqlite", "t.sqlite"], ["diff", "t.sqlite", "good.sqlite"],
    ])
    func aTraceWhosePassHasNoCallsIsAnsweredByEveryCommand(_ damage: String, _ command: [String]) throws {
        let cli = recorded()
        try FileManager.default.copyItem(atPath: cli.path("t.sqlite"), toPath: cli.path("good.sqlite"))
        try SQLiteConnection(path: cli.path("t.sqlite"), mode: .create).execute(damage)
        let r = cli.run(command + (command.first == "diff" ? [] : ["--trace", "t.sqlite"]))
        #expect([0, 1, 2].contains(r.status), "\(command): \(r.status) \(r.stderr)")
        #expect(!r.stderr.contains("Fatal error") && !r.stderr.contains("Range requires"), "\(r.stderr)")
        if !r.stderr.isEmpty { #expect(r.stderr.hasPrefix("error: "), "\(command): \(r.stderr)") }
    }

    @Test(arguments: [["why", "node-2"], ["tree"], ["log"], ["render", "-o", "p.svg"], ["render", "-o", "p.html"], ["export", "--format", "chrome", "-o", "e.json"], ["diff", "t.sqlite", "t.sqlite"]])
    func aDamagedRowIsOneLine(_ command: [String]) throws {
        let cli = recorded()
        try SQLiteConnection(path: cli.path("t.sqlite"), mode: .create).execute("UPDATE nodes SET parent_id = 5 WHERE id = 2")
        let r = cli.run(command + (command.first == "diff" ? [] : ["--trace", "t.sqlite"]))
        #expect(r.status == 1 || r.status == 2)
        #expect(r.stderr == "error: t.sqlite: the trace is damaged (nodes row 2 has parent node-5, not numbered before it); record it again\n", "\(r.stderr)")
        #expect(cli.files == ["scene.swift", "t.sqlite"])
    }
}
