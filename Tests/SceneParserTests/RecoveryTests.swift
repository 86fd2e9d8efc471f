import Foundation
import LayoutEngine
import Testing
import TestSupport
@testable import SceneParser

/// Local recovery in the interpreter (docs/scenes.md, "When ltrace cannot run the code"): what
/// stands in for code that cannot be run, what stays fatal, the budget, and the constructs of
/// real apps that failed whole previews before (issue 33's list).
@Suite struct RecoveryTests {
    func scene(_ source: String, strict: Bool = false, budget: EvaluationBudget = EvaluationBudget()) throws -> Scene {
        try SceneParser.parse(files: [SceneFile(path: "App.swift", source: "import SwiftUI\n" + source)], strict: strict, budget: budget)
    }

    func texts(_ s: Scene) -> [String] {
        s.makeTree().nodes.compactMap { if case .string(let t)? = $0.args["text"] { return t }; return nil }
    }

    func messages(_ s: Scene, _ kind: SourceDiagnostic.Kind) -> [String] { s.diagnostics.filter { $0.kind == kind }.map(\.description) }

    @Test func aValueThatFailsIsOpaqueAndMarksTheNodeBuiltFromIt() throws {
        let s = try scene("""
            struct Theme {
                static let shared = Theme()
                let title = undefinedTitle
            }
            #Preview { Text(Theme.shared.title) }
            """)
        #expect(texts(s) == ["undefinedTitle"])
        #expect(messages(s, .recovered) == ["App.swift:4:17: warning: cannot find 'undefinedTitle' in scope; 'undefinedTitle' is an opaque value"])
        let text = try #require(s.makeTree().nodes.first { $0.kind == "Text" })
        #expect(text.diagnostics.contains { $0.kind == .recovered }, "the Text is marked with what it depends on")
        #expect(s.guessed.recovered == 1 && s.guessed.opaqueValues == 1)
    }

    @Test func aViewThatFailsIsAPlaceholderAndItsSiblingsAreLaidOut() throws {
        let s = try scene("""
            struct Row: View {
                let title: String
                var body: some View { Text(title) }
            }
            #Preview {
                VStack {
                    Text("Before")
                    Row(title: "x", subtitle: "y")
                    Text("After")
                }
            }
            """)
        let tree = s.makeTree()
        #expect(tree.nodes.map(\.kind) == ["VStack", "Text", "Placeholder", "Text"])
        #expect(tree.nodes[2].args["placeholder"] == .string("unbuilt"))
        #expect(messages(s, .placeholder) == ["App.swift:9:9: warning: 'Row(title: \"x\", subtitle: \"y\")' could not be built (App.swift:9:25: Row has no argument 'subtitle:'); it is a placeholder that takes the space it is offered"])
        #expect(s.guessed.placeholders == 1 && !s.guessed.isOnlyPlaceholders)
    }

    @Test func aModifierThatCannotBeAppliedIsLeftOut() throws {
        let s = try scene("#Preview { Text(\"Hi\").padding(4).sparkle(3).frame(width: 100) }")
        #expect(s.makeTree().nodes.map(\.kind) == ["frame", "padding", "Text"])
        #expect(messages(s, .recovered) == ["App.swift:2:34: warning: unsupported modifier 'sparkle'; 'sparkle' is left out"])
    }

    @Test func aStatementThatFailsEndsTheCallWithAnOpaqueResult() throws {
        let s = try scene("""
            enum Failure: Error { case empty }
            func loadTitle() throws -> String {
                let prefix = "Title: "
                throw Failure.empty
                return prefix
            }
            #Preview { Text(try! loadTitle()) }
            """)
        #expect(texts(s) == ["loadTitle()"])
        #expect(messages(s, .recovered).first == "App.swift:5:5: warning: the code throws here (Failure.empty), so it has no value; 'loadTitle()' is an opaque value")
    }

    @Test func aPreviewFailsOnlyWhenNothingOfItsRootCanBeBuilt() throws {
        #expect(throws: SceneError.self) { try scene("#Preview { Text(1, 2) }") }
        do {
            _ = try scene("struct Card: View { var body: some View { Text(1, 2) } }\n#Preview { Card() }")
            Issue.record("expected an error")
        } catch let e as SceneError {
            #expect(e.description == "App.swift:2:51: error: Text takes no further unlabeled argument here (reached through #Preview → Card.body)")
        }
        // One failing view beside another is a placeholder, not a failure.
        #expect(try scene("#Preview { VStack { Text(1, 2); Text(\"ok\") } }").makeTree().nodes.map(\.kind) == ["VStack", "Placeholder", "Text"])
    }

    @Test func syntaxErrorsAndLimitsStayFatal() throws {
        #expect(throws: SceneError.self) { try scene("struct Card: View { var body: some View { Text(\"x\" } }\n#Preview { Card() }") }
        let deep = String(repeating: "VStack { ", count: 210) + "Color.red" + String(repeating: " }", count: 210)
        do {
            _ = try scene("#Preview { \(deep) }")
            Issue.record("expected an error")
        } catch let e as SceneError {
            #expect(e.kind == .limit && e.message.contains("nested too deeply"))
        }
        do {
            _ = try scene("struct Loop: View { var body: some View { VStack { Loop() } } }\n#Preview { Loop() }")
            Issue.record("expected an error")
        } catch let e as SceneError {
            #expect(e.kind == .limit && e.message == "'Loop' contains itself")
        }
    }

    @Test func strictStopsAtTheFirstError() {
        #expect(throws: SceneError.self) { try scene("#Preview { VStack { Text(1, 2); Text(\"ok\") } }", strict: true) }
    }

    @Test func aValuePastItsBudgetIsCutAndOpaque() throws {
        let sales = """
            struct Sales {
                static let total: Int = {
                    var sum = 0
                    for day in 0..<365 { for hour in 0..<24 { sum += day * hour } }
                    return sum
                }()
            }
            #Preview { Text("\\(Sales.total)") }
            """
        let s = try scene(sales, budget: EvaluationBudget(perValue: 20_000))
        let cut = try #require(s.diagnostics.first { $0.message.contains("was cut") })
        #expect(cut.kind == .recovered)
        #expect(cut.description == "App.swift:3:16: warning: 'Sales.total' was cut (App.swift:5:51: evaluation took more than 20000 steps here); it is an opaque value", "\(cut)")
        #expect(texts(s) == ["Sales.total"])
        // The same scene within its budget computes the sum.
        #expect(texts(try scene(sales)) == ["18334680"])
        // Views built outside any value past the preview's whole budget stop the preview.
        do {
            _ = try scene("#Preview { VStack { ForEach(0..<2000) { i in Text(\"\\(i)\") } } }", budget: EvaluationBudget(perValue: 1_000, perPreview: 2_000))
            Issue.record("expected an error")
        } catch let e as SceneError {
            #expect(e.kind == .limit && e.message.contains("steps of evaluation"))
        }
    }

    @Test func userDefaultsIsAFreshStoreTheScenesCodeFills() throws {
        let s = try scene("""
            final class ThemeManager {
                let theme: String
                let launches: Int
                let onboarded: Bool
                let sound: String
                init() {
                    UserDefaults.standard.register(defaults: ["sound": "chime"])
                    theme = UserDefaults.standard.string(forKey: "theme") ?? "system"
                    launches = UserDefaults.standard.integer(forKey: "launches")
                    onboarded = UserDefaults.standard.bool(forKey: "onboarded")
                    UserDefaults.standard.set("bell", forKey: "sound2")
                    sound = UserDefaults.standard.string(forKey: "sound") ?? "none"
                }
            }
            #Preview {
                let manager = ThemeManager()
                VStack {
                    Text(manager.theme)
                    Text("\\(manager.launches)")
                    Text(manager.onboarded ? "yes" : "no")
                    Text(manager.sound)
                }
            }
            """)
        #expect(texts(s) == ["system", "0", "no", "chime"])
        #expect(s.diagnostics.isEmpty, "\(s.diagnostics)")
    }

    /// Issue 33's constructs of real apps that failed whole previews: each is read now.
    @Test func constructsThatFailedRealApps() throws {
        let s = try scene("""
            extension CGFloat {
                static func scaled(_ v: Double) -> CGFloat { Self(v * 2) }
            }
            struct RGB {
                var r = 0.0, g = 0.0, b = 0.0, a = 0.0
                init(hex: Int) {
                    (a, r, g, b) = (1, Double((hex >> 16) & 0xFF) / 255, Double((hex >> 8) & 0xFF) / 255, Double(hex & 0xFF) / 255)
                }
            }
            struct Demo: View {
                let size = CGSize(width: 10, height: 20)
                let columns = [GridItem](repeating: GridItem(.flexible()), count: 3)
                var body: some View {
                    VStack {
                        Text(String.localizedStringWithFormat("%d items", 3))
                        Color.red.frame(width: (size * 2).width, height: CGFloat.scaled(5))
                        Text("\\(RGB(hex: 0x336699).b)")
                        LazyVGrid(columns: columns) { Text("a") }
                    }
                }
            }
            #Preview { Demo() }
            """, strict: true)
        #expect(texts(s) == ["3 items", "0.6", "a"])
        let frame = try #require(s.makeTree().nodes.first { $0.kind == "frame" })
        #expect(frame.args["width"] == .number(20) && frame.args["height"] == .number(10))
    }

    /// More of what the never-seen apps wrote, read rather than recovered from.
    @Test func morePublicAppConstructs() throws {
        let s = try scene("""
            protocol ConnectedView: View { func caption() -> String }
            extension ConnectedView { var body: some View { Text(caption()) } }
            struct Caption: ConnectedView { func caption() -> String { "connected" } }
            extension Color {
                static let brand = hex(0x336699)
                static func hex(_ value: Int) -> Self { Self(red: Double((value >> 16) & 0xFF) / 255, green: 0, blue: 0) }
            }
            struct Framed: ViewModifier { func body(content: Content) -> some View { content.padding(3) } }
            struct Card: View {
                var header: (() -> Text)? = nil
                var body: some View {
                    VStack {
                        header?()
                        Text("body")
                    }
                }
            }
            #Preview {
                let groups = Dictionary(grouping: ["apple", "avocado", "banana"]) { $0.prefix(1) }
                let steps = Array(stride(from: 0.0, through: 1.0, by: 0.25))
                VStack {
                    Caption()
                    Color.brand.frame(height: 2)
                    SwiftUI.Text("qualified")
                    ModifiedContent(content: Text("modified"), modifier: Framed())
                    Path { path in path.addRect(.zero) }.frame(height: 4)
                    Card()
                    Text("\\(groups.count) \\(steps.count) \\(ColorScheme.allCases.count)")
                    Text("x").textCase(.none)
                }
            }
            """, strict: true)
        #expect(texts(s) == ["connected", "qualified", "modified", "body", "2 5 2", "x"])
        #expect(s.makeTree().nodes.map(\.kind).contains("Path"))
        #expect(s.makeTree().nodes.contains { $0.kind == "padding" })
    }

    @Test func aNavigationSplitViewIsAStackOfItsSidebarOnAnIPhone() throws {
        let s = try scene("#Preview { NavigationSplitView { List { Text(\"A\") }.navigationTitle(\"Trucks\") } detail: { Text(\"Pick one\") } }", strict: true)
        #expect(s.makeTree().nodes.map(\.kind) == ["NavigationSplitView", "List", "Text"])
        #expect(s.diagnostics.map(\.message) == [
            "NavigationSplitView collapses into a single stack on an iPhone (Apple's documentation): it is laid out as a navigation stack of its sidebar, which is on top while nothing is selected; its other columns are not laid out"
        ])
    }

    /// The Composable Architecture's `NavigationStack(path:) { root } destination: { store in … }`:
    /// the root is laid out, the destinations (pushed later) are not.
    @Test func aNavigationStacksDestinationClosureIsNotItsRoot() throws {
        let s = try scene("#Preview { NavigationStack(path: $path) { List { Text(\"A\") } } destination: { store in Text(\"pushed\") } }")
        #expect(s.makeTree().nodes.map(\.kind) == ["NavigationStack", "List", "Text"])
    }

    /// The sidebar as a labelled argument, `NavigationSplitView(sidebar: { … }, detail: { … })`.
    @Test func aNavigationSplitViewsSidebarMayBeALabelledArgument() throws {
        let s = try scene("#Preview { NavigationSplitView(sidebar: { List { Text(\"A\") } }, detail: { Text(\"Pick one\") }) }", strict: true)
        #expect(s.makeTree().nodes.map(\.kind) == ["NavigationSplitView", "List", "Text"])
    }

    @Test func typesDeclaredInsideAPreviewAreItsOwn() throws {
        let s = try scene("""
            #Preview("One") {
                struct PreviewWrapper: View {
                    @State private var count = 3
                    var body: some View { Text("\\(count) items") }
                }
                return PreviewWrapper()
            }
            """, strict: true)
        #expect(texts(s) == ["3 items"])
    }

    /// `struct List` of an app's models beside SwiftUI's `List`: `List { … }` is SwiftUI's, as
    /// Swift's overload resolution picks the initializer that takes the call.
    @Test func anAppTypeNamedLikeSwiftUIsKeepsSwiftUIsInitializers() throws {
        let s = try scene("""
            struct List: Codable { let id: String; let title: String }
            #Preview {
                VStack {
                    List { Text("Row") }
                    Text(List(id: "1", title: "Mine").title)
                }
            }
            """, strict: true)
        #expect(s.makeTree().nodes.map(\.kind).contains("List"))
        #expect(texts(s) == ["Row", "Mine"])
    }

    /// An extension's function wrapping SwiftUI's of the same name calls SwiftUI's inside itself.
    @Test func anExtensionWrappingSwiftUIsFunctionCallsSwiftUIs() throws {
        let s = try scene("""
            typealias FontName = Tagged<Font, String>
            extension FontName { static let matter: Self = "Matter-Regular" }
            extension Font {
                static func custom(_ name: FontName, size: CGFloat) -> Self { .custom(name.rawValue, size: size) }
            }
            #Preview { Text("Hi").font(.custom(.matter, size: 20)) }
            """)
        let text = try #require(s.makeTree().nodes.first { $0.kind == "Text" })
        #expect(text.args["font"] == .string(Font.custom("Matter-Regular", size: 20).name), "\(text.args)")
        #expect(!s.diagnostics.contains { $0.kind == .recovered }, "\(s.diagnostics)")
    }

    /// Xcode's generated asset symbols name the catalog's colour sets: `Color.appBg` for `app-bg`.
    @Test func generatedAssetSymbolsNameTheCatalogsColours() throws {
        let folder = TestDirectory.fresh("ltrace-assets").appendingPathComponent("Assets.xcassets")
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        for (name, json) in [
            ("app-bg", #"{"colors":[{"color":{"color-space":"srgb","components":{"alpha":"1.000","blue":"0x59","green":"0x24","red":"0x36"}},"idiom":"universal"}]}"#),
            ("AccentColor", #"{"colors":[{"idiom":"universal"}]}"#),
            ("Theme/brand", #"{"colors":[{"color":{"color-space":"srgb","components":{"alpha":"1.000","blue":"0.5","green":"0.5","red":"0.5"}},"idiom":"universal"}]}"#),
        ] {
            let set = folder.appendingPathComponent("\(name).colorset")
            try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
            try json.write(to: set.appendingPathComponent("Contents.json"), atomically: true, encoding: .utf8)
        }
        try #"{"properties":{"provides-namespace":true}}"#.write(to: folder.appendingPathComponent("Theme/Contents.json"), atomically: true, encoding: .utf8)
        let catalog = AssetCatalog.load(searching: [folder.deletingLastPathComponent().path])
        let s = try SceneParser.parse(
            files: [SceneFile(path: "App.swift", source: "import SwiftUI\n#Preview { VStack { Color.appBg; Rectangle().fill(.accent); Color(.appBg); Color.Theme.brand; Rectangle().fill(.Theme.brand) } }")],
            assets: catalog, strict: true)
        #expect(s.makeTree().nodes.map(\.kind) == ["VStack", "Color", "fill", "Rectangle", "Color", "Color", "fill", "Rectangle"])
        #expect(s.colors.map(\.name) == ["AccentColor", "Theme/brand", "app-bg"])
        let bg = try #require(s.colors.last?.components)
        #expect(abs(bg.red - 0x36 / 255.0) < 1e-9 && abs(bg.blue - 0x59 / 255.0) < 1e-9)
    }

    /// Names as Xcode's `GeneratedAssetSymbols.swift` files in public repositories show them
    /// (docs/scenes.md, "Asset symbols").
    @Test func assetSymbolNamesFollowXcode() {
        let colors = [
            "app-bg": "appBg", "AccentColor": "accent", "bgColor": "bg", "pay-card-bg-color": "payCardBg", "BackgroundColour": "backgroundColour",
            "Brand Ink": "brandInk", "theme_green_light": "themeGreenLight", "UPIPayment": "upiPayment", "GPS-Tracking": "gpsTracking",
            "TV": "TV", "Manage UPI ID": "manageUPIID", "joker_3_multicolor": "joker3Multicolor", "color": "color", "orbita+": "orbita",
            "Theme/button-bevel-bottom": "Theme.buttonBevelBottom", "Colors/121212": "Colors._121212",
        ]
        for (name, symbol) in colors { #expect(AssetSymbols.symbol(forAsset: name, suffix: "Color") == symbol, "\(name)") }
        let images = ["FilesImage": "files", "Initial-Image": "initial", "adult_products_image": "adultProducts", "hobbyColor": "hobby", "welcomeVCimage": "welcomeVCimage", "Image": "image"]
        for (name, symbol) in images { #expect(AssetSymbols.symbol(forAsset: name, suffix: "Image") == symbol, "\(name)") }
    }

    /// The packages a project's `Package.resolved` pins, in its version 1 (`repositoryURL`) and
    /// later (`identity`, `location`) forms, with either line ending.
    @Test func aResolvedFilesPinsAreRead() {
        let v2 = """
            {
              "pins" : [
                {
                  "identity" : "Nuke",
                  "kind" : "remoteSourceControl",
                  "location" : "https://github.com/kean/Nuke.git",
                  "state" : { "version" : "12.1.0" }
                }
              ],
              "version" : 2
            }
            """
        #expect(PackageSearch.pins(in: v2) == ["nuke", "nuke"])
        #expect(PackageSearch.pins(in: v2.replacingOccurrences(of: "\n", with: "\r\n")) == ["nuke", "nuke"])
        let v1 = """
            { "object": { "pins": [ {
              "package": "SDWebImageSwiftUI",
              "repositoryURL": "https://github.com/SDWebImage/SDWebImageSwiftUI.git",
              "state": {} } ] } }
            """
        #expect(PackageSearch.pins(in: v1) == ["sdwebimageswiftui"])
    }

    @Test func importsAreReadOffEachLine() {
        let source = "import SwiftUI\n@testable import Foo\n  @preconcurrency import Bar.Baz\nimport struct Qux.Thing\npublic import Zed\n// import NotThis\nlet x = \"import Nope\"\n"
        #expect(PackageSearch.imports(in: source) == ["SwiftUI", "Foo", "Bar", "Qux", "Zed"])
    }

    /// "Did you mean": the closest name within a few edits (a swap of neighbours is one), letters
    /// compared without case, whether the names are ASCII or not.
    @Test func aMisspeltNameSuggestsTheClosestKnownOne() {
        #expect(NameSuggestions.distance("kitten", "sitting") == 3)
        #expect(NameSuggestions.distance("Txet", "Text") == 1)
        #expect(NameSuggestions.distance("café", "cafe") == 1)
        #expect(NameSuggestions.distance("", "abc") == 3)
        #expect(NameSuggestions.closest(to: "fram", among: ["foregroundColor", "frame", "font"]) == "frame")
        #expect(NameSuggestions.closest(to: "Txet", among: ["Image", "Text", "TextField"]) == "Text")
        #expect(NameSuggestions.closest(to: "navigationtitle", among: ["navigationTitle"]) == "navigationTitle")
        #expect(NameSuggestions.closest(to: "Cafe", among: ["Café", "Caffeine"]) == "Café")
        #expect(NameSuggestions.closest(to: "Café", among: ["Cafe", "Caff"]) == "Cafe")
        #expect(NameSuggestions.closest(to: "frame", among: ["frame"]) == nil)
        #expect(NameSuggestions.closest(to: "xyz", among: ["frame", "padding"]) == nil)
        #expect(NameSuggestions.hint("paddin", among: ["padding"], prefix: ".") == "; did you mean '.padding'?")
    }

    /// Paths compared to find a file twice (a package's file the folder holds already) are
    /// standardized as Foundation's URL does it.
    @Test func aPathIsStandardizedAsFoundationsURLDoesIt() {
        let paths = [
            "/a/b/c.swift", "a/b.swift", "./a//b/./c", "/a/b/../c", "/../a", "/a/b/..", "/a/b/../..", "/a/b/../../..", "a/../../x", "/a/", "/",
            ".", "..", "/a/.../b", "/a/..b/c", "/tmp/x y/ü.swift", "//a//b//", "/a/b/.hidden/../c", "Sources/App/../../Package.swift",
            "/a/b", "/a/.b", "/a/b.", "/a/b..", "/a/b/.", "/a/b/..", "/.", "/..", "/a/./b", "/a/../b", "/a.b/c", "/a/b./c",
        ]
        for path in paths { #expect(StandardPath.of(path) == URL(fileURLWithPath: path).standardizedFileURL.path, "\(path)") }
    }

    @Test func anXcodeProjectsLocalPackagesAreFoundInItsProjectFile() throws {
        let folder = TestDirectory.fresh("ltrace-xcodeproj").appendingPathComponent("App.xcodeproj")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let project = String(repeating: "/* filler */ isa = PBXBuildFile;\n", count: 2000) + """
            /* Begin XCLocalSwiftPackageReference section */
                    4A1 /* XCLocalSwiftPackageReference "Kit" */ = {
                        isa = XCLocalSwiftPackageReference;
                        relativePath = ../Packages/Kit;
                    };
            """
        try Data(project.utf8).write(to: folder.appendingPathComponent("project.pbxproj"))
        let roots = PackageSearch.localReferences(project: folder)
        #expect(roots == [folder.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Packages/Kit").standardizedFileURL.path])
        #expect(SourceText.occurs("abc", in: "xxabxabcx") && !SourceText.occurs("abd", in: "xxabxabcx") && !SourceText.occurs("long", in: "lo"))
        #expect(SourceText.occurs("é", in: "café") && SourceText.occurs("", in: "x") && !SourceText.occurs("x", in: ""))
    }

    @Test func cHeadersDeclareTheirNames() {
        let names = CHeaders.names(in: """
            #import <Foundation/Foundation.h>
            #define MAX_ITEMS 12
            typedef struct { double celsius; } SensorReading;
            typedef NS_ENUM(NSInteger, SensorKind) { SensorKindAir, SensorKindWater = 3 };
            typedef void (*SensorCallback)(int channel);
            SensorReading sensor_read(int channel); // a comment naming notAName
            extern NSString * const SensorVendorName;
            @interface ZimReader : NSObject
            @property (nonatomic, strong, nonnull) NSString *title;
            - (nullable instancetype)initWithPath:(nonnull NSString *)path;
            @end
            """)
        for name in ["MAX_ITEMS", "SensorReading", "SensorKind", "SensorKindAir", "SensorKindWater", "SensorCallback", "sensor_read", "SensorVendorName", "ZimReader", "title"] {
            #expect(names.contains(name), "\(name)")
        }
        for name in ["channel", "notAName", "NSInteger", "void"] { #expect(!names.contains(name), "\(name)") }
    }
}
