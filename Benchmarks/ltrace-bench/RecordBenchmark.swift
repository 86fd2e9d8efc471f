import CSQLite
import Foundation
import LayoutEngine
import SceneParser
import TraceStore

/// Records a generated scene end to end (read the file, parse, lay out, write,
/// index, commit, rename) and compares with the plainest insert loop writing
/// the same rows: prepared INSERTs in one transaction, SQLite's defaults.
enum RecordBenchmark {
    /// `rows`: text rows of a list (the default); `frames`: rows of 50 flexible frames around
    /// colours, the shape where decisions outnumber calls (issue 24).
    enum Shape: String {
        case rows, frames
        var defaultRows: Int { self == .rows ? 2000 : 200 }
    }

    static func scene(shape: Shape, rows: Int) -> String {
        switch shape {
        case .rows: return scene(rows: rows)
        case .frames:
            return """
                VStack(spacing: 0) {
                    ForEach(0..<\(rows)) { _ in
                        HStack(spacing: 1) {
                            ForEach(0..<50) { _ in
                                Color.blue.frame(minWidth: 1, maxWidth: .infinity, minHeight: 2, maxHeight: 4)
                            }
                        }
                    }
                }
                """
        }
    }

    static func scene(rows: Int) -> String {
        """
        VStack(spacing: 4) {
            ForEach(0..<\(rows)) { i in
                HStack {
                    Text("Row \\(i) with a title").lineLimit(1)
                    Spacer()
                    VStack(alignment: .trailing) { Text("\\(i * 7)"); Color.gray.frame(maxWidth: 60) }
                    Circle().frame(width: 24, height: 24)
                }
                .padding(4)
            }
        }
        """
    }

    static func seconds(_ body: () throws -> Void) rethrows -> Double {
        let start = ContinuousClock.now
        try body()
        let d = ContinuousClock.now - start
        return Double(d.components.seconds) + Double(d.components.attoseconds) / 1e18
    }

    static func run(shape: Shape, rows: Int, repetitions: Int) throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("ltrace-bench-\(getpid())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let scenePath = directory.appendingPathComponent("generated.swift").path
        try scene(shape: shape, rows: rows).write(toFile: scenePath, atomically: true, encoding: .utf8)
        let tracePath = directory.appendingPathComponent("generated.sqlite").path

        var summary: Trace.Summary!
        var best = Double.infinity
        var phases = ""
        func recordOnce() throws -> Double {
            var parse = 0.0, build = 0.0
            let total = try seconds {
                let source = String(decoding: FileManager.default.contents(atPath: scenePath)!, as: UTF8.self)
                var parsed: Scene!
                parse = try seconds { parsed = try SceneParser.parse(source: source, path: scenePath) }
                var tree: ViewTree!
                build = seconds { tree = parsed.makeTree() }
                summary = try Trace.record(tree: tree, proposals: [ProposedViewSize(width: 390, height: 844)], to: tracePath)
            }
            if total < best {
                best = total
                let t = summary.timings
                phases = String(format: "parse %.3f, tree %.3f, layout+write %.3f, indexes %.3f, commit %.3f", parse, build, t.layoutAndWrite, t.indexes, t.commit)
            }
            return total
        }
        for _ in 0..<repetitions { _ = try recordOnce() }
        let rowsWritten = try rowCount(tracePath)
        defer { print("  phases (s): \(phases)") }
        print("record (\(shape.rawValue)): \(summary.nodes) nodes, \(summary.calls) calls, \(summary.decisions) decisions, \(rowsWritten) rows, best of \(repetitions)")
        print(String(format: "  ltrace record          %7.3f s  %8.0f calls/s  %5.0f bytes/call  (%.0f bytes/row)",
                     best, Double(summary.calls) / best, Double(summary.bytes) / Double(summary.calls), Double(summary.bytes) / Double(rowsWritten)))

        // The plain loop runs in its own process: typeless tables with SQLite's defaults, the same
        // with ltrace's pragmas, and ltrace's own schema with its indexes built after the rows.
        func plain(_ mode: String) throws -> Double {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
            process.arguments = ["plain-loop", tracePath, directory.appendingPathComponent("plain.sqlite").path, mode, String(repetitions)]
            let pipe = Pipe()
            process.standardOutput = pipe
            try process.run()
            let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            return Double(output.trimmingCharacters(in: .whitespacesAndNewlines)) ?? .nan
        }
        let plainDefault = try plain("default"), plainFast = try plain("fast"), plainSchema = try plain("schema")
        print(String(format: "  plain insert loop      %7.3f s  (same %d rows, SQLite defaults)  → ltrace takes %.2f×", plainDefault, rowsWritten, best / plainDefault))
        print(String(format: "  plain, ltrace's pragmas %6.3f s  (journal off, synchronous off)     → ltrace takes %.2f×", plainFast, best / plainFast))
        print(String(format: "  plain, ltrace's schema %7.3f s  (its tables, then its indexes)      → ltrace takes %.2f×", plainSchema, best / plainSchema))

    }

    /// `ltrace-bench plain-loop TRACE OUT default|fast REPS`: prints the best time of the plain loop.
    static func plainLoopMain(_ arguments: [String]) throws {
        let tables = try readRows(arguments[0])
        var best = Double.infinity
        for _ in 0..<(Int(arguments[3]) ?? 1) { best = min(best, try plainLoop(tables, to: arguments[1], mode: arguments[2])) }
        print(best)
    }

    static func rowCount(_ path: String) throws -> Int {
        var db: OpaquePointer?
        sqlite3_open(path, &db)
        defer { sqlite3_close(db) }
        var total = 0
        for table in ["meta", "passes", "nodes", "decision_kinds", "calls", "decisions"] {
            var s: OpaquePointer?
            sqlite3_prepare_v2(db, "SELECT count(*) FROM \(table)", -1, &s, nil)
            sqlite3_step(s)
            total += Int(sqlite3_column_int64(s, 0))
            sqlite3_finalize(s)
        }
        return total
    }

    /// A table's rows as values, to insert again.
    struct Table {
        let name: String
        let columns: [String]
        var rows: [[Value]]
    }

    enum Value {
        case null, integer(Int64), real(Double), text([UInt8])
    }

    static func readRows(_ path: String) throws -> [Table] {
        var db: OpaquePointer?
        sqlite3_open(path, &db)
        defer { sqlite3_close(db) }
        return ["meta", "passes", "nodes", "decision_kinds", "calls", "decisions"].map { name in
            var s: OpaquePointer?
            sqlite3_prepare_v2(db, "SELECT * FROM \(name)", -1, &s, nil)
            let n = sqlite3_column_count(s)
            let columns = (0..<n).map { String(cString: sqlite3_column_name(s, $0)) }
            var rows: [[Value]] = []
            while sqlite3_step(s) == SQLITE_ROW {
                rows.append((0..<n).map { i in
                    switch sqlite3_column_type(s, i) {
                    case SQLITE_INTEGER: return .integer(sqlite3_column_int64(s, i))
                    case SQLITE_FLOAT: return .real(sqlite3_column_double(s, i))
                    case SQLITE_TEXT: return .text(Array(UnsafeBufferPointer(start: sqlite3_column_text(s, i), count: Int(sqlite3_column_bytes(s, i)))))
                    default: return .null
                    }
                })
            }
            sqlite3_finalize(s)
            return Table(name: name, columns: columns, rows: rows)
        }
    }

    /// Prepared INSERTs of pre-built rows in one transaction: into tables with the same columns
    /// and no indexes (`default`, `fast` with ltrace's pragmas), or into ltrace's schema with its
    /// indexes created after the rows, as ltrace does (`schema`).
    static func plainLoop(_ tables: [Table], to path: String, mode: String) throws -> Double {
        unlink(path)
        var db: OpaquePointer?
        sqlite3_open(path, &db)
        defer { sqlite3_close(db) }
        if mode != "default" { sqlite3_exec(db, "PRAGMA journal_mode = OFF; PRAGMA synchronous = OFF;", nil, nil, nil) }
        let lines = TraceSchema.sql.split(separator: "\n")
        let indexes = lines.filter { $0.hasPrefix("CREATE INDEX") }.joined(separator: "\n")
        if mode == "schema" {
            sqlite3_exec(db, lines.filter { !$0.hasPrefix("CREATE INDEX") }.joined(separator: "\n"), nil, nil, nil)
        } else {
            for t in tables { sqlite3_exec(db, "CREATE TABLE \(t.name) (\(t.columns.joined(separator: ", ")))", nil, nil, nil) }
        }
        return seconds {
            sqlite3_exec(db, "BEGIN", nil, nil, nil)
            for t in tables {
                var s: OpaquePointer?
                let placeholders = Array(repeating: "?", count: t.columns.count).joined(separator: ",")
                sqlite3_prepare_v2(db, "INSERT INTO \(t.name) VALUES (\(placeholders))", -1, &s, nil)
                for row in t.rows {
                    for (i, v) in row.enumerated() {
                        let index = Int32(i + 1)
                        switch v {
                        case .null: sqlite3_bind_null(s, index)
                        case .integer(let x): sqlite3_bind_int64(s, index, x)
                        case .real(let x): sqlite3_bind_double(s, index, x)
                        case .text(let bytes): _ = bytes.withUnsafeBufferPointer { b in
                            b.withMemoryRebound(to: CChar.self) { sqlite3_bind_text(s, index, $0.baseAddress, Int32(b.count), unsafeBitCast(-1, to: sqlite3_destructor_type.self)) }
                        }
                        }
                    }
                    sqlite3_step(s)
                    sqlite3_reset(s)
                }
                sqlite3_finalize(s)
            }
            if mode == "schema" { sqlite3_exec(db, indexes, nil, nil, nil) }
            sqlite3_exec(db, "COMMIT", nil, nil, nil)
        }
    }
}
