import CSQLite
import LayoutEngine
import Foundation

/// The trace schema: `schema.sql`, embedded, and its version.
public enum TraceSchema {
    /// The schema version this ltrace writes and reads.
    public static let version = 9
    /// `PRAGMA application_id` of every trace ('ltrc').
    public static let applicationID: Int64 = 1_819_571_811
    /// The full text of `schema.sql`.
    public static var sql: String { EmbeddedSchema.sql }

    /// The schema's `CREATE INDEX` statements on one table.
    static func indexes(on table: String) -> [String] {
        statements().indexes.filter { $0.contains(" ON \(table) (") }
    }

    /// The schema's statements, split where SQLite sees complete statements,
    /// with `CREATE INDEX` statements apart so they can run after the bulk insert.
    static func statements() -> (tables: [String], indexes: [String]) { splitStatements }

    /// Split once per process, on bytes: every trace opened compares its schema with these,
    /// and splitting with Foundation's string methods cost `why` 3.5 ms of its start.
    private static let splitStatements: (tables: [String], indexes: [String]) = {
        var tables: [String] = [], indexes: [String] = []
        var current: [UInt8] = [], code: [UInt8] = []
        for line in Array(sql.utf8).split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
            current += line
            current.append(UInt8(ascii: "\n"))
            // Only a line with a semicolon can end a statement: asking SQLite on every line
            // re-reads long statements (the views) once per line.
            let isComment = line.drop { $0 == 0x20 || $0 == 0x09 }.starts(with: "--".utf8)
            if !isComment && !line.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }) {
                if !code.isEmpty { code.append(UInt8(ascii: "\n")) }
                code += line
            }
            guard line.contains(UInt8(ascii: ";")), (current + [0]).withUnsafeBufferPointer({ buffer in
                buffer.withMemoryRebound(to: CChar.self) { sqlite3_complete($0.baseAddress) != 0 }
            }) else { continue }
            while let last = code.last, last == 0x20 || last == 0x09 || last == 0x0D { code.removeLast() }
            let text = String(decoding: code, as: UTF8.self)
            if code.prefix(12).map({ $0 >= 0x61 && $0 <= 0x7A ? $0 - 0x20 : $0 }).elementsEqual("CREATE INDEX".utf8) {
                indexes.append(text)
            } else if !code.isEmpty {
                tables.append(text)
            }
            current = []
            code = []
        }
        return (tables, indexes)
    }()
}

/// ltrace's version, as `--version` prints it and every trace's `meta.ltrace_version` stores it.
public enum LTraceVersion {
    public static let number = "0.1.0"
    public static let line = "ltrace \(number) (layout engine \(LayoutEngine.version), trace schema \(TraceSchema.version))"
}
