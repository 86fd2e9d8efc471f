import Foundation
import LayoutEngine
import Testing
import TestSupport
import TraceRender
import TraceStore

@Suite struct ChromeTraceExporterTests {
    static func export(_ trace: TraceReader) throws -> (text: String, events: [[String: Any]]) {
        let path = Scratch().path("trace.json")
        try AtomicFile.write(to: path) { try ChromeTraceExporter.export(trace, to: $0) }
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let root = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        return (text, try #require(root["traceEvents"] as? [[String: Any]]))
    }

    @Test func everyCallIsACompleteEventAndEveryDecisionAnInstant() throws {
        let trace = try Repository.golden("relative-size-middle")
        let (text, events) = try Self.export(trace)
        #expect(text.hasPrefix(#"{"displayTimeUnit":"#))
        let metadata = events.filter { $0["ph"] as? String == "M" }
        #expect(metadata.contains { $0["name"] as? String == "process_name" && ($0["args"] as? [String: Any])?["name"] as? String == "ltrace: Traces/relative-size-middle.swift" })
        #expect(metadata.contains { $0["name"] as? String == "thread_name" && ($0["args"] as? [String: Any])?["name"] as? String == "pass 1: proposal 620×80" })

        let calls = events.filter { $0["ph"] as? String == "X" }
        #expect(calls.count == 31)
        let yellow = try #require(calls.first { ($0["args"] as? [String: Any])?["call"] as? Int == 16 })
        #expect(yellow["name"] as? String == "sizeThatFits node-6 Color.yellow")
        #expect(yellow["cat"] as? String == "measure")
        let args = try #require(yellow["args"] as? [String: Any])
        #expect(args["node"] as? String == "node-6")
        #expect(args["role"] as? String == "measure")
        #expect(args["proposal"] as? [String: Double] == ["width": 300, "height": 80])
        #expect(args["result"] as? [String: Double] == ["width": 300, "height": 80])

        let decisions = events.filter { $0["ph"] as? String == "i" }
        #expect(decisions.count == 30)
        let share = try #require(decisions.first { (($0["args"] as? [String: Any])?["message"] as? String)?.hasPrefix("300 / 1 = 300") == true })
        #expect(share["name"] as? String == "stack.distribute")
        #expect(((share["args"] as? [String: Any])?["data"] as? [String: Any])?["taken"] as? Int == 300)
    }

    /// Children strictly inside parents, decisions strictly inside their calls, one clock per pass.
    static func checkNesting(_ trace: TraceReader, _ events: [[String: Any]]) throws {
        var spans: [Int: (start: Int, end: Int, tid: Int)] = [:]
        for e in events where e["ph"] as? String == "X" {
            let args = try #require(e["args"] as? [String: Any])
            let ts = try #require(e["ts"] as? Int), dur = try #require(e["dur"] as? Int)
            #expect(dur > 0)
            let call = try #require(args["call"] as? Int), tid = try #require(e["tid"] as? Int)
            spans[call] = (ts, ts + dur, tid)
        }
        #expect(spans.count == (try trace.callCount))
        for call in try trace.calls() {
            let span = try #require(spans[call.id])
            #expect(span.tid == call.pass)
            if let parent = call.parent, let outer = spans[parent] {
                #expect(outer.start < span.start && span.end < outer.end, "call \(call.id) is not inside call \(parent)")
            }
        }
        for e in events where e["ph"] as? String == "i" {
            let args = try #require(e["args"] as? [String: Any])
            let call = try #require(args["call"] as? Int)
            let span = try #require(spans[call])
            let ts = try #require(e["ts"] as? Int)
            #expect(span.start < ts && ts < span.end)
        }
        #expect(events.filter { $0["ph"] as? String == "i" }.count == (try trace.decisionCount))
    }

    @Test(arguments: Repository.traceScenes)
    func everyGoldenSceneNestsStrictly(scene: String) throws {
        let trace = try Repository.golden(scene)
        try Self.checkNesting(trace, try Self.export(trace).events)
    }

    @Test func severalPassesAreThreads() throws {
        let trace = try Repository.golden("chat-bubbles")
        let events = try Self.export(trace).events
        #expect(Set(events.filter { $0["ph"] as? String == "X" }.compactMap { $0["tid"] as? Int }) == [1, 2])
        try Self.checkNesting(trace, events)
    }
}
