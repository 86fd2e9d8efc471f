import ArgumentParser
import Foundation
import TraceRender
import TraceStore

struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Draw a pass of a trace as SVG or as an interactive HTML page.",
        discussion: """
            Every placed node's frame is drawn as an outlined box in root coordinates, \
            labelled with its id and label, like SwiftUI's debugging borders; leaves are \
            filled with their colour where the scene gives one, and the root proposal is \
            the dashed rectangle.

            FILE.svg: the picture. FILE.html: one self-contained page (no network) with the \
            same picture; hovering or clicking a box shows the node's proposals and answers \
            (probes included), its final frame and its `why` chain, and highlights its parent \
            and children; a panel lists the call log. Open page.html#node-6 to start on node-6.

            The file is written under a temporary name and renamed into place.

            Examples:
              ltrace render -o layout.svg
              ltrace render --trace Traces/chat-bubbles.sqlite --pass 2 -o bubbles.html
            """)

    @OptionGroup var traceOptions: TraceOptions
    @OptionGroup var passOption: PassOption

    @Option(name: [.short, .customLong("output")], help: ArgumentHelp("The file to write: .svg or .html.", valueName: "file"))
    var output: String

    func validate() throws {
        guard Self.format(of: output) != nil else {
            throw ValidationError("'\(output)': the output must end in .svg or .html")
        }
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
            let text = Self.format(of: output) == "svg" ? SVGRenderer.svg(picture) : try HTMLRenderer.html(trace, picture: picture)
            try AtomicFile.write(text, to: output)
            print("rendered pass \(pass) of \(trace.path): \(picture.boxes.count) boxes → \(output)")
        }
    }
}
