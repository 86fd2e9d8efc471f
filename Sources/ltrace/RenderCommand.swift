import ArgumentParser
import CommandLineSupport
import Foundation
import TraceRender
import TraceStore

struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Draw a pass of a trace as SVG or as an interactive HTML page.",
        discussion: """
            FILE.svg: the screen as it would look: fills, shapes and texts at their frames in \
            the fonts that measured them (wrapped and truncated as laid out), images and \
            symbols as placeholders of their size, controls as their iOS shapes, bars and list \
            cards, what ltrace cannot lay out hatched; the device's outline. --wireframe draws \
            every placed node's frame instead, as an outlined box labelled with its id and \
            label, like SwiftUI's debugging borders, with the root proposal dashed.

            FILE.html: one self-contained page (no network): the picture, fitted to the \
            window (zoom with the wheel or + and -, pan by dragging or with the arrow keys, 0 \
            to fit), a wireframe layer to switch on, and beside it the view tree in source \
            order. Hovering a box or a row highlights both; selecting one outlines it with its \
            parent and children and shows its `why` chain (every node a link), the proposals it \
            received (probes marked) and its source line. Open page.html#node-6 to start on \
            node-6; a trace of several passes (a sweep, several devices) has a selector that \
            keeps the selection.

            The file is written under a temporary name and renamed into place.

            Examples:
              ltrace render -o layout.svg
              ltrace render --trace Traces/chat-bubbles.sqlite --pass 2 -o bubbles.html
            """)

    @OptionGroup var traceOptions: TraceOptions
    @OptionGroup var passOption: PassOption

    @Option(name: [.short, .customLong("output")], help: ArgumentHelp("The file to write: .svg or .html.", valueName: "file"))
    var output: String

    @Flag(help: "Draw every node's frame, outlined and labelled, instead of the screen (SVG only).")
    var wireframe = false

    func validate() throws {
        guard let format = Self.format(of: output) else {
            throw ValidationError("'\(output)': the output must end in .svg or .html")
        }
        if wireframe && format == "html" { throw ValidationError("--wireframe is for .svg; the page has a wireframe switch of its own") }
    }

    static func format(of path: String) -> String? {
        let ext = (path as NSString).pathExtension.lowercased()
        return ext == "svg" ? "svg" : (ext == "html" || ext == "htm") ? "html" : nil
    }

    func run() throws {
        try reportingErrors {
            let trace = try traceOptions.open()
            let pass = try passOption.resolve(trace)!
            let picture = try LayoutPicture(trace: trace, pass: pass)
            let text =
                Self.format(of: output) == "svg"
                ? (wireframe ? SVGRenderer.svg(picture) : ScreenRenderer.svg(picture)) : try HTMLRenderer.html(trace, selecting: pass)
            try AtomicFile.write(text, to: output)
            TerminalText.say("rendered pass \(pass) of \(trace.path): \(picture.boxes.count) boxes → \(output)")
        }
    }
}
