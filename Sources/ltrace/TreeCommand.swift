import ArgumentParser
import Foundation
import LayoutEngine
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
                func write(_ node: NodeRow, prefix: String, isLast: Bool, isRoot: Bool) {
                    let branch = isRoot ? "" : (isLast ? "└─ " : "├─ ")
                    let position = node.source.map { "  @\($0)" } ?? ""
                    let frame: String
                    if let f = frames[node.id] {
                        frame = "(\(TraceFormat.short(f.minX)), \(TraceFormat.short(f.minY))) \(f.size.compact)"
                    } else {
                        frame = node.isList ? "list" : "not placed"
                    }
                    out.line("\(prefix)\(branch)\(node.id)  \(node.label)\(position)  \(frame)")
                    let kids = children[node.id] ?? []
                    let nextPrefix = isRoot ? "" : prefix + (isLast ? "   " : "│  ")
                    for (i, child) in kids.enumerated() { write(child, prefix: nextPrefix, isLast: i == kids.count - 1, isRoot: false) }
                }
                for root in nodes where root.parent == nil { write(root, prefix: "", isLast: true, isRoot: true) }
            }
            out.flush()
        }
    }
}
