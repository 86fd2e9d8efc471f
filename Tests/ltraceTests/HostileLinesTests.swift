import Foundation
import Testing
import TestSupport
import TraceStore

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
