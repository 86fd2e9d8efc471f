import Foundation
import Testing
import TestSupport

/// Code a preview reaches that ltrace cannot run costs only the smallest value that can stand in
/// for it (docs/scenes.md, "When ltrace cannot run the code"), through the real command: each
/// recovery is a warning at the failure, a `recovered` row of the trace's `diagnostics` linked to
/// the node built from it, and a line of `why`; `--strict` stops at the first instead.
@Suite struct RecoveryCommandTests {
    static let forecast = """
        import SwiftUI

        struct Forecast {
            let city: String
            let high: Double
            static let sample = Forecast(city: "Lisbon", high: 21)
        }

        enum LabelError: Error { case missing }

        func summary(of forecast: Forecast) throws -> String {
            throw LabelError.missing
        }

        struct DayRow: View {
            let day: String
            var body: some View { Text(day) }
        }

        struct ForecastView: View {
            let forecast: Forecast
            var body: some View {
                VStack {
                    Text("\\(forecast.hgh)°")
                    Text(try! summary(of: forecast))
                    DayRow(day: "Mon", style: .bold)
                    Text(forecast.city)
                        .fram(width: 10)
                    Color.blue
                        .frame(width: forecast.widht, height: 8)
                }
            }
        }

        #Preview("Forecast") { ForecastView(forecast: .sample) }

        """

    /// The `recovered` rows of the trace, with the labels of the nodes each is linked to.
    func recovered(_ cli: CLI) -> String {
        cli.run(
            "query",
            "SELECT d.line || ':' || d.\"column\" || ' ' || d.kind || ' ' || coalesce(group_concat(n.label, ' | '), '') FROM diagnostics AS d LEFT JOIN diagnostic_nodes AS l ON l.diagnostic_id = d.id LEFT JOIN nodes AS n ON n.id = l.node_id WHERE d.kind IN ('recovered', 'placeholder') GROUP BY d.id ORDER BY d.id",
            "--csv"
        ).stdout
    }

    @Test func eachKindOfRecoveryIsAWarningARowAndAMark() throws {
        let cli = CLI()
        cli.write("Forecast.swift", Self.forecast)
        let r = cli.run("record", "Forecast.swift")
        #expect(r.status == 0, "\(r.stderr)")
        // A value: the member that does not exist is an opaque value, its text measured as written.
        #expect(r.stderr.contains("Forecast.swift:24:30: warning: 'Forecast' has no member 'hgh'; did you mean 'high'? 'forecast.hgh' is an opaque value\n"), "\(r.stderr)")
        // A statement: the function's `throw` ends the call, whose result is opaque.
        #expect(r.stderr.contains("Forecast.swift:12:5: warning: the code throws here (LabelError.missing), so it has no value; 'summary(of: forecast)' is an opaque value\n"), "\(r.stderr)")
        // A view: a placeholder of its own, its siblings laid out as usual.
        #expect(r.stderr.contains("Forecast.swift:26:13: warning: 'DayRow(day: \"Mon\", style: .bold)' could not be built (Forecast.swift:26:32: DayRow has no argument 'style:'); it is a placeholder that takes the space it is offered\n"), "\(r.stderr)")
        // A modifier: left out, the view it was written on kept.
        #expect(r.stderr.contains("Forecast.swift:28:18: warning: unsupported modifier 'fram'; did you mean 'frame'? 'fram' is left out\n"), "\(r.stderr)")
        // A layout modifier whose argument fails keeps its place, the argument opaque (0).
        #expect(r.stderr.contains("Forecast.swift:30:31: warning: 'forecast.widht' is an opaque value (ltrace could not evaluate it: Forecast.swift:30:40: 'Forecast' has no member 'widht'); layout uses 0 for it\n"), "\(r.stderr)")

        let tree = cli.run("tree").stdout
        #expect(tree.contains("├─ node-3  DayRow(day: \"Mon\", style: .bold)  @26:13"), "\(tree)")
        #expect(tree.contains("├─ node-4  Text(forecast.city)  @27:13"), "\(tree)")
        #expect(!tree.contains("fram("), "\(tree)")
        #expect(tree.contains("└─ node-5  frame(width: forecast.widht, height: 8)  @30:18  (195, 836) 0×8"), "\(tree)")
        #expect(cli.run("query", "SELECT args FROM nodes WHERE id = 3").stdout.contains("\"placeholder\":\"unbuilt\""))

        // The trace keeps each as a row linked to the node built from it.
        let rows = recovered(cli)
        #expect(rows.contains("24:30 recovered Text(\"\"\\(forecast.hgh)°\"\")"), "\(rows)")
        #expect(rows.contains("12:5 recovered Text(try! summary(of: forecast))"), "\(rows)")
        #expect(rows.contains("26:13 placeholder DayRow(day: \"\"Mon\"\", style: .bold)"), "\(rows)")
        #expect(rows.contains("28:18 recovered Text(forecast.city)"), "\(rows)")
        #expect(rows.contains("30:40 recovered frame(width: forecast.widht, height: 8)"), "\(rows)")

        // `why` names the cause and its position.
        #expect(cli.run("why", "node-1").stdout.contains("node-1 Text(\"\\(forecast.hgh)°\") depends on code ltrace could not run, at Forecast.swift:24:30: 'Forecast' has no member 'hgh'"))
        let placeholderWhy = cli.run("why", "node-3").stdout
        #expect(placeholderWhy.contains("DayRow(day: \"Mon\", style: .bold) could not be built, as ltrace could not run its code"), "\(placeholderWhy)")
        #expect(placeholderWhy.contains("is a placeholder (Forecast.swift:26:13): 'DayRow(day: \"Mon\", style: .bold)' could not be built (Forecast.swift:26:32: DayRow has no argument 'style:')"), "\(placeholderWhy)")
        #expect(cli.run("why", "node-5").stdout.contains("depends on code ltrace could not run, at Forecast.swift:30:40"))

        // The recording replays as recorded.
        #expect(cli.run("replay").status == 0)
    }

    @Test func strictStopsAtTheFirstErrorAndLeavesNothing() {
        let cli = CLI()
        cli.write("Forecast.swift", Self.forecast)
        let r = cli.run("record", "Forecast.swift", "--strict")
        #expect(r.status == 1)
        #expect(r.stderr == "Forecast.swift:24:30: error: 'Forecast' has no member 'hgh'; did you mean 'high'? (reached through #Preview(\"Forecast\") → ForecastView.body)\n", "\(r.stderr)")
        #expect(cli.files == ["Forecast.swift"])
        let check = cli.run("check", "Forecast.swift", "--strict")
        #expect(check.status == 1 && check.stdout.contains("does not record: Forecast.swift:24:30: error: 'Forecast' has no member 'hgh'"), "\(check.stdout)")
    }

    @Test func checkCountsWhatWasGuessed() {
        let cli = CLI()
        cli.write("Forecast.swift", Self.forecast)
        let check = cli.run("check", "Forecast.swift")
        #expect(check.status == 0)
        #expect(check.stdout.contains("  1 #Preview(\"Forecast\") (Forecast.swift:35): records (3 opaque values, 4 errors recovered, 1 placeholder)\n"), "\(check.stdout)")
    }

    /// Names a C or Objective-C header declares (a bridging header's imports) are from outside:
    /// opaque values, never typos of a Swift name one edit away.
    @Test func namesFromCHeadersAreOpaqueNotTypos() {
        let cli = CLI()
        cli.write("App/Support/Weather-Bridging-Header.h", "#import \"Sensors.h\"\n")
        cli.write("App/Support/Sensors.h", """
            #import <Foundation/Foundation.h>
            typedef struct {
                double celsius;
            } SensorReading;
            SensorReading sensor_read(int channel);
            extern NSString * const SensorVendorName;

            """)
        cli.write("App/Readings.swift", """
            import SwiftUI

            struct SensorReadings { var count = 3 }
            func sensor_reed() -> Int { 1 }

            struct Gauge: View {
                var body: some View {
                    VStack {
                        Text("\\(sensor_read(1).celsius)°")
                        Text(SensorVendorName)
                    }
                }
            }

            #Preview { Gauge() }

            """)
        let r = cli.run("record", "App", "--strict")
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stderr.contains("Readings.swift:9:18: warning: 'sensor_read(1).celsius' is an opaque value (from outside the scene's files)"), "\(r.stderr)")
        #expect(r.stderr.contains("Readings.swift:10:18: warning: 'SensorVendorName' is an opaque value (from outside the scene's files)"), "\(r.stderr)")
        #expect(!r.stderr.contains("did you mean"), "\(r.stderr)")
        #expect(cli.run("query", "SELECT count(*) FROM diagnostics WHERE kind = 'recovered'").lines.contains("       0"))
        // The trace keeps the header, so that replay reads the same names.
        #expect(cli.run("replay").status == 0)
    }

    /// A library's sample app sits in the library's repository: the package around the app's
    /// folder is read, even when the sample folder holds a manifest of its own (an empty one
    /// keeps SwiftPM out of it).
    @Test func thePackageAroundASampleAppIsRead() {
        let cli = CLI()
        cli.write("Kit/Package.swift", "// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"Kit\", products: [.library(name: \"Badges\", targets: [\"Badges\"])], targets: [.target(name: \"Badges\")])\n")
        cli.write("Kit/Sources/Badges/Badge.swift", """
            import SwiftUI
            public struct Badge: View {
                public init() {}
                public var body: some View { Color.red.frame(width: 24, height: 16) }
            }

            """)
        cli.write("Kit/Sample/Package.swift", "// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"\", products: [], dependencies: [], targets: [])\n")
        cli.write("Kit/Sample/App/SampleView.swift", """
            import SwiftUI
            import Badges

            struct SampleView: View {
                var body: some View { Badge().padding(4) }
            }

            #Preview { SampleView() }

            """)
        let check = cli.run("check", "Kit/Sample")
        #expect(check.stdout.contains("  Kit (around the app's folder, "), "\(check.stdout)")
        let r = cli.run("record", "Kit/Sample")
        #expect(r.status == 0, "\(r.stderr)")
        let tree = cli.run("tree").stdout
        #expect(tree.contains("frame(width: 24, height: 16)") && tree.contains("32×24") && !tree.contains("Placeholder"), "\(tree)")
    }

    /// A package the app imports is read when it is on disk: SwiftPM's checkout, or a local
    /// package beside the app's folder; its views are laid out instead of being placeholders.
    @Test func packagesAreReadFromACheckoutAndFromALocalPackage() {
        let cli = CLI()
        cli.write("Project/App/Stats.swift", """
            import SwiftUI
            import ChartKit
            import Theme

            struct Stats: View {
                var body: some View {
                    VStack {
                        BarView(value: 3)
                        Text("Total").padding(Spacing.card)
                    }
                }
            }

            #Preview { Stats() }

            """)
        cli.write("Project/App/Package.swift", "// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"App\", dependencies: [.package(url: \"https://example.com/ChartKit\", from: \"1.0.0\"), .package(path: \"../Packages/Theme\")])\n")
        cli.write("Project/App/.build/checkouts/ChartKit/Package.swift", """
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(name: "ChartKit", products: [.library(name: "ChartKit", targets: ["ChartKit"])], targets: [.target(name: "ChartKit"), .testTarget(name: "ChartKitTests")])

            """)
        cli.write("Project/App/.build/checkouts/ChartKit/Sources/ChartKit/BarView.swift", """
            import SwiftUI
            public struct BarView: View {
                let value: Double
                public init(value: Double) { self.value = value }
                public var body: some View { Color.blue.frame(width: value * 10, height: 8) }
            }

            """)
        cli.write("Project/Packages/Theme/Package.swift", "// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"Theme\", targets: [.target(name: \"Theme\")])\n")
        cli.write("Project/Packages/Theme/Sources/Theme/Spacing.swift", "import CoreGraphics\npublic enum Spacing { public static let card: CGFloat = 12 }\n")

        let check = cli.run("check", "Project/App")
        #expect(check.status == 0, "\(check.stdout)\(check.stderr)")
        #expect(check.stdout.contains("  ChartKit (checked out, "), "\(check.stdout)")
        #expect(check.stdout.contains("  Theme (beside the app's folder, "), "\(check.stdout)")
        #expect(check.stdout.contains("records\n"), "\(check.stdout)")

        let r = cli.run("record", "Project/App")
        #expect(r.status == 0, "\(r.stderr)")
        let tree = cli.run("tree").stdout
        #expect(tree.contains("frame(width: value * 10, height: 8)") && tree.contains("30×8"), "\(tree)")
        #expect(tree.contains("padding(Spacing.card)") && !tree.contains("Placeholder"), "\(tree)")
        #expect(cli.run("query", "SELECT count(*) FROM diagnostics").lines.contains("       0"), "\(cli.run("query", "SELECT message FROM diagnostics").stdout)")
        // The trace keeps the packages' files: replay needs none of the folders.
        try? FileManager.default.removeItem(atPath: cli.path("Project"))
        #expect(cli.run("replay").status == 0)

        // Without the checkout, the package's view is a placeholder and `check` says it was not found.
        let bare = CLI()
        bare.write("App/Stats.swift", "import SwiftUI\nimport ChartKit\n#Preview { BarView(value: 3) }\n")
        let missing = bare.run("check", "App")
        #expect(missing.stdout.contains("not found: ChartKit"), "\(missing.stdout)")
        #expect(missing.stdout.contains("records, but its screen is one placeholder"), "\(missing.stdout)")
    }

    /// A closure layout runs later (an alignment guide's, at the view's real size) that cannot be
    /// run there is recovered from as any code is, and its warning is recorded with the rest.
    @Test func aClosureThatFailsDuringLayoutIsARecordedWarning() {
        let cli = CLI()
        cli.write("Guide.swift", """
            import SwiftUI
            let offsets: [CGFloat] = [4]
            #Preview {
                HStack {
                    Color.red.frame(width: 10, height: 20)
                        .alignmentGuide(VerticalAlignment.center) { d in offsets[Int(d.height)] }
                    Color.blue.frame(width: 10, height: 10)
                }
            }

            """)
        let r = cli.run("record", "Guide.swift", "--proposal", "100x100")
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stderr.contains("Guide.swift:6:70: warning: index 20 is out of range (0..<1); 'offsets[Int(d.height)]' is an opaque value\n"), "\(r.stderr)")
        #expect(r.stderr.contains("Guide.swift:6:55: warning: 'offsets[Int(d.height)]' is an opaque value (ltrace could not evaluate it: Guide.swift:6:70: index 20 is out of range (0..<1)); layout uses 0 for it\n"), "\(r.stderr)")
        let rows = cli.run("query", "SELECT kind, line, \"column\" FROM diagnostics", "--csv").stdout
        #expect(rows.contains("recovered,6,70") && rows.contains("substituted,6,55"), "\(rows)")
    }

    /// A computation that does not end is cut at its share of the budget and becomes opaque,
    /// with a warning naming it, instead of taking seconds or failing.
    @Test func aLoopWithoutEndIsCutAtTheBudget() {
        let cli = CLI()
        cli.write("Almanac.swift", """
            import SwiftUI

            struct Almanac {
                static let days: Int = {
                    var day = 0
                    while true { day += 1 }
                    return day
                }()
            }

            #Preview { Text("\\(Almanac.days) days").frame(width: 200) }

            """)
        let r = cli.run("record", "Almanac.swift")
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stderr.contains("Almanac.swift:4:16: warning: 'Almanac.days' was cut (Almanac.swift:6:9: this loop ran more than 100000 times); it is an opaque value\n"), "\(r.stderr)")
        #expect(r.stderr.contains("Almanac.swift:11:17: warning: 'Almanac.days' is an opaque value (ltrace could not evaluate it: "), "\(r.stderr)")
        #expect(cli.run("query", "SELECT kind FROM diagnostics WHERE message LIKE '%was cut%'").stdout.contains("recovered"))
    }
}
