import Foundation
import LayoutEngine
import Testing
import TestSupport
import TraceRender
import TraceStore

/// The pictures the documentation shows are made by ltrace and kept current: after a change
/// to rendering, regenerate them with the commands in docs/pictures.md.
@Suite struct DocsPicturesTests {
    static let docs = Repository.root.appendingPathComponent("docs")

    @Test func theLayoutPictureIsWhatRenderDraws() throws {
        let committed = try String(contentsOf: Self.docs.appendingPathComponent("relative-size-last.svg"), encoding: .utf8)
        #expect(committed == SVGRenderer.svg(try LayoutPicture(trace: try Repository.golden("relative-size-last"), pass: 1)))
    }

    @Test func theDevicePictureIsWhatRenderDraws() throws {
        let committed = try String(contentsOf: Self.docs.appendingPathComponent("photo-grid.svg"), encoding: .utf8)
        #expect(committed == SVGRenderer.svg(try LayoutPicture(trace: try Repository.golden("photo-grid"), pass: 1)))
    }

    /// README's screenshots of the page, taken by `PageInBrowserTests` with LTRACE_UPDATE_SCREENSHOTS=1.
    @Test(arguments: ["page-settings-screen.png", "page-photo-grid.png"])
    func thePageScreenshotsAreThere(name: String) throws {
        let data = try Data(contentsOf: Self.docs.appendingPathComponent(name))
        #expect(data.prefix(8) == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]), "\(name) is a PNG")
        let readme = try String(contentsOf: Repository.root.appendingPathComponent("README.md"), encoding: .utf8)
        #expect(readme.contains("(docs/\(name))"))
    }

    @Test func theSweepPlotIsWhatPlotDraws() throws {
        let committed = try String(contentsOf: Self.docs.appendingPathComponent("chat-bubble-sweep.svg"), encoding: .utf8)
        let trace = try Scratch().record(
            try Repository.traceSource("chat-bubbles"), proposals: stride(from: 200, through: 800, by: 20).map { ProposedViewSize(width: CGFloat($0), height: 400) })
        #expect(committed == PlotRenderer.svg(try SweepPlot(trace: trace, node: NodeID(7))))
    }

    /// README's plot of the settings form on every iPhone (`--sweep device=iphones`).
    @Test func theDeviceSweepPlotIsWhatPlotDraws() throws {
        let committed = try String(contentsOf: Self.docs.appendingPathComponent("settings-form-across-iphones.svg"), encoding: .utf8)
        let trace = try Scratch().record(
            try Repository.traceSource("settings-screen"), proposals: [], screens: Device.all.filter(\.isPhone).map { $0.screen(.portrait) })
        #expect(committed == PlotRenderer.svg(try SweepPlot(trace: trace, node: NodeID(1))))
    }
}
