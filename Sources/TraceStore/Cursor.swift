import Foundation

/// Rows read one at a time, for traces too large to hold: a query's rows (`replay`
/// compares two traces in lockstep), the calls of a pass (`diff`), or every decision
/// in id order (the Chrome export).
public final class Cursor<Element> {
    private let statement: SQLiteStatement
    private let make: (SQLiteStatement) throws -> Element

    init(_ statement: SQLiteStatement, _ make: @escaping (SQLiteStatement) throws -> Element) {
        self.statement = statement
        self.make = make
    }

    public func next() throws -> Element? {
        guard try statement.step() else { return nil }
        return try make(statement)
    }
}

extension TraceReader {
    /// Every decision in id order: the order in which their calls completed.
    public func decisionCursor() throws -> Cursor<DecisionRow> {
        Cursor(try db.prepare(Self.decisionSelect + " ORDER BY d.id")) { try self.decision($0) }
    }
}

/// One row of a query, each column with its SQLite type.
public struct SQLRow: Sendable {
    public let values: [SQLValue]

    public func integer(_ i: Int) -> Int64? {
        if case .integer(let v) = values[i] { return v }
        return nil
    }
}

extension TraceReader {
    /// A query whose rows are read one at a time.
    public func rows(_ sql: String) throws -> Cursor<SQLRow> { Cursor(try db.prepare(sql)) { SQLRow(values: $0.values) } }
}
