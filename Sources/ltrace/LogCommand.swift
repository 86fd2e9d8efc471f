import ArgumentParser
import CommandLineSupport
import Foundation
import LayoutEngine
import TraceAnalysis
import TraceStore

struct LogCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "log",
        abstract: "Show the call log: every proposal and answer, nested.",
        discussion: """
            One line per call in execution order, indented by nesting: the call id, the \
            method (size or place), the node, the proposal → the answer, and its role: \
            probes are marked [probe-min], [probe-max], [probe-ideal], answers from the \
            per-pass cache (hit), placements with their position. With --node, only the \
            calls on that node and the calls they made.
            """)

    @OptionGroup var traceOptions: TraceOptions
    @OptionGroup var passOption: PassOption

    @Option(name: .long, help: ArgumentHelp("Only calls on this node (node-3) and the calls they made.", valueName: "node"))
    var node: NodeArgument?

    @Flag(name: .long, help: "Print the calls as a JSON array.")
    var json = false

    func run() throws {
        try reportingErrors {
            let trace = try traceOptions.open()
            let pass = try passOption.resolve(trace, defaultPass: nil)
            let nodes = Dictionary(uniqueKeysWithValues: try trace.nodes().map { ($0.id, $0) })
            if let node, nodes[node.id] == nil {
                throw CLIError("\(node.id) does not exist: the trace has node-0 … node-\(nodes.count - 1)")
            }
            let passes = try trace.passes()
            var out = Output()
            var depth: [Int: Int] = [:]
            var included = Set<Int>()
            var base: [Int: Int] = [:]
            var jsonRows: [TraceValue] = []
            var currentPass = 0
            for call in try trace.calls(pass: pass) {
                var d = call.parent.flatMap { depth[$0] }.map { $0 + 1 } ?? 0
                depth[call.id] = d
                if let node {
                    // Keep the calls on the node and everything below them, indented from the matched call.
                    if let parent = call.parent, included.contains(parent) {
                        base[call.id] = base[parent]
                    } else if call.node == node.id {
                        base[call.id] = d
                    } else {
                        continue
                    }
                    included.insert(call.id)
                    d -= base[call.id]!
                }
                if json {
                    jsonRows.append(.object(CallText.json(call, label: nodes[call.node]?.label ?? "", depth: d)))
                    continue
                }
                if call.pass != currentPass {
                    currentPass = call.pass
                    let p = passes.first { $0.id == call.pass }
                    out.line("pass \(call.pass): proposal \(p?.proposal.compact ?? "?")")
                }
                out.line(CallText.line(call, label: nodes[call.node]?.label ?? "?", depth: d))
            }
            if json { out.line(TraceJSON.encode(.array(jsonRows))) }
            out.flush()
            if included.isEmpty && node != nil || node == nil && depth.isEmpty {
                let which = pass.map { "pass \($0)" } ?? "the trace"
                if try trace.callCount == 0 { throw CLIError("\(trace.path): the trace has no calls: it is damaged or was never laid out; record it again") }
                throw CLIError(node.map { "\($0.id) has no calls in \(which)" } ?? "\(which) has no calls")
            }
        }
    }
}
