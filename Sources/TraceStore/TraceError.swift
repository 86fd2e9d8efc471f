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
    /// A node id past the trace's nodes (`nodes` of them, numbered from 0).
    case noSuchNode(path: String, node: NodeID, nodes: Int)
    /// A node reference (`node-3`, `scene.swift:5:9`) that names no node of the trace.
    case unresolvedNode(path: String, written: String, problem: NodeReferenceProblem)
    /// A list node (`ForEach`, `Group`) asked for a size, which only its elements have.
    case listHasNoSize(path: String, node: NodeID, label: String)
    /// `ltrace plot` on a trace whose passes do not vary in width or height.
    case noSweep(path: String)
    /// `ltrace plot` on a sweep with fewer than two finite proposals along its axis.
    case tooFewFinitePasses(path: String, axis: Axis)
    /// A page asked of a pass with more placed nodes than a page can show.
    case tooManyNodesForAPage(path: String, pass: Int, nodes: Int, maximum: Int)
    /// A recording asked with no proposal.
    case noProposals(path: String)
    /// A recording asked with more proposals than a trace may have passes.
    case tooManyPasses(path: String, proposals: Int, maximum: Int)
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
        case .noSuchNode(let path, let node, let nodes):
            return "\(path): \(node) does not exist: the trace has " + (nodes == 0 ? "no nodes" : nodes == 1 ? "node-0" : "node-0 … node-\(nodes - 1)")
        case .unresolvedNode(let path, let written, let problem):
            switch problem {
            case .notANodeReference: return "\(path): '\(written)' is not a node: write node-3, or a source position such as scene.swift:5 or scene.swift:5:9"
            case .columnNotANumber: return "\(path): '\(written)': the column must be a number"
            case .otherScene(let recorded): return "\(path): the trace was recorded from \(recorded), not \(written)"
            case .notOneOfTheFiles(let files): return "\(path): \(written) is not one of the trace's files (\(files.joined(separator: ", ")))"
            case .severalFiles(let files): return "\(path): \(written) names several of the trace's files; give more of its path (\(files.joined(separator: ", ")))"
            case .nothingWrittenThere: return "\(path): no view or modifier is written at \(written)"
            }
        case .listHasNoSize(let path, let node, let label): return "\(path): \(node) \(label) is a list: it has no size; plot one of its elements"
        case .noSweep(let path):
            return "\(path): its passes do not vary in width or height; record a sweep: ltrace record <scene> --sweep width=200...800:20"
        case .tooManyNodesForAPage(let path, let pass, let nodes, let maximum):
            return "\(path): pass \(pass) has \(nodes) placed nodes, more than an interactive page can show (\(maximum)); render it as SVG"
        case .tooFewFinitePasses(let path, let axis): return "\(path): fewer than two passes have a finite \(axis.dimensionName) proposal to plot against"
        case .noProposals(let path): return "\(path): no proposals to record"
        case .tooManyPasses(let path, let proposals, let maximum): return "\(path): \(proposals) proposals to record; at most \(maximum) passes"
        case .noSuchPass(let path, let pass, let passes):
            return "\(path): pass \(pass) does not exist: the trace has \(passes == 0 ? "no passes" : passes == 1 ? "pass 1" : "passes 1–\(passes)")"
        case .noScene(let path):
            return "\(path): the trace was recorded from Swift code and holds no scene source, so it cannot be replayed; record a scene file instead"
        }
    }

    /// Why a node reference names no node.
    public enum NodeReferenceProblem: Equatable, Sendable {
        case notANodeReference
        case columnNotANumber
        /// A source position in a file other than the one recorded.
        case otherScene(recorded: String)
        case notOneOfTheFiles([String])
        case severalFiles([String])
        case nothingWrittenThere
    }

    /// SQL or an SQLite message on one line, at most 120 characters: a damaged file's
    /// messages can quote any bytes of it.
    static func oneLine(_ sql: String) -> String {
        let collapsed = sql.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        return collapsed.count > 120 ? String(collapsed.prefix(117)) + "..." : collapsed
    }
}

extension TraceError {
    /// A statement stopped at its time limit.
    public var isTimeout: Bool {
        if case .timedOut = self { return true }
        return false
    }
}
