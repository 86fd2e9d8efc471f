import ArgumentParser
import CommandLineSupport
import Foundation
import LayoutEngine
import TraceAnalysis
import TraceStore

struct WhyCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "why",
        abstract: "Explain why a view got its size and position.",
        discussion: """
            Prints the causal chain behind a node's frame in one pass: the root proposal, \
            then every ancestor that changed anything, with its numbers, its rule and its \
            source position, down to the node; then how its position came about. A node \
            that ignores its proposal (a fixed frame, an image, fixedSize) ends the chain \
            for that axis. When probes decided something (a stack's order, a reservation \
            for lower priorities, a ViewThatFits choice), the chain says which and what \
            they returned.

            Examples:
              ltrace why node-6
              ltrace why relative-size-middle.swift:8
              ltrace why node-6 --axis position --pass 2 --json
            """)

    @Argument(help: ArgumentHelp("The node: node-3, or a source position scene.swift:5 or scene.swift:5:9 (the innermost node there).", valueName: "node"))
    var node: String

    @OptionGroup var traceOptions: TraceOptions
    @OptionGroup var passOption: PassOption

    @Option(name: .long, help: ArgumentHelp("Explain only the width, the height or the position.", valueName: "width|height|position"))
    var axis: WhyReport.Aspect?

    @Flag(name: .long, help: "Print the chain as JSON.")
    var json = false

    func run() throws {
        try reportingErrors {
            let trace = try traceOptions.open()
            let pass = try passOption.resolve(trace)!
            let located = try NodeLocator.locate(node, in: trace)
            let aspects: Set<WhyReport.Aspect> = axis.map { [$0] } ?? Set(WhyReport.Aspect.allCases)
            var out = Output()
            if let list = try WhyAnalysis(trace: trace).explainList(located.node) {
                if json { out.line(TraceJSON.encode(WhyReport.json(list))) } else { WhyReport.text(list, scenePath: trace.meta.scenePath).forEach { out.line($0) } }
                out.flush()
                return
            }
            do {
                let chain = try WhyAnalysis(trace: trace).explain(located.node, pass: pass)
                if json {
                    out.line(TraceJSON.encode(WhyReport.json(chain, aspects: aspects)))
                } else {
                    WhyReport.text(chain, scenePath: trace.meta.scenePath, aspects: aspects).forEach { out.line($0) }
                    if !located.others.isEmpty {
                        out.line("")
                        out.line("the same source also made " + located.others.prefix(5).map(\.description).joined(separator: ", ") + (located.others.count > 5 ? ", …" : ""))
                    }
                }
                out.flush()
            } catch let notPlaced as WhyNotPlaced {
                throw CLIError(notPlaced.description)
            }
        }
    }
}

extension WhyReport.Aspect: ExpressibleByArgument {}
