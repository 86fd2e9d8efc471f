import Foundation
import LayoutEngine
import Testing
import TestSupport
@testable import SceneParser

/// Whatever the bytes, the parser returns a scene or a `SceneError`, and a
/// scene that parses lays out without crashing.
@Suite struct SceneFuzzTests {
    static let corpus = [
        "HStack(spacing: 10) { Color.blue; Color.green.relativeProposed(width: 0.5); Color.yellow }.frame(height: 80)",
        "ZStack(alignment: .topTrailing) { Color.red.frame(width: 150, height: 50); Circle().frame(width: 30, height: 30).alignmentGuide(.top) { $0.height / 2 } }",
        "VStack { ForEach(0..<3) { i in Text(\"Row \\(i)\").padding(.horizontal, CGFloat(i)) }; Spacer(); Divider() }.fixedSize()",
        "struct A: View { let n: Int = 2; var body: some View { HStack { if n > 1 { Text(\"a\") } else { EmptyView() } } } }\nstruct B: View { var body: some View { A().frame(maxWidth: .infinity, alignment: .leading) } }",
        "GeometryReader { proxy in Color.red.frame(width: proxy.size.width / 2).position(x: 10, y: 10) }",
        "Image(\"p\", width: 100, height: 50).resizable().aspectRatio(contentMode: .fill).containerRelativeFrame(.horizontal, count: 3, span: 2, spacing: 8)",
        "ScrollView { ViewThatFits { Text(\"a long text\").lineLimit(1); Text(\"b\") } }.background(alignment: .bottom) { Color.gray }.overlay(Color.red.opacity(0.5))",
    ]

    static let fragments = [
        "{", "}", "(", ")", ".", ",", ":", "0", "-", "1e308", "\"", "\\(", "$0", ".infinity", "nil", "/", "*", "0/0", "[", "]",
        " ", "\n", "frame(", "padding", "HStack {", "if ", "let x = ", "ForEach(0..<", "//", "/*", "é", "\u{0}", "🙂", "#",
        "@", "in", "else", "true", "&&", "?", "struct X: View { var body: some View {", ".alignmentGuide(.top) {",
    ]

    private func check(_ source: String, sourceLocation: SourceLocation = #_sourceLocation) {
        do {
            let scene = try SceneParser.parse(source: source, path: "fuzz.swift")
            let tree = scene.makeTree()
            let engine = LayoutEngine(tree: tree, tracer: RecordingTracer())
            for proposal in [ProposedViewSize(width: 300, height: 200), .unspecified, .zero, .infinity] {
                _ = engine.layout(in: proposal)
            }
        } catch is SceneError {
        } catch {
            Issue.record("unexpected error \(error) for \(source.debugDescription)", sourceLocation: sourceLocation)
        }
    }

    @Test func randomBytes() {
        var g = SplitMix(state: 1)
        for _ in 0..<150 {
            let bytes = (0..<Int.random(in: 0...120, using: &g)).map { _ in UInt8.random(in: 0...255, using: &g) }
            check(String(decoding: bytes, as: UTF8.self))
        }
    }

    /// `LTRACE_FUZZ_ITERATIONS` runs a longer campaign than CI's.
    static let iterations = ProcessInfo.processInfo.environment["LTRACE_FUZZ_ITERATIONS"].flatMap(Int.init) ?? 400

    @Test func mutatedScenes() {
        var g = SplitMix(state: UInt64(ProcessInfo.processInfo.environment["LTRACE_FUZZ_SEED"].flatMap(Int.init) ?? 2))
        for _ in 0..<Self.iterations {
            var text = Array(Self.corpus.randomElement(using: &g)!)
            for _ in 0..<Int.random(in: 1...4, using: &g) {
                let at = Int.random(in: 0...text.count, using: &g)
                switch Int.random(in: 0..<3, using: &g) {
                case 0 where at < text.count: text.remove(at: at)
                case 1: text.insert(contentsOf: Self.fragments.randomElement(using: &g)!, at: at)
                default:
                    let end = min(text.count, at + Int.random(in: 0...6, using: &g))
                    text.replaceSubrange(at..<end, with: Self.fragments.randomElement(using: &g)!)
                }
            }
            check(String(text))
        }
    }

    /// Each evaluation of a GeometryReader's content counts its own views: a long sweep
    /// does not add them up past the scene's limit (and then silently stop resizing).
    @Test func aLongSweepOverAGeometryReaderKeepsResizing() throws {
        let scene = try SceneParser.parse(source: "GeometryReader { p in HStack { ForEach(0..<200) { i in Color.red.frame(width: p.size.width / 400) } } }", path: "g.swift")
        let tracer = RecordingTracer()
        let engine = LayoutEngine(tree: scene.makeTree(), tracer: tracer)
        var last: LayoutPass?
        for width in stride(from: 100, to: 1_200, by: 1) { last = engine.layout(in: ProposedViewSize(width: CGFloat(width), height: 50)) }
        #expect(!tracer.decisions.contains { $0.payload is LayoutWarning })
        #expect(last?.frame(of: NodeID(4))?.width == 1_199.0 / 400)
    }

    /// Content that only makes sense at a real size (an adaptive column a tenth of the reader's
    /// width, which is 0 at size zero) is built when the reader is placed, not refused.
    @Test func geometryContentThatFailsAtSizeZeroIsBuiltAtPlacement() throws {
        let scene = try SceneParser.parse(source: """
            GeometryReader { p in
                LazyVGrid(columns: [GridItem(.adaptive(minimum: floor(p.size.width / 10)))], spacing: 0) { Color.red.frame(height: 10) }
            }
            """, path: "g.swift")
        let tree = scene.makeTree()
        // Read once at 100 × 100 (where errors are reported with their positions), which it starts with.
        #expect(tree.nodes.count == 4)
        let engine = LayoutEngine(tree: tree)
        let pass = engine.layout(in: ProposedViewSize(width: 300, height: 200))
        let grid = try #require(engine.tree.nodes.first { $0.kind == "LazyVGrid" })
        #expect(pass.frame(of: grid.id)?.width == 300)
        let frames = engine.tree.nodes.filter { $0.kind == "frame" }.compactMap { pass.frame(of: $0.id)?.width }
        #expect(frames == [30.5])  // n = ⌊(300 + 8) / (30 + 8)⌋ = 8 columns of (300 − 7 × 8) / 8
    }

    @Test func corpusLaysOut() {
        for source in Self.corpus {
            #expect((try? SceneParser.parse(source: source, path: "c.swift")) != nil, "\(source)")
            check(source)
        }
    }
}
