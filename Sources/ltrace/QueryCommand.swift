import ArgumentParser
import CommandLineSupport
import Foundation
import TraceStore

struct QueryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "query",
        abstract: "Run SQL against a trace.",
        discussion: """
            The trace is opened read-only. Tables: meta, passes, nodes, call_roles, calls, \
            decision_kinds, decisions; views: frames, node_frames, explained_decisions (each \
            decision with its sentence), decision_values, call_decisions, labeled_calls, probes, \
            call_counts, call_tree, warnings (`ltrace schema` prints them all, with what each \
            column holds). \
            A nil proposal is NULL, infinity is shown as inf.

            Read-only is guaranteed twice: the file is opened read-only, and only SELECT \
            (with WITH, table-valued functions such as json_each, json_tree and \
            pragma_table_info, and pragmas that read, such as table_info, integrity_check and \
            quick_check) is allowed: ATTACH, VACUUM INTO, writes, CREATE TEMP, pragmas that set \
            and load_extension are refused before SQLite acts. One statement per query. Rows \
            are printed as they come; a query stops after --timeout seconds of wall time \
            (default 30, its output included: it says how many rows it printed and exits 1) or \
            at once on Ctrl-C (exit 130).

            Examples:
              ltrace query "SELECT label, x, width FROM node_frames WHERE pass_id = 1"
              ltrace query "SELECT node_id, label, count(*) FROM probes GROUP BY node_id" --json
              ltrace query "SELECT kind, message FROM explained_decisions WHERE node_id = 2"
              ltrace query "SELECT k.kind, f.value FROM decision_kinds AS k, json_each(k.fields) AS f"
              ltrace query "PRAGMA integrity_check"
            """)

    @Argument(help: ArgumentHelp("The SQL to run.", valueName: "sql"))
    var sql: String

    @OptionGroup var traceOptions: TraceOptions

    @Flag(name: .long, help: "Print the rows as a JSON array of objects.")
    var json = false

    @Flag(name: .long, help: "Print the rows as CSV with a header line.")
    var csv = false

    @Option(name: .long, help: ArgumentHelp("Stop the query after this many seconds; 0 for no limit.", valueName: "seconds"))
    var timeout: Double = 30

    func validate() throws {
        if json && csv { throw ValidationError("choose one of --json and --csv") }
        guard timeout.isFinite, timeout >= 0 else { throw ValidationError("--timeout takes a number of seconds, 0 or more") }
    }

    func run() throws {
        try reportingErrors {
            let trace = try traceOptions.open()
            var format = TableFormat(json ? .json : csv ? .csv : .table)
            var out = Output()
            var rows = 0
            do {
                try TraceReader.interruptingOnCtrlC {
                    try trace.query(
                        sql, timeout: timeout == 0 ? nil : timeout, columns: { format.begin($0, &out) },
                        row: {
                            format.row($0, &out)
                            rows += 1
                        })
                }
            } catch let error as TraceError where error.isTimeout {
                out.flush()
                FileHandle.standardError.write(Data(TerminalText.safe("error: \(TerminalText.singleLine(error.description)); \(rows) row\(rows == 1 ? "" : "s") printed\n", for: .standardError).utf8))
                throw ExitCode(1)
            } catch TraceError.interrupted(let path) {
                out.flush()
                FileHandle.standardError.write(Data("\nerror: \(path): the query was interrupted\n".utf8))
                throw ExitCode(130)
            } catch {
                // The rows printed so far, then the reason they stopped.
                out.flush()
                throw error
            }
            format.end(&out)
            out.flush()
        }
    }
}
