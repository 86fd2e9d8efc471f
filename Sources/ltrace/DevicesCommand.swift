import ArgumentParser
import CommandLineSupport
import Foundation
import LayoutEngine

struct DevicesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "devices",
        abstract: "List the devices --device and --sweep device=… know.",
        discussion: """
            Each device's screen in points (portrait), scale, safe-area insets in portrait and \
            landscape (top, leading, bottom, trailing), status bar, display corner radius and the \
            bars iOS draws on it, with the codes of its sources (docs/devices.md) and what is \
            inferred rather than measured. Names are written as people type them: iphone-13, \
            "iPhone 13 mini", ipad-pro-13; --sweep device=iphones records one pass per iPhone \
            (ipads, all likewise).
            """)

    @Flag(help: "Print the table as JSON.")
    var json = false

    func run() throws {
        if json {
            let rows: [TraceValue] = Device.all.map { d in
                func insets(_ e: EdgeInsets) -> TraceValue { .array([e.top, e.leading, e.bottom, e.trailing].map { .number(Double($0)) }) }
                let portrait = d.bars(.portrait)
                return .object([
                    "name": .string(d.name), "display_name": .string(d.displayName), "aliases": .array(d.aliases.map { .string($0) }),
                    "family": .string(d.family.rawValue), "width": .number(Double(d.screen.width)), "height": .number(Double(d.screen.height)),
                    "scale": .number(Double(d.scale)), "portrait_insets": insets(d.portraitInsets), "landscape_insets": insets(d.landscapeInsets),
                    "status_bar": .number(Double(d.statusBar)), "corner_radius": d.cornerRadius.map { .number(Double($0)) } ?? .null,
                    "navigation_bar": .number(Double(portrait.navigationBar)), "navigation_bar_overlap": .number(Double(portrait.overlap)),
                    "tab_bar": .number(Double(portrait.tabBar)), "sources": .string(d.source), "inferred": .string(d.inferred),
                ])
            }
            print(TraceJSON.encode(.array(rows)))
            return
        }
        func n(_ x: CGFloat) -> String { TraceFormat.short(x) }
        func insets(_ e: EdgeInsets) -> String { [e.top, e.leading, e.bottom, e.trailing].map(n).joined(separator: ",") }
        let header = ["device", "name", "points", "scale", "insets portrait", "insets landscape", "status bar", "corners", "sources"]
        var rows = [header]
        for d in Device.all {
            rows.append([
                // Two aliases keep the column readable; --json has them all.
                d.name + (d.aliases.isEmpty ? "" : " (" + d.aliases.prefix(2).joined(separator: ", ") + (d.aliases.count > 2 ? ", …" : "") + ")"), d.displayName, "\(n(d.screen.width)) × \(n(d.screen.height))",
                "\(n(d.scale))×", insets(d.portraitInsets), insets(d.landscapeInsets), n(d.statusBar), d.cornerRadius.map(n) ?? "?",
                d.source + (d.inferred.isEmpty ? "" : "; inferred: " + d.inferred),
            ])
        }
        let widths = header.indices.map { i in rows.map { $0[i].count }.max() ?? 0 }
        for row in rows {
            print(row.enumerated().map { i, cell in i == row.count - 1 ? cell : cell.padding(toLength: widths[i], withPad: " ", startingAt: 0) }.joined(separator: "  "))
        }
        print("\nSources and bars: docs/devices.md. ? : no source gives the corner radius.")
    }
}
