import Foundation
import LayoutEngine

/// Everything that can go wrong with a trace file, with what a user needs to fix it.
public enum TraceError: Error, Equatable, CustomStringConvertible {
    /// No file at the path.
    case fileNotFound(path: String)
    /// The file exists but is not an ltrace trace (another database, or not a database).
    case notATrace(path: String, reason: String)
    /// The file is an ltrace trace but damaged or cut short.
    case corrupt(path: String, detail: String)
    /// Written by a newer ltrace whose schema this one cannot read.
    case newerSchema(path: String, found: Int, supported: Int)
    /// Written by an older ltrace whose schema this one no longer reads.
    case olderSchema(path: String, found: Int, supported: Int)
    /// SQLite refused a statement.
    case sqlite(path: String, code: Int32, message: String, sql: String?)
    /// The file system refused (permissions, disk full…).
    case io(path: String, message: String)
    /// A query or argument refers to something the trace does not have.
    case notFound(path: String, what: String)
    /// `--pass N` past the trace's passes (`passes` of them, numbered from 1).
    case noSuchPass(path: String, pass: Int, passes: Int)
    /// A query tried to do more than read (ATTACH, VACUUM INTO, a write, a pragma that sets).
    case readOnly(path: String, detail: String)
    /// `ltrace query` was given only whitespace or comments.
    case noStatement
    /// `ltrace query` was given several statements.
    case severalStatements(path: String, rest: String)
    /// A statement ran past its time limit.
    case timedOut(path: String, seconds: Double)
    /// Ctrl-C stopped a statement.
    case interrupted(path: String)
    /// The trace was recorded from Swift code, not from a scene file, so it holds no scene to lay out again.
    case noScene(path: String)

    public var description: String {
        switch self {
        case .fileNotFound(let path): return "\(path): no such file"
        case .notATrace(let path, let reason): return "\(path): not an ltrace trace (\(reason))"
        case .corrupt(let path, let detail): return "\(path): the trace is damaged (\(Self.oneLine(detail))); record it again"
        case .newerSchema(let path, let found, let supported):
            return "\(path): written by a newer ltrace (trace schema \(found); this ltrace reads schema \(supported)); upgrade ltrace"
        case .olderSchema(let path, let found, let supported):
            return "\(path): written by an older ltrace (trace schema \(found); this ltrace reads schema \(supported)); record it again"
        case .sqlite(let path, _, let message, let sql):
            return "\(path): \(Self.oneLine(message))" + (sql.map { " in: \(Self.oneLine($0))" } ?? "")
        case .io(let path, let message): return "\(path): \(Self.oneLine(message))"
        case .readOnly(let path, let detail):
            return "\(path): traces are read-only: only SELECT (and WITH, and pragmas that read) may run (\(detail))"
        case .noStatement: return "no SQL statement given"
        case .severalStatements(let path, let rest):
            return "\(path): one statement per query; this one goes on with '\(rest)' (run it as a second query)"
        case .timedOut(let path, let seconds):
            return "\(path): the query ran longer than \(TraceFormat.number(CGFloat(seconds))) s and was stopped (give --timeout SECONDS for more)"
        case .interrupted(let path): return "\(path): the query was interrupted"
        case .notFound(let path, let what): return "\(path): \(what)"
        case .noSuchPass(let path, let pass, let passes):
            return "\(path): pass \(pass) does not exist: the trace has \(passes == 0 ? "no passes" : passes == 1 ? "pass 1" : "passes 1–\(passes)")"
        case .noScene(let path):
            return "\(path): the trace was recorded from Swift code and holds no scene source, so it cannot be replayed; record a scene file instead"
        }
    }

    /// SQL or an SQLite message on one line, at most 120 characters: a damaged file's
    /// messages can quote any bytes of it.
    static func oneLine(_ sql: String) -> String {
        let collapsed = sql.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        return collapsed.count > 120 ? String(collapsed.prefix(117)) + "..." : collapsed
    }
}
