import CSQLite
import Foundation
import LayoutEngine

/// Rows of a query read one at a time, for comparing large traces in lockstep.
public final class RowCursor {
    public struct Row {
        public let values: [SQLValue]
        public func integer(_ i: Int) -> Int64? {
            if case .integer(let v) = values[i] { return v }
            return nil
        }
    }

    private let statement: SQLiteStatement

    init(_ statement: SQLiteStatement) { self.statement = statement }

    public func next() throws -> Row? {
        guard try statement.step() else { return nil }
        return Row(values: (0..<statement.columnCount).map { i in
            switch statement.columnType(i) {
            case SQLITE_NULL: return .null
            case SQLITE_INTEGER: return .integer(statement.int(i) ?? 0)
            case SQLITE_FLOAT: return .real(statement.double(i) ?? 0)
            case SQLITE_BLOB: return .blob(Int(sqlite3_column_bytes(statement.handle, i)))
            default: return .text(statement.text(i) ?? "")
            }
        })
    }

    public static func text(_ value: SQLValue) -> String {
        switch value {
        case .null: return "NULL"
        case .integer(let i): return String(i)
        case .real(let d): return TraceFormat.number(CGFloat(d))
        case .text(let s): return s
        case .blob(let n): return "<blob \(n) bytes>"
        }
    }
}

extension TraceReader {
    /// A query whose rows are read one at a time.
    public func rows(_ sql: String) throws -> RowCursor { RowCursor(try db.prepare(sql)) }
}

/// The calls of a pass read one at a time (`diff` walks two traces in lockstep).
public final class CallCursor {
    private let statement: SQLiteStatement

    init(_ statement: SQLiteStatement) { self.statement = statement }

    public func next() throws -> CallRow? {
        guard try statement.step() else { return nil }
        return TraceReader.call(statement)
    }
}
