import Foundation
import LayoutEngine
import Testing
import TestSupport
@testable import TraceStore

@Suite struct ReplayCommandTests {
    /// CI's regression oracle: every golden trace replays identically with the current engine.
    /// After an intended engine change, re-record them with Traces/record-goldens.sh.
    @Test(arguments: TracesGoldenTests.scenes)
    func everyGoldenTraceReplaysIdentically(scene: String) {
        let cli = CLI()
        let golden = Repository.root.appendingPathComponent("Traces/\(scene).sqlite").path
        let r = cli.run("replay", "--trace", golden)
        #expect(r.status == 0, "\(scene): \(r.stdout)\(r.stderr)")
        #expect(r.stdout.hasPrefix("replayed \(golden): identical ("), "\(r.stdout)")
        #expect(cli.files.isEmpty, "replay keeps no file unless asked")
    }

    func recorded(_ cli: CLI) {
        cli.copyTraces()
        let r = cli.run("record", "relative-size-middle")
        #expect(r.status == 0, "\(r.stderr)")
    }

    @Test func aTamperedTraceShowsTheFirstDivergentCallAndItsPath() throws {
        let cli = CLI()
        recorded(cli)
        // Yellow's final size: what a changed engine would have produced.
        let db = try SQLiteConnection(path: cli.path("ltrace.sqlite"), mode: .create)
        try db.execute("UPDATE calls SET result_width = 290 WHERE node_id = 6 AND role = 4")
        let id = try #require(try db.scalarInt("SELECT min(id) FROM calls WHERE node_id = 6 AND role = 4"))
        let r = cli.run("replay")
        #expect(r.status == 1)
        #expect(r.lines[0] == "replayed ltrace.sqlite: diverged at call #\(id) (pass 1): sizeThatFits on node-6 Color.yellow (engine \(LayoutEngine.version))")
        #expect(r.lines[1] == "  recorded: result_width 290")
        #expect(r.lines[2] == "  replayed: result_width 300")
        #expect(r.lines[3] == "  calls leading to it:")
        #expect(r.lines[4] == "    #1 place node-0 frame(height: 80)  620×80 → 620×80 at (0, 0)")
        #expect(r.lines.last?.hasSuffix("#\(id) size node-6 Color.yellow  300×80 → 290×80  [final] (hit)") == true)

        let json = cli.run("replay", "--json")
        #expect(json.status == 1)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        #expect(object["status"] as? String == "diverged")
        #expect(object["recorded"] as? String == "result_width 290")
        #expect((object["path"] as? [String])?.count == r.lines.count - 4)
    }

    @Test func identicalAsJSON() throws {
        let cli = CLI()
        recorded(cli)
        let r = cli.run("replay", "--json")
        #expect(r.status == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
        #expect(object["status"] as? String == "identical")
        #expect(object["calls"] as? Int == 31)
        #expect(object["engine"] as? String == LayoutEngine.version)
    }

    @Test func keepsTheReplayedTraceWhenAsked() throws {
        let cli = CLI()
        recorded(cli)
        let r = cli.run("replay", "-o", "again.sqlite")
        #expect(r.status == 0, "\(r.stderr)")
        let again = try TraceReader(path: cli.path("again.sqlite"))
        #expect(again.meta.command == "ltrace replay -o again.sqlite")
        #expect(try again.callCount == 31)
    }

    @Test func whatIfRecordsTheStoredSceneAtNewProposals() throws {
        let cli = CLI()
        recorded(cli)
        let r = cli.run("replay", "--proposal", "320x80", "--proposal", "nilxnil", "-o", "narrow.sqlite")
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout == "recorded the scene of ltrace.sqlite at 320×80, nil×nil: 7 nodes, 54 calls, 2 passes → narrow.sqlite\n")
        let narrow = try TraceReader(path: cli.path("narrow.sqlite"))
        #expect(narrow.meta.scenePath == "Traces/relative-size-middle.swift")
        #expect(try narrow.frame(pass: 1, node: NodeID(6)) == CGRect(x: 170, y: 0, width: 150, height: 80))
        // The recorded trace is untouched.
        #expect(try TraceReader(path: cli.path("ltrace.sqlite")).passCount == 1)
    }

    @Test func errorsExitTwo() throws {
        let cli = CLI()
        let missing = cli.run("replay")
        #expect(missing.status == 2)
        #expect(missing.stderr == "error: ltrace.sqlite: no such file; record a scene first (`ltrace record <scene>`) or pass --trace\n")
        cli.write("foreign.sqlite", "hello")
        let foreign = cli.run("replay", "--trace", "foreign.sqlite")
        #expect(foreign.status == 2)
        #expect(foreign.stderr.hasPrefix("error: foreign.sqlite: not an ltrace trace"))
        #expect(cli.run("replay", "--proposal", "wide").status == 2)
        #expect(cli.run("replay", "--frobnicate").status == 2)

        let swift = cli.path("swift.sqlite")
        try Trace.record(Color.blue.frame(width: 10, height: 10), proposals: [ProposedViewSize(width: 100, height: 100)], to: swift)
        let fromSwift = cli.run("replay", "--trace", "swift.sqlite")
        #expect(fromSwift.status == 2)
        #expect(fromSwift.stderr == "error: swift.sqlite: the trace was recorded from Swift code and holds no scene source, so it cannot be replayed; record a scene file instead\n")
    }
}
