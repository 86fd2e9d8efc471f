import Foundation
import Testing
@testable import SceneParser

/// Invalid scenes: one error in the compiler's format, pointing at the offending token.
@Suite struct SceneErrorTests {
    @Test func syntaxErrorsComeFromTheSwiftParser() {
        #expect(diagnostic("HStack {\n    Color.red\n") == "scene.swift:2:14: error: expected '}' to end closure")
        #expect(diagnostic("Color.red.frame(width: 10") == "scene.swift:1:26: error: expected ')' to end function call")
    }

    @Test func unsupportedModifierSuggestsTheNearestName() {
        #expect(diagnostic("Color.red\n    .fram(width: 10)") == "scene.swift:2:6: error: unsupported modifier 'fram'; did you mean 'frame'?")
        #expect(diagnostic("Color.red.sparkle()") == "scene.swift:1:11: error: unsupported modifier 'sparkle'")
    }

    @Test func unknownArgumentLabelSuggestsTheNearestLabel() {
        #expect(diagnostic("Color.red.frame(widht: 10)") == "scene.swift:1:17: error: frame has no argument 'widht:'; did you mean 'width:'?")
        #expect(diagnostic("HStack(spcing: 2) { }") == "scene.swift:1:8: error: HStack has no argument 'spcing:'; did you mean 'spacing:'?")
    }

    @Test func unsupportedViewSuggestsTheNearestName() {
        #expect(diagnostic("VStack {\n  HStak { Color.red }\n}") == "scene.swift:2:3: error: unsupported view 'HStak'; did you mean 'HStack'?")
        #expect(diagnostic("ContentUnavailableView.serch") == "scene.swift:1:24: error: 'ContentUnavailableView.serch' is not a view ltrace knows; did you mean '.search'?")
    }

    @Test func wrongTypesAndUnknownMembers() {
        #expect(diagnostic(#"Color.red.frame(width: "wide")"#) == #"scene.swift:1:24: error: expected a number for 'width:', found a string"#)
        #expect(diagnostic("Color.red.frame(width: 10, alignment: .centre)") == "scene.swift:1:39: error: '.centre' is not an Alignment; did you mean '.center'?")
        #expect(diagnostic("VStack { .blue }") == "scene.swift:1:10: error: '.blue' is not a view here; write 'Color.blue'")
        #expect(diagnostic("Color.red.frame(width: w)") == "scene.swift:1:24: error: cannot find 'w' in scope")
        #expect(diagnostic("Color.red.alignmentGuide(.center) { $0.width }") == "scene.swift:1:26: error: '.center' is ambiguous here; write HorizontalAlignment.center or VerticalAlignment.center")
        #expect(diagnostic("VStack { let n = 1 / 0; Color.red }") == "scene.swift:1:18: error: division by zero")
        #expect(diagnostic(".frame(width: 10)") == "scene.swift:1:1: error: '.frame' modifies a view, but no view comes before it")
    }

    /// None of these compile in SwiftUI: a nil where a number is needed, a Bool that is not one.
    @Test func argumentsThatSwiftUIWouldRejectAreRejected() {
        #expect(diagnostic("Color.red.offset(x: nil, y: 5)") == "scene.swift:1:21: error: expected a number for 'x:', found nil")
        #expect(diagnostic("Color.red.relativeProposed(width: nil)") == "scene.swift:1:35: error: expected a number for 'width:', found nil")
        #expect(diagnostic("Color.red.offset(nil)") == "scene.swift:1:18: error: offset takes a CGSize here, not nil")
        #expect(diagnostic("Color.red.padding(nil)")?.hasPrefix("scene.swift:1:19: error: padding takes") == true)
        #expect(diagnostic("ScrollView(showsIndicators: 3) { Color.red }") == "scene.swift:1:29: error: expected a Bool condition, found a number")
        #expect(diagnostic("Color.red.aspectRatio(nil, contentMode: .fit)") == nil)
    }

    @Test func errorsAboutAnArgumentPointAtIt() {
        #expect(
            diagnostic("VStack {\n    Color.red\n        .aspectRatio(CGSize(width: 1, height: 0), contentMode: .fit)\n}")
                == "scene.swift:3:22: error: the ratio 1 / 0 is not a finite number")
        #expect(diagnostic("Color.red.containerRelativeFrame(.horizontal, count: 0, spacing: 8)") == "scene.swift:1:54: error: count must be at least 1")
    }

    @Test func anImageFoundNowhereIsAPlaceholderWithAWarning() throws {
        let scene = try SceneParser.parse(source: #"Image("photo")"#, path: "scene.swift")
        #expect(scene.diagnostics.map(\.description) == [
            #"scene.swift:1:1: warning: no image 'photo' in the asset catalogs or image files (no asset catalog was given); it is laid out at the placeholder size 100×100 (give the folder with the asset catalog, or write Image("photo", width:, height:))"#
        ])
        #expect(scene.makeTree().nodes[0].args["width"] == .number(100))
        #expect(diagnostic(#"Image("photo", width: 10)"#) == #"scene.swift:1:16: error: Image("photo", width:) needs 'height:' too"#)
    }

    @Test func viewsAndTheirArguments() {
        let rows = "struct Row: View {\n    let index: Int\n    var body: some View { Text(\"\\(index)\") }\n}\n"
        #expect(diagnostic(rows + "struct Main: View { var body: some View { Row() } }") == "scene.swift:5:43: error: missing argument for 'index:' in Row(…)")
        #expect(diagnostic(rows + "struct Main: View { var body: some View { Row(index: 1, size: 2) } }") == "scene.swift:5:57: error: Row has no argument 'size:'")
        #expect(diagnostic("struct Loop: View { var body: some View { VStack { Loop() } } }") == "scene.swift:1:52: error: 'Loop' contains itself")
        // A view may contain itself while its data lasts (a thread of replies).
        let thread = "struct Reply: View {\n    let depth: Int\n    var body: some View { VStack { Color.red.frame(height: 1); if depth > 0 { Reply(depth: depth - 1) } } }\n}\nReply(depth: 5)"
        #expect(diagnostic(thread) == nil)
        #expect(diagnostic(rows, view: "Rows") == "scene.swift:1:1: error: no view named 'Rows'; did you mean 'Row'? (views: Row)")
        #expect(diagnostic("struct Main: View { var body: some View { row } }") == "scene.swift:1:43: error: cannot find 'row' in scope")
    }

    @Test func viewsFromOutsideArePlaceholders() throws {
        let gauge = try SceneParser.parse(source: "Gauge(value: 0.5) { Text(\"Level\") }", path: "scene.swift")
        #expect(gauge.diagnostics.map(\.description) == ["scene.swift:1:1: warning: ltrace does not lay out SwiftUI's 'Gauge' yet; it is a placeholder that takes the space it is offered"])
        // A modifier from outside the scene's files is ignored with a warning; one that is not a
        // ViewModifier is an error.
        let glow = try SceneParser.parse(source: "Color.red.modifier(Glow())", path: "scene.swift")
        #expect(glow.diagnostics.map(\.description) == ["scene.swift:1:11: warning: 'Glow()' is a modifier from outside the scene's files; ltrace cannot tell what it does to layout and ignores it"])
        #expect(diagnostic("Color.red.modifier(5)") == "scene.swift:1:11: error: modifier(_:) takes a ViewModifier the scene declares")
    }

    @Test func sceneShape() {
        #expect(diagnostic("") == "scene.swift:1:1: error: the scene has no view: write a view expression or a `struct …: View`")
        #expect(diagnostic("// only a comment\n") == "scene.swift:1:1: error: the scene has no view: write a view expression or a `struct …: View`")
        #expect(diagnostic("for i in 0..<3 { }") == "scene.swift:1:1: error: unsupported statement at the top level of a scene")
        #expect(diagnostic("VStack { for i in 0..<3 { Color.red } }") == "scene.swift:1:10: error: a `for` loop cannot build views (Swift rejects it in a view builder too); write ForEach(…) { … }")
    }

    /// As in the app, a branch not taken is never run: what it says cannot fail the recording.
    @Test func branchesNotTakenAreNotRead() {
        #expect(diagnostic("VStack { if 1 > 2 { Color.red.fram() } else { Color.blue } }") == nil)
        #expect(diagnostic("VStack { if 1 < 2 { Color.red.fram() } else { Color.blue } }") == "scene.swift:1:31: error: unsupported modifier 'fram'; did you mean 'frame'?")
    }

    @Test func limits() {
        #expect(diagnostic("VStack { ForEach(0..<1_000_000) { _ in Color.red } }") == "scene.swift:1:18: error: ForEach of 1000000 views: more than the limit of 100000")
        let deep = String(repeating: "VStack { ", count: 260) + "Color.red" + String(repeating: " }", count: 260)
        #expect(diagnostic(deep)?.hasSuffix("error: parsing has exceeded the maximum nesting level") == true)
        let chain = "Color.red" + String(repeating: ".padding()", count: 400)
        #expect(diagnostic(chain) == "scene.swift:1:1: error: the scene is nested too deeply (more than 200 levels)")
    }
}

@Suite struct CustomAlignmentErrorTests {
    func diagnostic(_ source: String) -> String? {
        do {
            _ = try SceneParser.parse(source: source, path: "scene.swift", strict: true)
            return nil
        } catch {
            return "\(error)"
        }
    }

    @Test func aGuideNamesAnAlignmentIDTheSceneDeclares() {
        let source = """
            struct Title: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d[.bottom] } }
            extension VerticalAlignment { static let title = VerticalAlignment(Titel.self) }
            Color.red.alignmentGuide(.title) { $0[.top] }
            """
        #expect(diagnostic(source) == "scene.swift:2:68: error: cannot find AlignmentID 'Titel' in this scene; did you mean 'Title'?")
        // A guide nothing uses is never read.
        #expect(diagnostic(source.replacingOccurrences(of: ".alignmentGuide(.title) { $0[.top] }", with: "")) == nil)
    }

    @Test func anAlignmentIDNeedsADefaultValue() {
        let source = "enum Title: AlignmentID {}\nextension VerticalAlignment { static let title = VerticalAlignment(Title.self) }\nColor.red.alignmentGuide(.title) { $0[.top] }"
        #expect(diagnostic(source) == "scene.swift:1:6: error: 'Title' conforms to AlignmentID but has no `static func defaultValue(in:)`")
    }

    @Test func mistakesInTheDefaultValueAreReportedWhereTheyAre() {
        let source = """
            struct Title: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d[.botom] } }
            extension VerticalAlignment { static let title = VerticalAlignment(Title.self) }
            Color.red.alignmentGuide(.title) { $0[.top] }
            """
        #expect(diagnostic(source) == "scene.swift:1:91: error: '.botom' is not an alignment guide; did you mean '.bottom'?")
    }

    @Test func anUnknownGuideSuggestsTheDeclaredOne() {
        let source = """
            struct Title: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d[.bottom] } }
            extension VerticalAlignment { static let title = VerticalAlignment(Title.self) }
            HStack(alignment: .titel) { Color.red }
            """
        #expect(diagnostic(source) == "scene.swift:3:19: error: '.titel' is not a VerticalAlignment; did you mean '.title'?")
    }
}

/// Code that cannot change layout is accepted, ignored and reported where it is.
@Suite struct LayoutNeutralModifierTests {
    @Test func navigationAndAccessibilityModifiersAreIgnoredWithAWarning() throws {
        let source = """
            VStack {
                Text("Inbox")
                    .accessibilityLabel("Inbox title")
                Color.blue.frame(height: 40)
                    .onTapGesture { }
            }
            .navigationTitle("Mail")
            .toolbar { Text("Edit") }
            """
        let scene = try SceneParser.parse(source: source, path: "Inbox.swift")
        #expect(scene.diagnostics.map(\.description) == [
            "Inbox.swift:3:10: warning: 'accessibilityLabel' cannot change layout; ignored",
            "Inbox.swift:5:10: warning: 'onTapGesture' cannot change layout; ignored",
            "Inbox.swift:7:2: warning: 'navigationTitle' cannot change layout; ignored",
            "Inbox.swift:8:2: warning: 'toolbar' cannot change layout; ignored",
        ])
        #expect(scene.makeTree().nodes.map(\.kind) == ["VStack", "Text", "frame", "Color"])
    }

    @Test func aModifierThatCanChangeLayoutIsStillAnError() {
        #expect(throws: SceneError.self) { try SceneParser.parse(source: "Color.red.navigationTitel(\"x\")", path: "s.swift", strict: true) }
        do {
            _ = try SceneParser.parse(source: "Color.red.navigationTitel(\"x\")", path: "s.swift", strict: true)
        } catch {
            #expect("\(error)" == "s.swift:1:11: error: unsupported modifier 'navigationTitel'; did you mean 'navigationTitle'?")
        }
    }
}
