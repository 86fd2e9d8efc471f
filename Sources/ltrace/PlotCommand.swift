import ArgumentParser
import CommandLineSupport
import Foundation
import LayoutEngine
import TraceAnalysis
import TraceRender
import TraceStore

struct PlotCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "plot",
        abstract: "Plot a node's size against the swept proposal.",
        discussion: """
            For a trace whose passes vary the proposed width (or height), as `ltrace record \
            --sweep` records them, draws the node's width and height at every pass, and marks \
            the passes where the rule governing its size changes: a frame starting to clamp, \
            a fixedSize giving way, a ViewThatFits choosing another candidate.

            Examples:
              ltrace record chat-bubbles --sweep width=200...800:20
              ltrace plot node-7 -o bubble.svg
              ltrace plot node-7 --json
            """)

    @Argument(help: ArgumentHelp("The node: node-3, or a source position scene.swift:5.", valueName: "node"))
    var node: String

    @OptionGroup var traceOptions: TraceOptions

    @Option(name: [.short, .customLong("output")], help: ArgumentHelp("The SVG file to write.", valueName: "file"))
    var output: String?

    @Flag(name: .long, help: "Print the points and the rule changes as JSON.")
    var json = false

    func validate() throws {
        if output == nil && !json { throw ValidationError("give -o FILE.svg, or --json") }
    }

    func run() throws {
        try reportingErrors {
            let trace = try traceOptions.open()
            let located = try NodeLocator.locate(node, in: trace)
            let plot = try SweepPlot(trace: trace, node: located.node)
            if let output { try AtomicFile.write(PlotRenderer.svg(plot), to: output) }
            var out = Output()
            if json {
                out.line(TraceJSON.encode(Self.json(plot)))
            } else if let output {
                out.line("plotted \(plot.node.id) \(plot.node.label) over \(plot.points.count) passes (\(plot.changes.count) rule change\(plot.changes.count == 1 ? "" : "s")) → \(output)")
                for change in plot.changes { out.line("  at \(plot.swept.name) \(plot.swept.label(change.x)): \(change.description)") }
            }
            out.flush()
        }
    }

    static func json(_ plot: SweepPlot) -> TraceValue {
        .object([
            "node": .string(plot.node.id.description), "label": .string(plot.node.label), "swept": .string(plot.swept.name),
            "points": .array(plot.points.map { p in
                .object([
                    "pass": .number(Double(p.pass)), "proposal": .number(p.x), "value": .string(plot.swept.label(p.x)),
                    "width": p.size.map { .number($0.width) } ?? .null, "height": p.size.map { .number($0.height) } ?? .null,
                ])
            }),
            "changes": .array(plot.changes.map { c in
                .object(["pass": .number(Double(c.pass)), "proposal": .number(c.x), "rule": .string(c.description)])
            }),
        ])
    }
}
