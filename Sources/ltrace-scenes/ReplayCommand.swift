import ArgumentParser
import CommandLineSupport
import Foundation
import LayoutEngine
import SceneParser
import TraceAnalysis
import TraceReplay
import TraceStore

struct ReplayCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "replay",
        abstract: SceneCommands.replay,
        discussion: """
            The trace holds its scene's source. replay lays it out again at the recorded \
            proposals and compares every node, call and decision with the recording, in \
            order. Identical: one line and exit 0. Diverged: the first divergent call, its \
            recorded and replayed values and the calls leading to it, and exit 1. Errors \
            exit 2. This is the regression oracle for layout code: CI replays every golden \
            trace in Traces/.

            With --proposal, --device, --scale, --dynamic-type or --color-scheme, replay \
            instead records the stored scene laid out that way into a new trace (what-if), \
            written to -o (default ltrace-whatif.sqlite); what is not given stays as \
            recorded.

            Examples:
              ltrace replay --trace Traces/chat-bubbles.sqlite
              ltrace replay --proposal 200x400 -o narrow.sqlite
              ltrace replay --device ipad-air-11 --dynamic-type accessibility2 -o ipad.sqlite
            """)

    @OptionGroup var traceOptions: TraceOptions

    @OptionGroup(title: "What-if (record the stored scene laid out otherwise, instead of replaying)") var layout: SceneLayoutOptions

    @Option(name: [.short, .customLong("output")], help: ArgumentHelp("Where to write the replayed or what-if trace (a replay keeps none by default).", valueName: "path"))
    var output: String?

    @Flag(name: .long, help: "Print the outcome as JSON (the exit status is the same).")
    var json = false

    /// What the layout options change of the recording; empty for a replay.
    var whatIf: Replay.WhatIf {
        Replay.WhatIf(
            proposals: layout.proposals.map(\.proposal), screens: layout.screens, scale: layout.scale?.scale,
            dynamicType: layout.dynamicType?.size, colorScheme: layout.colorScheme)
    }

    func run() throws {
        try reportingErrors(status: 2) {
            let trace = try traceOptions.open()
            let command = (["ltrace"] + CommandLine.arguments.dropFirst()).map(SceneSources.shellQuoted).joined(separator: " ")
            if !whatIf.isEmpty {
                let path = output ?? "ltrace-whatif.sqlite"
                let summary = try Replay.record(trace, whatIf: whatIf, to: path, command: command)
                let passes = try TraceReader(path: path).passes()
                if json {
                    let object: TraceObject = [
                        "status": .string("recorded"), "output": .string(summary.path), "nodes": .number(Double(summary.nodes)),
                        "calls": .number(Double(summary.calls)), "passes": .array(passes.map { TraceValue.proposal($0.proposal) }),
                    ]
                    print(TraceJSON.encode(object))
                    return
                }
                let at = passes.map { $0.screen?.placement ?? $0.proposal.compact }.joined(separator: ", ")
                var changed = ""
                if let size = whatIf.dynamicType { changed += ", Dynamic Type \(size.rawValue)" }
                if let scheme = whatIf.colorScheme { changed += ", \(scheme.rawValue)" }
                TerminalText.say("recorded the scene of \(trace.path) at \(at)\(changed): \(summary)")
                return
            }
            let scratch = output ?? FileManager.default.temporaryDirectory.appendingPathComponent("ltrace-replay-\(getpid()).sqlite").path
            defer { if output == nil { try? FileManager.default.removeItem(atPath: scratch) } }
            let outcome = try Replay.run(trace, into: scratch, command: command)
            let recordedEngine = trace.meta.engineVersion ?? "?"
            let engineNote = recordedEngine == LayoutEngine.version ? "engine \(LayoutEngine.version)" : "recorded with engine \(recordedEngine), replayed with engine \(LayoutEngine.version)"
            if json {
                var object = outcome.json
                object["trace"] = .string(trace.path)
                object["recorded_engine"] = .string(recordedEngine)
                object["engine"] = .string(LayoutEngine.version)
                print(TraceJSON.encode(object))
                if case .diverged = outcome { throw ExitCode(1) }
                return
            }
            switch outcome {
            case .identical(let passes, let calls, let decisions):
                TerminalText.say("replayed \(trace.path): identical (\(passes) pass\(passes == 1 ? "" : "es"), \(calls) calls, \(decisions) decisions; \(engineNote))")
            case .diverged(let d):
                var out = Output()
                out.line("replayed \(trace.path): diverged at \(d.summary) (\(engineNote))")
                if let recorded = d.recorded { out.line("  recorded: \(recorded)") }
                if let replayed = d.replayed { out.line("  replayed: \(replayed)") }
                if let note = d.note { out.line("  " + note) }
                if !d.path.isEmpty {
                    out.line("  calls leading to it:")
                    for (i, step) in d.path.enumerated() { out.line("    " + String(repeating: "  ", count: min(i, CallText.maximumIndent)) + step) }
                }
                out.flush()
                throw ExitCode(1)
            }
        }
    }
}
