import Foundation
import Testing
import TestSupport

/// `ltrace diff` through the real binary: exit status as diff(1), text and JSON.
@Suite struct DiffCommandTests {
    func traces() -> CLI {
        let cli = CLI()
        cli.copyTraces()
        #expect(cli.run("record", "relative-size-middle", "-o", "middle.sqlite").status == 0)
        #expect(cli.run("record", "relative-size-middle", "-o", "again.sqlite").status == 0)
        #expect(cli.run("record", "relative-size-middle", "--proposal", "620x80", "--proposal", "320x80", "-o", "resized.sqlite").status == 0)
        return cli
    }

    @Test func identicalTracesExitZero() {
        let cli = traces()
        let r = cli.run("diff", "middle.sqlite", "again.sqlite")
        #expect(r.status == 0, "\(r.stdout)\(r.stderr)")
        #expect(r.stdout == "identical: middle.sqlite pass 1 and again.sqlite pass 1 (7 nodes, 31 calls, the same frames)\n")
        #expect(cli.run("diff", "resized.sqlite", "--pass", "2", "--pass", "2").status == 0)
    }

    @Test func aResizedPassExitsOneWithEveryChangedNode() {
        let cli = traces()
        let r = cli.run("diff", "--pass", "1", "--pass", "2", "resized.sqlite")
        #expect(r.status == 1, "\(r.stderr)")
        #expect(r.lines.first == "--- resized.sqlite pass 1: proposal 620×80, 7 nodes, 31 calls")
        #expect(r.lines[1] == "+++ resized.sqlite pass 2: proposal 320×80, 7 nodes, 31 calls")
        #expect(r.lines.filter { $0.hasPrefix("changed ") }.count == 7)
        #expect(r.stdout.contains("changed node-6 Color.yellow @8:5\n    300×80 at (320, 0) → 150×80 at (170, 0)\n    proposal width 300 → 150: the root proposal changed 620×80 → 320×80;"))
        #expect(r.stdout.contains("first divergent call:\n    - #1 place node-0 frame(height: 80)  620×80 → 620×80 at (0, 0)\n    + #32 place node-0 frame(height: 80)  320×80 → 320×80 at (0, 0)\n"))
        #expect(r.lines.last == "7 nodes changed")
    }

    @Test func anEditedSceneAsJSON() throws {
        let cli = traces()
        let scene = try String(contentsOfFile: cli.path("Traces/relative-size-middle.swift"), encoding: .utf8)
        cli.write("quarter.swift", scene.replacingOccurrences(of: "width: 0.5", with: "width: 0.25"))
        #expect(cli.run("record", "quarter.swift", "-o", "quarter.sqlite").status == 0)
        let text = cli.run("diff", "middle.sqlite", "quarter.sqlite")
        #expect(text.status == 1)
        #expect(text.lines.contains("edited node-4 relativeProposed(width: 0.5) → relativeProposed(width: 0.25) @7:10"))

        let r = cli.run("diff", "middle.sqlite", "quarter.sqlite", "--json")
        #expect(r.status == 1)
        let root = try #require(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
        #expect(root["identical"] as? Bool == false)
        let pass = try #require((root["passes"] as? [[String: Any]])?.first)
        let changed = try #require(pass["changed"] as? [[String: Any]])
        #expect(changed.map { $0["b_node"] as? String } == ["node-4", "node-5", "node-6"])
        let green = changed[1]
        #expect(green["label"] as? String == "Color.green")
        #expect((green["before"] as? [String: Double])?["width"] == 100)
        #expect((green["after"] as? [String: Double])?["width"] == 50)
        #expect((green["reason"] as? String)?.hasPrefix("proposal width 100 → 50: relativeProposed on node-4 changed") == true)
        let divergence = try #require(pass["first_divergent_call"] as? [String: Any])
        #expect((divergence["a"] as? [String: Any])?["id"] as? Int == 14)
    }

    @Test func troubleExitsTwo() {
        let cli = traces()
        let missing = cli.run("diff", "middle.sqlite", "nothere.sqlite")
        #expect(missing.status == 2)
        #expect(missing.stderr == "error: nothere.sqlite: no such file\n")
        cli.write("foreign.sqlite", "SQLite format 3")
        #expect(cli.run("diff", "middle.sqlite", "foreign.sqlite").status == 2)
        let pass = cli.run("diff", "middle.sqlite", "again.sqlite", "--pass", "4")
        #expect(pass.status == 2)
        #expect(pass.stderr == "error: middle.sqlite: pass 4 does not exist: the trace has pass 1\n")
        let itself = cli.run("diff", "middle.sqlite")
        #expect(itself.status == 2)
        #expect(itself.stderr == "error: comparing middle.sqlite with itself needs two passes: --pass M --pass N (or give a second trace)\n")
        #expect(cli.run("diff", "a", "b", "--pass", "1", "--pass", "2", "--pass", "3").status == 2)
        #expect(cli.run("diff", "--pass", "0", "--pass", "1").status == 2)
        #expect(CLI().run("diff", "--pass", "1", "--pass", "2").stderr == "error: ltrace.sqlite: no such file; record a scene first (`ltrace record <scene>`) or name the traces to compare\n")
    }
}
