import CSQLite
import Foundation
import LayoutEngine

/// A trace file opened read-only, checked to be an ltrace trace this version can read.
///
///     let trace = try TraceReader(path: "ltrace.sqlite")
///     let frames = try trace.frames(pass: 1)
public final class TraceReader {
    public let path: String
    let db: SQLiteConnection
    public let meta: TraceMeta
    /// The trace's `decision_kinds`, by id.
    private(set) var decisionForms: [Int: StoredDecisionForm] = [:]
    /// Node labels read so far, for decision sentences.
    private var labels: [NodeID: String] = [:]
    /// Each pass's first and last call id, read once (calls are numbered in execution order, so a
    /// pass's calls lie between them): a pass's calls are then a range of the table, not a scan.
    private var passCallRanges: [Int: ClosedRange<Int>]?

    /// The ids a pass's calls lie between; nil for a pass without calls.
    func callRange(pass: Int) throws -> ClosedRange<Int>? {
        if let ranges = passCallRanges { return ranges[pass] }
        var ranges: [Int: ClosedRange<Int>] = [:]
        try each("SELECT pass_id, min(id), max(id) FROM calls GROUP BY pass_id") { s in
            guard let p = s.int(0), let low = s.int(1), let high = s.int(2), low <= high else { return }
            ranges[Int(p)] = Int(low)...Int(high)
        }
        passCallRanges = ranges
        return ranges[pass]
    }
    /// Sentence templates with their shorthands expanded, by template.
    private var expandedTemplates: [String: String] = [:]

    public init(path: String) throws {
        self.path = path
        try Self.checkFile(path)
        db = try SQLiteConnection(path: path, mode: .immutable)
        do {
            try db.execute("PRAGMA query_only = 1; PRAGMA temp_store = MEMORY")
            ReadOnlyGuard.install(on: db)
            db.statementTimeLimit = Self.statementTimeLimit
            let applicationID = try db.scalarInt("PRAGMA application_id") ?? 0
            guard applicationID == TraceSchema.applicationID else {
                throw TraceError.notATrace(path: path, reason: "a SQLite database without ltrace's application id")
            }
            guard try db.scalarInt("SELECT count(*) FROM sqlite_schema WHERE type = 'table' AND name = 'meta'") == 1 else {
                throw TraceError.corrupt(path: path, detail: "no meta table")
            }
            var rows: [String: String] = [:]
            let s = try db.prepare("SELECT key, value FROM meta")
            while try s.step() { rows[s.text(0) ?? ""] = s.text(1) ?? "" }
            let meta = TraceMeta(rows: rows)
            self.meta = meta
            // The version first: an older trace has another schema, and deserves "record it again".
            try Self.checkVersion(meta, path: path)
            try Self.checkSchema(db, path: path)
        } catch let error as TraceError {
            if case .sqlite(_, let code, let message, _) = error, code & 0xFF == SQLITE_ERROR {
                throw TraceError.corrupt(path: path, detail: message)
            }
            throw error
        }
        try checkCallRoles()
        decisionForms = try readDecisionForms()
    }

    /// `call_roles` must hold exactly the codes `CallRole` reads.
    private func checkCallRoles() throws {
        var found: [Int: String] = [:]
        let s = try db.prepare("SELECT id, name FROM call_roles")
        while try s.step() { found[Int(s.int(0) ?? -1)] = s.text(1) ?? "" }
        guard found == Dictionary(uniqueKeysWithValues: CallRole.allCases.map { ($0.code, $0.rawValue) }) else {
            throw TraceError.corrupt(path: path, detail: "its call_roles are not ltrace's")
        }
    }

    private func readDecisionForms() throws -> [Int: StoredDecisionForm] {
        var forms: [Int: StoredDecisionForm] = [:]
        let s = try db.prepare("SELECT id, kind, fields, sentence FROM decision_kinds")
        while try s.step() {
            let id = try Self.require(s.int(0), path, "decision_kinds", nil, "id")
            guard let kind = s.text(1), !kind.isEmpty, case .array(let names)? = TraceJSON.decode(s.text(2) ?? ""),
                let sentence = s.text(3)
            else { throw Self.damaged(path, "decision_kinds", id, "is incomplete") }
            let strings = names.compactMap(\.stringValue)
            guard strings.count == names.count else { throw Self.damaged(path, "decision_kinds", id, "has fields that are not names") }
            forms[Int(clamping: id)] = StoredDecisionForm(
                kind: DecisionKind(kind), names: strings, sentence: sentence, type: BuiltIns.decision(of: DecisionKind(kind)))
        }
        return forms
    }

    /// A template expanded for these field names (`DecisionSentence.expand`), once.
    func expanded(_ template: String, names: [String]) -> String {
        if let known = expandedTemplates[template] { return known }
        let expanded = DecisionSentence.expand(template, names: names)
        expandedTemplates[template] = expanded
        return expanded
    }

    /// A node's label, for sentences ("node-3" if the trace has no such node).
    func label(of node: NodeID) throws -> String {
        if let label = labels[node] { return label }
        var label = node.description
        try each("SELECT substr(label, 1, \(Self.maximumLabel + 1)) FROM nodes WHERE id = ?", bind: { $0.bind(1, node.rawValue) }) {
            label = Self.capped(label: $0.text(0) ?? label)
        }
        labels[node] = label
        return label
    }

    /// The most characters of a label that are read: labels are source text, and one of a
    /// megabyte (a damaged or crafted trace) would be copied into every sentence and page.
    public static let maximumLabel = 1_000

    static func capped(label: String) -> String {
        label.count > maximumLabel ? String(label.prefix(maximumLabel - 1)) + "…" : label
    }

    static func checkVersion(_ meta: TraceMeta, path: String) throws {
        guard let version = meta.schemaVersion else {
            throw TraceError.corrupt(path: path, detail: "no schema_version in meta")
        }
        if version > TraceSchema.version {
            throw TraceError.newerSchema(path: path, found: version, supported: TraceSchema.version)
        }
        if version < TraceSchema.version {
            throw TraceError.olderSchema(path: path, found: version, supported: TraceSchema.version)
        }
    }

    /// The most a statement of the analyses may run: the largest traces answer in seconds,
    /// so only a damaged or hostile file comes near it.
    public static let statementTimeLimit = 120.0

    /// The trace's tables, views and indexes must be exactly those of the embedded schema:
    /// a file that redefines `frames` as an endless recursive view, or `nodes` as a view
    /// returning rows twice, is refused before any of them is read.
    static func checkSchema(_ db: SQLiteConnection, path: String) throws {
        let differing = try schemaObjects(db).symmetricDifference(expectedSchema)
        guard differing.isEmpty else {
            let names = Set(differing.map(\.name)).sorted().prefix(5).joined(separator: ", ")
            throw TraceError.corrupt(path: path, detail: "its schema is not ltrace's (\(names))")
        }
    }

    /// One object of `sqlite_schema`, its SQL without comments and with whitespace
    /// collapsed: rewording a comment in schema.sql changes no contract.
    struct SchemaObject: Hashable {
        let type: String, name: String, table: String, sql: String
    }

    static func schemaObjects(_ db: SQLiteConnection) throws -> Set<SchemaObject> {
        var objects: Set<SchemaObject> = []
        let s = try db.prepare("SELECT type, name, tbl_name, sql FROM sqlite_schema WHERE name NOT LIKE 'sqlite\\_%' ESCAPE '\\'")
        while try s.step() {
            objects.insert(SchemaObject(type: s.text(0) ?? "", name: s.text(1) ?? "", table: s.text(2) ?? "", sql: withoutComments(s.text(3) ?? "")))
        }
        return objects
    }

    /// SQL without `--` comments, whitespace runs collapsed to one space (bytes, not
    /// Characters: every trace's schema is compared when it is opened).
    static func withoutComments(_ sql: String) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(sql.utf8.count)
        var inComment = false, pendingSpace = false
        var previous: UInt8 = 0
        for byte in sql.utf8 {
            if inComment {
                if byte == 0x0A { inComment = false; pendingSpace = true }
                continue
            }
            if byte == UInt8(ascii: "-") && previous == UInt8(ascii: "-") {
                out.removeLast()
                if out.last == 0x20 { out.removeLast() }
                inComment = true
                previous = 0
                continue
            }
            previous = byte
            if byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D {
                pendingSpace = true
                continue
            }
            if pendingSpace && !out.isEmpty { out.append(0x20) }
            pendingSpace = false
            out.append(byte)
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// The embedded schema's objects, as an empty trace made from it lists them.
    static let expectedSchema: Set<SchemaObject> = {
        guard let db = try? SQLiteConnection(path: ":memory:", mode: .create) else { return [] }
        let statements = TraceSchema.statements()
        for statement in statements.tables + statements.indexes { try? db.execute(statement) }
        return (try? schemaObjects(db)) ?? []
    }()

    /// The file exists, is a regular file, and starts with SQLite's header.
    static func checkFile(_ path: String) throws {
        var status = stat()
        guard stat(path, &status) == 0 else {
            if errno == ENOENT || errno == ENOTDIR { throw TraceError.fileNotFound(path: path) }
            throw TraceError.io(path: path, message: String(cString: strerror(errno)))
        }
        if status.st_mode & S_IFMT == S_IFDIR { throw TraceError.notATrace(path: path, reason: "it is a directory") }
        // Opening a FIFO would block until someone writes to it; a device is no trace either.
        guard status.st_mode & S_IFMT == S_IFREG else { throw TraceError.notATrace(path: path, reason: "not a regular file") }
        guard let handle = FileHandle(forReadingAtPath: path) else {
            throw TraceError.io(path: path, message: "cannot be read")
        }
        defer { try? handle.close() }
        let header = (try? handle.read(upToCount: 16)) ?? Data()
        if header.isEmpty { throw TraceError.notATrace(path: path, reason: "the file is empty") }
        guard header == Data("SQLite format 3\0".utf8) else {
            throw TraceError.notATrace(path: path, reason: "not a SQLite database")
        }
        try handle.seek(toOffset: 0)
        try checkLength(path, header: (try? handle.read(upToCount: 100)) ?? Data(), handle: handle)
    }

    /// A file shorter than its SQLite header says has been cut short (SQLite
    /// itself would only call it "malformed", and only when it reads the lost pages).
    static func checkLength(_ path: String, header: Data, handle: FileHandle) throws {
        guard header.count == 100 else { throw TraceError.corrupt(path: path, detail: "truncated: the header is incomplete") }
        func bigEndian(_ offset: Int, _ count: Int) -> UInt64 {
            header[offset..<offset + count].reduce(0) { $0 << 8 | UInt64($1) }
        }
        let rawPageSize = bigEndian(16, 2)
        let pageSize = rawPageSize == 1 ? 65536 : rawPageSize
        let pageCount = bigEndian(28, 4)
        // The in-header size is valid only when written by SQLite 3.7.0 or later with a matching change counter.
        guard bigEndian(92, 4) == bigEndian(24, 4), pageCount > 0 else { return }
        let size = (try? handle.seekToEnd()) ?? 0
        if size < pageSize * pageCount {
            throw TraceError.corrupt(path: path, detail: "truncated: \(size) of \(pageSize * pageCount) bytes")
        }
    }

    // MARK: - Raw queries

    /// Runs one SQL statement read-only, handing over the column names, then each row as it
    /// comes (nothing is buffered). Only reading is allowed (see `ReadOnlyGuard`); the
    /// statement is stopped after `timeout` seconds of wall time (nil: never), the rows' output
    /// included, or on Ctrl-C.
    public func query(_ sql: String, timeout: Double?, columns: ([String]) throws -> Void, row: ([SQLValue]) throws -> Void) throws {
        let statement = try db.prepareSingle(sql)
        guard sqlite3_stmt_readonly(statement.handle) != 0 else {
            throw TraceError.readOnly(path: path, detail: "the statement would write")
        }
        try columns((0..<statement.columnCount).map { statement.columnName($0) })
        // SQLite's progress handler runs every so many instructions of one step: a statement
        // whose every row comes in a few never reaches it, so the clock is also read per row.
        let deadline = timeout.map { DispatchTime.now().uptimeNanoseconds &+ UInt64(min($0, 1e9) * 1e9) }
        while true {
            let left = deadline.map { Double(Int64(bitPattern: $0 &- DispatchTime.now().uptimeNanoseconds)) / 1e9 }
            if let left, left <= 0 { throw TraceError.timedOut(path: path, seconds: timeout ?? 0) }
            statement.limitTime(to: left)
            statement.timeLimit = timeout ?? 0
            guard try statement.step() else { break }
            try row(statement.values)
        }
    }

    /// Until `body` returns, Ctrl-C stops the running statement (which then throws `.interrupted`).
    public static func interruptingOnCtrlC<T>(_ body: () throws -> T) rethrows -> T {
        ReadOnlyGuard.interruptOnSIGINT()
        defer { ReadOnlyGuard.restoreSIGINT() }
        return try body()
    }

    /// Runs SQL read-only and collects the rows. Values keep their SQLite types.
    public func query(_ sql: String) throws -> QueryResult {
        var columns: [String] = []
        var rows: [[SQLValue]] = []
        try query(sql, timeout: Self.statementTimeLimit, columns: { columns = $0 }, row: { rows.append($0) })
        return QueryResult(columns: columns, rows: rows)
    }

    /// Runs `body` on every row of a prepared query.
    func each(_ sql: String, bind: (SQLiteStatement) -> Void = { _ in }, _ body: (SQLiteStatement) throws -> Void) throws {
        try db.each(sql, bind: bind, body)
    }
}

/// A value in a query result.
public enum SQLValue: Equatable, Sendable, CustomStringConvertible {
    case null
    case integer(Int64)
    case real(Double)
    case text(String)
    case blob(Int)

    /// `NULL`, `620`, `56.25`, the text, `<blob 12 bytes>`.
    public var description: String {
        switch self {
        case .null: return "NULL"
        case .integer(let i): return String(i)
        case .real(let d): return TraceFormat.number(CGFloat(d))
        case .text(let s): return s
        case .blob(let n): return "<blob \(n) bytes>"
        }
    }
}

extension SQLiteStatement {
    /// The current row, each column with its SQLite type.
    var values: [SQLValue] {
        (0..<columnCount).map { i in
            switch columnType(i) {
            case SQLITE_NULL: return .null
            case SQLITE_INTEGER: return .integer(int(i) ?? 0)
            case SQLITE_FLOAT: return .real(double(i) ?? 0)
            case SQLITE_BLOB: return .blob(Int(sqlite3_column_bytes(handle, i)))
            default: return .text(text(i) ?? "")
            }
        }
    }
}

/// The columns and rows of a query.
public struct QueryResult: Sendable {
    public let columns: [String]
    public let rows: [[SQLValue]]
}


/// One row of `decision_kinds`, with the payload type that reads its data (nil for a custom layout's kind).
struct StoredDecisionForm {
    let kind: DecisionKind
    let names: [String]
    let sentence: String
    let type: (any DecisionPayload.Type)?
}
