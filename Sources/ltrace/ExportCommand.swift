import ArgumentParser
import CommandLineSupport
import Foundation
import TraceRender
import TraceStore

struct ExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Export a trace for other tools (Perfetto, chrome://tracing).",
        discussion: """
            --format chrome writes the Chrome trace-event JSON format, which Perfetto UI \
            (ui.perfetto.dev) and chrome://tracing open: one complete event per call, \
            nested as the calls were, on a logical clock (each call start, decision and call \
            end is one microsecond); the proposal, answer, role and node in its args; each \
            decision as an instant event at the end of the call that made it; one thread \
            per pass.

            Examples:
              ltrace export --format chrome -o layout.json
            """)

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case chrome
    }

    @OptionGroup var traceOptions: TraceOptions

    @Option(name: .long, help: ArgumentHelp("The format to write.", valueName: "chrome"))
    var format: Format

    @Option(name: [.short, .customLong("output")], help: ArgumentHelp("The file to write.", valueName: "file"))
    var output: String

    func run() throws {
        try reportingErrors {
            let trace = try traceOptions.open()
            try AtomicFile.write(to: output) { try ChromeTraceExporter.export(trace, to: $0) }
            TerminalText.say("exported \(try trace.callCount) calls and \(try trace.decisionCount) decisions of \(trace.path) → \(output)")
        }
    }
}
