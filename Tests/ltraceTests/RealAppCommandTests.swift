import Foundation
import Testing
import TestSupport

/// An app's folder through the real command: `check` lists its previews and what ltrace cannot
/// read, `record` lays one out with what it reaches, and `why` says what a size depends on
/// that ltrace could not know (an opaque value, a placeholder).
@Suite struct RealAppCommandTests {
    static let trails = Repository.root.appendingPathComponent("Tests/Corpus/apps/Trails").path
    static let journal = Repository.root.appendingPathComponent("Tests/Corpus/apps/Journal").path

    /// README's "Recording your own app" example, run as written there.
    @Test func readmesRealAppExampleIsWhatTheCommandsPrint() throws {
        let readme = try String(contentsOf: Repository.root.appendingPathComponent("README.md"), encoding: .utf8)
        let marker = try #require(readme.range(of: "<!-- real-app-example -->\n```\n"))
        let shown = String(readme[marker.upperBound...]).components(separatedBy: "\n```\n")[0] + "\n"
        let cli = CLI()
        let check = cli.run("check", Self.trails, "--define", "DEBUG")
        let record = cli.run("record", Self.trails, "--preview", "Goal", "--define", "DEBUG", "--device", "iphone-15")
        let why = cli.run("why", "node-8", "--axis", "width")
        #expect(check.status == 0 && record.status == 0 && why.status == 0)
        let warnings = record.stderr.replacingOccurrences(of: Repository.root.path + "/", with: "")
        #expect(check.stdout + warnings + record.stdout + why.stdout == shown)
    }

    /// The second recording of an app reads the cache the first wrote (`LTRACE_CACHE`), parses
    /// only the files its preview reaches, and writes the same trace; `off` writes no cache.
    @Test func aSecondRecordingOfAnAppIsTheFirst() throws {
        let cli = CLI()
        let cache = cli.directory.path + "-cache"
        func dump(_ name: String) -> String {
            ["calls", "nodes", "decisions", "diagnostics", "passes"].map { cli.run("query", "SELECT * FROM \($0) ORDER BY rowid", "--csv", "--trace", name).stdout }.joined()
                + cli.run("query", "SELECT * FROM meta WHERE key NOT IN ('command', 'created_at') ORDER BY key", "--csv", "--trace", name).stdout
        }
        for (i, preview) in ["Goal", "Goal", "Map", "TrailList_Previews:2"].enumerated() {
            let r = cli.run("record", Self.trails, "--preview", preview, "--define", "DEBUG", "--device", "iphone-15", "-o", "warm\(i).sqlite")
            #expect(r.status == 0, "\(r.stderr)")
            let cold = cli.run(
                "record", Self.trails, "--preview", preview, "--define", "DEBUG", "--device", "iphone-15", "-o", "cold\(i).sqlite",
                environment: ["LTRACE_CACHE": "off"])
            #expect(cold.stderr == r.stderr)
            #expect(dump("warm\(i).sqlite") == dump("cold\(i).sqlite"), "\(preview)")
        }
        let entries = try FileManager.default.contentsOfDirectory(atPath: cache + "/scenes")
        #expect(entries.count == 1 && entries[0].hasSuffix(".entry"), "\(entries)")
        let off = CLI()
        #expect(off.run("record", Self.trails, "--preview", "Goal", "--define", "DEBUG", environment: ["LTRACE_CACHE": "off"]).status == 0)
        #expect(!FileManager.default.fileExists(atPath: off.directory.path + "-cache"))
    }

    @Test func whyNamesTheOpaqueValueASizeDependsOn() throws {
        let cli = CLI()
        let r = cli.run("record", Self.trails, "--preview", "Map", "--define", "DEBUG", "--device", "iphone-15")
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stderr.contains("TrailMap.swift:34:18: warning: 'deviceName' is an opaque value (from outside the scene's files); its text is measured as \"Shown on UIDevice.current.name\""))
        let tree = cli.run("tree").stdout
        let line = try #require(tree.split(separator: "\n").first { $0.contains("Text(\"Shown on") })
        let node = try #require(line.split(separator: " ").first { $0.hasPrefix("node-") })
        let why = cli.run("why", String(node))
        #expect(why.status == 0)
        #expect(why.stdout.contains("depends on an opaque value at TrailMap.swift:34:18: 'deviceName' is an opaque value (from outside the scene's files); its text is measured as \"Shown on UIDevice.current.name\""), "\(why.stdout)")
        let json = cli.run("why", String(node), "--json").stdout
        #expect(json.contains("\"depends_on\":[{") && json.contains("\"kind\":\"substituted\""), "\(json)")
        // The placeholders say what they stand for.
        let map = try #require(tree.split(separator: "\n").first { $0.contains("Map(position:") })
        let mapWhy = cli.run("why", String(map.split(separator: " ").first { $0.hasPrefix("node-") }!))
        #expect(mapWhy.stdout.contains("is a placeholder (TrailMap.swift:25:13): 'Map' is MapKit's view, which ltrace does not lay out"), "\(mapWhy.stdout)")
        // The trace links each report to its nodes.
        let links = cli.run("query", "SELECT d.kind, n.label FROM diagnostic_nodes AS l JOIN diagnostics AS d ON d.id = l.diagnostic_id JOIN nodes AS n ON n.id = l.node_id ORDER BY n.id", "--csv")
        #expect(links.stdout.contains("placeholder,Map(position: $position)"), "\(links.stdout)")
        #expect(links.stdout.contains("substituted,"), "\(links.stdout)")
    }

    @Test func aProvidersGroupIsExplainedAsRootsOfTheirOwn() {
        let cli = CLI()
        let r = cli.run("record", Self.trails, "--preview", "TrailList_Previews", "--define", "DEBUG", "--device", "iphone-15")
        #expect(r.status == 0, "\(r.stderr)")
        let why = cli.run("why", "node-0")
        #expect(why.status == 0, "\(why.stderr)")
        #expect(why.stdout.hasPrefix("why node-0 Group (TrailList.swift:79:9): a list of views, not a view"), "\(why.stdout)")
        #expect(why.stdout.contains("each of its 2 views is a root of its own, proposed the whole proposal and placed in it"), "\(why.stdout)")
        #expect(why.stdout.contains("ask about one of them: ltrace why node-1"))
        // One view of the group on its own.
        let second = cli.run("record", Self.trails, "--preview", "TrailList_Previews:2", "--define", "DEBUG", "--device", "iphone-15")
        #expect(second.status == 0 && second.stdout.contains("(TrailList_Previews:2)"), "\(second.stdout)\(second.stderr)")
        #expect(cli.run("replay").status == 0)
    }

    @Test func checkListsThePreviewsAndWhatNoPreviewReaches() {
        let cli = CLI()
        let trails = cli.run("check", Self.trails, "--define", "DEBUG")
        #expect(trails.status == 0, "\(trails.stdout)\(trails.stderr)")
        #expect(trails.stdout.contains("  4 #Preview(\"Map\") (TrailMap.swift:41): records"))
        #expect(trails.stdout.hasSuffix("5/5 previews record\n"))
        let journal = cli.run("check", Self.journal, "--json")
        #expect(journal.status == 0)
        #expect(journal.stdout.contains("\"unread\":[{") && journal.stdout.contains("ShareViewController.swift"), "\(journal.stdout)")
        // A preview whose mistake is recovered from records, and says how much was guessed;
        // with --strict it does not record: exit 1, with its error.
        cli.write("App/Broken.swift", "import SwiftUI\n#Preview(\"Bad\") { Color.red.fram() }\n#Preview(\"Good\") { Color.red }\n#Preview(\"Away\") { Widget() }\n")
        let recovered = cli.run("check", cli.path("App"))
        #expect(recovered.status == 0, "\(recovered.stdout)")
        #expect(recovered.stdout.contains("  1 #Preview(\"Bad\") (Broken.swift:2): records (1 error recovered)\n"), "\(recovered.stdout)")
        #expect(recovered.stdout.contains("  3 #Preview(\"Away\") (Broken.swift:4): records, but its screen is one placeholder (1 placeholder)\n"), "\(recovered.stdout)")
        #expect(recovered.stdout.hasSuffix("3/3 previews record; 1 of them show only placeholders\n"), "\(recovered.stdout)")
        let json = cli.run("check", cli.path("App"), "--json").stdout
        #expect(json.contains("\"guessed\":{\"opaque_values\":0,\"errors_recovered\":1,\"placeholders\":0,\"only_placeholders\":false}"), "\(json)")
        let broken = cli.run("check", cli.path("App"), "--strict")
        #expect(broken.status == 1)
        #expect(broken.stdout.contains("1 #Preview(\"Bad\") (Broken.swift:2): does not record: ") && broken.stdout.contains("unsupported modifier 'fram'; did you mean 'frame'?"), "\(broken.stdout)")
        #expect(broken.stdout.hasSuffix("2/3 previews record; 1 of them show only placeholders\n"), "\(broken.stdout)")
    }

    /// A fill in a list row is infinitely tall, and centring it is ∞ − ∞, NaN in SwiftUI's
    /// arithmetic too: the preview records, with a warning at the view's own file (not the
    /// folder's) that `why` repeats where it explains the position.
    @Test func aPlacementThatIsNotANumberIsAWarningAtTheViewsOwnFile() {
        let cli = CLI()
        cli.write("App/App.swift", "import SwiftUI\n@main struct A: App { var body: some Scene { WindowGroup { Banner() } } }\n")
        cli.write("App/Views/Banner.swift", """
            import SwiftUI
            struct Banner: View {
                var body: some View {
                    List {
                        Color.red
                            .aspectRatio(contentMode: .fill)
                    }
                }
            }
            #Preview { Banner() }

            """)
        let r = cli.run("record", cli.path("App"))
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stderr.contains(cli.path("App") + "/Views/Banner.swift:6:18: warning: node-1 aspectRatio(contentMode: .fill): node-2 placed at (nan, nan): a view of infinite length aligned in an infinite frame is ∞ − ∞"), "\(r.stderr)")
        let why = cli.run("why", "node-2").stdout
        #expect(why.contains("node-2 placed at (nan, nan)") && why.contains("what the device shows is unconfirmed, so it is recorded at (32, 0), its parent's edge"), "\(why)")
    }
    /// A JSON file the app bundles, decoded as its synthesized `Decodable` conformance would:
    /// found from the calling file's folder, `T` of a generic `load` taken from the context,
    /// `CodingKeys`, nested enums by raw value, optionals and ranges; nothing is guessed.
    @Test func aBundledJSONFileIsDecodedAsTheAppDecodesIt() {
        let cli = CLI()
        cli.write("App/Resources/items.json", """
            [{"name": "Tea", "price": 3, "kind": "hot", "image_name": "tea", "heat": [60, 80]},
             {"name": "Iced coffee", "price": 4.5, "kind": "cold", "image_name": "ice", "note": "with milk", "heat": [2, 4]}]
            """)
        cli.write("App/Model/Item.swift", """
            import SwiftUI
            struct Item: Codable {
                enum Kind: String, Codable { case hot, cold }
                var name: String
                var price: Double
                var kind: Kind
                var imageName: String
                var note: String?
                var heat: Range<Double>
                enum CodingKeys: String, CodingKey { case name, price, kind, imageName = "image_name", note, heat }
            }
            func load<T: Decodable>(_ filename: String) -> T {
                let data: Data
                guard let file = Bundle.main.url(forResource: filename, withExtension: nil) else { fatalError("no \\(filename)") }
                do { data = try Data(contentsOf: file) } catch { fatalError("unreadable") }
                return try! JSONDecoder().decode(T.self, from: data)
            }
            let items: [Item] = load("items.json")
            struct Menu: View {
                var body: some View {
                    VStack {
                        ForEach(items, id: \\.name) { item in
                            Text("\\(item.name) \\(item.imageName) \\(item.note ?? "-") \\(item.kind.rawValue) \\(Int(item.heat.upperBound))")
                        }
                    }
                }
            }
            #Preview { Menu() }
            """)
        let r = cli.run("record", cli.path("App"))
        #expect(r.status == 0 && !r.stderr.contains("warning"), "\(r.stderr)")
        let texts = cli.run("query", "SELECT json_extract(args, '$.text') AS text FROM nodes WHERE kind = 'Text' ORDER BY id", "--csv").stdout
        #expect(texts == "text\nTea tea - hot 80\nIced coffee ice with milk cold 4\n", "\(texts)")
    }
}
