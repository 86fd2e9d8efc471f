import CSQLite
import Foundation

/// The trace schema: `schema.sql`, embedded, and its version.
public enum TraceSchema {
    /// The schema version this ltrace writes and reads.
    public static let version = 8
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
    static func statements() -> (tables: [String], indexes: [String]) {
        var tables: [String] = [], indexes: [String] = []
        var current = ""
        for line in sql.split(separator: "\n", omittingEmptySubsequences: false) {
            current += line + "\n"
            // Only a line with a semicolon can end a statement: asking SQLite on every line
            // re-reads long statements (the views) once per line.
            if line.contains(";"), sqlite3_complete(current) != 0 {
                let code = current.split(separator: "\n").filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("--") }
                    .joined(separator: "\n").trimmingCharacters(in: .whitespacesAndNewlines)
                if code.uppercased().hasPrefix("CREATE INDEX") { indexes.append(code) } else if !code.isEmpty { tables.append(code) }
                current = ""
            }
        }
        return (tables, indexes)
    }
}
