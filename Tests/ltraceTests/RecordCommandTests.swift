import Foundation
import LayoutEngine
import Testing
import TestSupport
import TraceStore

@Suite struct RecordCommandTests {
    @Test func recordsANamedSceneFromTracesIntoLtraceSqlite() throws {
        let cli = CLI()
        cli.copyTraces()
        let r = cli.run("record", "relative-size-middle")
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout == "recorded Traces/relative-size-middle.swift at 620×80: 7 nodes, 31 calls, 1 pass → ltrace.sqlite\n")
        let trace = try TraceReader(path: cli.path("ltrace.sqlite"))
        #expect(trace.meta.scenePath == "Traces/relative-size-middle.swift")
        #expect(trace.meta.sceneSource.contains(".relativeProposed(width: 0.5)"))
        #expect(trace.meta.command.hasSuffix("record relative-size-middle"))
        #expect(!trace.meta.ltraceVersion.isEmpty)
        #expect(try trace.frames(pass: 1).values.contains { $0 == CGRect(x: 320, y: 0, width: 300, height: 80) })
    }

    /// `--linked-sdk 16`: an app built before iOS 17's SDK gets iOS 16's text spacing, as SwiftUI
    /// keeps an app's SDK behaviours (OpenSwiftUI's `TextSpacingUIKit0059v2`): no leading between
    /// two texts (body: 2 points on a 3× screen with the current SDK). The trace says so, and
    /// replay lays it out the same way.
    @Test func anAppLinkedBeforeIOS17HasNoLeadingBetweenTexts() throws {
        let cli = CLI()
        cli.write("Texts.swift", #"VStack { Text("Title"); Text("Subtitle") }"#)
        #expect(cli.run("record", "Texts.swift", "--proposal", "300x300", "-o", "current.sqlite").status == 0)
        #expect(cli.run("record", "Texts.swift", "--proposal", "300x300", "--linked-sdk", "16", "-o", "old.sqlite").status == 0)
        func stackHeight(_ name: String) throws -> CGFloat? {
            let trace = try TraceReader(path: cli.path(name))
            return try trace.frames(pass: 1)[try #require(try trace.nodes().first { $0.kind == "VStack" }).id]?.height
        }
        let current = try #require(try stackHeight("current.sqlite")), old = try #require(try stackHeight("old.sqlite"))
        #expect(abs(current - old - 2) < 0.01, "\(current) with the current SDK, \(old) linked against iOS 16")
        #expect(try TraceReader(path: cli.path("old.sqlite")).meta.linkedSDK == 16)
        let replay = cli.run("replay", "--trace", "old.sqlite")
        #expect(replay.status == 0 && replay.stdout.contains("identical"), "\(replay.stdout)\(replay.stderr)")
        #expect(cli.run("record", "Texts.swift", "--linked-sdk", "9").status == 64)
    }

    @Test func layoutNeutralCodeIsAWarningOnStandardErrorAndARowOfTheTrace() throws {
        let cli = CLI()
        cli.write("Inbox.swift", "VStack {\n    Color.blue.frame(height: 40)\n}\n.navigationTitle(\"Mail\")\n")
        let r = cli.run("record", "Inbox.swift")
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stderr == "Inbox.swift:4:2: warning: 'navigationTitle' cannot change layout; ignored\n")
        let trace = try TraceReader(path: cli.path("ltrace.sqlite"))
        #expect(try trace.diagnostics().map(\.description) == ["Inbox.swift:4:2: warning: 'navigationTitle' cannot change layout; ignored"])
        let query = cli.run("query", "SELECT line, \"column\", severity FROM diagnostics")
        #expect(query.status == 0 && query.stdout.contains("4") && query.stdout.contains("warning"), "\(query.stdout)")
    }

    @Test func previewsAndDefines() throws {
        let cli = CLI()
        cli.write(
            "Card.swift",
            """
            struct Card: View {
                var body: some View {
                    #if DEBUG
                    Color.yellow.frame(width: 10, height: 10)
                    #else
                    Color.blue.frame(width: 20, height: 20)
                    #endif
                }
            }
            #Preview { Card() }
            #Preview("Framed") { Card().padding(5) }

            """)
        let first = cli.run("record", "Card.swift", "--proposal", "nilxnil")
        #expect(first.status == 0, "\(first.stderr)")
        #expect(first.stdout == "recorded Card.swift (#Preview) at nil×nil: 2 nodes, 5 calls, 1 pass → ltrace.sqlite\n")
        let framed = cli.run("record", "Card.swift", "--preview", "Framed", "--define", "DEBUG", "--proposal", "nilxnil")
        #expect(framed.status == 0, "\(framed.stderr)")
        #expect(framed.stdout.hasPrefix("recorded Card.swift (#Preview(\"Framed\")) at nil×nil"))
        #expect(try TraceReader(path: cli.path("ltrace.sqlite")).passes().first?.size == CGSize(width: 20, height: 20))
        let both = cli.run("record", "Card.swift", "--preview", "Framed", "--view", "Card")
        #expect(both.status != 0 && both.stderr.contains("give either --view or --preview, not both"))
    }

    /// An app's folder: the view in one file, its model, theme and asset in others.
    static func writeApp(_ cli: CLI) {
        cli.write("App/Models/Recipe.swift", """
            struct Recipe: Identifiable {
                let id = UUID()
                let title: String
                let minutes: Int
                static let samples = [Recipe(title: "Pancakes", minutes: 20), Recipe(title: "Salad", minutes: 10)]
            }

            """)
        cli.write("App/Theme.swift", """
            extension CGFloat {
                static let rowHeight: CGFloat = 44
            }
            extension View {
                func card() -> some View { padding(8).background(Color.gray) }
            }

            """)
        cli.write("App/Views/RecipeRow.swift", """
            struct RecipeRow: View {
                let recipe: Recipe
                var body: some View {
                    HStack {
                        Image("pancakes")
                        Color.orange.frame(width: CGFloat(recipe.minutes), height: .rowHeight)
                    }
                    .card()
                }
            }

            #Preview { RecipeRow(recipe: Recipe.samples[0]) }

            """)
        cli.write("App/Assets.xcassets/Contents.json", #"{"info":{"author":"xcode","version":1}}"#)
        cli.write("App/Assets.xcassets/pancakes.imageset/Contents.json", #"{"images":[{"filename":"p.png","idiom":"universal","scale":"2x"}],"info":{"author":"xcode","version":1}}"#)
        // A PNG's signature and IHDR: 120 × 88 pixels, so 60 × 44 points at 2x.
        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 120, 0, 0, 0, 88, 8, 2, 0, 0, 0]
        png += [0, 0, 0, 0]
        #expect(FileManager.default.createFile(atPath: cli.path("App/Assets.xcassets/pancakes.imageset/p.png"), contents: Data(png)))
    }

    /// An image in the asset catalog of a local package the app uses from beside it
    /// (`.package(path: "../Commons")`, `Image("logo", bundle: .module)`) has its size, as in the
    /// app's own catalog: the package's folder is searched too.
    @Test func aLocalPackagesImagesAreFound() throws {
        let cli = CLI()
        cli.write("Project/Feature/Package.swift", "// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"Feature\", dependencies: [.package(path: \"../Commons\")], targets: [.target(name: \"Feature\", dependencies: [\"Commons\"])])\n")
        cli.write("Project/Feature/Sources/Feature/Badge.swift", """
            import SwiftUI
            import Commons
            struct Badge: View {
                var body: some View { Images.logo }
            }
            #Preview { Badge() }

            """)
        cli.write("Project/Commons/Package.swift", "// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"Commons\", targets: [.target(name: \"Commons\", resources: [.process(\"Resources\")])])\n")
        cli.write("Project/Commons/Sources/Commons/Images.swift", "import SwiftUI\npublic enum Images { public static let logo = Image(\"logo\", bundle: .module) }\n")
        cli.write("Project/Commons/Sources/Commons/Resources/Images.xcassets/Contents.json", #"{"info":{"author":"xcode","version":1}}"#)
        cli.write("Project/Commons/Sources/Commons/Resources/Images.xcassets/logo.imageset/Contents.json", #"{"images":[{"filename":"l.png","idiom":"universal","scale":"2x"}],"info":{"author":"xcode","version":1}}"#)
        // A PNG's signature and IHDR: 120 × 88 pixels, so 60 × 44 points at 2x.
        let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 120, 0, 0, 0, 88, 8, 2, 0, 0, 0, 0, 0, 0, 0]
        #expect(FileManager.default.createFile(atPath: cli.path("Project/Commons/Sources/Commons/Resources/Images.xcassets/logo.imageset/l.png"), contents: Data(png)))
        let r = cli.run("record", "Project/Feature", "--proposal", "nilxnil")
        #expect(r.status == 0, "\(r.stderr)")
        #expect(!r.stderr.contains("no image 'logo'"), "\(r.stderr)")
        #expect(try TraceReader(path: cli.path("ltrace.sqlite")).sceneImages().map { "\($0.name) \($0.size.width)×\($0.size.height)" } == ["logo 60.0×44.0"])
    }

    @Test func anAppFolderRecordsWithItsModelsThemeAndAssets() throws {
        let cli = CLI()
        Self.writeApp(cli)
        let r = cli.run("record", "App", "--proposal", "nilxnil")
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout == "recorded 3 files (#Preview) at nil×nil: 7 nodes, 29 calls, 1 pass → ltrace.sqlite\n")
        let trace = try TraceReader(path: cli.path("ltrace.sqlite"))
        #expect(try trace.passes().first?.size == CGSize(width: 104, height: 60))  // 60 + 8 + 20 wide and 44 tall, plus 8 of padding around
        #expect(try trace.sceneFiles().map(\.path) == ["App/Models/Recipe.swift", "App/Theme.swift", "App/Views/RecipeRow.swift"])
        #expect(try trace.sceneImages().map { "\($0.name) \($0.size.width)×\($0.size.height) @\($0.scale)x" } == ["pancakes 60.0×44.0 @2x"])
        // Positions name their file: the padding comes from Theme.swift, the image from RecipeRow.swift.
        let tree = cli.run("tree")
        #expect(tree.stdout.contains("padding(8)  @Theme.swift:5:32"), "\(tree.stdout)")
        #expect(tree.stdout.contains("Image(\"pancakes\")  @RecipeRow.swift:5:13"), "\(tree.stdout)")
        let why = cli.run("why", "RecipeRow.swift:5")
        #expect(why.status == 0 && why.stdout.hasPrefix("why node-3 Image(\"pancakes\") (RecipeRow.swift:5:13)"), "\(why.stdout)\(why.stderr)")
        #expect(cli.run("why", "Other.swift:5").stderr.contains("Other.swift is not one of the trace's files"))
        // The trace holds every file and the image's size: it replays without the folder.
        try FileManager.default.removeItem(atPath: cli.path("App"))
        let replay = cli.run("replay", "--json")
        #expect(replay.status == 0 && replay.stdout.contains("\"identical\""), "\(replay.stdout)\(replay.stderr)")
    }

    @Test func anErrorInAnotherFileNamesThatFile() {
        let cli = CLI()
        Self.writeApp(cli)
        cli.write("App/Theme.swift", "extension CGFloat { static let rowHeight: CGFloat = 44 }\nextension View {\n    func card() -> some View { padding(8).bakground(Color.gray) }\n}\n")
        let r = cli.run("record", "App", "--strict")
        #expect(r.status == 1)
        #expect(r.stderr.hasPrefix("App/Theme.swift:3:43: error: unsupported modifier 'bakground'; did you mean 'background'?"), "\(r.stderr)")
        // Without --strict, the same words are a warning and the modifier is left out.
        let recovered = cli.run("record", "App")
        #expect(recovered.status == 0)
        #expect(recovered.stderr.contains("App/Theme.swift:3:43: warning: unsupported modifier 'bakground'; did you mean 'background'? 'bakground' is left out\n"), "\(recovered.stderr)")
    }

    @Test func previewsDefinesAndRandomValuesReplayAsRecorded() {
        let cli = CLI()
        cli.write("Dice.swift", """
            struct Dice: View {
                var body: some View {
                    #if DEBUG
                    Color.red.frame(width: CGFloat(Int.random(in: 10...60)), height: 10)
                    #endif
                }
            }
            #Preview("Rolled") { Dice().padding(2) }

            """)
        let r = cli.run("record", "Dice.swift", "--preview", "Rolled", "--define", "DEBUG", "--seed", "9")
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stderr.contains("Dice.swift:4:40: warning: 'Int.random(in: 10...60)' is drawn from ltrace's seeded generator (seed 9)"))
        let replay = cli.run("replay", "--json")
        #expect(replay.status == 0 && replay.stdout.contains("\"identical\""), "\(replay.stdout)\(replay.stderr)")
    }
    /// Dynamic Type: --dynamic-type for every pass, --sweep dynamic-type=… for one pass per size
    /// (on a device too), recorded per pass, replayed and compared by diff.
    @Test func dynamicTypeSizesAndTheirSweep() throws {
        let cli = CLI()
        cli.write("Row.swift", "HStack { Text(\"Notifications\"); Spacer(); Text(\"On\") }\n")
        let one = cli.run("record", "Row.swift", "--dynamic-type", "accessibility3", "-o", "ax3.sqlite")
        #expect(one.status == 0, "\(one.stderr)")
        let ax3 = try TraceReader(path: cli.path("ax3.sqlite"))
        #expect(try ax3.passes().map(\.dynamicTypeSize) == [.accessibility3])
        #expect(try ax3.frames(pass: 1)[NodeID(1)]?.height == 48, "40 pt × 2444 / 2048 = 47.73, 48 on the 3× grid")
        let sweep = cli.run("record", "Row.swift", "--sweep", "dynamic-type=large,xxxLarge,accessibility3", "--device", "iphone-15")
        #expect(sweep.status == 0, "\(sweep.stderr)")
        let trace = try TraceReader(path: cli.path("ltrace.sqlite"))
        #expect(try trace.passes().map(\.dynamicTypeSize) == [.large, .xxxLarge, .accessibility3])
        #expect(try trace.passes().allSatisfy { $0.screen?.device == "iphone-15" })
        #expect(try (1...3).map { try trace.frames(pass: $0)[NodeID(1)]?.height } == [61.0 / 3, 83.0 / 3, 48])
        #expect(cli.run("replay").stdout.hasPrefix("replayed ltrace.sqlite: identical (3 passes"))
        #expect(cli.run("diff", "--pass", "1", "--pass", "3").stdout.contains("changed node-1 Text(\"Notifications\")"))
        let bad = cli.run("record", "Row.swift", "--dynamic-type", "huge")
        #expect(bad.status == 64 && bad.stderr.hasPrefix("Error: The value 'huge' is invalid for '--dynamic-type <size>': write one of xSmall, small"))
        let both = cli.run("record", "Row.swift", "--dynamic-type", "large", "--sweep", "dynamic-type=xSmall")
        #expect(both.status == 64 && both.stderr.hasPrefix("Error: give either --dynamic-type or --sweep dynamic-type=…, not both"))
    }

    /// `@ScaledMetric` and `@Environment(\.dynamicTypeSize)` read the recording's size; with several
    /// sizes in one sweep the scene is read once, at Large, and the record says so.
    @Test func scaledMetricsGrowWithTheRecordingsDynamicTypeSize() throws {
        let cli = CLI()
        cli.write(
            "Badge.swift",
            """
            struct Badge: View {
                @ScaledMetric var side: CGFloat = 34
                @ScaledMetric(relativeTo: .caption) var gap = 12.0
                @Environment(\\.dynamicTypeSize) var size
                var body: some View {
                    VStack(spacing: gap) {
                        Color.red.frame(width: side, height: side)
                        Color.blue.frame(width: size.isAccessibilitySize ? 100 : 50, height: 10)
                    }
                }
            }

            """)
        func frames(_ arguments: String...) throws -> (side: CGFloat?, gap: CGFloat?, wide: CGFloat?, stderr: String) {
            let r = cli.run(["record", "Badge.swift", "-o", "b.sqlite"] + arguments)
            #expect(r.status == 0, "\(arguments): \(r.stderr)")
            let frames = try TraceReader(path: cli.path("b.sqlite")).frames(pass: 1)
            let red = try #require(frames[NodeID(2)]), blue = try #require(frames[NodeID(4)])
            return (red.width, blue.minY - red.maxY, blue.width, r.stderr)
        }
        let large = try frames()
        #expect(large.side == 34 && large.gap == 12 && large.wide == 50)
        // Body's leading grows 22 → 48 pt at accessibility3, caption's 16 → 39 pt (Apple's Dynamic
        // Type table): 74.18 and 29.25, to the third of a point.
        let ax3 = try frames("--dynamic-type", "accessibility3")
        let side: CGFloat = 223.0 / 3, gap: CGFloat = 88.0 / 3
        #expect(ax3.side == side && abs((ax3.gap ?? 0) - gap) < 1e-9 && ax3.wide == 100)
        let sweep = try frames("--sweep", "dynamic-type=large,accessibility3")
        #expect(sweep.side == 34)
        #expect(sweep.stderr.contains("Badge.swift:2:5: warning: @ScaledMetric 'side' grows with Dynamic Type, but this recording's passes have several sizes"))
        #expect(cli.run("replay", "--trace", "b.sqlite").stdout.hasPrefix("replayed b.sqlite: identical"))
    }

    /// Text sizes are rounded up to the pixels of the screen: a device's scale (iPhone 15 3×, SE 2×),
    /// else --scale, 3 by default; each pass records its scale.
    @Test func textIsRoundedToTheScreensPixels() throws {
        let cli = CLI()
        cli.write("Line.swift", "Text(\"the\")\n")
        func height(_ arguments: String...) throws -> (CGFloat?, CGFloat?) {
            let r = cli.run(["record", "Line.swift"] + arguments)
            #expect(r.status == 0, "\(arguments): \(r.stderr)")
            let trace = try TraceReader(path: cli.path("ltrace.sqlite"))
            return (try trace.frames(pass: 1)[NodeID(0)]?.height, try trace.passes().first?.scale)
        }
        #expect(try height() == (61.0 / 3, 3))
        #expect(try height("--scale", "2") == (20.5, 2))
        #expect(try height("--device", "iphone-se") == (20.5, 2))
        #expect(try height("--device", "iphone-15") == (61.0 / 3, 3))
        let bad = cli.run("record", "Line.swift", "--scale", "4")
        #expect(bad.status == 64 && bad.stderr.hasPrefix("Error: The value '4' is invalid for '--scale <n>': write 1, 2 or 3"))
        let both = cli.run("record", "Line.swift", "--scale", "2", "--device", "iphone-15")
        #expect(both.status == 64 && both.stderr.hasPrefix("Error: give either --device or --scale"))
        #expect(cli.run("replay").stdout.hasPrefix("replayed ltrace.sqlite: identical"))
    }


    /// On a device the root is proposed the safe area and placed in it (Apple, "ignoresSafeArea":
    /// "By default, SwiftUI sizes and positions views to avoid system defined safe areas"), so a
    /// colour fills iPhone 15's safe area: 393 × (852 − 59 − 34) = 393 × 759 at y = 59.
    @Test func aDeviceProposesItsSafeAreaAndFramesAreInScreenPoints() throws {
        let cli = CLI()
        cli.write("Fill.swift", "Color.teal\n")
        let r = cli.run("record", "Fill.swift", "--device", "iphone-15")
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout == "recorded Fill.swift at iphone-15 (safe area 393×759): 1 nodes, 2 calls, 1 pass → ltrace.sqlite\n")
        let trace = try TraceReader(path: cli.path("ltrace.sqlite"))
        #expect(try trace.frames(pass: 1)[NodeID(0)] == CGRect(x: 0, y: 59, width: 393, height: 759))
        #expect(try trace.passes().first?.screen == DeviceScreen(device: "iphone-15", orientation: .portrait, size: CGSize(width: 393, height: 852), insets: EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0), scale: 3))
        #expect(trace.meta.devices == ["iphone-15"])
        #expect(cli.run("why", "node-0").stdout.contains("on iphone-15 (393 × 852, an iOS metric) the root is proposed the safe area, 393 × 759 at (0, 59), and centred in it: x = (393 − 393) / 2 = 0, y = 59 + (759 − 759) / 2 = 59"))
        let svg = cli.run("render", "-o", "fill.svg")
        #expect(svg.status == 0)
        let picture = try String(contentsOfFile: cli.path("fill.svg"), encoding: .utf8)
        #expect(picture.contains(#"<rect class="device" x="0" y="0" width="393" height="852""#))
        #expect(picture.contains(#"<rect class="safe-area" x="0" y="59" width="393" height="759">"#))
    }

    /// `ignoresSafeArea` extends its child to the screen's edges on the edges of its frame that lie on
    /// the safe area's edge (Apple, "ignoresSafeArea(_:edges:)"): a full-screen colour covers 393 × 852;
    /// a 100-point band in the middle touches no edge and stays.
    @Test func ignoresSafeAreaExtendsOnlyTheEdgesThatTouchTheSafeArea() throws {
        let cli = CLI()
        cli.write("Back.swift", "ZStack {\n    Color.blue.ignoresSafeArea()\n    Color.red.frame(height: 100).ignoresSafeArea(edges: .bottom)\n}\n")
        let r = cli.run("record", "Back.swift", "--device", "iphone-15")
        #expect(r.status == 0, "\(r.stderr)")
        let frames = try TraceReader(path: cli.path("ltrace.sqlite")).frames(pass: 1)
        #expect(frames[NodeID(1)] == CGRect(x: 0, y: 59, width: 393, height: 759))
        #expect(frames[NodeID(2)] == CGRect(x: 0, y: 0, width: 393, height: 852))
        #expect(frames[NodeID(5)] == CGRect(x: 0, y: 388.5, width: 393, height: 100))
        let why = cli.run("why", "node-2")
        #expect(why.stdout.contains("on iphone-15, the edges of the frame 393 × 759 at (0, 59) that lie on the safe area's edge are pushed to the screen's (top 59, leading 0, bottom 34, trailing 0): the child is proposed and placed 393 × 852 at (0, 0)"), "\(why.stdout)")
        // Without a device there is no safe area.
        _ = cli.run("record", "Back.swift", "--proposal", "300x300")
        #expect(try TraceReader(path: cli.path("ltrace.sqlite")).frames(pass: 1)[NodeID(2)] == CGRect(x: 0, y: 0, width: 300, height: 300))
    }

    @Test func aSweepOverDevicesAndTheirMistakes() throws {
        let cli = CLI()
        cli.write("Fill.swift", "Color.teal\n")
        let r = cli.run("record", "Fill.swift", "--sweep", "device=iphone-se,iphone-15:landscape,ipad-air")
        #expect(r.status == 0, "\(r.stderr)")
        let trace = try TraceReader(path: cli.path("ltrace.sqlite"))
        #expect(try trace.passes().map { $0.screen?.description ?? "" } == ["iphone-se", "iphone-15 landscape", "ipad-air-11"], "ipad-air is the 11-inch Air's other name")
        // In landscape the safe area leaves 59 on each side and 21 at the bottom: 852 − 118 = 734 wide, 393 − 21 = 372 tall.
        #expect(try trace.frames(pass: 2)[NodeID(0)] == CGRect(x: 59, y: 0, width: 734, height: 372))
        let replay = cli.run("replay", "--json")
        #expect(replay.stdout.contains("\"identical\""), "\(replay.stdout)\(replay.stderr)")
        #expect(cli.run("record", "Fill.swift", "--device", "iphone-16-pro-mx").stderr.hasPrefix("Error: The value 'iphone-16-pro-mx' is invalid for '--device <name>': no such device; did you mean 'iphone-16-pro-max'?"))
        // Names as people write them; groups of devices.
        #expect(cli.run("record", "Fill.swift", "--device", "iPhone 13 mini").status == 0)
        #expect(cli.run("record", "Fill.swift", "--sweep", "device=:").stderr.contains("no device name in ':'"))
        #expect(try TraceReader(path: cli.path("ltrace.sqlite")).passes().first?.screen?.device == "iphone-13-mini")
        #expect(cli.run("record", "Fill.swift", "--sweep", "device=iphones").status == 0)
        #expect(try TraceReader(path: cli.path("ltrace.sqlite")).passes().count == Device.all.filter(\.isPhone).count)
        // Plotted against the devices, ticked by name.
        let plot = cli.run("plot", "node-0", "-o", "devices.svg")
        #expect(plot.status == 0, "\(plot.stderr)")
        let svg = try String(contentsOfFile: cli.path("devices.svg"), encoding: .utf8)
        #expect(svg.contains("width and height against the device") && svg.contains(">iphone-16e</text>") && svg.contains(">iphone-se</text>"))
        #expect(cli.run("record", "Fill.swift", "--device", "iphone-15:sideways").stderr.hasPrefix("Error: The value 'iphone-15:sideways' is invalid for '--device <name>': no such orientation"))
    }

    /// `--device` with `--proposal` fits the root on the device's screen, as a snapshot test's
    /// `.sizeThatFits` does: a list proposed 0 × 0 takes the screen, its UIKit view's bounds
    /// (measured: `snapshot-list-fitted-to-zero`); without a screen it takes its proposal.
    @Test func aViewFittedOnADeviceTakesWhatItsUIKitViewsStartWith() throws {
        let cli = CLI()
        cli.write("Rows.swift", "List {\n    Text(\"Row\")\n}\n.frame(maxWidth: 200)\n")
        let r = cli.run("record", "Rows.swift", "--device", "iPhone 8", "--proposal", "0x0")
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.hasPrefix("recorded Rows.swift at iphone-se-2 fitted to 0×0: "), "\(r.stdout)")
        let trace = try TraceReader(path: cli.path("ltrace.sqlite"))
        let pass = try #require(try trace.passes().first)
        #expect(pass.screen?.description == "iphone-se-2 fitted" && pass.screen?.fitted == ProposedViewSize(width: 0, height: 0) && pass.screen?.insets == EdgeInsets())
        // The root at the origin, no safe area; the list is the screen's 375 × 667, cut to 200 wide.
        #expect(try trace.frames(pass: 1)[NodeID(0)] == CGRect(x: 0, y: 0, width: 200, height: 667))
        let probe = cli.run("query", "SELECT message FROM explained_decisions WHERE kind = 'uikit.bounds'")
        #expect(probe.stdout.contains("a list is a UIKit view: proposed 0 × 0 it answers that view's bounds, the screen of iphone-se-2 (measured"), "\(probe.stdout)")
        #expect(cli.run("why", "node-0").stdout.contains("passes 0 to its child, which took 375; min(max, max(child, proposal)) = 200"))
        #expect(cli.run("why", "node-0").stdout.contains("iphone-se-2 fitted to 0×0, a screen of 375 × 667: the root is placed at the origin with no safe area"))
        #expect(cli.run("replay", "--json").stdout.contains("\"identical\""))
        // Drawn as a bare proposal is: no device outline, status bar or cutout.
        #expect(cli.run("render", "-o", "fitted.html").status == 0)
        let page = try String(contentsOfFile: cli.path("fitted.html"), encoding: .utf8)
        #expect(!page.contains("class=\"device\"") && page.contains("iphone-se-2 fitted to 0×0"))
        // A what-if on another screen; then no screen at all: the list takes the 0 × 0 it is proposed.
        #expect(cli.run("replay", "--device", "iphone-15", "--proposal", "0x0", "-o", "taller.sqlite").status == 0)
        #expect(try TraceReader(path: cli.path("taller.sqlite")).frames(pass: 1)[NodeID(0)] == CGRect(x: 0, y: 0, width: 200, height: 852))
        #expect(cli.run("record", "Rows.swift", "--proposal", "0x0", "-o", "bare.sqlite").status == 0)
        #expect(try TraceReader(path: cli.path("bare.sqlite")).frames(pass: 1)[NodeID(0)]?.size == CGSize(width: 0, height: 0))
    }

    @Test func proposalsOutputAndView() throws {
        let cli = CLI()
        cli.write("scene.swift", "struct A: View { var body: some View { Color.red } }\nstruct B: View { var body: some View { Color.blue.frame(width: 10) } }\n")
        let r = cli.run("record", "scene.swift", "--proposal", "620x80", "--proposal", "nilxinf", "--view", "A", "-o", "out.sqlite")
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout == "recorded scene.swift (A) at 620×80, nil×inf: 1 nodes, 4 calls, 2 passes → out.sqlite\n")
        let trace = try TraceReader(path: cli.path("out.sqlite"))
        #expect(try trace.passes().map(\.proposal.width) == [620, nil])
        #expect(trace.meta.sceneView == "A")
        #expect(cli.files == ["out.sqlite", "scene.swift"])
    }

    @Test func theDefaultProposalIsAPhoneScreen() {
        let cli = CLI()
        cli.write("s.swift", "Color.red")
        #expect(cli.run("record", "s.swift").stdout == "recorded s.swift at 390×844: 1 nodes, 2 calls, 1 pass → ltrace.sqlite\n")
    }

    @Test func sceneErrorsUseTheCompilersFormat() {
        let cli = CLI()
        cli.write("bad.swift", "HStack {\n    Color.red.fram(width: 3)\n}\n")
        let r = cli.run("record", "bad.swift", "--strict")
        #expect(r.status == 1)
        #expect(r.stderr == "bad.swift:2:15: error: unsupported modifier 'fram'; did you mean 'frame'?\n")
        #expect(r.stdout.isEmpty)
        #expect(cli.files == ["bad.swift"])
        // A preview fails only when nothing of its root can be built: then it says why, in the same format.
        cli.write("worse.swift", "Widget(size: 3)\n")
        cli.write("broken.swift", "struct Card: View {\n    var body: some View { Text(1, 2) }\n}\n#Preview { Card() }\n")
        let nothing = cli.run("record", "broken.swift")
        #expect(nothing.status == 1)
        #expect(nothing.stderr == "broken.swift:2:35: error: Text takes no further unlabeled argument here (reached through #Preview → Card.body)\n", "\(nothing.stderr)")
        #expect(!cli.files.contains("ltrace.sqlite"))
    }

    @Test func unknownScenesAndBadArguments() {
        let cli = CLI()
        cli.copyTraces()
        let r = cli.run("record", "chat-bubble")
        #expect(r.status == 1)
        #expect(r.stderr == "error: no scene 'chat-bubble': not a file, and ./Traces has no chat-bubble.swift; did you mean 'chat-bubbles'?\n")
        #expect(cli.run("record", "missing.swift").stderr == "error: missing.swift: no such scene file\n")
        // A folder is one program: in ./Traces every example is top-level view expressions, which one program cannot have in several files.
        #expect(cli.run("record", "Traces").stderr.hasPrefix("Traces/aspect-ratio-fill.swift:4:1: error: several files have top-level view expressions (aspect-ratio-fill.swift, aspect-ratio-fit.swift, "))
        cli.write("empty/readme.txt", "")
        #expect(cli.run("record", cli.path("empty")).stderr == "error: \(cli.path("empty")): the folder holds no .swift files\n")
        let bad = cli.run("record", "offset", "--proposal=-3x4")
        #expect(bad.status == 64)
        #expect(bad.stderr.hasPrefix("Error: The value '-3x4' is invalid for '--proposal <WxH>': write WxH, each side a number, nil or inf (620x80, nilx80)"))
        let noDirectory = cli.run("record", "offset", "-o", "nowhere/t.sqlite")
        #expect(noDirectory.status == 1)
        #expect(noDirectory.stderr == "error: nowhere/t.sqlite: no such directory: nowhere\n")
    }

    @Test func aFailedRecordKeepsThePreviousTrace() throws {
        let cli = CLI()
        cli.write("good.swift", "Color.red")
        cli.write("bad.swift", "Color.red.frame(width: \"x\")")
        cli.run("record", "good.swift")
        let before = try Data(contentsOf: URL(fileURLWithPath: cli.path("ltrace.sqlite")))
        #expect(cli.run("record", "bad.swift", "--strict").status == 1)
        #expect(try Data(contentsOf: URL(fileURLWithPath: cli.path("ltrace.sqlite"))) == before)
        #expect(cli.files == ["bad.swift", "good.swift", "ltrace.sqlite"])
    }

    @Test func anInterruptedRecordLeavesNothingBehind() throws {
        let cli = CLI()
        cli.write("small.swift", "Color.red")
        cli.run("record", "small.swift")
        let before = try Data(contentsOf: URL(fileURLWithPath: cli.path("ltrace.sqlite")))
        cli.write("big.swift", "VStack { ForEach(0..<8000) { i in HStack { Text(\"Row \\(i)\"); Spacer(); Color.red.frame(width: 10) } } }")
        let started = cli.start(["record", "big.swift", "--proposal", "390x844", "--proposal", "300x844"])
        // Wait until the trace is being written, then interrupt.
        let deadline = Date().addingTimeInterval(120)
        while !cli.files.contains(where: { $0.contains(".ltrace-tmp-") }) && started.0.isRunning && Date() < deadline { usleep(2000) }
        #expect(started.0.isRunning, "the recording finished before it could be interrupted")
        started.0.interrupt()
        let result = cli.finish(started)
        #expect(started.0.terminationReason == .uncaughtSignal)
        #expect(result.stdout.isEmpty)
        #expect(cli.files == ["big.swift", "ltrace.sqlite", "small.swift"])
        #expect(try Data(contentsOf: URL(fileURLWithPath: cli.path("ltrace.sqlite"))) == before)
    }
}
