import Foundation
import LayoutEngine
import SceneParser
import Testing
import TestSupport
import TraceStore

/// The corpus of view files written as apps write them (Tests/Corpus: single files, and app
/// folders under apps/ with models, themes and asset catalogs in files of their own) records
/// through the real command, replays from the trace alone, and where a frame's numbers follow
/// from SwiftUI's rules without text metrics, has that frame.
@Suite struct RealWorldScenesTests {
    /// Every corpus scene: each .swift file of Tests/Corpus, and each folder of Tests/Corpus/apps.
    static let scenes: [String] = {
        let files = Repository.scenes(in: Repository.corpus).map { "Tests/Corpus/\($0).swift" }
        return files + apps
    }()

    static let apps: [String] = ((try? FileManager.default.contentsOfDirectory(atPath: Repository.corpus.appendingPathComponent("apps").path)) ?? [])
        .sorted().map { "Tests/Corpus/apps/\($0)" }

    /// Every preview of every app folder, as `ltrace check` numbers them: each is recorded on its own.
    static let appPreviews: [AppPreview] = apps.flatMap { app -> [AppPreview] in
        let folder = Repository.root.appendingPathComponent(app).path
        let files = (try? SceneSources.collect([folder])) ?? []
        guard let check = try? SceneCheck.run(files: files, defines: Set(defines[app] ?? [])) else { return [AppPreview(app: app, number: 0, label: "(the folder does not read)")] }
        return check.previews.map { AppPreview(app: app, number: $0.number, label: $0.label) }
    }

    struct AppPreview: CustomTestStringConvertible, Sendable {
        let app: String
        let number: Int
        let label: String
        var testDescription: String { "\(app) \(number) \(label)" }
    }

    /// Scenes whose sample data is under `#if DEBUG`, as Xcode previews build them.
    static let defines: [String: [String]] = [
        "Tests/Corpus/about-screen.swift": ["DEBUG"], "Tests/Corpus/apps/Recipes": ["DEBUG"], "Tests/Corpus/league-table.swift": ["DEBUG"],
        "Tests/Corpus/portfolio-summary.swift": ["DEBUG"], "Tests/Corpus/apps/Trails": ["DEBUG"],
    ]

    func record(_ scene: String, _ extra: [String] = []) throws -> (CLI, CLI.Result, TraceReader) {
        let cli = CLI()
        let arguments = ["record", Repository.root.appendingPathComponent(scene).path] + (Self.defines[scene] ?? []).flatMap { ["--define", $0] } + extra
        let r = cli.run(arguments)
        return (cli, r, try TraceReader(path: cli.path("ltrace.sqlite")))
    }

    @Test func theCorpusIsLargeEnough() {
        // Thirty view files at least, counting each file of the app folders.
        let appFiles = Self.apps.flatMap { app in
            (FileManager.default.enumerator(atPath: Repository.root.appendingPathComponent(app).path)?.allObjects as? [String] ?? []).filter { $0.hasSuffix(".swift") }
        }
        #expect(Self.scenes.filter { $0.hasSuffix(".swift") }.count + appFiles.count >= 30)
        #expect(Self.appPreviews.count >= 15)
    }

    @Test(arguments: scenes) func recordsAndReplays(_ scene: String) throws {
        let (cli, r, trace) = try record(scene)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(!r.stderr.contains("error:"), "\(r.stderr)")
        #expect(try trace.nodeCount > 3)
        // Every warning on standard error is a row of the trace, and the reverse (but the fonts'
        // one, which the trace's meta and each text's decision carry).
        let printed = r.stderr.split(separator: "\n").filter { $0.contains(": warning: ") && !$0.contains("warning: node-") && !$0.contains("warning: text widths") }
        #expect(try trace.diagnostics().map(\.description).map { URL(fileURLWithPath: $0).path } .count == printed.count)
        let replay = cli.run("replay", "--json")
        #expect(replay.status == 0 && replay.stdout.contains("\"identical\""), "\(replay.stdout)\(replay.stderr)")
    }

    /// Each preview of each app folder records on a device, as a developer records theirs, and
    /// replays from the trace alone.
    @Test(arguments: appPreviews) func everyPreviewOfEveryAppRecords(_ preview: AppPreview) throws {
        let (cli, r, _) = try record(preview.app, ["--preview", String(preview.number), "--device", "iphone-15"])
        #expect(r.status == 0, "\(preview.label): \(r.stderr)")
        #expect(!r.stderr.contains("error:"), "\(r.stderr)")
        let replay = cli.run("replay", "--json")
        #expect(replay.status == 0 && replay.stdout.contains("\"identical\""), "\(replay.stdout)\(replay.stderr)")
    }

    /// A frame the scene's numbers settle, with the arithmetic.
    struct KnownFrame: CustomTestStringConvertible, Sendable {
        let scene: String
        let preview: String?
        let label: String
        /// Which node with that label, from 0 (ForEach repeats them).
        let occurrence: Int
        /// The size, and the coordinates that follow from the rules alone (nil where text sets them).
        let size: CGSize
        var x: CGFloat? = nil
        var y: CGFloat? = nil
        /// False where text sets the height (only the width is the rules').
        var checksHeight = true
        let why: String
        var testDescription: String { "\(scene) \(label) #\(occurrence)" }
    }

    static let knownFrames: [KnownFrame] = [
        KnownFrame(
            scene: "Tests/Corpus/photo-feed.swift", preview: nil, label: "AsyncImage(url: url)", occurrence: 0,
            size: CGSize(width: 358, height: 240), x: 16, why: "the empty phase's ZStack fills the 240-point frame, in a column 390 − 2 × 16 wide"),
        KnownFrame(
            scene: "Tests/Corpus/event-editor.swift", preview: nil, label: "DatePicker(\"Starts\", selection: $draft.start)", occurrence: 0,
            size: CGSize(width: 326, height: 61.0 / 3 + 14), x: 32, why: "a compact date picker spans its row, 390 − 2 × (16 + 16), as tall as its buttons (a line of body text, 20.33 on a 3× screen, + 2 × 7)"),
        KnownFrame(
            scene: "Tests/Corpus/notification-preferences.swift", preview: nil, label: "ContentUnavailableView", occurrence: 0,
            size: CGSize(width: 326, height: 260), x: 32, why: "an empty state fills its 260-point frame, in a row 390 − 2 × (16 + 16) wide"),
        KnownFrame(
            scene: "Tests/Corpus/notification-preferences.swift", preview: nil, label: "Switch", occurrence: 0,
            size: CGSize(width: 49, height: 31), x: 309, why: "the 49 × 31 switch ends at the row's trailing padding: 390 − 32 − 49"),
        KnownFrame(
            scene: "Tests/Corpus/apps/Recipes", preview: nil, label: "Image(recipe.imageName).resizable()", occurrence: 0,
            size: CGSize(width: 64, height: 64), x: 28, why: "pancakes@3x.png is 192 px: 64 pt, filling the 64 × 64 thumbnail"),
        KnownFrame(
            scene: "Tests/Corpus/apps/Recipes", preview: nil, label: "Image(recipe.imageName).resizable()", occurrence: 1,
            size: CGSize(width: 85.33333333333333, height: 64), x: 17.333333333333332,
            why: "salad@3x.png is 240 × 180 px (80 × 60 pt, 4:3); scaledToFill in 64 × 64 is 64 × 4/3 wide, centred"),
        KnownFrame(
            scene: "Tests/Corpus/apps/Recipes", preview: nil, label: "Image(recipe.imageName).resizable()", occurrence: 2,
            size: CGSize(width: 64, height: 64), x: 28, why: "ragu is in no catalog: the square placeholder fills the thumbnail"),
        KnownFrame(
            scene: "Tests/Corpus/apps/Habits", preview: "Card", label: "frame(width: proxy.size.width * habit.completion)", occurrence: 0,
            size: CGSize(width: 288.0 * 6 / 7, height: 6), x: 51, why: "320 − 2 × 16 of padding = 288 wide, 6 of 7 check-ins done"),
        KnownFrame(
            scene: "Tests/Corpus/delivery-eta.swift", preview: nil, label: "frame(width: proxy.size.width * progress, height: 4)", occurrence: 0,
            size: CGSize(width: 201, height: 4), x: 61, why: "300 − 32 = 268 wide; 15 of 60 minutes left: 268 × 0.75"),
        KnownFrame(
            scene: "Tests/Corpus/stock-ticker.swift", preview: nil, label: "frame(width: 120, alignment: .leading)", occurrence: 2,
            size: CGSize(width: 120, height: 0), x: 272, checksHeight: false, why: "16 + 2 × (120 + 8) = 272"),
        KnownFrame(
            scene: "Tests/Corpus/onboarding-page.swift", preview: nil, label: "HStack(spacing: 8)", occurrence: 0,
            size: CGSize(width: 40, height: 8), x: 175, why: "three 8 × 8 dots 8 apart: 40 wide, centred in 390"),
        KnownFrame(
            scene: "Tests/Corpus/about-screen.swift", preview: nil, label: "frame(width: 96, height: 96)", occurrence: 0,
            size: CGSize(width: 96, height: 96), x: 147, y: 32, why: "(390 − 96) / 2 = 147, below 32 of top padding"),
        KnownFrame(
            scene: "Tests/Corpus/color-palette.swift", preview: nil, label: "frame(width: swatchSide, height: swatchSide)", occurrence: 0,
            size: CGSize(width: 44, height: 44), x: 16, why: "a 44-point swatch after 16 of padding"),
        KnownFrame(
            scene: "Tests/Corpus/contact-card.swift", preview: nil, label: "frame(width: 56, height: 56)", occurrence: 0,
            size: CGSize(width: 56, height: 56), x: 16, why: "a 56-point avatar after 16 of padding"),
        KnownFrame(
            scene: "Tests/Corpus/empty-state.swift", preview: nil, label: "frame(maxWidth: 160)", occurrence: 0,
            size: CGSize(width: 160, height: 160), x: 115, why: "the 100 × 100 placeholder is square: fitted to 160 wide, 160 tall"),
        KnownFrame(
            scene: "Tests/Corpus/dice-roller.swift", preview: nil, label: "HStack(spacing: 10)", occurrence: 0,
            size: CGSize(width: 300, height: 52), x: 45, why: "five 52-point dice 10 apart: 5 × 52 + 4 × 10 = 300, centred in 390"),
        KnownFrame(
            scene: "Tests/Corpus/sleep-chart.swift", preview: nil, label: "frame(width: 24, height: chartHeight * night.hours / longest)", occurrence: 0,
            size: CGSize(width: 24, height: 100), why: "Monday: 120 × 7.5 / 9"),
        KnownFrame(
            scene: "Tests/Corpus/sleep-chart.swift", preview: nil, label: "frame(width: 24, height: chartHeight * night.hours / longest)", occurrence: 5,
            size: CGSize(width: 24, height: 120), why: "Saturday, the longest night, takes the chart's whole height"),
        KnownFrame(
            scene: "Tests/Corpus/calendar-strip.swift", preview: nil, label: "HStack(spacing: 6)", occurrence: 0,
            size: CGSize(width: 694, height: 0), x: 12, checksHeight: false, why: "14 columns of 44 and 13 gaps of 6"),
        KnownFrame(
            scene: "Tests/Corpus/leaderboard.swift", preview: nil, label: "frame(width: 72, height: CGFloat(120 - index * 30))", occurrence: 2,
            size: CGSize(width: 72, height: 60), why: "third place: 120 − 2 × 30"),
        KnownFrame(
            scene: "Tests/Corpus/photo-albums.swift", preview: nil, label: "aspectRatio(1, contentMode: .fit)", occurrence: 1,
            size: CGSize(width: 173, height: 173), x: 201, why: "an adaptive column (minimum 150) in 358 holds two tiles of (358 − 12) / 2 = 173, the second at 16 + 173 + 12"),
        KnownFrame(
            scene: "Tests/Corpus/sign-in-form.swift", preview: nil, label: "Toggle(\"Remember me\", isOn: $credentials.remember)", occurrence: 0,
            size: CGSize(width: 342, height: 31), x: 24, why: "a toggle fills the 390 − 2 × 24 it is offered and is as tall as its 31-point switch"),
        KnownFrame(
            scene: "Tests/Corpus/badge-grid.swift", preview: nil, label: "VStack(alignment: .leading, spacing: 12)", occurrence: 0,
            size: CGSize(width: 312, height: 312), x: 16, why: "three rows of three 96-point badges, 12 apart: 3 × 96 + 2 × 12"),
        KnownFrame(
            scene: "Tests/Corpus/dice-tray.swift", preview: nil, label: "HStack(spacing: 8)", occurrence: 0,
            size: CGSize(width: 252, height: 44), x: 69, why: "five 44-point dice 8 apart, centred in 358: 16 + (358 − 252) / 2"),
        KnownFrame(
            scene: "Tests/Corpus/budget-bar.swift", preview: nil, label: "frame(width: proxy.size.width * ratio)", occurrence: 0,
            size: CGSize(width: 268.5, height: 10), x: 16, why: "75% of a 358-point track"),
        KnownFrame(
            scene: "Tests/Corpus/step-chart.swift", preview: nil, label: "frame(width: 28, height: chartHeight * CGFloat(steps) / CGFloat(best))", occurrence: 5,
            size: CGSize(width: 28, height: 150), checksHeight: true, why: "the best day takes the chart's whole 150 points"),
    ]

    @Test(arguments: knownFrames) func knownFrames(_ known: KnownFrame) throws {
        let (_, r, trace) = try record(known.scene, known.preview.map { ["--preview", $0] } ?? [])
        #expect(r.status == 0, "\(r.stderr)")
        let nodes = try trace.nodes().filter { $0.label == known.label }
        try #require(nodes.count > known.occurrence, "no node \(known.label) #\(known.occurrence)")
        let frame = try #require(try trace.frames(pass: 1)[nodes[known.occurrence].id])
        func close(_ a: CGFloat, _ b: CGFloat) -> Bool { abs(a - b) < 1e-9 }
        #expect(close(frame.width, known.size.width) && (!known.checksHeight || close(frame.height, known.size.height)), "\(frame.size): \(known.why)")
        if let x = known.x { #expect(close(frame.minX, x), "\(frame.minX): \(known.why)") }
        if let y = known.y { #expect(close(frame.minY, y), "\(frame.minY): \(known.why)") }
    }
}
