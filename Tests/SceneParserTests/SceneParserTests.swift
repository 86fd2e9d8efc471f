import Foundation
import LayoutEngine
import Testing
import TestSupport
@testable import SceneParser

func parse(_ source: String, view: String? = nil, strict: Bool = false) throws -> Scene {
    try SceneParser.parse(source: source, path: "scene.swift", view: view, strict: strict)
}

/// The frames of a parsed scene laid out once.
func frames(_ source: String, _ w: CGFloat?, _ h: CGFloat?, view: String? = nil) throws -> (ViewTree, LayoutPass) {
    let scene = try LaidOutScene(source, view: view, proposal: ProposedViewSize(width: w, height: h))
    return (scene.tree, scene.pass)
}

/// The error a scene produces, as the compiler would print it, when recorded `--strict` (without
/// it, the same error is a `recovered` warning: `RecoveryTests`).
func diagnostic(_ source: String, view: String? = nil) -> String? {
    do {
        _ = try parse(source, view: view, strict: true)
        return nil
    } catch let error as SceneError {
        return error.description
    } catch {
        return "unexpected \(error)"
    }
}

@Suite struct SceneParserTests {
    @Test func containerRelativeShapeIsAShapeInAScene() throws {
        let (tree, pass) = try frames("ContainerRelativeShape().frame(width: 30, height: 20)", nil, nil)
        let shape = try #require(tree.nodes.first { $0.kind == "ContainerRelativeShape" })
        #expect(shape.trait == .shape)
        #expect(shape.label == "ContainerRelativeShape()")
        #expect(pass.frame(of: shape.id)?.size == CGSize(width: 30, height: 20))
        #expect(diagnostic("ContainerRelativeShape(cornerRadius: 3)") == "scene.swift:1:24: error: ContainerRelativeShape has no argument 'cornerRadius:'")
    }

    @Test func everyBuiltInIsNamedOnce() {
        let views = BuiltIns.views.map(\.name), modifiers = BuiltIns.modifiers.map(\.name)
        #expect(Set(views).count == views.count && Set(modifiers).count == modifiers.count)
        #expect(Set(views).isDisjoint(with: BuiltInNames.specialViews))
        #expect(Set(BuiltInCalls.entries.map(\.0)).count == BuiltInCalls.entries.count, "a built-in call is defined twice")
        #expect(Set(modifiers).isDisjoint(with: Interpreter.specialModifierNames))
        let kinds: [DecisionKind] = BuiltIns.decisions.map { type in type.kind }
        #expect(Set(kinds).count == kinds.count)
        let catalogued = ModifierCatalog.neutral.union(ModifierCatalog.drawing).union(ModifierCatalog.unapplied.keys)
        let builtIn = Set(modifiers + BuiltIns.styles.map { $0.modifier } + BuiltIns.settings.map(\.modifier))
        #expect(catalogued.isDisjoint(with: builtIn), "ModifierCatalog lists built-ins: \(catalogued.intersection(builtIn).sorted())")
    }
    /// A source of a matched geometry group keeps its frame (Apple's documentation of
    /// `matchedGeometryEffect`): ignored; a view that is not a source is still reported as unapplied.
    @Test func aMatchedGeometrySourceKeepsItsFrame() throws {
        let source = """
            struct Icon: View {
                @Namespace var space
                var body: some View {
                    Text("a").matchedGeometryEffect(id: "a", in: space)
                    Text("b").matchedGeometryEffect(id: "b", in: space, isSource: false)
                }
            }
            """
        let scene = try SceneParser.parse(source: source, path: "Icon.swift")
        let kinds = scene.diagnostics.filter { $0.message.contains("matchedGeometryEffect") }.map(\.kind)
        #expect(kinds == [.ignored, .approximated], "\(scene.diagnostics)")
    }

    @Test func topLevelExpressionMatchesTheSwiftAPI() throws {
        let source = """
            // The second relative-size example.
            HStack(spacing: 10) {
                Color.blue
                Color.green
                    .relativeProposed(width: 0.5)
                Color.yellow
            }
            .frame(height: 80)
            """
        let (tree, pass) = try frames(source, 620, 80)
        let api = LayoutEngine(HStack(spacing: 10) { Color.blue; Color.green.relativeProposed(width: 0.5); Color.yellow }.frame(height: 80))
        let apiPass = api.layout(in: ProposedViewSize(width: 620, height: 80))
        #expect(tree.nodes.map(\.kind) == api.tree.nodes.map(\.kind))
        #expect(tree.nodes.map(\.label) == ["frame(height: 80)", "HStack(spacing: 10)", "Color.blue", "relativeProposed(width: 0.5)", "Color.green", "Color.yellow"])
        #expect(pass.frames == apiPass.frames)
        #expect(tree.nodes.map(\.args) == api.tree.nodes.map(\.args))
    }

    @Test func sourcePositionsAreTheNameTokens() throws {
        let source = """
            HStack(spacing: 10) {
                Color.blue
                Color.green
                    .relativeProposed(width: 0.5)
            }
            .frame(height: 80)
            """
        let tree = try parse(source).makeTree()
        #expect(tree.nodes.map { $0.sourcePosition?.description } == ["6:2", "1:1", "2:5", "4:10", "3:5"])
    }

    @Test func structsReferenceEachOtherAndTheLastIsTheRoot() throws {
        let source = """
            import SwiftUI

            struct HeartView: View {
                var body: some View {
                    Circle()
                        .fill(.yellow)
                        .frame(width: 30, height: 30)
                        .overlay(Image(systemName: "heart").foregroundColor(.red))
                }
            }

            struct ButtonView: View {
                var body: some View {
                    RoundedRectangle(cornerRadius: 12)
                        .fill(Color.blue.gradient)
                        .frame(width: 150, height: 50)
                }
            }

            // ZStack
            struct IconDemo1: View {
                var body: some View {
                    ZStack(alignment: .topTrailing) {
                        ButtonView()
                        HeartView()
                            .alignmentGuide(.top, computeValue: { $0.height / 2 })
                            .alignmentGuide(.trailing, computeValue: { $0.width / 2 })
                    }
                }
            }
            """
        let scene = try parse(source)
        #expect(scene.viewName == "IconDemo1")
        #expect(scene.viewNames == ["HeartView", "ButtonView", "IconDemo1"])
        let (tree, pass) = try frames(source, nil, nil)
        #expect(pass.rootFrame.size == CGSize(width: 165, height: 65))
        let guide = tree.nodes.first { $0.kind == "alignmentGuide" }
        #expect(guide?.label == "alignmentGuide(.trailing, computeValue: { $0.width / 2 })")
        let (heart, heartPass) = try frames(source, nil, nil, view: "HeartView")
        #expect(heartPass.rootFrame.size == CGSize(width: 30, height: 30))
        #expect(heart.nodes.first?.sourcePosition == SourcePosition(line: 8, column: 14))
    }

    @Test func backgroundWithTypedCentresAndSubscripts() throws {
        let source = """
            Circle().frame(width: 30, height: 30)
                .background(alignment: .center) {
                    RoundedRectangle(cornerRadius: 12).frame(width: 150, height: 50)
                        .alignmentGuide(HorizontalAlignment.center, computeValue: { $0[.trailing] })
                        .alignmentGuide(VerticalAlignment.center) { d in d[.top] }
                }
            """
        let (tree, pass) = try frames(source, nil, nil)
        #expect(pass.rootFrame.size == CGSize(width: 30, height: 30))
        let button = tree.nodes.first { $0.label == "frame(width: 150, height: 50)" }!
        #expect(pass.frame(of: button.id) == CGRect(x: -135, y: 15, width: 150, height: 50))
        #expect(tree.nodes.contains { $0.label == "alignmentGuide(VerticalAlignment.center) { d in d[.top] }" })
    }

    @Test func propertiesLetsForEachAndConditions() throws {
        let source = """
            struct Row: View {
                let index: Int
                var width: CGFloat = 40
                var body: some View {
                    let doubled = width * 2
                    HStack(spacing: 0) {
                        Text("Row \\(index)")
                        if index % 2 == 0 {
                            Color.red.frame(width: doubled)
                        } else {
                            Color.blue.frame(width: width)
                        }
                    }
                }
            }

            struct List: View {
                var body: some View {
                    VStack(spacing: 0) {
                        ForEach(0..<3) { i in
                            Row(index: i)
                        }
                        ForEach([10, 20], id: \\.self) { Color.green.frame(width: CGFloat($0), height: 5) }
                    }
                }
            }
            """
        let (tree, pass) = try frames(source, nil, nil)
        #expect(tree.nodes.filter { $0.kind == "Text" }.map { $0.args["text"] } == ["Row 0", "Row 1", "Row 2"])
        let colorWidths = tree.nodes.filter { $0.kind == "frame" }.compactMap { pass.frame(of: $0.id)?.width }
        #expect(colorWidths == [80, 40, 80, 10, 20])
    }

    @Test func numbersFollowSwiftsTypes() throws {
        let (_, pass) = try frames("Color.red.aspectRatio(16/9, contentMode: .fit)", 160, 900)
        #expect(pass.rootFrame.size == CGSize(width: 160, height: 90))
        let (tree, intPass) = try frames("VStack { let n = 7 / 2; Color.red.frame(width: CGFloat(n)) }", nil, nil)
        #expect(intPass.frame(of: tree.nodes.first { $0.kind == "frame" }!.id)?.width == 3)
        let (_, negative) = try frames("Color.red.padding(-10).frame(width: .infinity - 1)", 100, 100)
        #expect(negative.rootFrame.width == 100)
    }

    @Test func textFoldsItsModifiersAndImageItsResizable() throws {
        let tree = try parse(#"VStack { Text("Hi").font(.title).bold(); Image("p", width: 100, height: 50).resizable().aspectRatio(contentMode: .fit) }"#).makeTree()
        #expect(tree.nodes.map(\.label) == ["VStack", #"Text("Hi").font(.title).bold()"#, "aspectRatio(contentMode: .fit)", #"Image("p", width: 100, height: 50).resizable()"#])
        let pass = LayoutEngine(tree: tree).layout(in: ProposedViewSize(width: 320, height: 480))
        #expect(pass.frame(of: NodeID(3))?.size == CGSize(width: 320, height: 160))
        #expect(pass.frame(of: NodeID(1))?.height == 101.0 / 3)
    }

    @Test func valuesOfEveryKind() throws {
        let source = """
            ZStack(alignment: Alignment(horizontal: .leading, vertical: .bottom)) {
                Color(red: 1, green: 0.5, blue: 0).frame(width: min(40, 60), height: max(10, 5))
                Rectangle()
                    .padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
                    .padding([.top, .leading], 5)
                    .offset(CGSize(width: 3, height: 4))
                    .rotationEffect(.degrees(45))
                    .frame(minWidth: 0, maxWidth: .infinity, alignment: .topLeading)
                    .fixedSize(horizontal: false, vertical: true)
                    .containerRelativeFrame(.horizontal, count: 2, span: 1, spacing: 10)
                Text("x").lineLimit(1).font(.system(size: 20, weight: .bold, design: .monospaced))
                Spacer(minLength: 4)
                Divider()
                Capsule().scaledToFit().layoutPriority(2)
                GeometryReader { proxy in Color.gray.frame(width: proxy.size.width / 2) }
                ScrollView(.horizontal, showsIndicators: false) { HStack { EmptyView() } }
                ViewThatFits(in: .horizontal) { Text("a"); Text("b") }
                Group { Color.clear.position(x: 1, y: 2) }
            }
            """
        let tree = try parse(source).makeTree()
        #expect(tree.nodes.count > 20)
        let pass = LayoutEngine(tree: tree).layout(in: ProposedViewSize(width: 300, height: 300))
        #expect(pass.rootFrame.width > 0)
        let color = tree.nodes.first { $0.kind == "Color" }
        #expect(color?.label == "Color(red: 1, green: 0.5, blue: 0)")
    }

    @Test func proposalDirectives() throws {
        let scene = try parse("// ltrace:proposal 620x80\n//ltrace:proposal nilxinf\nColor.red")
        #expect(scene.proposals == [ProposedViewSize(width: 620, height: 80), ProposedViewSize(width: nil, height: .infinity)])
        #expect(diagnostic("Color.red\n  // ltrace:proposal 620by80") == "scene.swift:2:3: error: invalid proposal '620by80': write WxH, each side a number, nil or inf (620x80, nilx80)")
        #expect(diagnostic("// ltrace:sweep 1") == "scene.swift:1:1: error: unknown directive 'ltrace:sweep 1': write `// ltrace:proposal 620x80` or `// ltrace:device iphone-15`")
        #expect(diagnostic("// ltrace:device iphone-3g\nColor.red") == "scene.swift:1:1: error: unknown device 'iphone-3g' in the directive; did you mean 'iphone-x'?; `ltrace devices` lists them")
        #expect(try SceneParser.parse(source: "// ltrace:device iphone-15:landscape\nColor.red", path: "s.swift").device == "iphone-15:landscape")
    }

    @Test func proposalSyntax() {
        #expect(ProposalSyntax.parse("620x80") == ProposedViewSize(width: 620, height: 80))
        #expect(ProposalSyntax.parse("nilx80") == ProposedViewSize(width: nil, height: 80))
        #expect(ProposalSyntax.parse("infxnil") == ProposedViewSize(width: .infinity, height: nil))
        #expect(ProposalSyntax.parse("12.5×3") == ProposedViewSize(width: 12.5, height: 3))
        for bad in ["", "620", "620x", "-1x2", "nanx1", "axb", "1x2x3"] { #expect(ProposalSyntax.parse(bad) == nil, "\(bad)") }
        #expect(ProposalSyntax.format(ProposedViewSize(width: nil, height: .infinity)) == "nilxinf")
    }
}
