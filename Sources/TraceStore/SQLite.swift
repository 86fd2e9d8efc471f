import CSQLite
import Foundation

/// A connection to one SQLite file: opening, preparing and running statements, and
/// SQLite's errors as `TraceError`s. (The writer binds values through the C API
/// directly where it matters for speed; the reader's guard installs SQLite callbacks.)
final class SQLiteConnection {
    enum Mode {
        case readOnly
        /// Read-only, and the file will not change while open: SQLite skips file locks and change checks.
        case immutable
        case create
    }

    let handle: OpaquePointer
    let path: String
    /// The time each statement may run from its first step (0: no limit), measured per
    /// statement, so cursors read side by side each keep their own.
    var statementTimeLimit: Double = 0
    /// The running statement's deadline (`DispatchTime` nanoseconds; 0: none) and its limit,
    /// for the message. Enforced by `ReadOnlyGuard`'s progress handler.
    var deadline: UInt64 = 0
    var timeLimit: Double = 0

    static func deadline(in seconds: Double) -> UInt64 {
        DispatchTime.now().uptimeNanoseconds &+ UInt64(min(max(seconds, 0), 1e9) * 1e9)
    }

    /// SQLite's global settings, applied once before its first use.
    private static let configured: Void = {
        ltrace_sqlite_disable_memory_statistics()
        ltrace_sqlite_multithread()
    }()

    init(path: String, mode: Mode) throws {
        _ = Self.configured
        self.path = path
        var db: OpaquePointer?
        let code: Int32
        switch mode {
        case .readOnly: code = sqlite3_open_v2(path, &db, SQLITE_OPEN_READONLY | SQLITE_OPEN_NOMUTEX, nil)
        case .immutable: code = sqlite3_open_v2(Self.immutableURI(path), &db, SQLITE_OPEN_READONLY | SQLITE_OPEN_URI | SQLITE_OPEN_NOMUTEX, nil)
        case .create: code = sqlite3_open_v2(path, &db, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_NOMUTEX, nil)
        }
        guard code == SQLITE_OK, let db else {
            let message = db.map { String(cString: sqlite3_errmsg($0)) } ?? "cannot open"
            if let db { sqlite3_close_v2(db) }
            if mode == .create && code & 0xFF == SQLITE_CANTOPEN {
                throw TraceError.io(path: path, message: "cannot be created here (is the directory writable?)")
            }
            throw TraceError.sqlite(path: path, code: code, message: message, sql: nil)
        }
        handle = db
        sqlite3_extended_result_codes(db, 1)
    }

    deinit {
        statements.removeAll()
        sqlite3_close_v2(handle)
    }

    /// `file:/path?immutable=1`, with the characters a URI reserves escaped.
    static func immutableURI(_ path: String) -> String {
        var escaped = ""
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "%"), UInt8(ascii: "?"), UInt8(ascii: "#"), 0x80...: escaped += String(format: "%%%02X", byte)
            default: escaped.unicodeScalars.append(Unicode.Scalar(byte))
            }
        }
        return "file:" + escaped + "?immutable=1"
    }

    /// Prepared statements kept for reuse, by SQL; a statement in use is not handed out twice.
    private var statements: [String: SQLiteStatement] = [:]
    private var inUse: Set<String> = []

    /// Runs `body` on every row of a query, reusing its prepared statement.
    func each(_ sql: String, bind: (SQLiteStatement) -> Void, _ body: (SQLiteStatement) throws -> Void) throws {
        let reusable = !inUse.contains(sql)
        let s: SQLiteStatement
        if reusable, let cached = statements[sql] {
            s = cached
        } else {
            s = try prepare(sql)
            if reusable { statements[sql] = s }
        }
        if reusable { inUse.insert(sql) }
        defer {
            s.reset()
            if reusable { inUse.remove(sql) }
        }
        bind(s)
        while try s.step() { try body(s) }
    }

    func error(_ code: Int32, sql: String?) -> TraceError {
        let message = String(cString: sqlite3_errmsg(handle))
        let primary = code & 0xFF
        if primary == SQLITE_INTERRUPT {
            return ReadOnlyGuard.interruptRequested.pointee != 0 ? .interrupted(path: path) : .timedOut(path: path, seconds: timeLimit)
        }
        if primary == SQLITE_AUTH { return .readOnly(path: path, detail: message) }
        if primary == SQLITE_NOTADB { return .notATrace(path: path, reason: "not a SQLite database") }
        if primary == SQLITE_CORRUPT { return .corrupt(path: path, detail: message) }
        if primary == SQLITE_FULL { return .io(path: path, message: "the disk is full") }
        if primary == SQLITE_IOERR || primary == SQLITE_CANTOPEN || primary == SQLITE_READONLY {
            return .io(path: path, message: message)
        }
        return .sqlite(path: path, code: code, message: message, sql: sql)
    }

    /// Runs one or more statements that return no rows.
    func execute(_ sql: String) throws {
        let code = sqlite3_exec(handle, sql, nil, nil, nil)
        guard code == SQLITE_OK else { throw error(code, sql: sql) }
    }

    /// Prepares the one statement of `sql`; throws when it holds none, or more than one.
    func prepareSingle(_ sql: String) throws -> SQLiteStatement {
        var statement: OpaquePointer?
        var rest = ""
        let code = sql.withCString { text -> Int32 in
            var tail: UnsafePointer<CChar>?
            let code = sqlite3_prepare_v2(handle, text, -1, &statement, &tail)
            if let tail { rest = String(cString: tail) }
            return code
        }
        guard code == SQLITE_OK else { throw error(code, sql: sql) }
        guard let statement else { throw TraceError.noStatement }
        let first = SQLiteStatement(statement, connection: self, sql: sql)
        // What follows the first statement may only be comments and semicolons.
        var next: OpaquePointer?
        let nextCode = sqlite3_prepare_v2(handle, rest, -1, &next, nil)
        if let next { sqlite3_finalize(next) }
        if nextCode != SQLITE_OK || next != nil {
            throw TraceError.severalStatements(path: path, rest: TraceError.oneLine(rest))
        }
        return first
    }

    func prepare(_ sql: String) throws -> SQLiteStatement {
        var statement: OpaquePointer?
        let code = sqlite3_prepare_v3(handle, sql, -1, UInt32(SQLITE_PREPARE_PERSISTENT), &statement, nil)
        guard code == SQLITE_OK, let statement else { throw error(code, sql: sql) }
        return SQLiteStatement(statement, connection: self, sql: sql)
    }

    func scalarInt(_ sql: String) throws -> Int64? {
        let s = try prepare(sql)
        guard try s.step() else { return nil }
        return s.int(0)
    }
}

/// A prepared statement. Bind, step, read columns, reset.
final class SQLiteStatement {
    let handle: OpaquePointer
    unowned let connection: SQLiteConnection
    let sql: String

    init(_ handle: OpaquePointer, connection: SQLiteConnection, sql: String) {
        self.handle = handle
        self.connection = connection
        self.sql = sql
    }

    deinit { sqlite3_finalize(handle) }

    /// When this statement must stop: 0 until its first step sets it from the connection's
    /// limit, `UInt64.max` for never.
    var deadline: UInt64 = 0
    var timeLimit: Double = 0

    /// Gives the steps that follow `seconds` in all (nil: no limit).
    func limitTime(to seconds: Double?) {
        guard let seconds, seconds > 0, seconds.isFinite else { deadline = .max; return }
        timeLimit = seconds
        deadline = SQLiteConnection.deadline(in: seconds)
    }

    static let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)

    @inline(__always) func bind(_ index: Int32, _ value: Double?) {
        if let value { sqlite3_bind_double(handle, index, value) } else { sqlite3_bind_null(handle, index) }
    }

    @inline(__always) func bind(_ index: Int32, _ value: Int?) {
        if let value { sqlite3_bind_int64(handle, index, Int64(value)) } else { sqlite3_bind_null(handle, index) }
    }

    @inline(__always) func bind(_ index: Int32, _ value: String) {
        sqlite3_bind_text(handle, index, value, -1, Self.transient)
    }

    @inline(__always) func bind(_ index: Int32, _ value: String?) {
        if let value { bind(index, value) } else { sqlite3_bind_null(handle, index) }
    }

    /// Binds text that stays valid until the next `step()` (a static C string or a buffer the caller keeps).
    @inline(__always) func bindStatic(_ index: Int32, _ pointer: UnsafePointer<CChar>, length: Int32 = -1) {
        sqlite3_bind_text(handle, index, pointer, length, nil)
    }


    /// Returns true when a row is available.
    @discardableResult
    func step() throws -> Bool {
        if deadline == 0, connection.statementTimeLimit > 0 {
            timeLimit = connection.statementTimeLimit
            deadline = SQLiteConnection.deadline(in: timeLimit)
        }
        connection.deadline = deadline == .max ? 0 : deadline
        connection.timeLimit = timeLimit
        let code = sqlite3_step(handle)
        if code == SQLITE_ROW { return true }
        if code == SQLITE_DONE { return false }
        throw connection.error(code, sql: sql)
    }

    /// Steps a statement that returns no rows, then resets it for the next use.
    @inline(__always) func run() throws {
        let code = sqlite3_step(handle)
        sqlite3_reset(handle)
        if code != SQLITE_DONE { throw connection.error(code, sql: sql) }
    }

    func reset() {
        deadline = 0
        sqlite3_reset(handle)
        sqlite3_clear_bindings(handle)
    }

    var columnCount: Int32 { sqlite3_column_count(handle) }
    func columnName(_ i: Int32) -> String { String(cString: sqlite3_column_name(handle, i)) }
    func isNull(_ i: Int32) -> Bool { sqlite3_column_type(handle, i) == SQLITE_NULL }
    func columnType(_ i: Int32) -> Int32 { sqlite3_column_type(handle, i) }

    func double(_ i: Int32) -> Double? { isNull(i) ? nil : sqlite3_column_double(handle, i) }
    /// An integer column's value; nil for NULL and for any other type (a damaged row).
    func int(_ i: Int32) -> Int64? { sqlite3_column_type(handle, i) == SQLITE_INTEGER ? sqlite3_column_int64(handle, i) : nil }
    func text(_ i: Int32) -> String? {
        guard let p = sqlite3_column_text(handle, i) else { return nil }
        let count = Int(sqlite3_column_bytes(handle, i))
        return String(decoding: UnsafeBufferPointer(start: p, count: count), as: UTF8.self)
    }
}
