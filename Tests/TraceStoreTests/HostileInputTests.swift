import Foundation
import LayoutEngine
import Testing
import TestSupport
@testable import TraceStore

/// A layout that answers NaN, as a broken custom layout would.
private struct NaNLayout: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        CGSize(width: CGFloat.nan, height: 10)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for s in subviews { s.place(at: bounds.origin, proposal: proposal) }
    }
}

/// A layout that probes its child again and again: a runaway.
private struct RunawayLayout: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        for i in 0..<1_000 { _ = subviews[0].sizeThatFits(ProposedViewSize(width: CGFloat(i), height: 10)) }
        return .zero
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews[0].place(at: bounds.origin, proposal: proposal)
    }
}

/// What a recording does with numbers that are not numbers, runaway layouts, and
/// files that are damaged or crafted: a clear error, nothing left behind, no hang.
@Suite struct HostileInputTests {
    @Test func aNaNAnswerNeverReachesTheStore() throws {
        let scratch = Scratch()
        let path = scratch.path("t.sqlite")
        let error = #expect(throws: RecordingError.self) {
            try Trace.record(HStack { NaNLayout { Color.red } }, proposals: [ProposedViewSize(width: 100, height: 100)], to: path)
        }
        #expect(error?.reason == .notANumber(pass: 1, what: "answered nan × 10"))
        #expect(error?.node == NodeID(1))
        #expect(scratch.contents.isEmpty)
    }

    /// It used to hang: the writer failed in its initialiser and then waited for an
    /// inserting thread it had never started.
    @Test func aNaNPriorityFailsAtOnceInsteadOfHanging() throws {
        let scratch = Scratch()
        let error = #expect(throws: RecordingError.self) {
            try Trace.record(HStack { Color.red.layoutPriority(.nan); Color.blue }, proposals: [ProposedViewSize(width: 100, height: 100)], to: scratch.path("t.sqlite"))
        }
        #expect(error?.reason == .priorityNotANumber)
        #expect(scratch.contents.isEmpty)
    }

    @Test func aRunawayLayoutStopsAtTheCallLimit() throws {
        let scratch = Scratch()
        let view = RunawayLayout { RunawayLayout { RunawayLayout { Color.red } } }
        let error = #expect(throws: RecordingError.self) {
            try Trace.record(tree: ViewTree(view), proposals: [ProposedViewSize(width: 100, height: 100)], to: scratch.path("t.sqlite"), maximumCalls: 20_000)
        }
        #expect(error?.reason == .tooManyCalls(limit: 20_000, pass: 1, passes: 1, perPass: nil))
        #expect(scratch.contents.isEmpty)
    }

    /// Many passes of a scene that is large enough: refused after the first pass, not after minutes.
    @Test func tooManyPassesAreRefusedAfterTheFirst() throws {
        let scratch = Scratch()
        let proposals = Array(repeating: ProposedViewSize(width: 300, height: 100), count: 1_000)
        let error = #expect(throws: RecordingError.self) {
            try Trace.record(tree: ViewTree(HStack { Color.red; Color.blue }), proposals: proposals, to: scratch.path("t.sqlite"), maximumCalls: 5_000)
        }
        #expect(error?.description == "error: the layout makes 12 calls per pass: 1000 passes would make about 12000, more than the limit of 5000 calls; record fewer passes")
        #expect(scratch.contents.isEmpty)
    }

    @Test func outputsThatAreNotRegularFilesAreRefused() throws {
        #expect(throws: TraceError.io(path: "/dev/null", message: "exists and is not a regular file (a device, FIFO or socket); give a file path")) {
            try Trace.record(Color.red, proposals: [.unspecified], to: "/dev/null")
        }
        var status = stat()
        #expect(stat("/dev/null", &status) == 0 && status.st_mode & S_IFMT == S_IFCHR)
        #expect(throws: TraceError.io(path: "''", message: "the output path is empty")) { try Trace.record(Color.red, proposals: [.unspecified], to: "") }
    }

    /// Errors met while writing the temporary file name the user's path, in plain words.
    @Test func writeErrorsNameTheOutputPath() throws {
        let scratch = Scratch()
        let output = try AtomicOutput(destination: scratch.path("out.sqlite"))
        defer { output.discard() }
        let destination = scratch.path("out.sqlite")
        // SQLite's "database or disk is full" is said in plain words where its errors are made.
        let full = try SQLiteConnection(path: output.temporary, mode: .create).error(13, sql: nil)
        #expect(output.naming(full) as? TraceError == .io(path: destination, message: "the disk is full"))
        #expect(
            output.naming(TraceError.sqlite(path: output.temporary, code: 19, message: "constraint failed on \(output.temporary)", sql: nil)) as? TraceError
                == .sqlite(path: destination, code: 19, message: "constraint failed on \(destination)", sql: nil))
        #expect(output.naming(NSError(domain: NSCocoaErrorDomain, code: 640)) as? TraceError == .io(path: destination, message: "the disk is full"))
        #expect(!"\(output.naming(TraceError.io(path: output.temporary, message: "x")))".contains("ltrace-tmp"))
    }

    @Test func aFIFOIsNotOpened() throws {
        let scratch = Scratch()
        let path = scratch.path("fifo.sqlite")
        #expect(mkfifo(path, 0o600) == 0)
        #expect(throws: TraceError.notATrace(path: path, reason: "not a regular file")) { try TraceReader(path: path) }
    }

    // MARK: Crafted traces

    /// A trace edited with SQLite's own tools: the reader must refuse it, not trust it.
    func crafted(_ sql: String) throws -> String {
        let scratch = Scratch()
        let path = scratch.path("t.sqlite")
        try Trace.record(relativeSizeScene, proposals: [ProposedViewSize(width: 620, height: 80)], to: path)
        let db = try SQLiteConnection(path: path, mode: .create)
        try db.execute("PRAGMA writable_schema = ON; PRAGMA ignore_check_constraints = ON;" + sql)
        return path
    }

    @Test func aTraceThatRedefinesItsViewsIsRefused() throws {
        let path = try crafted("""
            DROP VIEW frames;
            CREATE VIEW frames AS WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c) SELECT x AS pass_id, x AS node_id, 0 AS x, 0 AS y, 0 AS width, 0 AS height, 0 AS call_id FROM c;
            """)
        #expect(throws: TraceError.corrupt(path: path, detail: "its schema is not ltrace's (frames)")) { try TraceReader(path: path) }
    }

    @Test func aParentChainThatLoopsIsDamage() throws {
        let path = try crafted("UPDATE nodes SET parent_id = 4 WHERE id = 2;")
        let trace = try TraceReader(path: path)
        #expect(throws: TraceError.corrupt(path: path, detail: "nodes row 2 has parent node-4, not numbered before it")) { try trace.ancestry(of: NodeID(2)) }
        #expect(throws: TraceError.self) { try trace.nodes() }
    }

    @Test func aCallWithoutANodeIsDamage() throws {
        // SQLite keeps text in an INTEGER column: a row edited by hand can name no node.
        let path = try crafted("UPDATE calls SET node_id = 'none' WHERE id = 12;")
        let trace = try TraceReader(path: path)
        #expect(throws: TraceError.corrupt(path: path, detail: "calls row 12 has no node")) { try trace.calls(pass: 1) }
    }

    @Test func outOfRangeNumbersAreDamage() throws {
        let depth = try crafted("UPDATE nodes SET depth = -9223372036854775808 WHERE id = 1;")
        #expect(throws: TraceError.corrupt(path: depth, detail: "nodes row 1 has depth -9223372036854775808")) { try TraceReader(path: depth).nodes() }
        let count = try crafted("UPDATE calls SET decision_count = 9e999 WHERE id = 3;")
        #expect(throws: TraceError.corrupt(path: count, detail: "calls row 3 has an invalid decision range")) { try TraceReader(path: count).calls() }
        let root = try crafted("UPDATE nodes SET parent_id = NULL WHERE id = 3;")
        #expect(throws: TraceError.corrupt(path: root, detail: "nodes row 3 has no parent (only node-0 is the root)")) { try TraceReader(path: root).nodes() }
    }

    @Test func aCallThatIsItsOwnParentIsDamage() throws {
        let path = try crafted("UPDATE calls SET parent_call_id = id WHERE id = 5;")
        #expect(throws: TraceError.corrupt(path: path, detail: "calls row 5 has parent call 5, which did not start before it")) { try TraceReader(path: path).calls() }
    }

    /// One opcode can allocate before any progress check: lengths are capped.
    @Test func aQueryCannotAllocateAGigabyte() throws {
        let (_, trace) = try Scratch().smallTrace()
        #expect(throws: TraceError.self) { try trace.query("SELECT length(zeroblob(1000000000))") }
        #expect(try trace.query("SELECT length(zeroblob(1000))").rows == [[.integer(1000)]])
    }

    @Test func everyStatementHasATimeLimit() throws {
        let (path, trace) = try Scratch().smallTrace()
        let start = Date()
        #expect(throws: TraceError.timedOut(path: path, seconds: 0.2)) {
            try trace.query("WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c) SELECT count(*) FROM c", timeout: 0.2, columns: { _ in }, row: { _ in })
        }
        #expect(Date().timeIntervalSince(start) < 10)
        // The reader goes on working after a stopped statement.
        #expect(try trace.callCount > 0)
    }

    /// Each way out of a read-only connection, refused before SQLite touches a path.
    @Test(arguments: [
        "VACUUM INTO '%DIR%/copy.sqlite'", "ATTACH '%DIR%/other.sqlite' AS other", "PRAGMA user_version = 7", "PRAGMA journal_mode = WAL",
        "SELECT load_extension('%DIR%/x')", "SELECT fts3_tokenizer('simple', x'0000000000000000')", "CREATE TEMP TABLE t (x)",
        "CREATE TEMP VIEW v AS SELECT 1", "DELETE FROM calls", "INSERT INTO meta VALUES ('a', 'b')", "DROP TABLE calls", "BEGIN",
        "SAVEPOINT s", "ANALYZE", "REINDEX", "DETACH main",
    ])
    func queriesCannotWrite(_ template: String) throws {
        let scratch = Scratch()
        let (path, trace) = try scratch.smallTrace()
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        let sql = template.replacingOccurrences(of: "%DIR%", with: scratch.url.path)
        #expect(throws: TraceError.self) { try trace.query(sql) }
        #expect(scratch.contents == ["t.sqlite"])
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
    }

    @Test func oneStatementPerQuery() throws {
        let (path, trace) = try Scratch().smallTrace()
        #expect(throws: TraceError.severalStatements(path: path, rest: "DELETE FROM calls")) { try trace.query("SELECT 1; DELETE FROM calls") }
        #expect(throws: TraceError.noStatement) { try trace.query("  -- only a comment\n") }
        #expect(try trace.query("SELECT 1; -- and a comment").rows == [[.integer(1)]])
    }
}

@Suite struct DecisionDataTests {
    /// Data a built-in type cannot read (a hostile file, or a custom layout that reused a
    /// built-in kind's name) is read as a custom decision, never a crash.
    @Test func unreadableTypedDataBecomesACustomDecision() throws {
        let scratch = Scratch()
        let trace = try scratch.record("HStack { Color.red; Color.blue }", proposals: [ProposedViewSize(width: 100, height: 10)])
        let groups = try #require(try trace.decisions().first { $0.payload is StackGroups })
        let db = try SQLiteConnection(path: scratch.path("t.sqlite"), mode: .create)
        try db.execute(#"UPDATE decisions SET data = '[1,[0],["inf"],[1,2]]' WHERE id = \#(groups.id)"#)
        let reread = try #require(try TraceReader(path: scratch.path("t.sqlite")).decision(groups.id))
        #expect(reread.payload is CustomDecision)
        #expect(reread.kind == StackGroups.kind)
    }
}
