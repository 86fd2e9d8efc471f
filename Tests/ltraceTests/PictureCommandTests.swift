import Foundation
import Testing
import TestSupport
import TraceStore

/// render, export, plot and record --sweep through the real binary.
@Suite struct PictureCommandTests {
    func traces() -> CLI {
        let cli = CLI()
        cli.copyTraces()
        return cli
    }

    @Test func renderWritesSVGAndHTML() throws {
        let cli = traces()
        #expect(cli.run("record", "relative-size-middle").status == 0)
        let svg = cli.run("render", "-o", "layout.svg")
        #expect(svg.status == 0, "\(svg.stderr)")
        #expect(svg.stdout == "rendered pass 1 of ltrace.sqlite: 7 boxes → layout.svg\n")
        let text = try String(contentsOfFile: cli.path("layout.svg"), encoding: .utf8)
        #expect(text.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
        #expect(text.components(separatedBy: "<g class=\"node").count - 1 == 7)
        let html = cli.run("render", "-o", "layout.html")
        #expect(html.status == 0, "\(html.stderr)")
        #expect(try String(contentsOfFile: cli.path("layout.html"), encoding: .utf8).hasPrefix("<!DOCTYPE html>"))
        #expect(cli.files == ["Traces", "layout.html", "layout.svg", "ltrace.sqlite"])
    }

    /// `--color-scheme dark`: the scene's `@Environment(\.colorScheme)` reads `.dark` (which may
    /// change layout), the trace says so, and pictures draw the screen and UIKit's semantic
    /// colours in their dark values; replay reads the scene in the same appearance.
    @Test func aDarkRecordingReadsDarkAndIsDrawnDark() throws {
        let cli = CLI()
        cli.write("Card.swift", #"""
            import SwiftUI
            struct Card: View {
                @Environment(\.colorScheme) var scheme
                var body: some View {
                    VStack(spacing: 0) {
                        Color(.secondarySystemBackground).frame(width: scheme == .dark ? 100 : 200, height: 40)
                        Text("Hello")
                    }
                }
            }
            #Preview { Card() }
            """#)
        #expect(cli.run("record", "Card.swift", "--device", "iphone-15", "--color-scheme", "dark", "-o", "dark.sqlite").status == 0)
        #expect(cli.run("record", "Card.swift", "--device", "iphone-15", "-o", "light.sqlite").status == 0)
        let dark = try TraceReader(path: cli.path("dark.sqlite")), light = try TraceReader(path: cli.path("light.sqlite"))
        #expect(dark.meta.colorScheme == .dark && light.meta.colorScheme == .light)
        func colorWidth(_ trace: TraceReader) throws -> CGFloat? {
            let node = try #require(try trace.nodes().first { $0.kind == "frame" })
            return try trace.frames(pass: 1)[node.id]?.width
        }
        #expect(try colorWidth(dark) == 100 && colorWidth(light) == 200)
        #expect(cli.run("render", "--trace", "dark.sqlite", "-o", "dark.svg").status == 0)
        #expect(cli.run("render", "--trace", "light.sqlite", "-o", "light.svg").status == 0)
        let darkSVG = try String(contentsOfFile: cli.path("dark.svg"), encoding: .utf8), lightSVG = try String(contentsOfFile: cli.path("light.svg"), encoding: .utf8)
        #expect(darkSVG.contains(##"<rect class="background" x="0" y="0" width="393" height="852" rx="55" fill="#000000"/>"##), "\(darkSVG)")
        #expect(lightSVG.contains(##"<rect class="background" x="0" y="0" width="393" height="852" rx="55" fill="#FFFFFF"/>"##))
        #expect(darkSVG.contains(##"height="40" fill="#1C1C1E"/>"##) && lightSVG.contains(##"height="40" fill="#F2F2F7"/>"##))
        #expect(darkSVG.contains(##"<g class="text" fill="#FFFFFF">"##) && lightSVG.contains(##"<g class="text" fill="#000000">"##))
        let replay = cli.run("replay", "--trace", "dark.sqlite")
        #expect(replay.status == 0 && replay.stdout.contains("identical"), "\(replay.stdout)\(replay.stderr)")
    }

    @Test func bothPicturesDrawTheDeviceAndItsSafeAreaWhenADeviceWasUsed() throws {
        let cli = traces()
        #expect(cli.run("record", "Traces/photo-grid.swift", "--device", "iphone-15").status == 0)
        for name in ["device.svg", "device.html"] {
            let run = cli.run("render", "-o", name)
            #expect(run.status == 0, "\(run.stderr)")
            // The page carries its picture inside its JSON data.
            let text = try String(contentsOfFile: cli.path(name), encoding: .utf8).replacingOccurrences(of: "\\u003c", with: "<").replacingOccurrences(of: "\\\"", with: "\"")
            #expect(text.contains(##"<rect class="device" x="0" y="0" width="393" height="852" rx="55" fill="none" stroke="#1C1C1E" stroke-width="6"><title>iphone-15: 393×852</title></rect>"##), "\(name)")
            #expect(text.contains(#"<rect class="safe-area" x="0" y="59" width="393" height="759"><title>safe area 393×759</title></rect>"#), "\(name)")
        }
        // The wireframe: every frame outlined and labelled, the safe area dashed.
        #expect(cli.run("render", "--wireframe", "-o", "wire.svg").status == 0)
        let wire = try String(contentsOfFile: cli.path("wire.svg"), encoding: .utf8)
        #expect(wire.contains(#"<rect class="device" x="0" y="0" width="393" height="852" rx="55"><title>iphone-15: 393×852</title></rect>"#))
        #expect(wire.contains(#"<rect class="proposal" x="0" y="59" width="393" height="759"><title>safe area 393×759 at (0, 59): the root's proposal</title></rect>"#))
        #expect(wire.contains(#"<text class="label""#))
        for wrong in [["--wireframe", "-o", "wire.html"]] {
            #expect(cli.run(["render"] + wrong).status != 0)
        }
        // Without a device, neither is drawn.
        #expect(cli.run("record", "relative-size-middle").status == 0)
        #expect(cli.run("render", "-o", "plain.html").status == 0)
        #expect(!(try String(contentsOfFile: cli.path("plain.html"), encoding: .utf8)).contains(#"class="device""#))
    }

    /// A grouped list filling the safe area stands on its background to the screen's edges:
    /// behind the status bar and the home indicator, as on the device.
    @Test func aListsBackgroundReachesUnderTheSafeArea() throws {
        let cli = CLI()
        cli.write("list.swift", "List { Section { Text(\"One\"); Text(\"Two\") } }.listStyle(.insetGrouped)\n")
        #expect(cli.run("record", "list.swift", "--device", "iphone-15").status == 0)
        #expect(cli.run("render", "-o", "list.svg").status == 0)
        let svg = try String(contentsOfFile: cli.path("list.svg"), encoding: .utf8)
        #expect(svg.contains(##"<rect class="list-background" x="0" y="0" width="393" height="852" fill="#F2F2F7"/>"##), "\(svg)")
        // Off a device there is no safe area to reach under: the list's frame.
        #expect(cli.run("record", "list.swift", "--proposal", "300x400", "-o", "plain.sqlite").status == 0)
        #expect(cli.run("render", "--trace", "plain.sqlite", "-o", "plain.svg").status == 0)
        #expect(try String(contentsOfFile: cli.path("plain.svg"), encoding: .utf8).contains(##"<rect class="list-background" x="0" y="0" width="300" height="400""##))
    }

    @Test func renderRefusesWhatItCannotDo() {
        let cli = traces()
        let noTrace = cli.run("render", "-o", "x.svg")
        #expect(noTrace.status == 1)
        #expect(noTrace.stderr.hasPrefix("error: ltrace.sqlite: no such file"))
        #expect(cli.run("record", "relative-size-middle").status == 0)
        let format = cli.run("render", "-o", "x.png")
        #expect(format.status == 64)
        #expect(format.stderr.hasPrefix("Error: 'x.png': the output must end in .svg or .html"))
        let pass = cli.run("render", "--pass", "3", "-o", "x.svg")
        #expect(pass.status == 1)
        #expect(pass.stderr == "error: ltrace.sqlite: pass 3 does not exist: the trace has pass 1\n")
        let directory = cli.run("render", "-o", "nowhere/x.svg")
        #expect(directory.status == 1)
        #expect(cli.files == ["Traces", "ltrace.sqlite"], "nothing half-written")
    }

    @Test func exportWritesChromeTraceEvents() throws {
        let cli = traces()
        #expect(cli.run("record", "chat-bubbles").status == 0)
        let r = cli.run("export", "--format", "chrome", "-o", "trace.json")
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout == "exported 272 calls and 234 decisions of ltrace.sqlite → trace.json\n")
        let root = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: cli.path("trace.json")))) as? [String: Any])
        #expect((root["traceEvents"] as? [[String: Any]])?.filter { $0["ph"] as? String == "X" }.count == 272)
        #expect(cli.run("export", "--format", "perfetto", "-o", "t.json").status == 64)
    }

    @Test func aSweepRecordsOnePassPerWidthAndPlotsANode() throws {
        let cli = traces()
        let r = cli.run("record", "chat-bubbles", "--sweep", "width=200...800:20", "--height", "400")
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout == "recorded Traces/chat-bubbles.swift (ChatView) at 31 proposals from 200×400 to 800×400: 21 nodes, 4216 calls, 31 passes → ltrace.sqlite\n")
        let trace = try TraceReader(path: cli.path("ltrace.sqlite"))
        #expect(try trace.passes().map(\.proposal.width) == stride(from: 200, through: 800, by: 20).map { CGFloat($0) })
        #expect(try trace.passes().allSatisfy { $0.proposal.height == 400 })

        let plot = cli.run("plot", "node-7", "-o", "bubble.svg")
        #expect(plot.status == 0, "\(plot.stderr)")
        #expect(plot.lines == [
            "plotted node-7 RoundedRectangle(cornerRadius: 16) over 31 passes (1 rule change) → bubble.svg",
            "  at width 520: node-4 frame(maxWidth: 400): width proposal to its child passed on → clamped to its max",
        ])
        let json = cli.run("plot", "Traces/chat-bubbles.swift:12", "--json")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        #expect((object["points"] as? [Any])?.count == 31)
        #expect((object["changes"] as? [[String: Any]])?.first?["proposal"] as? Int == 520)

        // why and diff read sweep passes.
        #expect(cli.run("why", "node-7", "--pass", "31").stdout.contains("400 × 44"))
        let diff = cli.run("diff", "--pass", "16", "--pass", "17")
        #expect(diff.status == 1)
        #expect(diff.stdout.contains("changed node-7 RoundedRectangle(cornerRadius: 16)"))
    }

    @Test func badSweeps() {
        let cli = traces()
        for (arguments, message) in [
            (["--sweep", "depth=1...2:1"], "The value 'depth=1...2:1' is invalid for '--sweep <axis=from...to:step>': write width=FROM...TO:STEP or height=FROM...TO:STEP (width=200...800:20)"),
            (["--sweep", "width=800...200:20"], "The value 'width=800...200:20' is invalid for '--sweep <axis=from...to:step>': the range must go up from 0 or more"),
            (["--sweep", "width=200...800:0"], "The value 'width=200...800:0' is invalid for '--sweep <axis=from...to:step>': the step must be more than 0"),
            (["--sweep", "width=0...100000:1"], "The value 'width=0...100000:1' is invalid for '--sweep <axis=from...to:step>': 100001 passes; at most 10000"),
            (["--sweep", "width=200...800:20", "--proposal", "10x10"], "give either --proposal or --sweep, not both"),
            (["--sweep", "width=200...800:20", "--width", "10"], "a width sweep sets the width; give --height"),
            (["--height", "10"], "--height and --width go with --sweep"),
            (["--sweep", "width=200...800:20", "--height", "tall"], "The value 'tall' is invalid for '--height <H>': write a number, nil or inf"),
        ] {
            let r = cli.run(["record", "chat-bubbles"] + arguments)
            #expect(r.status == 64, "\(arguments)")
            #expect(r.stderr.hasPrefix("Error: " + message), "\(arguments): \(r.stderr)")
        }
        #expect(cli.files == ["Traces"])
    }

    @Test func plotNeedsASweep() {
        let cli = traces()
        #expect(cli.run("record", "relative-size-middle").status == 0)
        let r = cli.run("plot", "node-6", "-o", "p.svg")
        #expect(r.status == 1)
        #expect(r.stderr == "error: ltrace.sqlite: its passes do not vary in width or height; record a sweep: ltrace record <scene> --sweep width=200...800:20\n")
        #expect(cli.run("plot", "node-6").status == 64)
        #expect(cli.run("plot", "node-99", "--json").stderr == "error: ltrace.sqlite: node-99 does not exist: the trace has node-0 … node-6\n")
    }
}
