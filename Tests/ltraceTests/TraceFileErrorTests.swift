import Foundation
import Testing
import TestSupport
@testable import TraceStore

/// Every command that reads a trace gives one clear line and a non-zero exit
/// for a missing, foreign, truncated or newer-schema file.
@Suite struct TraceFileErrorTests {
    static let commands: [[String]] = [["tree"], ["log"], ["query", "SELECT 1"]]

    @Test(arguments: commands)
    func missingTrace(command: [String]) {
        let cli = CLI()
        let r = cli.run(command)
        #expect(r.status == 1)
        #expect(r.stderr == "error: ltrace.sqlite: no such file; record a scene first (`ltrace record <scene>`) or pass --trace\n")
        let other = cli.run(command + ["--trace", "other.sqlite"])
        #expect(other.stderr == "error: other.sqlite: no such file\n")
    }

    @Test(arguments: commands)
    func foreignFiles(command: [String]) {
        let cli = CLI()
        cli.write("notes.txt", "hello")
        #expect(cli.run(command + ["--trace", "notes.txt"]).stderr == "error: notes.txt: not an ltrace trace (not a SQLite database)\n")
        try? SQLiteConnection(path: cli.path("other.db"), mode: .create).execute("CREATE TABLE t (x)")
        let r = cli.run(command + ["--trace", "other.db"])
        #expect(r.status == 1)
        #expect(r.stderr == "error: other.db: not an ltrace trace (a SQLite database without ltrace's application id)\n")
    }

    @Test(arguments: commands)
    func truncatedAndNewerTraces(command: [String]) throws {
        let cli = CLI()
        cli.copyTraces()
        cli.run("record", "chat-bubbles", "-o", "t.sqlite")
        let data = try Data(contentsOf: URL(fileURLWithPath: cli.path("t.sqlite")))
        try data.prefix(data.count / 3).write(to: URL(fileURLWithPath: cli.path("cut.sqlite")))
        let cut = cli.run(command + ["--trace", "cut.sqlite"])
        #expect(cut.status == 1)
        #expect(cut.stderr.hasPrefix("error: cut.sqlite: the trace is damaged (truncated: "))

        cli.run("record", "chat-bubbles", "-o", "new.sqlite")
        try SQLiteConnection(path: cli.path("new.sqlite"), mode: .create).execute("UPDATE meta SET value = '\(TraceSchema.version + 1)' WHERE key = 'schema_version'")
        let newer = cli.run(command + ["--trace", "new.sqlite"])
        #expect(newer.status == 1)
        #expect(newer.stderr == "error: new.sqlite: written by a newer ltrace (trace schema \(TraceSchema.version + 1); this ltrace reads schema \(TraceSchema.version)); upgrade ltrace\n")
    }
}
