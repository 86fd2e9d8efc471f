import Foundation
import LayoutEngine
import Testing
@testable import SceneParser

/// Swift as public apps write it, each case met in an app that ltrace first failed to record
/// (Benchmarks/apps.sh): the interpreter runs it as Swift does, or treats what lies outside the
/// scene's files as opaque, and reports a typo as a typo.
@Suite struct RealAppSwiftTests {
    func scene(_ source: String, preview: String? = nil, strict: Bool = false) throws -> Scene {
        try SceneParser.parse(files: [SceneFile(path: "App.swift", source: "import SwiftUI\n" + source)], preview: preview, defines: [], strict: strict)
    }

    /// The error that stops a `--strict` recording.
    func failure(_ source: String) -> String? {
        do {
            _ = try scene(source, strict: true)
            return nil
        } catch {
            return "\(error)"
        }
    }

    func texts(_ s: Scene) -> [String] {
        s.makeTree().nodes.compactMap { if case .string(let t)? = $0.args["text"] { return t }; return nil }
    }

    @Test func anExtensionOfTextGivesTextAndViewModifiers() throws {
        let s = try scene("""
            extension Text {
                func caption() -> some View { self.font(.caption).padding(3) }
            }
            #Preview { Text("Hi").caption() }
            """)
        let padding = try #require(s.makeTree().nodes.first { $0.kind == "padding" })
        #expect(padding.args["top"] == .number(3))
    }

    @Test func aNestedTypeNamedLikeSwiftUIsDoesNotHideIt() throws {
        let s = try scene("""
            enum Theme {
                struct Color { static let accent = 1 }
                struct Metrics { var side: Double }
            }
            extension Theme.Metrics { static let small = Theme.Metrics(side: 10) }
            struct Card: View {
                let metrics: Theme.Metrics = .small
                var body: some View { Color.red.frame(width: metrics.side, height: 10) }
            }
            #Preview { Card() }
            """)
        #expect(s.makeTree().nodes.map(\.kind) == ["frame", "Color"])
        #expect(s.makeTree().nodes.first?.args["width"] == .number(10))
    }

    @Test func aPublishedPropertysPublisherInAModelIsOpaque() throws {
        let s = try scene("""
            final class Search: ObservableObject {
                @Published var query = ""
                var cancellable: AnyCancellable?
                init() {
                    cancellable = $query.debounce(for: .seconds(0.3), scheduler: RunLoop.main).sink { _ in }
                }
            }
            struct Results: View {
                @StateObject var search = Search()
                var body: some View { Text("q: \\(search.query)") }
            }
            #Preview { Results() }
            """)
        #expect(texts(s) == ["q: "])
    }

    @Test func anEnumInitializerAssignsSelf() throws {
        let s = try scene("""
            enum Size {
                case small, large
                init(width: Double) { self = width > 100 ? .large : .small }
                var side: Double { self == .large ? 40 : 20 }
            }
            #Preview { Color.red.frame(width: Size(width: 200).side, height: Size(width: 50).side) }
            """)
        let frame = try #require(s.makeTree().nodes.first { $0.kind == "frame" })
        #expect(frame.args["width"] == .number(40) && frame.args["height"] == .number(20))
    }

    @Test func aClosurePropertyTypedThroughATypealiasIsAFunction() throws {
        let s = try scene("""
            typealias Action = () -> Void
            struct Row: View {
                let title: String
                let action: Action
                var body: some View { Button(title, action: action) }
            }
            #Preview { Row(title: "Go", action: { print("tapped") }) }
            """)
        #expect(texts(s) == ["Go"])
    }

    @Test func aMemberOfAStringLtraceDoesNotInterpretIsOpaqueAndATypoIsAnError() throws {
        let s = try scene("""
            #Preview { Color.red.frame(width: Double("abc".unicodeScalars.count)) }
            """)
        #expect(s.makeTree().nodes.first { $0.kind == "frame" }?.args["width"] == .number(0))
        #expect(s.diagnostics.map(\.message).contains { $0.contains("'Double(\"abc\".unicodeScalars.count)' is an opaque value") })
        #expect(failure("#Preview { Text(\"abc\".lowercasedd()) }")?.hasSuffix("a string has no method 'lowercasedd'; did you mean 'lowercased'?") == true)
    }

    @Test func foundationsTypesAreNeverTyposOfTheAppsOwn() throws {
        let s = try scene("""
            enum Urls { static let home = "https://example.com" }
            struct Link: View {
                let url = URL(string: Urls.home)
                var body: some View { Text(Urls.home) }
            }
            #Preview { Link() }
            """)
        #expect(texts(s) == ["https://example.com"])
    }

    @Test func fallthroughRunsTheNextCase() throws {
        let s = try scene("""
            func inset(_ level: Int) -> Double {
                var total = 0.0
                switch level {
                case 2:
                    total += 10
                    fallthrough
                case 1:
                    total += 1
                default:
                    total = -1
                }
                return total
            }
            #Preview { Color.red.frame(width: inset(2), height: inset(1)) }
            """)
        let frame = try #require(s.makeTree().nodes.first { $0.kind == "frame" })
        #expect(frame.args["width"] == .number(11) && frame.args["height"] == .number(1))
    }

    /// A `some View` function without `@ViewBuilder` is plain Swift: `var`, `switch` and `return`.
    @Test func aViewFunctionThatReturnsRunsAsAFunction() throws {
        let s = try scene("""
            enum Emphasis { case none, strong }
            extension View {
                func emphasis(_ e: Emphasis) -> some View {
                    var amount: CGFloat = 0
                    switch e {
                    case .strong: amount = 12
                    case .none: break
                    }
                    return padding(amount)
                }
            }
            #Preview { Text("A").emphasis(.strong) }
            """)
        let padding = try #require(s.makeTree().nodes.first { $0.kind == "padding" })
        #expect(padding.args["leading"] == .number(12))
    }

    @Test func aGeometryReadersContentMayBeAMethod() throws {
        let s = try scene("""
            struct Legend: View {
                var body: some View { GeometryReader(content: labels) }
                func labels(geometry: GeometryProxy) -> some View {
                    let half = geometry.size.width / 2
                    return Color.red.frame(width: half)
                }
            }
            #Preview { Legend() }
            """)
        #expect(s.makeTree().nodes.map(\.kind) == ["GeometryReader", "frame", "Color"])
    }

    /// emitron-iOS's preview helper: `ForEach(ColorScheme.allCases, id: \.self, content: preferredColorScheme)`.
    @Test func aModifierNamedAsAValueIsTheModifierOfSelf() throws {
        let s = try scene("""
            extension View {
                var inAllColorSchemes: some View {
                    ForEach(ColorScheme.allCases, id: \\.self, content: preferredColorScheme)
                }
                var padded: some View { VStack { ForEach([4.0, 8.0], id: \\.self, content: padding) } }
            }
            struct Banner<Header: View>: View {
                let header: Header
                var body: some View { Text("C") }
            }
            extension Banner where Header == EmptyView { init() { self.init(header: EmptyView()) } }
            #Preview { VStack { Text("A").inAllColorSchemes; Text("B").padded; Banner().inAllColorSchemes } }
            """, strict: true)
        let tree = s.makeTree()
        #expect(texts(s) == ["A", "A", "B", "B", "C", "C"])
        #expect(tree.nodes.filter { $0.kind == "padding" }.map { $0.args["top"] } == [.number(4), .number(8)])
        #expect(s.diagnostics.filter { $0.kind == .recovered }.isEmpty)
    }

    /// emitron-iOS's `struct SettingsList { … }` and `extension SettingsList: View { var body … }`.
    @Test func aConformanceToViewInAnExtensionMakesAView() throws {
        let s = try scene("""
            struct Badge { let count: Int }
            extension Badge { init(double count: Int) { self.count = count * 2 } }
            extension Badge: View { var body: some View { Text("\\(count)") } }
            #Preview { Badge(double: 2).background(Color.red) }
            """, strict: true)
        #expect(s.makeTree().nodes.map(\.kind) == ["background", "Text", "Color"])
        #expect(texts(s) == ["4"])
    }

    /// Swift's `.some(x)` pattern matches an optional that is not nil (isowords' padding).
    @Test func anOptionalsSomePatternMatchesAValue() throws {
        let s = try scene("""
            enum Configuration { case edges(Edge.Set, length: CGFloat?) }
            struct Padded: View {
                let configuration: Configuration
                var body: some View {
                    switch configuration {
                    case let .edges(edges, .some(length)): Text("\\(Int(length))").padding(edges, length)
                    case let .edges(edges, .none): Text("none").padding(edges)
                    }
                }
            }
            #Preview { VStack { Padded(configuration: .edges(.all, length: 8)); Padded(configuration: .edges(.all, length: nil)) } }
            """, strict: true)
        #expect(texts(s) == ["8", "none"])
    }

    /// `extension [Container] { func filter(_ query: String) -> Self }` beside the standard
    /// library's `filter { … }`: an array's extension, chosen by its labels.
    @Test func anExtensionOfAnArrayTypeWrittenInBracketsIsArrays() throws {
        let s = try scene("""
            struct Box { let name: String }
            extension [Box] { func filter(_ query: String) -> Self { filter { $0.name.contains(query) } } }
            let boxes = [Box(name: "tea"), Box(name: "coffee"), Box(name: "green tea")].filter("tea")
            #Preview { VStack { ForEach(boxes, id: \\.name) { Text($0.name) } } }
            """, strict: true)
        #expect(texts(s) == ["tea", "green tea"])
    }

    /// iOS 18's `Group(subviews:)`: the content resolved into its subviews (a ForEach's rows each
    /// one), handed to the closure as a collection; `map(String.init)` converts each element.
    @Test func aGroupOfSubviewsHandsTheContentsSubviewsToItsClosure() throws {
        let s = try scene("""
            let lines = "a\\nbb".split(separator: "\\n").map(String.init)
            struct Separated<Content: View>: View {
                @ViewBuilder var content: Content
                var body: some View {
                    Group(subviews: content) { subviews in
                        ForEach(Array(subviews.enumerated()), id: \\.offset) { index, subview in
                            subview
                            if subviews.endIndex > index + 1 { Divider() }
                        }
                    }
                }
            }
            #Preview { VStack { Separated { Text("x"); ForEach(lines, id: \\.self) { Text($0) } } } }
            """, strict: true)
        #expect(s.makeTree().nodes.filter { $0.kind == "Text" || $0.kind == "Divider" }.map(\.kind) == ["Text", "Divider", "Text", "Divider", "Text"])
        #expect(texts(s) == ["x", "a", "bb"])
    }

    /// `init(_ handler: @escaping Handler)` with `typealias Handler = (Error) -> Void` takes a
    /// trailing closure; a `private typealias` is seen only in its own file (tested in DemandDrivenTests).
    @Test func anEscapingParameterOfAnAliasedFunctionTypeTakesATrailingClosure() throws {
        let s = try scene("""
            struct Handler {
                typealias Action = (String) -> String
                let action: Action
                init(_ action: @escaping Action) { self.action = action }
            }
            let shout = Handler { $0.uppercased() }
            #Preview { Text(shout.action("hi")) }
            """, strict: true)
        #expect(texts(s) == ["HI"])
    }

    /// An opaque optional's `map` where a view is wanted runs the closure: the app's view is laid
    /// out, with a warning that the value was taken as present.
    @Test func anOpaqueOptionalsMapOfAViewIsTakenAsPresent() throws {
        let s = try scene("""
            struct Fade: View { let url: URL; var body: some View { Color.red.frame(height: 40) } }
            #Preview { Bundle.main.url(forResource: "card", withExtension: "png").map { Fade(url: $0) } }
            """)
        #expect(s.makeTree().nodes.map(\.kind) == ["frame", "Color"])
        #expect(s.diagnostics.map(\.message) == ["'Bundle.main.url(forResource: \"card\", withExtension: \"png\")' is an opaque value (from outside the scene's files), taken as present: 'map' makes its views"])
    }

    /// `environment(Router())` unqualified in a View extension is `self.environment(…)`: the view
    /// is kept, with a warning that `self` was built before the value was set.
    @Test func anEnvironmentModifierOfImplicitSelfKeepsTheView() throws {
        let s = try scene("""
            @Observable class Router { var path: [Int] = [] }
            extension View { func withPreviewEnv() -> some View { environment(Router()).padding(3) } }
            #Preview { Text("a").withPreviewEnv() }
            """)
        #expect(s.makeTree().nodes.map(\.kind) == ["padding", "Text"])
        #expect(s.diagnostics.map(\.message) == ["'environment' comes where ltrace has already built the views it sets a value for; they read the value around them"])
    }

    /// `Text(…).emojiText.size(12)`: a package's extension of View, the package not on disk: the
    /// view is laid out without it, with a warning, and the modifiers after it still apply.
    @Test func aPackagesExtensionOfAViewIsLeftOut() throws {
        let s = try scene("""
            #Preview { Text("hello").emojiText.size(12).lineLimit(2) }
            """)
        #expect(s.makeTree().nodes.map(\.kind) == ["lineLimit", "Text"])
        #expect(s.diagnostics.map(\.message) == ["'Text(\"hello\").emojiText.size(12)' is from outside the scene's files (a package's extension of a view); the view is laid out without it"])
    }

    /// Implicit member chains start from the type the context expects (SE-0287): `.red.secondary`
    /// and `.background.secondary` are shape styles in a background; a colour's hierarchical
    /// levels draw the same space.
    @Test func implicitMemberChainsAreShapeStyles() throws {
        let s = try scene("""
            #Preview { VStack { Text("a").background(.background.secondary); Text("b").background(.red.secondary); Text("c").background(Color.blue.tertiary) } }
            """, strict: true)
        #expect(s.makeTree().nodes.filter { $0.parent != nil && $0.kind != "Text" && $0.kind != "background" }.map(\.label) == [".background", "Color.red", "Color.blue"])
        #expect(s.diagnostics.isEmpty, "\(s.diagnostics.map(\.message))")
    }

    /// Key paths a value holds: read with `[keyPath:]`, matched by `case \\.pace:`, compared with
    /// `==`, a root type written or not (`\\Hike.pace` is `\\.pace`); `lazy` is the collection.
    @Test func keyPathsHeldInValuesAreReadMatchedAndCompared() throws {
        let s = try scene("""
            struct Hike { var pace: Double; var climb: Double }
            struct Graph: View {
                let hikes = [Hike(pace: 4, climb: 100), Hike(pace: 6, climb: 300)]
                var path = \\Hike.climb
                var shown: KeyPath<Hike, Double> = \\.climb
                var unit: String {
                    switch path {
                    case \\.pace: return "km/h"
                    case \\.climb: return "m"
                    default: return "?"
                    }
                }
                var body: some View {
                    VStack {
                        ForEach(hikes.lazy.map { $0[keyPath: path] }, id: \\.self) { Text("\\(Int($0)) \\(unit)") }
                        Text(path == shown ? "same" : "different")
                    }
                }
            }
            #Preview { Graph() }
            """, strict: true)
        #expect(texts(s) == ["100 m", "300 m", "same"])
    }

    /// Overloads Swift tells apart by type: `Text("x")` is SwiftUI's beside an app's
    /// `Text.init(_ s: NSAttributedString)` (a string literal makes no NSAttributedString), and
    /// `content.onTapGesture { … }` is SwiftUI's beside an app's `onTapGesture(_ handler: (CGPoint)
    /// -> Void)` (a closure that ignores its argument is not passed where one is given): both
    /// used to call the app's own again, without end.
    @Test func overloadsTellApartByLiteralAndClosureArity() throws {
        let s = try scene("""
            extension Text {
                init(_ attributed: NSAttributedString) { self.init("") }
            }
            struct OnTap: ViewModifier {
                let response: (CGPoint) -> Void
                func body(content: Content) -> some View { content.onTapGesture { response(.zero) }.padding(2) }
            }
            extension View {
                func onTapGesture(_ handler: @escaping (CGPoint) -> Void) -> some View { modifier(OnTap(response: handler)) }
            }
            #Preview { Text("tap").onTapGesture { location in print(location) } }
            """)
        #expect(texts(s) == ["tap"])
        #expect(s.makeTree().nodes.map(\.kind) == ["padding", "Text"])
    }

    /// Swift's forward scan (SE-0286): a trailing closure passes over a closure property with a
    /// default when a later one needs it (`onRetry: (() -> Void)? = nil` before `content`).
    @Test func aTrailingClosurePassesOverADefaultedClosureProperty() throws {
        let s = try scene("""
            struct LoadState<Content: View>: View {
                let isLoading: Bool
                var onRetry: (() -> Void)? = nil
                @ViewBuilder let content: () -> Content
                var body: some View { if isLoading { ProgressView() } else { content() } }
            }
            #Preview { LoadState(isLoading: false) { Text("loaded") } }
            """, strict: true)
        #expect(texts(s) == ["loaded"])
    }

    /// The same forward scan for an initializer the view writes: the trailing closure passes over
    /// its defaulted closure parameters (`tapped`, `more`) to `content`, the only closure left.
    @Test func aTrailingClosurePassesOverDefaultedClosureParameters() throws {
        let s = try scene("""
            struct Panel<Content: View>: View {
                private let title: String
                private let tapped: (() -> Void)?
                private let more: () -> Void
                private let content: Content
                init(title: String, tapped: (() -> Void)? = nil, more: @escaping () -> Void = {}, @ViewBuilder content: () -> Content) {
                    self.title = title
                    self.tapped = tapped
                    self.more = more
                    self.content = content()
                }
                var body: some View { VStack { Text(title); content } }
            }
            #Preview { VStack { Panel(title: "Title") { Text("inside") }; Panel(title: "Both", more: {}) { Text("second") } } }
            """, strict: true)
        #expect(texts(s) == ["Title", "inside", "Both", "second"])
    }

    /// A package's view, its package not on disk, given its content in a trailing closure
    /// (`WithPerceptionTracking { … }`, `WithViewStore(store) { viewStore in … }`) is laid out as
    /// a wrapper that shows that content, its closure's arguments opaque, with a warning.
    @Test func aPackagesWrapperViewShowsItsClosuresViews() throws {
        let s = try scene("""
            import ComposableArchitecture
            struct About: View {
                let store: StoreOf<AboutFeature>
                var body: some View {
                    WithPerceptionTracking {
                        VStack { Text("About") }
                    }
                    .padding()
                }
            }
            struct Editor: View {
                let store: StoreOf<EditorFeature>
                var body: some View {
                    WithViewStore(store, observe: { $0 }) { viewStore in Text(viewStore.title) }
                }
            }
            #Preview { VStack { About(store: Store(initialState: .init()) { AboutFeature() }); Editor(store: Store(initialState: .init()) { EditorFeature() }) } }
            """)
        let kinds = s.makeTree().nodes.map(\.kind)
        #expect(kinds.contains("WithPerceptionTracking") && kinds.contains("WithViewStore") && !kinds.contains("Placeholder"), "\(kinds)")
        #expect(texts(s).first == "About")
        #expect(s.diagnostics.map(\.message).contains("'WithPerceptionTracking' is a view from outside the scene's files; it is laid out as a wrapper that shows the views of its closure"))
    }

    @Test func mapOfAnOptionalArrayPropertyIsOptionalsMap() throws {
        let s = try scene("""
            struct Item { var variants: [String]? = ["a", "b"] }
            struct Variants: View {
                let item = Item()
                var body: some View {
                    HStack {
                        item.variants.map { all in ForEach(all, id: \\.self) { Text($0) } }
                    }
                }
            }
            #Preview { Variants() }
            """)
        #expect(texts(s) == ["a", "b"])
    }

    @Test func anInitializerIsAFunctionForMap() throws {
        let s = try scene("""
            struct Line { var count: Int }
            struct Order {
                var quantity: Int
                init(from line: Line) { quantity = line.count * 2 }
            }
            let orders = [Line(count: 1), Line(count: 4)].map(Order.init)
            #Preview { Text("\\(orders.last!.quantity)") }
            """)
        #expect(texts(s) == ["8"])
    }

    @Test func aNumberParsedFromAFormattersTextIsOpaque() throws {
        let s = try scene("""
            struct Month: View {
                static let formatter: DateFormatter = { let f = DateFormatter(); f.dateFormat = "M"; return f }()
                var body: some View {
                    let month = Int(Month.formatter.string(from: Date()))!
                    Color.red.frame(width: Double(month * 10))
                }
            }
            #Preview { Month() }
            """)
        #expect(s.makeTree().nodes.first { $0.kind == "frame" }?.args["width"] == .number(0))
        #expect(s.diagnostics.contains { $0.message.hasPrefix("'Double(month * 10)' is an opaque value") })
    }
}
