import Foundation
import LayoutEngine
import SceneParser
import Testing
import TestSupport
import TraceStore

/// One behaviour, two ways in: a layout written in a scene, run by the interpreter, and the same
/// layout compiled against the Swift API (docs/swift-api.md) make the same calls, with the same
/// proposals, answers and positions, in the same order.
@Suite struct LayoutTwoWaysTests {
    /// The calls of a trace as comparable rows.
    static func calls(_ trace: TraceReader) throws -> [String] {
        try trace.calls(pass: 1).map { c in
            "\(c.node) \(c.role) \(c.proposal) → \(TraceFormat.size(c.size))" + (c.origin.map { " at \(TraceFormat.number($0.x)), \(TraceFormat.number($0.y))" } ?? "")
        }
    }

    static func bothWays(scene: String, swift: some View, proposal: ProposedViewSize) throws -> (scene: [String], swift: [String]) {
        let scratch = Scratch()
        let interpreted = try scratch.record(scene, proposals: [proposal], name: "scene.sqlite")
        let path = scratch.path("swift.sqlite")
        try Trace.record(swift, proposals: [proposal], to: path)
        return (try calls(interpreted), try calls(TraceReader(path: path)))
    }

    /// The layouts below, between the markers, as scene text: the same code, interpreted.
    static let layouts: String = {
        let source = (try? String(contentsOf: URL(fileURLWithPath: #filePath), encoding: .utf8)) ?? ""
        // The marker split so that this line is not one.
        let parts = source.components(separatedBy: "// scene " + "layouts: ")
        return parts.count == 3 ? String(parts[1].drop { $0 != "\n" }) : ""
    }()

    // scene layouts: begin
    struct RelativeSizeLayout: Layout {
        var relativeWidth: Double
        var relativeHeight: Double
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            subviews[0].sizeThatFits(ProposedViewSize(width: proposal.width.map { $0 * relativeWidth }, height: proposal.height.map { $0 * relativeHeight }))
        }
        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            let proposed = ProposedViewSize(width: proposal.width.map { $0 * relativeWidth }, height: proposal.height.map { $0 * relativeHeight })
            subviews[0].place(at: CGPoint(x: bounds.midX, y: bounds.midY), anchor: .center, proposal: proposed)
        }
    }

    struct FlowLayout: Layout {
        var spacing: CGFloat
        struct Cache { var sizes: [CGSize] = [] }
        func makeCache(subviews: Subviews) -> Cache { Cache(sizes: subviews.map { $0.sizeThatFits(.unspecified) }) }
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
            var x: CGFloat = 0, y: CGFloat = 0, line: CGFloat = 0, widest: CGFloat = 0
            let width = proposal.width ?? .infinity
            for size in cache.sizes {
                if x > 0 && x + size.width > width { x = 0; y += line + spacing; line = 0 }
                line = max(line, size.height)
                x += size.width + spacing
                widest = max(widest, x - spacing)
            }
            return CGSize(width: widest, height: y + line)
        }
        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
            var x: CGFloat = 0, y: CGFloat = 0, line: CGFloat = 0
            for (index, subview) in subviews.enumerated() {
                let size = cache.sizes[index]
                if x > 0 && x + size.width > bounds.width { x = 0; y += line + spacing; line = 0 }
                subview.place(at: CGPoint(x: bounds.minX + x, y: bounds.minY + y), proposal: ProposedViewSize(size))
                line = max(line, size.height)
                x += size.width + spacing
            }
        }
    }

    // scene layouts: end

    @Test func theRelativeSizeLayout() throws {
        let swift = HStack(spacing: 10) {
            Color.blue
            RelativeSizeLayout(relativeWidth: 0.5, relativeHeight: 1)({ VStack { Color.green } })
            Color.yellow
        }
        let scene = Self.layouts + """
            HStack(spacing: 10) {
                Color.blue
                RelativeSizeLayout(relativeWidth: 0.5, relativeHeight: 1) { VStack { Color.green } }
                Color.yellow
            }
            """
        let (interpreted, compiled) = try Self.bothWays(scene: scene, swift: swift, proposal: ProposedViewSize(width: 620, height: 80))
        #expect(interpreted.count > 10)
        #expect(interpreted == compiled)
    }

    @Test func aFlowLayoutWithACache() throws {
        let swift = FlowLayout(spacing: 4)({
            Color.red.frame(width: 50, height: 20)
            Color.red.frame(width: 70, height: 30)
            Color.red.frame(width: 30, height: 20)
            Color.red.frame(width: 90, height: 10)
            Color.red.frame(width: 20, height: 20)
        }).frame(width: 160)
        let scene = Self.layouts + """
            FlowLayout(spacing: 4) {
                Color.red.frame(width: 50, height: 20)
                Color.red.frame(width: 70, height: 30)
                Color.red.frame(width: 30, height: 20)
                Color.red.frame(width: 90, height: 10)
                Color.red.frame(width: 20, height: 20)
            }
            .frame(width: 160)
            """
        let (interpreted, compiled) = try Self.bothWays(scene: scene, swift: swift, proposal: ProposedViewSize(width: 390, height: 844))
        #expect(interpreted.count > 10)
        #expect(interpreted == compiled)
    }
}
