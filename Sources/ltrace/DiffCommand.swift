import ArgumentParser
import CommandLineSupport
import Foundation
import LayoutEngine
import TraceAnalysis
import TraceStore

struct DiffCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Compare two traces, or two passes of one trace.",
        discussion: """
            Nodes are matched by their place in the view tree and their source, as diff(1) \
            matches lines: a modifier added or removed shifts nothing else, and a node whose \
            label changed (frame(width: 100) → frame(width: 120)) is the same node, edited. \
            Every node whose frame changed is listed with its frame before and after and a \
            one-line reason taken from the decisions: the ancestor that now proposes \
            differently and why (edited, new, a priority group or processing order that \
            changed, a stack share that changed because a sibling took more or less), the \
            node's own edit, or the parent placement that moved it. Then the nodes added, \
            removed and edited, and the first call at which the two runs diverge.

            Passes: without --pass, pass 1 is compared with pass 1, 2 with 2, and so on; \
            --pass N compares pass N of both; --pass M --pass N compares pass M of A with \
            pass N of B. With one trace (or none: ltrace.sqlite), give two passes.

            Exit status, as diff(1): 0 identical, 1 different, 2 trouble.

            Examples:
              ltrace diff before.sqlite after.sqlite
              ltrace diff --pass 1 --pass 2
              ltrace diff before.sqlite after.sqlite --json
            """)

    @Argument(help: ArgumentHelp("The trace before (default ltrace.sqlite).", valueName: "a"))
    var a: String?

    @Argument(help: ArgumentHelp("The trace after (default: the same trace as a, compared across passes).", valueName: "b"))
    var b: String?

    @Option(name: .customLong("pass"), help: ArgumentHelp("A pass to compare; give one for both traces, or two (A's, then B's).", valueName: "n"))
    var passes: [Int] = []

    @Flag(name: .long, help: "Print the differences as JSON (the exit status is the same).")
    var json = false

    func validate() throws {
        if passes.count > 2 { throw ValidationError("give at most two --pass options: --pass N, or --pass M --pass N") }
        if let p = passes.first(where: { $0 < 1 }) { throw ValidationError("pass \(p) does not exist: passes count from 1") }
    }

    func run() throws {
        try reportingErrors(status: 2) {
            let pathA = a ?? "ltrace.sqlite"
            let pathB = b ?? pathA
            if b == nil && passes.count < 2 {
                throw CLIError("comparing \(pathA) with itself needs two passes: --pass M --pass N (or give a second trace)")
            }
            let traceA = try TraceOptions(trace: pathA).open(otherwise: "name the traces to compare")
            let traceB = pathB == pathA ? traceA : try TraceOptions(trace: pathB).open(otherwise: "name the traces to compare")
            // A long diff on a terminal says how far it is (on standard error, overwritten in place).
            let showsProgress = TerminalText.isTerminal(.standardError)
            var shown = Date.distantPast
            let (diffs, notes) = try TraceDiff.compare(traceA, traceB, passes: passes) { n, count in
                guard showsProgress, count >= 50, n == count || Date().timeIntervalSince(shown) > 0.1 else { return }
                shown = Date()
                FileHandle.standardError.write(Data((n == count ? "\r\u{1B}[K" : "\rcomparing pass \(n) of \(count)…").utf8))
            }
            var out = Output()
            if json {
                out.line(TraceJSON.encode(DiffReport.json(diffs, notes: notes)))
            } else {
                DiffReport.text(diffs, notes: notes).forEach { out.line($0) }
            }
            out.flush()
            if !notes.isEmpty || !diffs.allSatisfy(\.isIdentical) { throw ExitCode(1) }
        }
    }
}
