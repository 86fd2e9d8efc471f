import ArgumentParser
import Foundation
import TraceStore

struct QueryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "query",
        abstract: "Run SQL against a trace.",
        discussion: """
            The trace is opened read-only. Tables: meta, passes, nodes, calls, decisions; \
            views: frames, node_frames, labeled_calls, probes, call_counts, call_tree, \
            warnings (`ltrace schema` prints them all, with what each column holds). \
            A nil proposal is NULL, infinity is shown as inf.

            Examples:
              ltrace query "SELECT label, x, width FROM node_frames WHERE pass_id = 1"
              ltrace query "SELECT node_id, label, count(*) FROM probes GROUP BY node_id" --json
            """)

    @Argument(help: ArgumentHelp("The SQL to run.", valueName: "sql"))
    var sql: String

    @OptionGroup var traceOptions: TraceOptions

    @Flag(name: .long, help: "Print the rows as a JSON array of objects.")
    var json = false

    @Flag(name: .long, help: "Print the rows as CSV with a header line.")
    var csv = false

    func validate() throws {
        if json && csv { throw ValidationError("choose one of --json and --csv") }
    }

    func run() throws {
        try reportingErrors {
            let trace = try traceOptions.open()
            let result = try trace.query(sql)
            var out = Output()
            if json {
                out.line(TableFormat.json(result))
            } else if csv {
                TableFormat.csv(result).forEach { out.line($0) }
            } else {
                TableFormat.table(result).forEach { out.line($0) }
            }
            out.flush()
        }
    }
}
