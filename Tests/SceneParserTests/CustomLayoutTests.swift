import Foundation
import LayoutEngine
import SceneParser
import Testing
import TestSupport

/// A scene's own `Layout`s run: the corpus's layouts (Tests/Corpus/apps/Layouts) place every
/// subview where their algorithm says, and the faults of a layout's code stay in the call.
@Suite struct CustomLayoutTests {
    static let folder = Repository.corpus.appendingPathComponent("apps/Layouts").path

    /// A preview of the corpus's layouts laid out at `proposal`.
    struct Laid {
        let scene: Scene
        let tree: ViewTree
        let pass: LayoutPass

        init(_ preview: String, _ width: CGFloat?, _ height: CGFloat?, source: String? = nil) throws {
            let files = try source.map { [SceneFile(path: "scene.swift", source: $0)] } ?? SceneSources.collect([CustomLayoutTests.folder])
            scene = try SceneParser.parse(files: files, preview: preview)
            tree = scene.makeTree()
            pass = LayoutEngine(tree: tree).layout(in: ProposedViewSize(width: width, height: height))
        }

        /// The frames of the nodes labelled `label`, in tree order.
        func frames(_ label: String) -> [CGRect] { tree.nodes.filter { $0.label == label }.compactMap { pass.frame(of: $0.id) } }
        func frame(_ label: String) -> CGRect { frames(label).first ?? .null }
        var unplaced: [String] { tree.nodes.filter { !$0.isTransparent && pass.frame(of: $0.id) == nil }.map(\.label) }
        var warnings: [String] { scene.diagnostics.map(\.description) + scene.laterDiagnostics().map(\.description) }
    }

    @Test(arguments: [
        ("Relative first", [100, 250, 250] as [CGFloat]), ("Relative middle", [200, 100, 300]), ("Relative last", [200, 200, 100]),
        ("Relative with priority", [150, 150, 300]),
    ])
    func theRelativeSizeLayoutGivesTheArticlesNumbers(_ preview: String, _ widths: [CGFloat]) throws {
        let l = try Laid(preview, 620, 80)
        #expect(["Color.blue", "Color.green", "Color.yellow"].map { l.frame($0).width } == widths)
        #expect(l.unplaced.isEmpty && l.warnings.isEmpty, "\(l.unplaced) \(l.warnings)")
    }

    @Test func equalWidthsUseTheWidestIdealWidthAndTheViewsSpacing() throws {
        let l = try Laid("Equal widths", 390, 844)
        let texts = ["Text(\"Go\")", "Text(\"Settings\")", "Text(\"Help me\")"].map { l.frame($0) }
        let widest = l.tree.nodes.filter { $0.kind == "Text" }.map { l.pass.frame(of: $0.id)!.width }.max()!
        // Each text is centred in a slot as wide as the widest text, 8 points apart (the default spacing).
        let slots = texts.map(\.midX)
        #expect(abs((slots[1] - slots[0]) - (widest + 8)) < 0.001 && abs((slots[2] - slots[1]) - (widest + 8)) < 0.001)
        #expect(l.frame("EqualWidthRow").width == widest * 3 + 16)
    }

    @Test func theFlowLayoutWrapsWhereTheWidthRunsOut() throws {
        let l = try Laid("Flow", 390, 844)
        let boxes = l.tree.nodes.filter { $0.kind == "frame" && $0.label.hasPrefix("frame(width: CGFloat") }.map { l.pass.frame(of: $0.id)! }
        #expect(boxes.count == 9)
        // Widths 40, 50, … 120 in 220 points with 6 between: 40+6+50+6+60 = 162, +6+70 > 220 → next line.
        let flow = l.frame("FlowLayout(spacing: 6)")
        let rows = Dictionary(grouping: boxes.map { ($0.minY - flow.minY, $0.minX - flow.minX) }, by: \.0).mapValues { $0.map(\.1) }
        #expect(rows[0] == [0, 46, 102])
        #expect(rows[36] == [0, 76])
        #expect(rows[72] == [0, 96])
        #expect(rows[108] == [0])
        #expect(rows[144] == [0])
        #expect(flow.height == 174)
    }

    @Test func theRadialLayoutPutsItsSubviewsOnACircle() throws {
        let l = try Laid("Radial", 390, 844)
        let radial = l.frame("RadialLayout")
        let centres = l.frames("frame(width: 20, height: 20)").map { CGPoint(x: $0.midX - radial.midX, y: $0.midY - radial.midY) }
        #expect(centres.count == 6)
        for (index, c) in centres.enumerated() {
            let angle = 2 * Double.pi / 6 * Double(index) - Double.pi / 2
            #expect(abs(c.x - 200.0 / 3 * cos(angle)) < 0.001 && abs(c.y - 200.0 / 3 * sin(angle)) < 0.001)
        }
    }

    @Test func layoutValuesOrderTheRankedStack() throws {
        let l = try Laid("Ranked", 390, 844)
        let ys = ["first", "second", "third"].map { l.frame("Text(\"\($0)\")").minY }
        #expect(ys[0] < ys[1] && ys[1] < ys[2])
        #expect(l.frame("Text(\"second\")").minY == l.frame("Text(\"first\")").maxY + 4)
    }

    @Test func masonryGoesToTheShortestColumn() throws {
        let l = try Laid("Masonry", 390, 844)
        let m = l.frame("MasonryLayout(columns: 2, spacing: 10)")
        func at(_ label: String) -> CGRect { l.frame(label).offsetBy(dx: -m.minX, dy: -m.minY) }
        #expect(at("frame(height: 100)") == CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(at("frame(height: 40)") == CGRect(x: 110, y: 0, width: 100, height: 40))
        #expect(at("frame(height: 50)") == CGRect(x: 110, y: 50, width: 100, height: 50))
        #expect(at("frame(height: 30)") == CGRect(x: 0, y: 110, width: 100, height: 30))
        #expect(m.size == CGSize(width: 210, height: 140))
    }

    @Test func anExplicitGuideOfTheLayoutAlignsItInALeadingStack() throws {
        let l = try Laid("Explicit guide", 390, 844)
        #expect(l.frame("Text(\"Indented text\")").minX == l.frame("Text(\"Title\")").minX)
        #expect(l.frame("Text(\"1.\")").maxX == l.frame("Text(\"Title\")").minX)
    }

    @Test func aStackReadsTheSpacingTheLayoutReports() throws {
        let l = try Laid("Spacing reported", 390, 844)
        #expect(l.frame("TightRow").minX == l.frame("Color.red").maxX || l.frame("TightRow").minX == l.frames("frame(width: 20, height: 20)")[0].maxX)
        #expect(l.frames("frame(width: 20, height: 20)")[3].minX == l.frame("TightRow").maxX)
    }

    @Test func anyLayoutLaysOutAsTheLayoutItWraps() throws {
        let l = try Laid("Switching", 390, 844)
        let red = l.frame("frame(width: 30, height: 30)"), blue = l.frame("frame(width: 50, height: 20)")
        #expect(red.minX == blue.minX && blue.minY == red.maxY + 4)
        let wide = try Laid("Switching wide", 390, 844)
        let (r, b) = (wide.frame("frame(width: 30, height: 30)"), wide.frame("frame(width: 50, height: 20)"))
        #expect(b.minX == r.maxX + 4 && b.midY == r.midY)
    }

    @Test func aCustomLayoutInAStackIsProbedForItsFlexibility() throws {
        let l = try Laid("Probed in a stack", 390, 844)
        let text = l.frame("Text(\"Label\")")
        #expect(l.frame("RadialLayout").width == 300 - text.width)
        #expect(l.unplaced.isEmpty)
    }

    @Test func everyPreviewPlacesEverySubviewWithoutWarnings() throws {
        let files = try SceneSources.collect([Self.folder])
        let check = try SceneCheck.run(files: files, defines: [])
        #expect(check.previews.count == 14)
        for preview in check.previews {
            let l = try Laid(String(preview.number), 390, 844)
            #expect(l.unplaced.isEmpty, "\(preview.label): \(l.unplaced)")
            #expect(l.warnings.isEmpty, "\(preview.label): \(l.warnings)")
        }
    }
}

/// A layout's faults are warnings naming its method and line; the call falls back and the rest records.
@Suite struct CustomLayoutFaultTests {
    func laid(_ body: String, _ use: String = "Faulty { Color.red; Color.blue }") throws -> CustomLayoutTests.Laid {
        let source = """
            struct Faulty: Layout {
            \(body)
            }
            #Preview { VStack { \(use); Text("after") } }
            """
        return try CustomLayoutTests.Laid("1", 300, 300, source: source)
    }

    static let places = "func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) { for s in subviews { s.place(at: bounds.origin, proposal: .unspecified) } }"

    @Test func aLoopWithoutEndFailsItsCallWithinTheBudget() throws {
        let l = try laid("func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { var n = 0; while true { n += 1 }; return .zero }\n" + Self.places)
        #expect(l.warnings.contains { $0.contains("scene.swift:2:") && $0.contains("Faulty.sizeThatFits falls back to taking the space it is offered") }, "\(l.warnings)")
        #expect(l.frame("Text(\"after\")") != .null)
    }

    @Test func anIndexOutOfRangeAndAFatalErrorAreWarningsAtTheirLines() throws {
        let l = try laid("func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { subviews[5].sizeThatFits(proposal) }\nfunc placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) { fatalError(\"no\") }")
        #expect(l.warnings.contains { $0.hasPrefix("scene.swift:2:") && $0.contains("index 5 is out of range") }, "\(l.warnings)")
        #expect(l.warnings.contains { $0.hasPrefix("scene.swift:3:") && $0.contains("Faulty.placeSubviews falls back") }, "\(l.warnings)")
        // Not placed by the code: centred in the layout with its proposal, as SwiftUI does.
        #expect(l.unplaced.isEmpty)
    }

    @Test func aNaNOrNegativeAnswerIsAWarning() throws {
        let l = try laid("func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { CGSize(width: Double.nan, height: -5) }\n" + Self.places)
        #expect(l.warnings.contains { $0.contains("answered a width that is not a number (NaN)") }, "\(l.warnings)")
        #expect(l.warnings.contains { $0.contains("answered a negative height (-5)") }, "\(l.warnings)")
        #expect(l.frame("Faulty").height == 0)
    }

    @Test func aSubviewPlacedTwiceTakesTheLastPlacement() throws {
        let l = try laid("""
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { CGSize(width: 100, height: 100) }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                subviews[0].place(at: bounds.origin, proposal: .zero)
                subviews[0].place(at: CGPoint(x: bounds.maxX, y: bounds.maxY), anchor: .bottomTrailing, proposal: ProposedViewSize(width: 10, height: 10))
                subviews[1].place(at: bounds.origin, proposal: .zero)
            }
            """)
        #expect(l.warnings.contains { $0.contains("placed node-") && $0.contains("again (first at scene.swift:4)") }, "\(l.warnings)")
        let layout = l.frame("Faulty")
        #expect(l.frame("Color.red") == CGRect(x: layout.maxX - 10, y: layout.maxY - 10, width: 10, height: 10))
    }

    @Test func aFailedPreconditionIsAnErrorOfTheCallAndAnAssertAWarning() throws {
        let l = try laid("""
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                assert(subviews.count == 1, "one subview")
                precondition(subviews.count == 1, "exactly one")
                return .zero
            }
            \(Self.places)
            """)
        #expect(l.warnings.contains { $0.hasPrefix("scene.swift:3:") && $0.contains("assertion failed: one subview") }, "\(l.warnings)")
        #expect(l.warnings.contains { $0.hasPrefix("scene.swift:4:") && $0.contains("precondition failed: exactly one") && $0.contains("falls back") }, "\(l.warnings)")
    }
}

/// The seeds' own layouts, written as the articles write them (../shared/reference/seeds/004: a
/// type that is both a `Layout` and a `ViewModifier`, whose `body(content:)` calls `self()` with a
/// `Color.clear` alignment helper), lay out as the built-in modifiers they imitate. They are the
/// very file the engine's tests compile (Tests/LayoutEngineTests/ArticleLayoutsTests.swift), read
/// here as a scene: the same code, compiled and interpreted.
@Suite struct ArticleLayoutTests {
    static let layouts = (try? String(contentsOf: Repository.root.appendingPathComponent("Tests/LayoutEngineTests/ArticleLayoutsTests.swift"), encoding: .utf8)) ?? ""

    /// The frame of the view the modifier is on, laid out with the article's modifier and with SwiftUI's.
    func frames(_ content: String, _ mine: String, _ builtIn: String, _ width: CGFloat, _ height: CGFloat) throws -> (CGRect, CGRect) {
        func frame(_ modifier: String) throws -> CGRect {
            // The stack's spacing is given: the article's layout has a `Color.clear` helper among
            // its subviews, whose spacing joins the content's (Layout's default `spacing`), and it
            // does not say a fixed axis as a frame does, so their default spacings differ.
            let l = try CustomLayoutTests.Laid("1", width, height, source: Self.layouts + "\n#Preview { VStack(spacing: 8) { \(content).\(modifier); Text(\"below\") } }")
            #expect(l.warnings.allSatisfy { $0.contains("text widths") }, "\(l.warnings)")
            #expect(l.unplaced.isEmpty, "\(l.unplaced)")
            // The outermost node of the content: its last modifier, or itself.
            let label = content.range(of: ".frame(").map { String(content[content.index(after: $0.lowerBound)...]) } ?? content
            guard let node = l.tree.nodes.first(where: { $0.label == label }) else {
                Issue.record("no node labelled \(label)")
                return .null
            }
            return l.pass.frame(of: node.id) ?? .null
        }
        return (try frame(mine), try frame(builtIn))
    }

    @Test(arguments: [
        ("Text(\"Hello, world\")", "width: 200, height: 100, alignment: .topLeading"),
        ("Text(\"Hello, world\")", "width: 200, height: 100, alignment: .bottomTrailing"),
        ("Color.red", "width: 100, alignment: .center"),
        ("Text(\"A sentence long enough to wrap onto a second line here\")", "height: 50, alignment: .leading"),
        ("Text(\"Hi\")", "alignment: .center"),
        ("Color.red.frame(width: 50, height: 50)", "width: 120, height: 90, alignment: .bottom"),
    ])
    func myFrameIsTheBuiltInFrame(_ content: String, _ arguments: String) throws {
        let (mine, theirs) = try frames(content, "myFrame(\(arguments))", "frame(\(arguments))", 300, 400)
        #expect(Self.same(mine, theirs), "\(mine) \(theirs)")
    }

    @Test(arguments: [
        ("Text(\"A sentence long enough to wrap onto a second line here\")", "horizontal: true, vertical: false"),
        ("Text(\"A sentence long enough to wrap onto a second line here\")", "horizontal: false, vertical: true"),
        ("Color.red", "horizontal: true, vertical: true"),
        ("Text(\"Short\").frame(maxWidth: .infinity)", "horizontal: true, vertical: false"),
    ])
    func myFixedSizeIsTheBuiltInFixedSize(_ content: String, _ arguments: String) throws {
        let (mine, theirs) = try frames(content, "myFixedSize(\(arguments))", "fixedSize(\(arguments))", 120, 300)
        #expect(Self.same(mine, theirs), "\(mine) \(theirs)")
    }

    /// Equal but for the last bits of a double (the article adds its offsets in another order).
    static func same(_ a: CGRect, _ b: CGRect) -> Bool {
        a != .null && [a.minX - b.minX, a.minY - b.minY, a.width - b.width, a.height - b.height].allSatisfy { abs($0) < 1e-9 }
    }
}
