import Foundation
import Testing
import TestSupport

/// `query`, `tree`, `log` and `schema` on a recorded trace.
@Suite struct ReadCommandTests {
    func recorded(_ scene: String = "relative-size-middle") -> CLI {
        let cli = CLI()
        cli.copyTraces()
        cli.run("record", scene)
        return cli
    }

    @Test func queryPrintsATable() {
        let r = recorded().run("query", "SELECT label, x, width FROM node_frames WHERE kind = 'Color' ORDER BY x")
        #expect(r.status == 0)
        #expect(r.lines == [
            "label           x  width", "------------  ---  -----", "Color.blue      0    200", "Color.green   210    100",
            "Color.yellow  320    300", "(3 rows)",
        ])
    }

    @Test func queryAsJSONAndCSV() {
        let cli = recorded()
        let json = cli.run("query", "SELECT id, proposal_width, proposal_height FROM passes", "--json")
        #expect(json.stdout == "[{\"id\":1,\"proposal_width\":620,\"proposal_height\":80}]\n")
        let csv = cli.run("query", "SELECT label, 'a,b' AS odd, NULL AS n FROM nodes WHERE id = 3", "--csv")
        #expect(csv.stdout == "label,odd,n\nColor.blue,\"a,b\",\n")
        let inf = cli.run("query", "SELECT proposal_width FROM probes WHERE role = 'probe-max' LIMIT 1", "--json")
        #expect(inf.stdout == "[{\"proposal_width\":\"inf\"}]\n")
        #expect(cli.run("query", "SELECT 1", "--json", "--csv").status == 64)
    }

    @Test func queryErrorsAndReadOnly() {
        let cli = recorded()
        let bad = cli.run("query", "SELECT nope FROM calls")
        #expect(bad.status == 1)
        #expect(bad.stderr == "error: ltrace.sqlite: no such column: nope in: SELECT nope FROM calls\n")
        let write = cli.run("query", "DELETE FROM calls")
        #expect(write.status == 1)
        #expect(write.stderr.contains("readonly") || write.stderr.contains("read-only") || write.stderr.contains("attempt to write"))
        #expect(cli.run("query", "SELECT count(*) FROM calls", "--csv").stdout == "count(*)\n31\n")
    }

    @Test func treeShowsIdsLabelsPositionsAndFrames() {
        let r = recorded().run("tree")
        #expect(r.lines == [
            "pass 1: proposal 620×80",
            "node-0  frame(height: 80)  @11:2  (0, 0) 620×80",
            "└─ node-1  border(.primary)  @10:2  (0, 0) 620×80",
            "   └─ node-2  HStack(spacing: 10)  @4:1  (0, 0) 620×80",
            "      ├─ node-3  Color.blue  @5:5  (0, 0) 200×80",
            "      ├─ node-4  relativeProposed(width: 0.5)  @7:10  (210, 0) 100×80",
            "      │  └─ node-5  Color.green  @6:5  (210, 0) 100×80",
            "      └─ node-6  Color.yellow  @8:5  (320, 0) 300×80",
        ])
    }

    @Test func treeAsJSONAndPasses() {
        let cli = recorded("chat-bubbles")
        let json = cli.run("tree", "--pass", "2", "--json")
        #expect(json.stdout.contains("\"label\":\"RoundedRectangle(cornerRadius: 16)\",\"line\":12,\"column\":9,\"frame\":{\"x\":60,\"y\":8,\"width\":240,\"height\":44}"))
        let missing = cli.run("tree", "--pass", "3")
        #expect(missing.status == 1)
        #expect(missing.stderr == "error: ltrace.sqlite: pass 3 does not exist: the trace has passes 1–2\n")
    }

    @Test func logNestsCallsAndMarksProbesAndHits() {
        let r = recorded().run("log", "--node", "node-4")
        #expect(r.lines == [
            "pass 1: proposal 620×80",
            "#7 size node-4 relativeProposed(width: 0.5)  0×80 → 0×80  [probe-min]",
            "  #8 size node-5 Color.green  0×80 → 0×80",
            "#9 size node-4 relativeProposed(width: 0.5)  inf×80 → inf×80  [probe-max]",
            "  #10 size node-5 Color.green  inf×80 → inf×80",
            "#14 size node-4 relativeProposed(width: 0.5)  200×80 → 100×80",
            "  #15 size node-5 Color.green  100×80 → 100×80",
            "#26 place node-4 relativeProposed(width: 0.5)  200×80 → 100×80 at (210, 0)",
            "  #27 size node-4 relativeProposed(width: 0.5)  200×80 → 100×80  [final] (hit)",
            "  #28 place node-5 Color.green  100×80 → 100×80 at (210, 0)",
            "    #29 size node-5 Color.green  100×80 → 100×80  [final] (hit)",
        ])
        let all = recorded().run("log")
        #expect(all.lines.count == 32)
        #expect(all.lines[1] == "#1 place node-0 frame(height: 80)  620×80 → 620×80 at (0, 0)")
        #expect(all.lines[2] == "  #2 size node-0 frame(height: 80)  620×80 → 620×80  [final]")
    }

    @Test func logAsJSONAndErrors() {
        let cli = recorded()
        let json = cli.run("log", "--node", "5", "--json", "--pass", "1")
        #expect(json.stdout.hasPrefix("[{\"id\":8,\"pass\":1,\"parent\":7,\"depth\":0,\"node\":\"node-5\",\"label\":\"Color.green\",\"method\":\"sizeThatFits\",\"role\":\"measure\",\"proposal\":{\"width\":0,\"height\":80}"))
        let missing = cli.run("log", "--node", "node-99")
        #expect(missing.status == 1)
        #expect(missing.stderr == "error: node-99 does not exist: the trace has node-0 … node-6\n")
        #expect(cli.run("log", "--node", "seven").status == 64)
    }

    @Test func schemaPrintsTheContract() throws {
        let r = CLI().run("schema")
        let file = try String(contentsOf: Repository.root.appendingPathComponent("schema.sql"), encoding: .utf8)
        #expect(r.stdout == file)
    }
}
