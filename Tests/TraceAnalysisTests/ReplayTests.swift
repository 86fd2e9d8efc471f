import Foundation
import LayoutEngine
import Testing
import TestSupport
@testable import TraceAnalysis
@testable import TraceReplay
@testable import TraceStore

/// Replay against real trace files: identical, tampered, what-if, and traces it cannot replay.
@Suite struct ReplayTests {
    static let scene = WhyTests.relativeSize(on: "green")
    static let proposal = ProposedViewSize(width: 620, height: 80)

    func replay(_ r: Recorded) throws -> Replay.Outcome {
        let output = r.directory.appendingPathComponent("replayed.sqlite").path
        return try Replay.run(r.trace, into: output, command: "test")
    }

    /// Changes the recorded trace behind the reader's back, as a hand edit or a different engine would.
    func tamper(_ r: Recorded, _ sql: String) throws {
        let db = try SQLiteConnection(path: r.path, mode: .create)
        try db.execute(sql)
    }

    @Test func anUnchangedEngineReplaysIdentically() throws {
        let r = try Recorded(Self.scene, proposals: [Self.proposal, ProposedViewSize(width: nil, height: nil)])
        guard case .identical(let passes, let calls, let decisions) = try replay(r) else {
            Issue.record("expected identical")
            return
        }
        #expect(passes == 2)
        #expect(calls == (try r.trace.callCount))
        #expect(decisions == (try r.trace.decisionCount))
    }

    @Test func aChangedResultIsTheFirstDivergence() throws {
        let r = try Recorded(Self.scene, proposals: [Self.proposal])
        let yellow = try r.node("Color.yellow")
        let target = try #require(try r.trace.calls(pass: 1, node: yellow).first { !$0.isPlace && $0.role == .final })
        try tamper(r, "UPDATE calls SET result_width = 299 WHERE id = \(target.id)")
        guard case .diverged(let d) = try replay(r) else {
            Issue.record("expected a divergence")
            return
        }
        #expect(d.summary == "call #\(target.id) (pass 1): sizeThatFits on \(yellow) Color.yellow")
        #expect(d.recorded == "result_width 299")
        #expect(d.replayed == "result_width 300")
        // The path runs from the pass's root call down to the divergent one.
        #expect(d.path.count == target.depth + 1)
        #expect(d.path.first?.contains("node-0 frame(height: 80)") == true)
        #expect(d.path.last?.hasPrefix("#\(target.id) size \(yellow) Color.yellow  300×80 → 299×80  [final]") == true)
    }

    @Test func aChangedDecisionIsReportedWithItsCall() throws {
        let r = try Recorded(Self.scene, proposals: [Self.proposal])
        let decision = try #require(try r.trace.decisions(pass: 1).first { $0.payload is StackDistribute })
        try tamper(r, "UPDATE decisions SET data = '[1,1,1,1,1,1,1]' WHERE id = \(decision.id)")
        guard case .diverged(let d) = try replay(r) else {
            Issue.record("expected a divergence")
            return
        }
        #expect(d.summary == "decision #\(decision.id) made during call #\(decision.call!)")
        #expect(d.recorded == "data [1,1,1,1,1,1,1]")
        #expect(d.replayed == "data \(TraceJSON.encode(.array(decision.fields.values)))")
        #expect(!d.path.isEmpty)
    }

    @Test func rewordedSentencesChangeNoReplay() throws {
        let r = try Recorded(Self.scene, proposals: [Self.proposal])
        try tamper(r, "UPDATE decision_kinds SET sentence = 'reworded: ' || sentence")
        guard case .identical = try replay(r) else {
            Issue.record("a reworded sentence made the replay diverge")
            return
        }
        // The analyses word decisions from their payloads, not from the stored sentence.
        let share = try #require(try TraceReader(path: r.path).decisions(pass: 1).first { $0.payload is StackDistribute })
        #expect(!share.message.hasPrefix("reworded"))
        #expect(share.message.contains("proposed to"))
    }

    @Test func aDivergentCallLeadsAndNotesADecisionOnItsPath() throws {
        let r = try Recorded(Self.scene, proposals: [Self.proposal])
        let last = try #require(try r.trace.decisions(pass: 1).last)
        let first = try #require(try r.trace.calls(pass: 1).first { $0.node == NodeID(1) })
        try tamper(r, "UPDATE decisions SET data = json_set(data, '$[' || (json_array_length(data) - 1) || ']', 12345) WHERE id = \(last.id)")
        try tamper(r, "UPDATE calls SET result_height = 1 WHERE id = \(first.id)")
        guard case .diverged(let d) = try replay(r) else {
            Issue.record("expected a divergence")
            return
        }
        #expect(d.summary.hasPrefix("call #\(first.id) "))
        #expect(d.note?.hasPrefix("decision #\(last.id) of call #\(last.call!) also differs: recorded data [") == true)
        #expect(d.note?.contains("12345]; replayed data [") == true)
    }

    @Test func aMissingCallIsADivergence() throws {
        let r = try Recorded(Self.scene, proposals: [Self.proposal])
        let count = try r.trace.callCount
        try tamper(r, "DELETE FROM calls WHERE id = \(count)")
        guard case .diverged(let d) = try replay(r) else {
            Issue.record("expected a divergence")
            return
        }
        #expect(d.recorded == "nothing: the recording has fewer calls")
    }

    @Test func anEditedViewTreeIsReportedBeforeCalls() throws {
        let r = try Recorded(Self.scene, proposals: [Self.proposal])
        try tamper(r, "UPDATE nodes SET label = 'Color.red' WHERE id = 5")
        guard case .diverged(let d) = try replay(r) else {
            Issue.record("expected a divergence")
            return
        }
        #expect(d.summary == "the view tree differs at node-5")
    }

    @Test func whatIfRecordsTheStoredSceneAtNewProposals() throws {
        let r = try Recorded(Self.scene, proposals: [Self.proposal])
        let output = r.directory.appendingPathComponent("whatif.sqlite").path
        let summary = try Replay.record(r.trace, whatIf: Replay.WhatIf(proposals: [ProposedViewSize(width: 320, height: 80)]), to: output, command: "what-if")
        #expect(summary.passes == 1)
        let whatIf = try TraceReader(path: output)
        #expect(whatIf.meta.sceneSource == Self.scene)
        #expect(whatIf.meta.command == "what-if")
        // 300 after the gaps: blue 100, green's modifier 100 → 50, yellow takes the remaining 150.
        #expect(try whatIf.frame(pass: 1, node: NodeID(5)) == CGRect(x: 170, y: 0, width: 150, height: 80))
    }

    @Test func aTraceRecordedFromSwiftCannotBeReplayed() throws {
        let directory = TestDirectory.fresh("ltrace-replay")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let path = directory.appendingPathComponent("swift.sqlite").path
        try Trace.record(Color.blue.frame(width: 10, height: 10), proposals: [Self.proposal], to: path)
        let trace = try TraceReader(path: path)
        #expect(throws: TraceError.noScene(path: path)) { try Replay.run(trace, into: directory.appendingPathComponent("r.sqlite").path, command: "test") }
    }
}
