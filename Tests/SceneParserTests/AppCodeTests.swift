import Foundation
import LayoutEngine
import Testing
@testable import SceneParser

/// View code as apps write it: property wrappers, bindings, platform colours and fonts.
@Suite struct AppCodeTests {
    func scene(_ source: String, view: String? = nil) throws -> Scene {
        try SceneParser.parse(source: source, path: "App.swift", view: view)
    }

    func width(_ scene: Scene, _ label: String) -> TraceValue? {
        scene.makeTree().nodes.first { $0.label == label }?.args["width"]
    }

    @Test func propertyWrappersAreStoredValues() throws {
        let source = """
            struct Meter: View {
                @Environment(\\.colorScheme) private var colorScheme
                @EnvironmentObject var store: Store
                @StateObject private var model = Model()
                @State private var level: CGFloat = 40
                @Binding var total: CGFloat
                var caption: String?
                var body: some View {
                    Color.red.frame(width: level + total, height: 10)
                }
            }
            #Preview { Meter(total: .constant(60)) }
            """
        let s = try scene(source)
        #expect(width(s, "frame(width: level + total, height: 10)") == .number(100))
    }

    /// A view's own builder-style members (`Card().title("A")`), a protocol extension's (not the
    /// protocol's requirement) through a protocol refining it, a view extension's computed
    /// property on the result, a ternary of implicit members in a background and a `Material`
    /// field: each is the app's, as Swift resolves it, not a modifier or a placeholder.
    @Test func aViewsOwnMembersAreCalledOnTheView() throws {
        let source = """
            protocol Styled: View {
                associatedtype Control: Styled
                var title: String? { get set }
                func title(_ title: String?, font: Font?) -> Control
            }
            extension Styled {
                func title(_ title: String?, font: Font? = nil) -> Control {
                    var copy = self
                    copy.title = title
                    return copy as! Self.Control
                }
            }
            protocol StyledWindow: Styled where Control == Window {
                associatedtype Window: StyledWindow
            }
            struct Card<Icon: View>: StyledWindow {
                typealias Control = Card
                typealias Window = Card
                var title: String? = nil
                var width: CGFloat = 10
                var material: Material? = .ultraThinMaterial
                let icon: Icon
                init(@ViewBuilder icon: () -> Icon) { self.icon = icon() }
                var body: some View {
                    VStack { icon; Text(title ?? "") }
                        .frame(width: width)
                        .background(false ? .green : .clear)
                        .optionalBackground(material)
                }
                func wide(_ w: CGFloat) -> Card { var c = self; c.width = w; return c }
            }
            extension Card {
                var prepared: some View { self.padding(5) }
            }
            extension View {
                @ViewBuilder func optionalBackground<S: ShapeStyle>(_ style: S?) -> some View {
                    if let style { self.background(style) } else { self }
                }
            }
            #Preview { Card { Color.red }.title("Hello", font: nil).wide(80).prepared }
            """
        let s = try scene(source)
        #expect(s.diagnostics.isEmpty, "\(s.diagnostics)")
        #expect(width(s, "frame(width: width)") == .number(80))
        #expect(s.makeTree().nodes.contains { $0.label == "padding(5)" })
        #expect(s.makeTree().nodes.contains { $0.label == "Color.clear" })
    }

    /// `content is EmptyView` on the views a container was given: true for `EmptyView()`, false
    /// for anything else, so the branch the device takes is the one laid out.
    @Test func aViewIsEmptyViewOnlyWhenItIsOne() throws {
        let source = """
            struct Pill<Content: View>: View {
                let content: Content
                init(@ViewBuilder content: () -> Content) { self.content = content() }
                var body: some View {
                    HStack(spacing: 0) {
                        Color.red.frame(width: 10, height: 10)
                        if !(content is EmptyView) { content.frame(width: 30) }
                    }
                }
            }
            extension Pill where Content == EmptyView {
                init() { self.init { EmptyView() } }
            }
            #Preview {
                VStack(spacing: 0) {
                    Pill()
                    Pill { Color.blue }
                }
            }
            """
        let s = try scene(source)
        #expect(s.diagnostics.isEmpty, "\(s.diagnostics)")
        #expect(s.makeTree().nodes.filter { $0.label == "frame(width: 30)" }.count == 1)
    }

    /// `@ScaledMetric` reads the size `.environment(\.sizeCategory, …)` sets around the view, as a
    /// body reads its environment (a test helper snapshots one view at several sizes so).
    @Test func aScaledMetricReadsTheSizeCategoryAroundIt() throws {
        let source = """
            struct Badge: View {
                @ScaledMetric var side: CGFloat = 34
                var body: some View { Color.red.frame(width: side, height: 1) }
            }
            struct Chip: View {
                @ScaledMetric var side: CGFloat = 34
                let name: String
                init(_ name: String) { self.name = name }
                var body: some View { Color.red.frame(width: side, height: 1) }
            }
            #Preview {
                VStack(spacing: 0) {
                    Badge()
                    Badge().environment(\\.sizeCategory, .accessibilityExtraExtraLarge)
                    Badge().environment(\\.dynamicTypeSize, .xSmall)
                    Chip("a").environment(\\.dynamicTypeSize, .xSmall)
                }
            }
            """
        let s = try scene(source)
        let widths = s.makeTree().nodes.filter { $0.label == "frame(width: side, height: 1)" }.compactMap { node -> CGFloat? in
            if case .number(let w)? = node.args["width"] { return w }
            return nil
        }
        // Body's leading is 22 at Large, 56 at accessibility4 (`accessibilityExtraExtraLarge`) and
        // 19 at xSmall (Apple's Dynamic Type table): 86.55 and 29.36, to the third of a point.
        let ax4: CGFloat = 260.0 / 3, xSmall: CGFloat = 88.0 / 3
        #expect(widths == [34, ax4, xSmall, xSmall])
    }

    /// A `while let` over a value from outside ends at once, with a warning: taken as not nil, the
    /// same value would hold on every turn and the loop would run to its limit.
    @Test func aLoopOnAnOpaqueOptionalEnds() throws {
        let source = """
            extension String {
                func spans(of s: String) -> [Range<Index>] {
                    var found: [Range<Index>] = []
                    while let r = range(of: s, range: (found.last?.upperBound ?? startIndex)..<endIndex) {
                        found.append(r)
                    }
                    return found
                }
            }
            #Preview { Color.red.frame(width: CGFloat("abcabc".spans(of: "b").count) + 10, height: 1) }
            """
        let s = try scene(source)
        #expect(width(s, "frame(width: CGFloat(\"abcabc\".spans(of: \"b\").count) + 10, height: 1)") == .number(10))
        #expect(s.diagnostics.map(\.message).contains { $0.hasSuffix("the loop takes it as nil and ends") }, "\(s.diagnostics)")
    }

    /// A protocol extension's computed property with a `set` that forwards to a stored view
    /// (`var c = control; c.width = newValue; control = c`) changes that view, and a view's value
    /// written alone in a builder is laid out.
    @Test func aComputedSetterChangesTheViewItForwardsTo() throws {
        let source = """
            struct Inner: View {
                var width: CGFloat = 10
                var body: some View { Color.red.frame(width: width, height: 1) }
            }
            protocol Wrapping: View {
                var control: Inner { get set }
            }
            extension Wrapping {
                var width: CGFloat {
                    get { control.width }
                    set {
                        var c = control
                        c.width = newValue
                        control = c
                    }
                }
                func wide(_ w: CGFloat) -> Self {
                    var copy = self
                    copy.width = w
                    return copy
                }
            }
            struct Outer: Wrapping {
                var control: Inner = Inner()
                var body: some View { control }
            }
            #Preview { Outer().wide(80) }
            """
        let s = try scene(source)
        #expect(s.diagnostics.isEmpty, "\(s.diagnostics)")
        #expect(width(s, "frame(width: width, height: 1)") == .number(80))
    }

    /// A view's value under a style or an environment value is built there (`Card().title("A")
    /// .buttonStyle(.borderedProminent)` styles the button inside), and a member of the view
    /// whose labels do not take the call leaves it to SwiftUI's modifier of that name.
    @Test func aViewsValueTakesTheStyleAroundItAndItsLabelsDecide() throws {
        let source = """
            struct Card: View {
                var title = ""
                var body: some View { Button(title) {} }
                func title(_ t: String) -> Card { var c = self; c.title = t; return c }
                func background(for selected: Bool) -> some View { self.padding(selected ? 8 : 0) }
            }
            struct Styled: View { var body: some View { Card().title("Go").buttonStyle(.borderedProminent) } }
            struct Plain: View { var body: some View { Card().title("Go") } }
            struct Backed: View { var body: some View { Card().background(Color.red) } }
            """
        func width(_ view: String) throws -> CGFloat? {
            let s = try SceneParser.parse(source: source, path: "App.swift", view: view)
            #expect(s.diagnostics.isEmpty, "\(view): \(s.diagnostics)")
            let tree = s.makeTree()
            return LayoutEngine(tree: tree).layout(in: ProposedViewSize(width: nil, height: nil)).frame(of: tree.root.id)?.width
        }
        let styled = try #require(try width("Styled")), plain = try #require(try width("Plain"))
        #expect(styled > plain)
        let backed = try SceneParser.parse(source: source, path: "App.swift", view: "Backed")
        #expect(backed.makeTree().nodes.contains { $0.label == "background(Color.red)" })
    }

    @Test func aBindingPassedOnReadsTheValue() throws {
        let source = """
            struct Bar: View {
                @Binding var length: CGFloat
                var body: some View { Color.red.frame(width: length) }
            }
            struct Screen: View {
                @State private var length: CGFloat = 70
                var body: some View { Bar(length: $length) }
            }
            """
        #expect(width(try scene(source), "frame(width: length)") == .number(70))
    }

    /// A model whose type is not in the scene's files (a framework's, a package's) is an opaque
    /// value: a number layout needs from it is 0, with a warning at the expression.
    @Test func aModelFromOutsideIsOpaque() throws {
        let source = """
            struct Row: View {
                @ObservedObject var model: Model
                var body: some View { Color.red.frame(width: model.width) }
            }
            struct Screen: View {
                var body: some View { Row(model: Model()) }
            }
            """
        let s = try scene(source)
        #expect(width(s, "frame(width: model.width)") == .number(0))
        #expect(s.diagnostics.map(\.description) == ["App.swift:3:50: warning: 'model.width' is an opaque value (from outside the scene's files); layout uses 0 for it"])
    }

    @Test func platformColoursAreAcceptedAndCustomFontsWithout() throws {
        let s = try scene("""
            VStack {
                Color(.systemGroupedBackground).frame(height: 10)
                Text("Title").font(.custom("Avenir Next", size: 22))
            }
            """)
        // A semantic colour has a known value; one outside the table is drawn as a marked neutral.
        #expect(s.diagnostics.isEmpty, "\(s.diagnostics)")
        let unknown = try scene("Color(uiColor: .mysteryColor)")
        #expect(unknown.diagnostics.map(\.description) == [
            "App.swift:1:1: warning: Color(uiColor: .mysteryColor) is not interpreted; it is drawn as an unknown colour, a marked neutral (a colour cannot change layout)"
        ])
        let text = s.makeTree().nodes.first { $0.kind == "Text" }
        #expect(text?.args["font"] == .string(Font.custom("Avenir Next", size: 22).name))
        #expect(Font.custom("Avenir Next", size: 22).name == #"custom("Avenir Next", size: 22)"#)
    }

    @Test func aBackgroundInAShapeIsTheShape() throws {
        let s = try scene("Text(\"New\").padding(4).background(.blue, in: Capsule())")
        #expect(s.makeTree().nodes.map(\.kind) == ["background", "padding", "Text", "Capsule"])
    }
}

/// Helper views and modifiers of a view file: methods, computed properties, global functions,
/// `extension View` methods and `ViewModifier`s.
@Suite struct HelperCodeTests {
    static let source = """
        struct CardStyle: ViewModifier {
            var inset: CGFloat = 12
            func body(content: Content) -> some View {
                content.padding(inset)
            }
        }

        extension View {
            func card(inset: CGFloat = 8) -> some View {
                padding(inset).modifier(CardStyle(inset: inset * 2))
            }
        }

        func rowHeight(for count: Int) -> CGFloat {
            count > 2 ? 20 : 40
        }

        struct Stats: View {
            let values = [1, 2, 3]
            var body: some View {
                VStack(spacing: 0) {
                    header
                    ForEach(values, id: \\.self) { v in
                        row(v)
                    }
                }
                .card()
            }
            private var header: some View { Color.red.frame(width: 10, height: 10) }
            @ViewBuilder
            private func row(_ value: Int) -> some View {
                Color.blue.frame(width: CGFloat(value) * 10, height: rowHeight(for: values.count))
            }
        }
        """

    @Test func helpersExpandWhereTheyAreCalled() throws {
        let scene = try SceneParser.parse(source: Self.source, path: "Stats.swift")
        let tree = scene.makeTree()
        // card(): padding 8, then CardStyle's padding 16, around the stack.
        #expect(tree.nodes.prefix(3).map(\.label) == ["padding(inset)", "padding(inset)", "VStack(spacing: 0)"])
        #expect(tree.nodes[0].args["leading"] == .number(16) && tree.nodes[1].args["leading"] == .number(8))
        let rows = tree.nodes.filter { $0.label == "frame(width: CGFloat(value) * 10, height: rowHeight(for: values.count))" }
        #expect(rows.map { $0.args["width"] } == [.number(10), .number(20), .number(30)])
        #expect(rows.allSatisfy { $0.args["height"] == .number(20) })
    }

    @Test func aMissingArgumentOfAHelperIsReported() {
        let source = Self.source.replacingOccurrences(of: "row(v)", with: "row()")
        do {
            _ = try SceneParser.parse(source: source, path: "Stats.swift", strict: true)
            Issue.record("expected an error")
        } catch {
            // The call is in the body's helper: the error says how the view came to it.
            #expect("\(error)" == "Stats.swift:24:17: error: missing argument for 'value' in row(…) (reached through Stats.body → Stats.row(…))")
        }
    }
}

/// An app's data types: structs with memberwise initializers and computed properties,
/// enums with raw values and `allCases`, static sample data in extensions.
@Suite struct ModelTypeTests {
    static let models = """
        enum Size: String, CaseIterable {
            case small, large = "L"
        }
        struct Cup {
            let name: String
            var width: Double
            var size: Size = .small
            var note: String?
            var doubled: Double { width * 2 }
        }
        extension Cup {
            static let samples = [Cup(name: "a", width: 10), Cup(name: "b", width: 20, size: .large)]
        }
        """

    func tree(_ body: String, strict: Bool = false) throws -> ViewTree {
        try SceneParser.parse(source: Self.models + "\n" + body, path: "Cups.swift", strict: strict).makeTree()
    }

    @Test func structsEnumsAndStaticSamples() throws {
        let t = try tree("""
            VStack {
                ForEach(Cup.samples, id: \\.name) { cup in
                    Color.red.frame(width: cup.doubled, height: cup.size == .large ? 30 : 10)
                }
                ForEach(Size.allCases, id: \\.self) { size in
                    Text(size.rawValue)
                }
                Text(Cup.samples[0].note ?? "none")
            }
            """)
        let frames = t.nodes.filter { $0.kind == "frame" }
        #expect(frames.map { $0.args["width"] } == [.number(20), .number(40)])
        #expect(frames.map { $0.args["height"] } == [.number(10), .number(30)])
        #expect(t.nodes.filter { $0.kind == "Text" }.map { $0.args["text"] } == [.string("small"), .string("L"), .string("none")])
    }

    @Test func mistakesAreReportedWhereTheyAre() {
        func message(_ body: String) -> String {
            do {
                _ = try tree(body, strict: true)
                return "no error"
            } catch {
                return "\(error)"
            }
        }
        #expect(message("Color.red.frame(width: Cup.sample[0].width)") == "Cups.swift:14:28: error: type 'Cup' has no member 'sample'; did you mean 'samples'?")
        #expect(message("Color.red.frame(width: Cup(name: \"x\").width)") == "Cups.swift:14:24: error: missing argument for 'width:' in Cup(…)")
        #expect(message("Color.red.frame(width: Cup.samples[0].widht)") == "Cups.swift:14:39: error: 'Cup' has no member 'widht'; did you mean 'width'?")
    }
}

/// Optionals as view code uses them: `if let`, `?.`, `??`, `!`.
@Suite struct OptionalTests {
    static let source = """
        struct Profile {
            let name: String
            var bio: String?
            var avatarSize: Double?
        }
        struct Header: View {
            let profile: Profile
            var body: some View {
                VStack {
                    if let size = profile.avatarSize {
                        Color.red.frame(width: size, height: size)
                    } else {
                        Color.gray.frame(width: 40, height: 40)
                    }
                    if let bio = profile.bio, !bio.isEmpty {
                        Text(bio)
                    }
                    Text("\\(profile.bio?.count ?? 0)")
                }
            }
        }
        """

    func texts(_ preview: String) throws -> [TraceValue?] {
        try SceneParser.parse(source: Self.source + "\n#Preview { \(preview) }", path: "Header.swift").makeTree().nodes
            .filter { $0.kind == "Text" || $0.kind == "frame" }.map { $0.args["text"] ?? $0.args["width"] }
    }

    @Test func ifLetTakesTheBranchItsValueSelects() throws {
        #expect(try texts("Header(profile: Profile(name: \"A\", avatarSize: 64))") == [.number(64), .string("0")])
        #expect(try texts("Header(profile: Profile(name: \"A\", bio: \"Hi\"))") == [.number(40), .string("Hi"), .string("2")])
    }

    @Test func forcingNilIsAnError() {
        do {
            _ = try SceneParser.parse(source: "let width: Double? = nil\nColor.red.frame(width: width!)", path: "F.swift", strict: true)
            Issue.record("expected an error")
        } catch {
            #expect("\(error)" == "F.swift:2:24: error: unexpectedly found nil while unwrapping 'width'")
        }
    }
}

/// The everyday members of arrays and strings that view code filters and formats data with.
@Suite struct CollectionTests {
    func texts(_ body: String, strict: Bool = false) throws -> [TraceValue?] {
        try SceneParser.parse(source: "let names = [\"b\", \"a\", \"c\"]\nlet sizes = [3, 1, 2]\n" + body, path: "C.swift", strict: strict).makeTree().nodes
            .filter { $0.kind == "Text" }.map { $0.args["text"] }
    }

    @Test func mapFilterSortedJoined() throws {
        #expect(try texts("Text(names.sorted().joined(separator: \"-\"))") == [.string("a-b-c")])
        #expect(try texts("Text(names.map { $0.uppercased() }.joined())") == [.string("BAC")])
        #expect(try texts("ForEach(sizes.filter { $0 > 1 }, id: \\.self) { s in Text(\"\\(s)\") }") == [.string("3"), .string("2")])
        #expect(try texts("Text(names.reversed().prefix(2).joined())") == [.string("ca")])
        #expect(try texts("ForEach(names.indices, id: \\.self) { i in Text(names[i]) }") == [.string("b"), .string("a"), .string("c")])
        #expect(try texts("if names.contains(\"a\") && !names.contains(where: { $0.hasPrefix(\"z\") }) { Text(\"yes\") }") == [.string("yes")])
        #expect(try texts("Text(names.first(where: { $0 > \"a\" }) ?? \"none\")") == [.string("b")])
    }

    @Test func aClosureThatIsNotABoolIsReported() {
        do {
            _ = try texts("ForEach(sizes.filter { $0 + 1 }, id: \\.self) { s in Text(\"\\(s)\") }", strict: true)
            Issue.record("expected an error")
        } catch {
            #expect("\(error)" == "C.swift:3:9: error: the closure must return a Bool, not a number")
        }
    }
}
