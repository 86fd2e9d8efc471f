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

    /// The layout options of `record` make a what-if of a trace's stored scene: on another device,
    /// at another Dynamic Type size, in the dark appearance (what the scene's code reads of them
    /// included), the frames those options give `record` itself.
    @Test func whatIfTakesRecordsLayoutOptions() throws {
        let cli = CLI()
        cli.write("Card.swift", #"""
            import SwiftUI
            struct Card: View {
                @Environment(\.colorScheme) var scheme
                @ScaledMetric var side: CGFloat = 20
                var body: some View {
                    VStack {
                        Color.blue.frame(width: scheme == .dark ? 100 : 200, height: side)
                        Text("Hello, world")
                    }
                }
            }
            #Preview { Card() }
            """#)
        #expect(cli.run("record", "Card.swift", "--device", "iphone-15").status == 0)
        let options = ["--device", "ipad-air-11:landscape", "--dynamic-type", "accessibility2", "--color-scheme", "dark"]
        let whatIf = cli.run(["replay"] + options + ["-o", "whatif.sqlite"])
        #expect(whatIf.status == 0, "\(whatIf.stderr)")
        #expect(whatIf.stdout.hasPrefix("recorded the scene of ltrace.sqlite at ipad-air-11 landscape (safe area 1180×776), Dynamic Type accessibility2, dark: "), "\(whatIf.stdout)")
        #expect(cli.run(["record", "Card.swift"] + options + ["-o", "direct.sqlite"]).status == 0)
        let replayed = try TraceReader(path: cli.path("whatif.sqlite")), direct = try TraceReader(path: cli.path("direct.sqlite"))
        #expect(try replayed.frames(pass: 1) == direct.frames(pass: 1))
        #expect(try replayed.passes().map(\.dynamicTypeSize) == [.accessibility2])
        #expect(replayed.meta.colorScheme == .dark && replayed.meta.devices == ["ipad-air-11 landscape"])
        let color = try #require(try replayed.nodes().first { $0.kind == "frame" })
        #expect(try replayed.frames(pass: 1)[color.id]?.width == 100)
        #expect(try (replayed.frames(pass: 1)[color.id]?.height ?? 0) > 20, "the scaled metric at accessibility2")
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
