import Foundation
import LayoutEngine
import Testing
@testable import SceneParser

/// The interpreter reads only what the recorded preview reaches, evaluates each declaration
/// once, and treats the world outside the scene's files as opaque values, made concrete only
/// where layout needs them, by documented rules, always with a warning.
@Suite struct DemandDrivenTests {
    func scene(_ files: [(String, String)], preview: String? = nil, defines: Set<String> = [], strict: Bool = false) throws -> Scene {
        try SceneParser.parse(files: files.map { SceneFile(path: $0.0, source: $0.1) }, preview: preview, defines: defines, strict: strict)
    }

    /// The error that stops a `--strict` recording.
    func failure(_ files: [(String, String)], preview: String? = nil) -> String? {
        do {
            _ = try scene(files, preview: preview, strict: true)
            return nil
        } catch {
            return "\(error)"
        }
    }

    static let card = ("Card.swift", """
        import SwiftUI

        struct Card: View {
            let title: String
            var body: some View { Text(title).padding() }
        }

        #Preview("Card") { Card(title: "Hello") }
        """)

    /// `private typealias Section = CustomSection` in one file leaves SwiftUI's `Section` to the
    /// others, as Swift's file scope does.
    @Test func aPrivateTypealiasIsSeenOnlyInItsOwnFile() throws {
        let login = ("Login.swift", """
            import SwiftUI
            struct CustomSection<Content: View>: View {
                @ViewBuilder var content: Content
                var body: some View { VStack { content }.padding(20) }
            }
            private typealias Section = CustomSection
            struct Login: View { var body: some View { Section { Text("Login") } } }
            """)
        let list = ("List.swift", """
            import SwiftUI
            struct Identities: View { var body: some View { List { Section { Text("A") } } } }
            #Preview { VStack { Login(); Identities() } }
            """)
        let s = try scene([login, list], strict: true)
        #expect(s.makeTree().nodes.map(\.kind) == ["VStack", "padding", "VStack", "Text", "List", "Section", "Text"])
    }

    @Test func aDeclarationNoPreviewReachesCannotFailIt() throws {
        let networking = ("Networking.swift", """
            import Foundation
            private let logger = Logger(subsystem: "app", category: "net")
            let broken = 1 / 0
            struct Parser { func parse() -> Int { undefinedThing } }
            """)
        let s = try scene([Self.card, networking])
        #expect(s.makeTree().nodes.map(\.kind) == ["padding", "Text"])
        #expect(s.diagnostics.isEmpty)
    }

    @Test func anErrorInADeclarationItReachesSaysHow() {
        let theme = ("Theme.swift", """
            import SwiftUI
            enum Theme {
                static let spacing: CGFloat = undefinedSpacing
            }
            """)
        let view = ("Card.swift", """
            import SwiftUI
            struct Card: View {
                var body: some View { Color.red.padding(Theme.spacing) }
            }
            #Preview("Card") { Card() }
            """)
        #expect(failure([theme, view]) == "Theme.swift:3:35: error: cannot find 'undefinedSpacing' in scope (reached through #Preview(\"Card\") → Card.body → Theme.spacing)")
    }

    @Test func aFileThatDoesNotParseFailsOnlyThePreviewsThatUseIt() {
        let broken = ("Legacy.swift", "struct Old: View {\n    var body: some View { Text(\"x\"\n}\n")
        #expect(failure([Self.card, broken]) == nil)
        let uses = ("Uses.swift", "import SwiftUI\n#Preview(\"Old\") { Old() }\n")
        #expect(failure([Self.card, broken, uses], preview: "Old")?.hasPrefix("Legacy.swift:") == true)
    }

    @Test func globalsAndStaticsAreEvaluatedOnceWhenFirstRead() throws {
        let source = ("App.swift", """
            import SwiftUI
            final class Counter { var count = 0 }
            let shared = Counter()
            struct Bump: View {
                var body: some View {
                    shared.count += 1
                    return Color.red.frame(width: CGFloat(shared.count * 10))
                }
            }
            #Preview {
                VStack { Bump(); Bump() }
            }
            """)
        let widths = try scene([source]).makeTree().nodes.filter { $0.kind == "frame" }.map { $0.args["width"] }
        #expect(widths == [.number(10), .number(20)])
        let cycle = ("Cycle.swift", "import SwiftUI\nlet a: CGFloat = b\nlet b: CGFloat = a\n#Preview { Color.red.frame(width: a) }\n")
        #expect(failure([cycle]) == "Cycle.swift:2:5: error: 'a' needs its own value to compute its value (reached through #Preview → a → b)")
        // A function that calls itself without end: the way there names it once, with a count.
        let endless = ("Endless.swift", "import SwiftUI\nenum N { static func count(_ n: Int) -> Int { count(n + 1) } }\n#Preview { Text(\"\\(N.count(0))\") }\n")
        #expect(failure([endless]) == "Endless.swift:2:53: error: the scene is nested too deeply (more than 200 levels) (reached through #Preview → N.count(…) (× 198))")
    }

    @Test func opaqueValuesBecomeConcreteByDocumentedRulesWithAWarning() throws {
        let source = ("Steps.swift", """
            import SwiftUI
            import HealthKit

            struct Steps: View {
                let store = HKHealthStore()
                var body: some View {
                    VStack {
                        Text(store.name)
                        Text("Steps: \\(store.steps)")
                        Color.red.frame(width: store.width)
                        if store.isSyncing { ProgressView() } else { Text("Idle") }
                        if let user = store.user { Text("Hi") }
                        ForEach(store.samples) { sample in Text("row") }
                    }
                }
            }
            #Preview { Steps() }
            """)
        let s = try scene([source])
        let tree = s.makeTree()
        #expect(tree.nodes.filter { $0.kind == "Text" }.map { $0.args["text"] } == [.string("store.name"), .string("Steps: store.steps"), .string("Idle"), .string("Hi")])
        #expect(tree.nodes.first { $0.kind == "frame" }?.args["width"] == .number(0))
        #expect(s.diagnostics.map(\.description) == [
            "Steps.swift:8:18: warning: 'store.name' is an opaque value (from outside the scene's files); its text is measured as \"store.name\"",
            "Steps.swift:9:18: warning: 'store.steps' is an opaque value (from outside the scene's files); its text is measured as \"Steps: store.steps\"",
            "Steps.swift:10:36: warning: 'store.width' is an opaque value (from outside the scene's files); layout uses 0 for it",
            "Steps.swift:11:16: warning: 'store.isSyncing' is an opaque value (from outside the scene's files); the condition is taken as false",
            "Steps.swift:12:16: warning: 'store.user' is an opaque value (from outside the scene's files); it is taken as not nil",
            "Steps.swift:13:21: warning: 'store.samples' is an opaque value (from outside the scene's files); it is taken as an empty collection",
        ])
        // Each substitution is marked on the node that needed it.
        let idle = try #require(tree.nodes.first { $0.args["text"] == .string("Idle") })
        #expect(idle.diagnostics.map(\.position.line) == [11])
    }

    @Test func viewsLtraceCannotLayOutArePlaceholdersThatTakeTheirProposal() throws {
        let source = ("Map.swift", """
            import SwiftUI
            import MapKit
            struct Blur: UIViewRepresentable {
                func makeUIView(context: Context) -> UIVisualEffectView { UIVisualEffectView() }
                func updateUIView(_ view: UIVisualEffectView, context: Context) {}
            }
            #Preview {
                VStack {
                    Map().frame(height: 100)
                    Blur()
                    KFImage(URL(string: "x")).frame(width: 40, height: 40)
                }
            }
            """)
        let s = try scene([source])
        let tree = s.makeTree()
        #expect(tree.nodes.filter { $0.kind == "Placeholder" }.map(\.label) == ["Map()", "Blur()", "KFImage(URL(string: \"x\"))"])
        let engine = LayoutEngine(tree: tree)
        let pass = engine.layout(in: ProposedViewSize(width: 300, height: 500))
        let frames = tree.nodes.filter { $0.kind == "Placeholder" }.map { pass.frame(of: $0.id)!.size }
        // The Map takes the 100 its frame proposes; the representable takes what the stack offers; the package's view its 40 × 40.
        #expect(frames[0] == CGSize(width: 300, height: 100))
        #expect(frames[2] == CGSize(width: 40, height: 40))
        #expect(s.diagnostics.filter { $0.kind == .placeholder }.count == 3)
        // Its ideal size is 0: in a fixedSize it collapses, as a representable without an intrinsic size does.
        let fixed = try scene([("F.swift", "import SwiftUI\nstruct Web: UIViewRepresentable {}\n#Preview { Web().fixedSize() }\n")]).makeTree()
        let size = LayoutEngine(tree: fixed).layout(in: ProposedViewSize(width: 300, height: 500)).frame(of: NodeID(1))!.size
        #expect(size == .zero)
    }

    @Test func aPreviewProviderGroupIsOneRootPerView() throws {
        let source = ("Rows.swift", """
            import SwiftUI
            struct Row: View {
                var body: some View { Color.red.frame(width: 50, height: 20) }
            }
            struct Row_Previews: PreviewProvider {
                static var previews: some View {
                    Group {
                        Row()
                        Row().padding()
                    }
                }
            }
            """)
        let s = try scene([source], preview: "Row_Previews")
        #expect(s.separateRoots)
        let tree = s.makeTree()
        #expect(tree.root.kind == "Group")
        let pass = LayoutEngine(tree: tree).layout(in: ProposedViewSize(width: 200, height: 100))
        // Each is centred in the whole proposal, as the canvas shows each preview.
        #expect(pass.frame(of: NodeID(1)) == CGRect(x: 75, y: 40, width: 50, height: 20))
        #expect(pass.frame(of: NodeID(3)) == CGRect(x: 59, y: 24, width: 82, height: 52))
        let second = try scene([source], preview: "Row_Previews:2")
        #expect(second.viewName == "Row_Previews:2")
        #expect(second.makeTree().root.kind == "padding")
        #expect(failure([source], preview: "Row_Previews:3") == "Rows.swift:1:1: error: Row_Previews shows 2 previews; give a number from 1 to 2 after ':'")
    }

    @Test func swiftDataPreviewsFillTheirContainer() throws {
        let source = ("Items.swift", """
            import SwiftUI
            import SwiftData
            @Model final class Item {
                var name: String
                var done: Bool
                init(name: String, done: Bool = false) { self.name = name; self.done = done }
            }
            struct ItemList: View {
                @Query(filter: #Predicate<Item> { !$0.done }, sort: \\Item.name, order: .reverse) var items: [Item]
                var body: some View {
                    VStack { ForEach(items) { item in Text(item.name) } }
                }
            }
            #Preview {
                let container = try! ModelContainer(for: Item.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
                container.mainContext.insert(Item(name: "b"))
                container.mainContext.insert(Item(name: "a"))
                container.mainContext.insert(Item(name: "c", done: true))
                return ItemList().modelContainer(container)
            }
            #Preview("No container") { ItemList() }
            """)
        let texts = try scene([source], preview: "1").makeTree().nodes.filter { $0.kind == "Text" }.map { $0.args["text"] }
        #expect(texts == [.string("b"), .string("a")])
        let empty = try scene([source], preview: "No container")
        #expect(empty.makeTree().nodes.filter { $0.kind == "Text" }.isEmpty)
        #expect(empty.diagnostics.map(\.message).contains { $0.hasPrefix("@Query reads the model container around the view, and there is none") })
    }

    @Test func wrappersLtraceDoesNotKnowGiveTheirInitialValue() throws {
        let source = ("Prefs.swift", """
            import SwiftUI
            import Defaults
            struct Prefs: View {
                @Default(.fontSize) var size: CGFloat = 18
                @Dependency(\\.client) var client
                var body: some View { Color.red.frame(width: size, height: client.height) }
            }
            #Preview { Prefs() }
            """)
        let s = try scene([source])
        let frame = try #require(s.makeTree().nodes.first { $0.kind == "frame" })
        #expect(frame.args["width"] == .number(18) && frame.args["height"] == .number(0))
        #expect(s.diagnostics.prefix(2).map(\.message) == [
            "@Default is a property wrapper ltrace does not know; 'size' has its declared initial value",
            "@Dependency is a property wrapper ltrace does not know; 'client' is an opaque value",
        ])
    }
}
