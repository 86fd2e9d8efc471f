import Foundation
import Testing
import TestSupport
@testable import TraceStore

/// Issue 24's classes: what reaches a terminal stays one escaped line, `query` reads what it
/// may (table-valued functions, integrity checks) and stops at its wall-clock limit.
@Suite struct HostileLinesTests {
    func recorded() -> CLI {
        let cli = CLI()
        cli.write("s.swift", "HStack { Color.red; Color.blue }")
        #expect(cli.run("record", "s.swift", "-o", "t.sqlite", "--proposal", "100x50").status == 0)
        return cli
    }

    /// A scene whose file name holds escape sequences: `record`'s line is escaped on a terminal, like the warnings.
    @Test func recordsLineIsEscapedOnATerminal() throws {
        let cli = CLI()
        let name = "s\u{1B}]0;pwned\u{07}.swift"
        cli.write(name, "Color.red")
        let command = "\(CLI.binary.path) record \"$(printf 's\\033]0;pwned\\007.swift')\" --proposal 10x10 -o t.sqlite"
        let r = cli.run(command: "/usr/bin/script", ["-qec", command, "/dev/null"])
        #expect(r.stdout.contains(#"recorded s\x1b]0;pwned\x07.swift at 10×10"#), "\(r.stdout)")
        #expect(!r.stdout.contains("\u{1B}]0;") && !r.stdout.contains("\u{07}"))
    }

    /// An error about a path with a newline in it is one line.
    @Test func anErrorQuotingANewlineIsOneLine() throws {
        let cli = recorded()
        let r = cli.run("why", "node-1", "--trace", "Card.swift\nis not one of the trace's files (x).sqlite")
        #expect(r.status == 1)
        #expect(r.stderr.filter { $0 == "\n" }.count == 1 && r.stderr.hasSuffix("\n"), "\(r.stderr)")
        #expect(r.stderr.contains(#"Card.swift\nis not one"#))
    }

    @Test func tableValuedFunctionsAndIntegrityChecksRead() throws {
        let cli = recorded()
        let each = cli.run("query", "SELECT k.kind, f.value FROM decision_kinds AS k, json_each(k.fields) AS f WHERE k.kind = 'shape.size'", "--trace", "t.sqlite", "--csv")
        #expect(each.status == 0, "\(each.stderr)")
        #expect(each.stdout.contains("shape.size,proposal_width"), "\(each.stdout)")
        let tree = cli.run("query", "SELECT count(*) FROM json_tree('[1,[2,3]]')", "--trace", "t.sqlite", "--csv")
        #expect(tree.status == 0 && tree.stdout.contains("5"), "\(tree.stderr)")
        let info = cli.run("query", "SELECT name FROM pragma_table_info('calls') LIMIT 1", "--trace", "t.sqlite", "--csv")
        #expect(info.status == 0 && info.stdout.contains("id"), "\(info.stderr)")
        for pragma in ["PRAGMA integrity_check", "PRAGMA quick_check", "PRAGMA quick_check(5)", "SELECT * FROM pragma_integrity_check"] {
            let r = cli.run("query", pragma, "--trace", "t.sqlite", "--csv")
            #expect(r.status == 0 && r.stdout.contains("ok"), "\(pragma): \(r.stderr)")
        }
        // Still refused: writes of any kind, the schema table included, and pragmas that set.
        for sql in ["UPDATE sqlite_master SET sql = ''", "UPDATE nodes SET label = 'x'", "PRAGMA writable_schema = 1", "PRAGMA user_version = 3", "CREATE TEMP TABLE t(x)"] {
            #expect(cli.run("query", sql, "--trace", "t.sqlite").status != 0, "\(sql)")
        }
    }

    /// A query whose rows stream one by one stops at `--timeout`, output included, and says how far it got.
    @Test(arguments: [[], ["--json"]])
    func aStreamingQueryStopsAtItsWallClockLimit(_ format: [String]) throws {
        let cli = recorded()
        let start = Date()
        let r = cli.run(["query", "WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c) SELECT x FROM c", "--trace", "t.sqlite", "--timeout", "1"] + format)
        let took = Date().timeIntervalSince(start)
        #expect(r.status == 1)
        #expect(took < 10, "stopped after \(took) s")
        #expect(r.stderr.contains("the query ran longer than 1 s and was stopped") && r.stderr.contains("rows printed"), "\(r.stderr)")
    }
}

/// Limits are reported where they come from: the directive that crossed one, the option that asked.
@Suite struct LimitsAtTheirSourceTests {
    @Test func theDirectiveThatCrossesThePassLimitIsNamed() {
        let cli = CLI()
        cli.write("many.swift", (1...10_050).map { "// ltrace:proposal \($0)x50" }.joined(separator: "\n") + "\nColor.red\n")
        let r = cli.run("record", "many.swift", "-o", "out.sqlite")
        #expect(r.status == 1)
        #expect(r.stderr.hasPrefix("many.swift:10001:1: error: proposal 10001 of the scene's directives: a recording lays out at most 10000 passes"), "\(r.stderr)")
        #expect(!cli.files.contains("out.sqlite"))
    }

    @Test func tooManyCallsPointsAtWhatAskedForThePasses() {
        let cli = CLI()
        cli.write("calls.swift", "// ltrace:proposal 100x50\n" + (2...2000).map { "// ltrace:proposal \($0)x50" }.joined(separator: "\n") + "\nVStack { ForEach(0..<1000) { i in Color.red } }\n")
        let directives = cli.run("record", "calls.swift", "-o", "out.sqlite")
        #expect(directives.status == 1)
        #expect(directives.stderr.hasPrefix("calls.swift:1:1: error: the layout makes 5002 calls per pass"), "\(directives.stderr)")
        #expect(directives.stderr.contains("(the 2000 passes come from the scene's 2000 `// ltrace:proposal` lines, the first here)"))
        let sweep = cli.run("record", "calls.swift", "-o", "out.sqlite", "--sweep", "width=1...3000:1", "--height", "50")
        #expect(sweep.status == 1)
        #expect(sweep.stderr.contains("(the 3000 passes come from --sweep width=1...3000:1)"), "\(sweep.stderr)")
        #expect(!cli.files.contains("out.sqlite"))
    }
}

@Suite struct BoundedSearchTests {
    /// `--assets /` ends within its limits and says the search was cut short. A fast machine with
    /// a small disk can read all of `/` under the 200,000 entries and 3 s, so the entry limit is
    /// lowered for this run (`LTRACE_SEARCH_ENTRIES`).
    @Test func searchingTheWholeDiskEndsAndSaysSo() {
        let cli = CLI()
        cli.write("img.swift", #"Image("photo")"#)
        let start = Date()
        let r = cli.run("record", "img.swift", "--assets", "/", "--proposal", "100x100", "-o", "i.sqlite")
        #expect(Date().timeIntervalSince(start) < 15)
        #expect(r.status == 0, "\(r.stderr)")
        let limited = cli.run("record", "img.swift", "--assets", "/", "--proposal", "100x100", "-o", "i.sqlite", environment: ["LTRACE_SEARCH_ENTRIES": "5000"])
        #expect(limited.status == 0, "\(limited.stderr)")
        #expect(limited.stderr.contains("warning: the search for images in / stopped after 5000 entries (the limit)"), "\(limited.stderr)")
    }
}

@Suite struct NestedReadersTests {
    /// A chain of nested GeometryReaders builds in time linear in its depth (each reader's content
    /// was evaluated twice, once to check it and once to start with, which doubled per level).
    @Test func aDeepChainOfGeometryReadersRecordsQuickly() {
        let cli = CLI()
        var scene = "Color.red"
        for i in 0..<80 { scene = "GeometryReader { g\(i) in VStack { \(scene) } }" }
        cli.write("geo.swift", scene)
        let start = Date()
        let r = cli.run("record", "geo.swift", "--proposal", "300x300", "-o", "g.sqlite")
        #expect(r.status == 0, "\(r.stderr)")
        #expect(Date().timeIntervalSince(start) < 20, "took \(Date().timeIntervalSince(start)) s")
    }
}

@Suite struct AmplificationTests {
    /// A crafted trace whose sentences repeat `{node}` a hundred thousand times over a label of a
    /// megabyte, and `{size_width}` over a value of a megabyte: every command answers quickly with
    /// sentences and labels cut as they are made.
    @Test(arguments: [["why", "node-1"], ["render", "-o", "p.html"], ["render", "-o", "p.svg"], ["export", "--format", "chrome", "-o", "e.json"], ["tree"], ["log"]])
    func amplifiedSentencesStayBounded(_ command: [String]) throws {
        let cli = CLI()
        cli.write("s.swift", "HStack { Color.red; Color.blue }")
        #expect(cli.run("record", "s.swift", "-o", "t.sqlite", "--proposal", "100x50").status == 0)
        let db = try SQLiteConnection(path: cli.path("t.sqlite"), mode: .create)
        try db.execute("UPDATE nodes SET label = printf('%.*c', 1000000, 'x')")
        try db.execute("UPDATE decision_kinds SET kind = 'custom.' || kind, sentence = replace(printf('%.*c', 100000, '~'), '~', '{node} {size_width} ')")
        try db.execute("UPDATE decisions SET data = json_set(data, '$[0]', printf('%.*c', 1000000, 'y'))")
        let start = Date()
        let r = cli.run(command + ["--trace", "t.sqlite"])
        #expect(Date().timeIntervalSince(start) < 20, "\(command): \(Date().timeIntervalSince(start)) s")
        #expect(r.status == 0 || r.status == 1, "\(command): \(r.stderr.prefix(300))")
        #expect(r.stdout.utf8.count < 5_000_000, "\(command): \(r.stdout.utf8.count) bytes")
        for file in ["p.html", "p.svg", "e.json"] where cli.files.contains(file) {
            let size = (try FileManager.default.attributesOfItem(atPath: cli.path(file))[.size] as? Int) ?? 0
            #expect(size < 20_000_000, "\(file): \(size) bytes")
        }
    }
}

@Suite struct LongDiffTests {
    /// A sweep of 2,000 passes against itself: each pass's calls are read as a range of the
    /// table, not by a scan of every call (34 s before, in release).
    @Test func aDiffOfTwoThousandPassesIsLinear() {
        let cli = CLI()
        cli.write("d.swift", #"HStack { Text("Hello"); Spacer(); Color.red.frame(width: 20) }"#)
        #expect(cli.run("record", "d.swift", "--sweep", "width=100...2099:1", "--height", "50", "-o", "d.sqlite").status == 0)
        let start = Date()
        let r = cli.run("diff", "d.sqlite", "d.sqlite")
        #expect(r.status == 0)
        #expect(r.stdout.contains("identical: d.sqlite pass 2000 and d.sqlite pass 2000"))
        #expect(Date().timeIntervalSince(start) < 60, "took \(Date().timeIntervalSince(start)) s")
    }

    // MARK: Writers killed with SIGKILL

    #if os(Linux)
        /// `export` writes an unnamed file (O_TMPFILE) and names it once complete: killed halfway with
        /// SIGKILL, which no handler sees, it leaves nothing behind.
        @Test func anExportKilledHalfwayLeavesNothing() throws {
            let cli = CLI()
            cli.write("big.swift", "VStack { ForEach(0..<400) { _ in HStack { ForEach(0..<25) { _ in Color.blue.frame(minWidth: 1, maxWidth: .infinity) } } } }")
            #expect(cli.run("record", "big.swift", "-o", "big.sqlite").status == 0)
            let (process, out, _) = cli.start(["export", "--format", "chrome", "-o", "out.json", "--trace", "big.sqlite"])
            DispatchQueue.global().async { _ = out.fileHandleForReading.readDataToEndOfFile() }
            // Killed once the unnamed file is open: /proc shows it as `folder/#inode (deleted)`.
            var writing = false
            let deadline = Date().addingTimeInterval(20)
            while !writing, process.isRunning, Date() < deadline {
                let fds = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(process.processIdentifier)/fd")) ?? []
                writing = fds.contains { fd in
                    let target = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/\(process.processIdentifier)/fd/\(fd)")) ?? ""
                    return target.hasPrefix(cli.directory.path) && target.hasSuffix("(deleted)")
                }
                if !writing { usleep(1_000) }
            }
            #expect(writing, "export never opened its unnamed file")
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            #expect(cli.files == ["big.sqlite", "big.swift"], "\(cli.files)")
        }
    #endif

    /// A trace's temporary left by a recorder killed with SIGKILL is removed by the next write to the
    /// same file; one whose writer is still running is left alone.
    @Test func theNextWriteRemovesADeadWritersTemporary() throws {
        let cli = CLI()
        cli.write("s.swift", "Color.red")
        let finished = Process()
        finished.executableURL = URL(fileURLWithPath: "/bin/sh")
        finished.arguments = ["-c", "exit 0"]
        try finished.run()
        finished.waitUntilExit()
        let dead = ".t.sqlite.ltrace-tmp-\(finished.processIdentifier)-12345"
        let running = ".t.sqlite.ltrace-tmp-\(getpid())-1"
        cli.write(dead, "half a trace")
        cli.write(dead + "-journal", "its journal")
        cli.write(running, "a trace being written")
        #expect(cli.run("record", "s.swift", "-o", "t.sqlite", "--proposal", "10x10").status == 0)
        #expect(cli.files.sorted() == [running, "s.swift", "t.sqlite"].sorted(), "\(cli.files)")
    }
}
