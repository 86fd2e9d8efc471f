import ArgumentParser
import CommandLineSupport
import Foundation
import LayoutEngine
import TraceAnalysis
import TraceStore

struct TreeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tree",
        abstract: "Show the view tree with each node's frame.",
        discussion: """
            One line per node: its id, its label as written, its source position, and its \
            frame in root coordinates in the chosen pass (x, y, width × height). Lists \
            (Group, ForEach) have no frame of their own.
            """)

    @OptionGroup var traceOptions: TraceOptions
    @OptionGroup var passOption: PassOption

    @Flag(name: .long, help: "Print the nodes as a JSON array.")
    var json = false

    func run() throws {
        try reportingErrors {
            let trace = try traceOptions.open()
            let pass = try passOption.resolve(trace)!
            let nodes = try trace.nodes()
            let frames = try trace.frames(pass: pass)
            var out = Output()
            if json {
                out.line(TraceJSON.encode(.array(nodes.map { node in
                    var o: TraceObject = [
                        "id": .string(node.id.description), "parent": node.parent.map { .string($0.description) } ?? .null,
                        "kind": .string(node.kind), "label": .string(node.label),
                        "line": node.source.map { .number(Double($0.line)) } ?? .null,
                        "column": node.source.map { .number(Double($0.column)) } ?? .null,
                    ]
                    if let f = frames[node.id] {
                        o["frame"] = .object(["x": .number(f.minX), "y": .number(f.minY), "width": .number(f.width), "height": .number(f.height)])
                    } else {
                        o["frame"] = .null
                    }
                    return .object(o)
                })))
            } else {
                let pass = try trace.passes().first { $0.id == pass }!
                out.line("pass \(pass.id): proposal \(pass.proposal.compact)")
                let children = Dictionary(grouping: nodes.filter { $0.parent != nil }, by: { $0.parent! })
                // Iterative, and the drawn nesting stops where the log's does: a trace may nest
                // views any number of levels deep.
                let deepest = CallText.maximumIndent
                var pending: [(node: NodeRow, prefix: String, isLast: Bool, level: Int)] = nodes.first.map { [($0, "", true, 0)] } ?? []
                while let (node, prefix, isLast, level) = pending.popLast() {
                    let branch = level == 0 ? "" : (isLast ? "└─ " : "├─ ")
                    let position = node.source.map { "  @\($0)" } ?? ""
                    let frame: String
                    if let f = frames[node.id] {
                        frame = "(\(TraceFormat.short(f.minX)), \(TraceFormat.short(f.minY))) \(f.size.compact)"
                    } else {
                        frame = node.isList ? "list" : "not placed"
                    }
                    out.line("\(prefix)\(branch)\(node.id)  \(node.label)\(position)  \(frame)")
                    let kids = children[node.id] ?? []
                    let nextPrefix: String
                    switch level {
                    case 0: nextPrefix = ""
                    case ..<deepest: nextPrefix = prefix + (isLast ? "   " : "│  ")
                    case deepest: nextPrefix = prefix + "… (deeper than \(deepest) levels) "
                    default: nextPrefix = prefix
                    }
                    for (i, child) in kids.enumerated().reversed() { pending.append((child, nextPrefix, i == kids.count - 1, level + 1)) }
                }
            }
            out.flush()
        }
    }
}
