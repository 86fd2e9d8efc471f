import Foundation
import LayoutEngine
import Testing
import TestSupport
@testable import TraceStore

let relativeSizeScene = AnyView(
    HStack(spacing: 10) {
        Color.blue
        Color.green.relativeProposed(width: 0.5)
        Color.yellow
    }.frame(height: 80))

@Suite struct TraceStoreTests {
    @Test func recordWritesEveryCallAndDecisionOfTheEngine() throws {
        let scratch = Scratch()
        let path = scratch.path("t.sqlite")
        let summary = try Trace.record(relativeSizeScene, proposals: [ProposedViewSize(width: 620, height: 80), ProposedViewSize(width: nil, height: .infinity)], to: path, meta: TraceMeta(scenePath: "x.swift"))
        let memory = RecordingTracer()
        let engine = LayoutEngine(relativeSizeScene, tracer: memory)
        engine.layout(in: ProposedViewSize(width: 620, height: 80))
        engine.layout(in: ProposedViewSize(width: nil, height: .infinity))

        #expect(summary.calls == memory.calls.count)
        #expect(summary.decisions == memory.decisions.count)
        #expect(summary.nodes == 6)
        #expect(summary.passes == 2)
        #expect(summary.bytes > 0)

        let trace = try TraceReader(path: path)
        let calls = try trace.calls()
        #expect(calls.count == memory.calls.count)
        for (row, call) in zip(calls, memory.calls) {
            #expect(row.id == call.id)
            #expect(row.parent == call.start.parent)
            #expect(row.node == call.node)
            #expect(row.role == call.role)
            #expect(row.proposal == call.proposal)
            #expect(row.size == call.size)
            #expect(row.cacheHit == call.cacheHit)
            #expect(row.origin == call.end?.origin)
        }
        // Each call's decisions, in the order made, are the rows of its id range.
        #expect(try trace.decisions().count == memory.decisions.count)
        let madeBy = Dictionary(grouping: memory.decisions, by: { $0.call ?? 0 })
        for row in calls {
            let stored = try trace.decisions(call: row.id)
            let made = madeBy[row.id] ?? []
            #expect(row.decisionCount == made.count)
            #expect(stored.map(\.kind) == made.map(\.kind))
            #expect(stored.map(\.fields) == made.map(\.payload.fields))
            #expect(stored.map(\.child) == made.map(\.child))
            #expect(stored.allSatisfy { $0.call == row.id && $0.pass == row.pass })
        }
        // Depth is the nesting of calls.
        let depths = Dictionary(uniqueKeysWithValues: calls.map { ($0.id, $0.depth) })
        #expect(calls.allSatisfy { $0.depth == ($0.parent.map { depths[$0]! + 1 } ?? 0) })
        let viewRows = try trace.query("SELECT count(*) FROM call_decisions")
        #expect(viewRows.rows == [[.integer(Int64(memory.decisions.count))]])

        let passes = try trace.passes()
        #expect(passes.map(\.proposal) == [ProposedViewSize(width: 620, height: 80), ProposedViewSize(width: nil, height: .infinity)])
        #expect(passes[0].size == CGSize(width: 620, height: 80))
        #expect(trace.meta.scenePath == "x.swift")
        #expect(trace.meta.schemaVersion == TraceSchema.version)
        #expect(trace.meta.engineVersion == LayoutEngine.version)
        #expect(trace.meta.createdAt?.isEmpty == false)
        let rows = try trace.query("SELECT key FROM meta ORDER BY key").rows.map { $0[0] }
        #expect(rows == TraceMeta.Key.allCases.filter { $0 != .device && $0 != .textWidths && $0 != .colorScheme && $0 != .linkedSDK }.map(\.rawValue).sorted().map { .text($0) }, "every documented key, always")
        #expect(scratch.contents == ["t.sqlite"])
    }

    @Test func framesViewGivesEachPlacedNodesFrame() throws {
        let scratch = Scratch()
        let path = scratch.path("t.sqlite")
        try Trace.record(relativeSizeScene, proposals: [ProposedViewSize(width: 620, height: 80)], to: path)
        let trace = try TraceReader(path: path)
        let frames = try trace.frames(pass: 1)
        #expect(frames[NodeID(2)] == CGRect(x: 0, y: 0, width: 200, height: 80))
        #expect(frames[NodeID(4)] == CGRect(x: 210, y: 0, width: 100, height: 80))
        #expect(frames[NodeID(5)] == CGRect(x: 320, y: 0, width: 300, height: 80))
        #expect(try trace.frame(pass: 1, node: NodeID(5)) == frames[NodeID(5)])
        let q = try trace.query("SELECT label, x, width FROM node_frames WHERE pass_id = 1 AND kind = 'Color' ORDER BY x")
        #expect(q.columns == ["label", "x", "width"])
        #expect(q.rows == [
            [.text("Color.blue"), .real(0), .real(200)], [.text("Color.green"), .real(210), .real(100)],
            [.text("Color.yellow"), .real(320), .real(300)],
        ])
    }

    /// `created_at` is written as `ISO8601DateFormatter` would write it, without making one.
    @Test(arguments: [0, 951_782_400, 1_764_373_080.75, 4_102_444_799])
    func createdAtIsISO8601InUTC(_ seconds: Double) {
        let date = Date(timeIntervalSince1970: seconds)
        #expect(TraceMeta.timestamp(date) == ISO8601DateFormatter().string(from: date))
    }

    @Test func nilAndInfinityAreStoredAsNullAndInf() throws {
        let scratch = Scratch()
        let path = scratch.path("t.sqlite")
        try Trace.record(Color.red, proposals: [ProposedViewSize(width: nil, height: .infinity)], to: path)
        let trace = try TraceReader(path: path)
        let q = try trace.query("SELECT proposal_width IS NULL, proposal_height, proposal_height = 9e999 FROM passes")
        #expect(q.rows == [[.integer(1), .real(.infinity), .integer(1)]])
        let data = try trace.query("SELECT value FROM decision_values WHERE kind = 'shape.size' AND field = 'proposal_height'")
        #expect(data.rows.first == [.text("inf")])
    }

    @Test func nodesCarryTheTreeAndItsArguments() throws {
        let scratch = Scratch()
        let path = scratch.path("t.sqlite")
        try Trace.record(HStack { Spacer(); Group { Text("a") } }.layoutPriority(2), proposals: [.unspecified], to: path)
        let nodes = try TraceReader(path: path).nodes()
        #expect(nodes.map(\.kind) == ["layoutPriority", "HStack", "Spacer", "Group", "Text"])
        #expect(nodes.map(\.role) == ["modifier", "container", "leaf", "list", "leaf"])
        #expect(nodes.map(\.trait) == [.passthrough, .horizontalStack, .plain, .plain, .plain])
        #expect(nodes.map { $0.parent?.rawValue } == [nil, 0, 1, 1, 3])
        #expect(nodes[0].layoutPriority == 2)
        #expect(nodes[2].layoutPriority == -.infinity)
        #expect(nodes[4].args == #"{"text":"a"}"#)
        #expect(nodes[0].source == nil)
    }

    /// A GeometryReader's content is evaluated again with the geometry it is placed at: its rows
    /// say what the build laid out last computed (its frames' build), not its first build at zero.
    @Test func aGeometryReadersContentRowsAreThoseOfItsLastBuild() throws {
        let scratch = Scratch()
        let source = "GeometryReader { proxy in Color.red.frame(width: proxy.size.width / 2, height: 40).border(proxy.size.width > 250 ? .blue : .green) }"
        let trace = try scratch.record(source, proposals: [ProposedViewSize(width: 300, height: 200)])
        func frameNode(_ trace: TraceReader) throws -> NodeRow { try #require(try trace.nodes().first { $0.kind == "frame" }) }
        #expect(try frameNode(trace).args == #"{"width":150,"height":40,"alignment":"center"}"#)
        #expect(try trace.frames(pass: 1)[try frameNode(trace).id]?.width == 150)
        let twoPasses = try scratch.record(source, proposals: [ProposedViewSize(width: 300, height: 200), ProposedViewSize(width: 200, height: 100)], name: "two.sqlite")
        #expect(try frameNode(twoPasses).args == #"{"width":100,"height":40,"alignment":"center"}"#)
        #expect(try twoPasses.frames(pass: 2)[try frameNode(twoPasses).id]?.width == 100)
        let border = try #require(try twoPasses.nodes().first { $0.kind == "border" })
        #expect(border.args.contains("green"), "\(border.args)")
    }

    @Test func queriesAreReadOnly() throws {
        let (_, trace) = try Scratch().smallTrace()
        #expect(throws: TraceError.self) { try trace.query("DELETE FROM calls") }
        #expect(try trace.callCount > 0)
    }

    // MARK: Files that are not readable traces

    @Test func missingFile() {
        #expect(throws: TraceError.fileNotFound(path: "/nonexistent/t.sqlite")) { try TraceReader(path: "/nonexistent/t.sqlite") }
    }

    @Test func emptyFileAndTextFileAndDirectory() throws {
        let scratch = Scratch()
        #expect(FileManager.default.createFile(atPath: scratch.path("empty"), contents: Data()))
        #expect(throws: TraceError.notATrace(path: scratch.path("empty"), reason: "the file is empty")) { try TraceReader(path: scratch.path("empty")) }
        #expect(FileManager.default.createFile(atPath: scratch.path("text"), contents: Data("HStack { }".utf8)))
        #expect(throws: TraceError.notATrace(path: scratch.path("text"), reason: "not a SQLite database")) { try TraceReader(path: scratch.path("text")) }
        #expect(throws: TraceError.notATrace(path: scratch.url.path, reason: "it is a directory")) { try TraceReader(path: scratch.url.path) }
    }

    @Test func foreignSQLiteDatabase() throws {
        let scratch = Scratch()
        let path = scratch.path("other.sqlite")
        let db = try SQLiteConnection(path: path, mode: .create)
        try db.execute("CREATE TABLE t (x); INSERT INTO t VALUES (1)")
        #expect(throws: TraceError.notATrace(path: path, reason: "a SQLite database without ltrace's application id")) { try TraceReader(path: path) }
    }

    @Test func truncatedTrace() throws {
        let scratch = Scratch()
        let path = scratch.path("t.sqlite")
        try Trace.record(relativeSizeScene, proposals: [ProposedViewSize(width: 620, height: 80)], to: path)
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        try data.prefix(data.count / 2).write(to: URL(fileURLWithPath: path))
        do {
            _ = try TraceReader(path: path)
            Issue.record("a truncated trace was accepted")
        } catch let error as TraceError {
            guard case .corrupt(_, let detail) = error else { Issue.record("unexpected \(error)"); return }
            #expect(detail.contains("truncated"))
            #expect(error.description.contains("record it again"))
        }
    }

    @Test func newerAndOlderSchemas() throws {
        let scratch = Scratch()
        for (version, expected) in [(TraceSchema.version + 1, TraceError.newerSchema(path: scratch.path("v\(TraceSchema.version + 1).sqlite"), found: TraceSchema.version + 1, supported: TraceSchema.version)), (0, .olderSchema(path: scratch.path("v0.sqlite"), found: 0, supported: TraceSchema.version))] {
            let path = scratch.path("v\(version).sqlite")
            try Trace.record(Color.red, proposals: [.unspecified], to: path)
            let db = try SQLiteConnection(path: path, mode: .create)
            try db.execute("UPDATE meta SET value = '\(version)' WHERE key = 'schema_version'")
            #expect(throws: expected) { try TraceReader(path: path) }
        }
    }

    /// Real traces of earlier schemas: version 1 (before decisions were typed rows, git 947c2e5)
    /// version 2 (before `diagnostics`, git 2de5b9b) and version 3 (before scenes of several
    /// files, git cf8d294).
    @Test(arguments: [1, 2, 3]) func anOlderTraceIsRefused(version: Int) throws {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Data/schema-v\(version).sqlite").path
        let expected = TraceError.olderSchema(path: path, found: version, supported: TraceSchema.version)
        #expect(throws: expected) { try TraceReader(path: path) }
        #expect(expected.description.hasSuffix("record it again"))
    }

    // MARK: Atomic writes

    @Test func anExistingTraceIsReplacedWhole() throws {
        let scratch = Scratch()
        let path = scratch.path("t.sqlite")
        try Trace.record(Color.red, proposals: [.unspecified], to: path)
        try Trace.record(relativeSizeScene, proposals: [ProposedViewSize(width: 620, height: 80)], to: path)
        #expect(try TraceReader(path: path).nodeCount == 6)
        #expect(scratch.contents == ["t.sqlite"])
    }

    @Test func aFailedRecordLeavesNothingAndKeepsThePreviousTrace() throws {
        let scratch = Scratch()
        let path = scratch.path("t.sqlite")
        try Trace.record(Color.red, proposals: [.unspecified], to: path)
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        #expect(throws: TraceError.self) { try Trace.record(Color.red, proposals: [], to: path) }
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
        #expect(scratch.contents == ["t.sqlite"])
    }

    @Test func aMissingDirectoryIsAClearError() {
        let scratch = Scratch()
        let path = scratch.path("no/such/dir/t.sqlite")
        #expect(throws: TraceError.io(path: path, message: "no such directory: \(scratch.path("no/such/dir"))")) {
            try Trace.record(Color.red, proposals: [.unspecified], to: path)
        }
    }

    @Test func aWriterFailureIsThrownAndTheTemporaryFileRemoved() throws {
        let scratch = Scratch()
        let output = try AtomicOutput(destination: scratch.path("t.sqlite"))
        let writer = try TraceWriter(creating: output.temporary, tree: ViewTree(Color.red), passes: 1, meta: TraceMeta())
        // A pass id used twice violates the primary key: the writer keeps the first error.
        writer.beginPass(PassInfo(id: 1, proposal: .unspecified))
        writer.beginPass(PassInfo(id: 1, proposal: .unspecified))
        #expect(throws: TraceError.self) { try writer.finish() }
        output.discard()
        #expect(scratch.contents.isEmpty)
    }
}

/// The library example in docs/swift-api.md.
struct Half: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews[0].sizeThatFits(ProposedViewSize(width: proposal.width.map { $0 / 2 }, height: proposal.height))
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews[0].place(at: bounds.origin, proposal: ProposedViewSize(width: proposal.width.map { $0 / 2 }, height: proposal.height))
    }
}

@Suite struct ReadmeLibraryExampleTests {
    @Test func recordsACustomLayoutFromSwift() throws {
        let scratch = Scratch()
        let path = scratch.path("half.sqlite")
        let summary = try Trace.record(
            HStack { Half { Color.red }; Color.blue },
            proposals: [ProposedViewSize(width: 300, height: 100)],
            to: path)
        #expect(summary.description == "4 nodes, 17 calls, 1 pass → \(path)")
        let trace = try TraceReader(path: path)
        let nodes = try trace.nodes()
        #expect(nodes.map(\.kind) == ["HStack", "Half", "Color", "Color"])
        #expect(try trace.frame(pass: 1, node: NodeID(2))?.width == 73)
    }
}
