import Foundation
import LayoutEngine
import Testing
import TestSupport
@testable import SceneParser

/// A second recording of files that did not change parses only the files its root can reach
/// (`SceneCache`), and records what the first did.
@Suite struct SceneCacheTests {
    static let files = [
        SceneFile(path: "App/Card.swift", source: """
            import SwiftUI

            struct Card: View {
                let item: Item
                var body: some View { Text(item.title).padding().cardStyle() }
            }

            #Preview("Card") { Card(item: .sample) }
            """),
        SceneFile(path: "App/Item.swift", source: """
            struct Item {
                let title: String
                static let sample = Item(title: Formatting.shout("hello"))
            }
            """),
        SceneFile(path: "App/Formatting.swift", source: """
            enum Formatting {
                static func shout(_ s: String) -> String { s.uppercased() + "!" }
            }
            """),
        SceneFile(path: "App/View+Style.swift", source: """
            import SwiftUI

            extension View {
                func cardStyle() -> some View { padding(8).background(Color.gray) }
            }
            """),
        SceneFile(path: "App/Settings.swift", source: """
            import SwiftUI

            struct Settings: View {
                var body: some View { Toggle("On", isOn: .constant(true)) }
            }

            #Preview("Settings") { Settings() }
            """),
        SceneFile(path: "App/Broken.swift", source: """
            struct Broken {
                func f() { let x = ( }
            }
            """),
    ]

    /// Each view's kind, label and position, depth first.
    static func outline(_ specs: [NodeSpec]) -> [String] {
        specs.flatMap { ["\($0.kind) \($0.label) \($0.source.map { "\($0)" } ?? "-")"] + outline($0.children) }
    }

    func cache() -> SceneCache {
        SceneCache(folder: TestDirectory.fresh("ltrace-cache").path, build: "test")
    }

    @Test func aSecondRecordingParsesOnlyWhatItsPreviewReaches() throws {
        let cache = cache()
        let cold = try SceneParser.indexed(Self.files, view: nil, preview: "Card", defines: [], cache: cache)
        #expect(cold.index.files.files.count == 6)
        let warm = try SceneParser.indexed(Self.files, view: nil, preview: "Card", defines: [], cache: cache)
        // Card reaches Item, which reaches Formatting, and the extension of View whose method it
        // calls; Settings and the broken file are not parsed.
        #expect(warm.index.files.files.map(\.path) == ["App/Card.swift", "App/Item.swift", "App/Formatting.swift", "App/View+Style.swift"])
        #expect(warm.index.viewNames == cold.index.viewNames)
        #expect(warm.root.name == cold.root.name)
        // Positions still name their file, as in a scene of several files.
        #expect(warm.index.files.severalFiles)
    }

    @Test func theSecondRecordingIsTheFirst() throws {
        let cache = cache()
        for preview in ["Card", "Settings", "2"] {
            let cold = try SceneParser.parse(files: Self.files, preview: preview, cache: nil)
            _ = try SceneParser.parse(files: Self.files, preview: preview, cache: cache)
            let warm = try SceneParser.parse(files: Self.files, preview: preview, cache: cache)
            #expect(warm.viewName == cold.viewName && warm.viewNames == cold.viewNames && warm.previewNames == cold.previewNames)
            #expect(Self.outline(warm.specs) == Self.outline(cold.specs), "\(preview)")
            #expect(warm.diagnostics.map(\.description) == cold.diagnostics.map(\.description))
        }
    }

    @Test func aChangedDamagedOrForeignEntryIsRecordedAfresh() throws {
        let cache = cache()
        _ = try SceneParser.indexed(Self.files, view: nil, preview: "Card", defines: [], cache: cache)
        let entry = cache.entryPath(for: Self.files, defines: [])
        #expect(FileManager.default.fileExists(atPath: entry))
        // A file changed: every file is parsed again, and the entry rewritten.
        var changed = Self.files
        changed[4] = SceneFile(path: "App/Settings.swift", source: Self.files[4].source + "\n// edited\n")
        #expect(try SceneParser.indexed(changed, view: nil, preview: "Card", defines: [], cache: cache).index.files.files.count == 6)
        #expect(try SceneParser.indexed(changed, view: nil, preview: "Card", defines: [], cache: cache).index.files.files.count == 4)
        // Damaged: ignored, then replaced.
        let path = cache.entryPath(for: changed, defines: [])
        try Data("{\"format\":1,\"bui".utf8).write(to: URL(fileURLWithPath: path))
        #expect(try SceneParser.indexed(changed, view: nil, preview: "Card", defines: [], cache: cache).index.files.files.count == 6)
        #expect(try SceneParser.indexed(changed, view: nil, preview: "Card", defines: [], cache: cache).index.files.files.count == 4)
        // Written by another build of ltrace: another entry.
        let other = SceneCache(folder: cache.folder, build: "other")
        #expect(try SceneParser.indexed(changed, view: nil, preview: "Card", defines: [], cache: other).index.files.files.count == 6)
        // Other defines: another entry.
        #expect(try SceneParser.indexed(changed, view: nil, preview: "Card", defines: ["DEBUG"], cache: cache).index.files.files.count == 6)
    }

    /// An entry reads back as it was written, and a damaged list of file numbers is no entry.
    @Test func anEntryDecodesToWhatWasEncoded() throws {
        let cache = cache()
        _ = try SceneParser.indexed(Self.files, view: nil, preview: "Card", defines: [], cache: cache)
        let text = try String(contentsOfFile: cache.entryPath(for: Self.files, defines: []), encoding: .utf8)
        let entry = try #require(SceneCacheEntry(decoding: text))
        #expect(entry.encoded() == text)
        let reaches = try #require(text.split(separator: "\n").first { $0.hasPrefix("App/") && !$0.hasSuffix("\t") })
        for damaged in ["1,x", "1,,2", ",", "-1"] {
            let fields = reaches.split(separator: "\t", omittingEmptySubsequences: false)
            let line = (fields.dropLast() + [Substring(damaged)]).joined(separator: "\t")
            #expect(SceneCacheEntry(decoding: text.replacingOccurrences(of: String(reaches), with: line)) == nil, "\(damaged)")
        }
    }

    @Test func aViewByNameAndErrorsAreAsWithoutTheCache() throws {
        let cache = cache()
        _ = try SceneParser.indexed(Self.files, view: nil, preview: nil, defines: [], cache: cache)
        let warm = try SceneParser.indexed(Self.files, view: "Settings", preview: nil, defines: [], cache: cache)
        #expect(warm.index.files.files.map(\.path) == ["App/Settings.swift"])
        #expect(warm.root.name == "Settings")
        for (view, preview) in [("Nope", nil), (nil, "Nope"), (nil, "9")] as [(String?, String?)] {
            let withoutCache = Result { try SceneParser.indexed(Self.files, view: view, preview: preview, defines: [], cache: nil) }
            let withCache = Result { try SceneParser.indexed(Self.files, view: view, preview: preview, defines: [], cache: cache) }
            #expect("\(withoutCache.map { _ in "" })" == "\(withCache.map { _ in "" })")
        }
    }

    @Test func aConformanceAddedToATypeFromOutsideIsAlwaysRead() throws {
        let files = Self.files + [SceneFile(path: "App/Int+Identifiable.swift", source: "extension Int: Identifiable { public var id: Int { self } }\n")]
        let cache = cache()
        _ = try SceneParser.indexed(files, view: nil, preview: "Settings", defines: [], cache: cache)
        let warm = try SceneParser.indexed(files, view: nil, preview: "Settings", defines: [], cache: cache)
        #expect(warm.index.files.files.map(\.path) == ["App/Settings.swift", "App/Int+Identifiable.swift"])
    }

    /// Views nested in extensions are listed in the order they are written, the same in every
    /// run (they were listed in a dictionary's order, which changes from one run to the next).
    @Test func viewsNestedInExtensionsAreListedInTheOrderWritten() throws {
        let names = (1...12).map { "Row\($0)" }
        let nested = names.map { "    struct \($0): View { var body: some View { Text(\"\($0)\") } }" }.joined(separator: "\n")
        let files = [
            SceneFile(path: "App/Catalog.swift", source: "import SwiftUI\nstruct Catalog: View { var body: some View { Text(\"A\") } }\n"),
            SceneFile(path: "App/Rows.swift", source: "import SwiftUI\nextension Catalog {\n\(nested)\n}\nextension Color {\n\(nested.replacingOccurrences(of: "Row", with: "Swatch"))\n}\n"),
        ]
        let index = try SceneParser.indexed(files, view: "Catalog", preview: nil, defines: [], cache: nil).index
        #expect(index.viewNames == ["Catalog"] + names + names.map { $0.replacingOccurrences(of: "Row", with: "Swatch") })
    }

    /// `check` reads every type in the order written, file by file: an error several views reach
    /// is reported through the first (types of several files at one line came in a dictionary's
    /// order, which changes from one run to the next).
    @Test func checkReachesAnErrorThroughTheFirstViewWritten() throws {
        let files = (1...12).map { i in
            SceneFile(path: String(format: "App/View%02d.swift", i), source: """
                import SwiftUI
                struct View\(i): View { var body: some View { broken() } }
                """)
        } + [SceneFile(path: "App/Shared.swift", source: "import SwiftUI\nfunc broken() -> some View { Text(\"A\").unknownModifier() }\n")]
        let check = try SceneCheck.run(files: files)
        let error = try #require(check.unread.first)
        #expect(error.trail.first == "View1.body", "\(error.trail)")
    }

    @Test func whatAFileDeclaresAndNames() {
        let file = SourceFiles([SceneFile(path: "A.swift", source: """
            import SwiftUI
            struct Outer { struct Inner {} ; var member = Helper.make() }
            enum Size { case small, large }
            let (first, second) = (1, 2)
            func global() -> some View { Text("Phantom \\(interpolated) \\(f("Spectre"))") }  // Ghost
            /* Wraith /* nested */ Banshee */
            let raw = #"Shade \\#(rawInterpolated)"#
            extension SwiftUI.Color { static let brand = Color.red }
            extension [Item] {}
            #if DEBUG
            extension Outer { func debugOnly() {} }
            #endif
            """)]).files[0]
        let facts = FileFacts(file.syntax, source: file.source)
        for name in ["Outer", "Inner", "Size", "small", "large", "first", "second", "global", "debugOnly"] {
            #expect(facts.declared.contains(name), "\(name)")
        }
        for name in ["member", "brand", "Helper", "Text"] { #expect(!facts.declared.contains(name), "\(name)") }
        // Comments and the text of strings are not code; interpolations are.
        for name in ["Phantom", "Spectre", "Ghost", "Wraith", "Banshee", "Shade"] { #expect(!facts.referenced.contains(name), "\(name)") }
        for name in ["rawInterpolated", "f"] { #expect(facts.referenced.contains(name), "\(name)") }
        let block = FileFacts.words(in: #"""
            let block = """
                Poltergeist "\(blockInterpolated)" \"\"\"
                """ + after
            """#)
        #expect(!block.contains("Poltergeist") && block.contains("blockInterpolated") && block.contains("after"), "\(block)")
        for name in ["Helper", "make", "Text", "interpolated", "Color", "red", "Item", "=", "->"] { #expect(facts.referenced.contains(name), "\(name)") }
        #expect(facts.extensions.map(\.name) == ["Color", "Array", "Outer"])
        // Members of an extension of a type from outside are reached by their names.
        #expect(facts.extensions[0].memberNames == ["brand"] && !facts.extensions[0].reachedUnnamed)
    }
}
