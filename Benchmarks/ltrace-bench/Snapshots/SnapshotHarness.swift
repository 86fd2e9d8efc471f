import Foundation
import LayoutEngine
import SceneParser
import SwiftParser
import TextShaping
import TraceRender
import TraceStore

/// `ltrace-bench snapshots FOLDER`: public snapshot references as the oracle (issue 35).
///
/// Each subfolder of FOLDER is a fetched repository. Every swift-snapshot-testing assertion of a
/// SwiftUI view whose reference PNG is a real file is a measurement: with `.image` /
/// `.image(layout: .sizeThatFits)` the PNG is the view's size under a 0 × 0 proposal, rounded up
/// to the pixel (`UIHostingController.sizeThatFits(in: .zero)`), in pixels of the simulator's
/// scale. The harness records the same value with ltrace (the repository's sources, the test
/// file, and a preview of the test's own declarations and value) and compares pixel sizes.
///
/// A dimension that changes when the stand-in system font's widths change depends on SF Pro's
/// widths: compared only where SF Pro is installed. A dimension the test fixes with a frame
/// around the value (`.frame(width: 375, height: 812)`) says nothing of layout and is not
/// compared either. A fact of one dimension is counted in "1-dim"; a value both of whose
/// dimensions the frame fixes is "pinned", not a fact. A recording that needed a placeholder,
/// recovered code or an opaque value is counted apart too.
enum SnapshotHarness {
    enum Verdict: String, CaseIterable {
        case exact, withinPixel = "within a pixel", off
        /// The test's frame fixes both dimensions: the size says nothing of layout.
        case pinned
        /// ltrace needed a stand-in (placeholder, recovered code, an opaque value given a value).
        case standIn = "stand-ins"
        case unreadable
        /// The value is not a SwiftUI view ltrace can build (a UIKit view, a helper of the test class): its root is a placeholder.
        case notSwiftUI = "not SwiftUI"
        /// The reference is not a PNG (a Git LFS pointer) or is missing.
        case noImage = "no image"
        /// No way to know the simulator's scale.
        case noScale = "no scale"
        /// A window (`.device`, `.fixed`) whose fills were compared (`Outcome.regions`).
        case window
        /// A window with no fill ltrace could find in the PNG.
        case noRegion = "no fill"
    }

    struct Outcome {
        let reference: SnapshotReference
        let verdict: Verdict
        var expected: (Int, Int)? = nil
        var actual: (Int, Int)? = nil
        var note: String = ""
        /// Only one dimension compared: the other depends on SF Pro's widths or is fixed by the test's frame.
        var oneDimension = false
        /// A window's fills, each a fact (SnapshotRegions).
        var regions: [SnapshotRegions.Fact] = []
        var regionSkips: [SnapshotRegions.Skip: Int] = [:]
    }

    static func run(folder: String, verbose: Bool, only: String? = nil) throws {
        let fm = FileManager.default
        // Absolute paths, so that a test's package root and target folder are found by prefix.
        let folder = URL(fileURLWithPath: folder).standardizedFileURL.path
        let repositories = ((try? fm.contentsOfDirectory(atPath: folder)) ?? []).sorted().filter { !$0.hasPrefix(".") }.map { folder + "/" + $0 }
            .filter { var d: ObjCBool = false; return fm.fileExists(atPath: $0, isDirectory: &d) && d.boolValue }
            .filter { only == nil || $0.hasSuffix("/" + only!) }
        guard !repositories.isEmpty else {
            print("snapshots: no repositories in \(folder)")
            return
        }
        let sfPro = !HarfBuzzShaper(locations: FontLocations(userFolders: FontLocations.userFolders(options: [])))
            .measuringFont(for: .body).isApproximate
        print("snapshot references (sizeThatFits: the PNG is the view's size in pixels); widths measured in SF Pro: \(sfPro ? "yes" : "no, font-dependent widths not compared")")
        print(header)
        var totals: [Verdict: Int] = [:]
        var totalOneDimension = 0
        var regionTotals: [Verdict: Int] = [:], skipTotals: [SnapshotRegions.Skip: Int] = [:], repositoriesWithRegions = 0
        var differing: [(String, Outcome)] = []
        for repository in repositories {
            let started = Date()
            FileHandle.standardError.write(Data("snapshots: \(URL(fileURLWithPath: repository).lastPathComponent)…\n".utf8))
            let outcomes = try compare(repository: repository, sfPro: sfPro)
            FileHandle.standardError.write(Data(String(format: "  %d references in %.1f s\n", outcomes.list.count, Date().timeIntervalSince(started)).utf8))
            guard !outcomes.list.isEmpty else { continue }
            var counts: [Verdict: Int] = [:]
            for o in outcomes.list { counts[o.verdict, default: 0] += 1 }
            for (k, v) in counts { totals[k, default: 0] += v }
            let oneDimension = outcomes.list.filter(\.oneDimension).count
            totalOneDimension += oneDimension
            var regions: [Verdict: Int] = [:]
            for fact in outcomes.list.flatMap(\.regions) { regions[fact.verdict, default: 0] += 1 }
            for (k, v) in regions { regionTotals[k, default: 0] += v }
            if !regions.isEmpty { repositoriesWithRegions += 1 }
            for o in outcomes.list { for (k, v) in o.regionSkips { skipTotals[k, default: 0] += v } }
            let name = URL(fileURLWithPath: repository).lastPathComponent
            print(row(name, scale: outcomes.scale, counts, oneDimension: oneDimension, regions: regions))
            for o in outcomes.list where o.verdict == .off || o.verdict == .withinPixel || o.regions.contains(where: { $0.verdict != .exact }) || verbose {
                differing.append((name, o))
            }
        }
        print(row("all", scale: nil, totals, oneDimension: totalOneDimension, regions: regionTotals))
        let compared = [Verdict.exact, .withinPixel, .off].reduce(0) { $0 + (totals[$1] ?? 0) }
        let exact = totals[.exact] ?? 0
        if compared > 0 {
            print(String(format: "facts compared: %d; exact %d (%.1f%%), within a pixel %d, off %d", compared, exact, Double(exact) / Double(compared) * 100,
                         totals[.withinPixel] ?? 0, totals[.off] ?? 0))
        }
        let regionCount = regionTotals.values.reduce(0, +)
        if regionCount > 0 {
            print(String(format: "window fills compared: %d in %d windows of %d repositories; exact %d (%.1f%%), within a pixel %d, off %d", regionCount, totals[.window] ?? 0,
                         repositoriesWithRegions, regionTotals[.exact] ?? 0, Double(regionTotals[.exact] ?? 0) / Double(regionCount) * 100,
                         regionTotals[.withinPixel] ?? 0, regionTotals[.off] ?? 0))
            print("fills not compared: " + SnapshotRegions.Skip.allCases.map { "\(skipTotals[$0] ?? 0) \($0.rawValue)" }.joined(separator: ", "))
        }
        if !differing.isEmpty {
            print(verbose ? "\nevery reference (PNG pixels vs ltrace's, at the scale):" : "\ndiffering (PNG pixels vs ltrace's, at the scale):")
            for (name, o) in differing {
                let test = URL(fileURLWithPath: o.reference.image).lastPathComponent
                let numbers = o.expected.map { e in o.actual.map { a in "device \(e.0)×\(e.1) px, ltrace \(a.0)×\(a.1) px" } ?? "device \(e.0)×\(e.1) px" } ?? ""
                let place = verbose ? " (\(o.reference.testFile.replacingOccurrences(of: fm.currentDirectoryPath + "/", with: "")):\(o.reference.line))" : ""
                if o.verdict == .window {
                    for fact in o.regions where fact.verdict != .exact || verbose {
                        print("  \(name) \(test) [fill \(fact.verdict.rawValue)] \(fact.description)\(place)")
                    }
                } else {
                    print("  \(name) \(test) [\(o.verdict.rawValue)] \(numbers) \(o.note)\(place)")
                }
            }
        }
    }

    static let header = "repository".padding(toLength: 44, withPad: " ", startingAt: 0)
        + " scale  facts  exact  ±1px    off  1-dim  pinned  stand-in  unread  not-SwiftUI  no-png  no-scale  windows  fills  exact  ±1px  off"

    static func row(_ name: String, scale: CGFloat?, _ counts: [Verdict: Int], oneDimension: Int, regions: [Verdict: Int]) -> String {
        func n(_ v: Verdict) -> Int { counts[v] ?? 0 }
        func r(_ v: Verdict) -> Int { regions[v] ?? 0 }
        let facts = n(.exact) + n(.withinPixel) + n(.off)
        return name.padding(toLength: 44, withPad: " ", startingAt: 0)
            + String(format: " %5@ %6d %6d %5d %6d %6d %7d %9d %7d %12d %7d %9d %8d %6d %6d %5d %4d", scale.map { "\(Int($0))x" } ?? "-", facts, n(.exact), n(.withinPixel), n(.off),
                     oneDimension, n(.pinned), n(.standIn), n(.unreadable), n(.notSwiftUI), n(.noImage), n(.noScale),
                     n(.window) + n(.noRegion), r(.exact) + r(.withinPixel) + r(.off), r(.exact), r(.withinPixel), r(.off))
    }

    /// Every reference of one repository.
    static func compare(repository: String, sfPro: Bool) throws -> (scale: CGFloat?, list: [Outcome]) {
        func text(_ path: String) -> String? { try? String(contentsOfFile: path, encoding: .utf8) }
        func asserts(_ source: String) -> Bool { SnapshotTestReader.assertions.contains(where: source.contains) }
        // A test's target: its nearest `…Tests` folder, else its own folder.
        func target(of testFile: String) -> String {
            var folder = URL(fileURLWithPath: testFile).deletingLastPathComponent()
            while folder.path.hasPrefix(repository), folder.path != repository, !folder.lastPathComponent.hasSuffix("Tests") { folder.deleteLastPathComponent() }
            return folder.lastPathComponent.hasSuffix("Tests") ? folder.path : URL(fileURLWithPath: testFile).deletingLastPathComponent().path
        }
        let targets = Set(swiftFiles(under: repository).filter { text($0).map(asserts) ?? false }.map(target(of:))).sorted()
        // Per target: the tests that assert directly (references) and those that assert through
        // the target's helpers (runs).
        var references: [SnapshotReference] = [], runs: [SnapshotRun] = []
        var targetFiles: [String: [String]] = [:]
        for folder in targets {
            let files = swiftFiles(under: folder).compactMap { path in text(path).map { (path, $0, Parser.parse(source: $0)) } }
            targetFiles[folder] = files.map(\.0)
            let wrappers = SnapshotRuns.wrappers(in: files.map(\.2))
            for (path, source, tree) in files {
                let fileRuns = SnapshotRuns.runs(testFile: path, tree: tree, wrappers: wrappers)
                runs += fileRuns
                if asserts(source) { references += SnapshotTestReader.references(testFile: path, tree: tree, wrappers: wrappers, runs: fileRuns) }
            }
        }
        guard !references.isEmpty || !runs.isEmpty else { return (nil, []) }
        let scale = simulatorScale(repository: repository, references: references)
        let simulator = Simulator(sdk: linkedSDK(repository: repository), screen: simulatorScreen(repository: repository).flatMap { $0.scale == scale ? $0 : nil })
        // A test's files, as its target sees them: the sources of the Swift package holding it
        // (its nearest Package.swift; the whole repository when there is none), the target's
        // own files (tests, mocks, helpers), and the packages they import, found as the CLI finds
        // them (local packages, and the other fetched repositories standing for the remote
        // packages' checkouts, as `--packages` folders).
        // swift-snapshot-testing itself is not read: its assertions are the harness's host functions.
        let fetched = URL(fileURLWithPath: repository).deletingLastPathComponent().path
        let checkouts = ((try? FileManager.default.contentsOfDirectory(atPath: fetched)) ?? []).sorted()
            .filter { !$0.hasPrefix(".") && !$0.hasSuffix("+swift-snapshot-testing") }.map { fetched + "/" + $0 }
        var filesByTarget: [String: ([SceneFile], AssetCatalog)] = [:]
        func files(for testFile: String) throws -> ([SceneFile], AssetCatalog) {
            let target = target(of: testFile)
            var folder = URL(fileURLWithPath: testFile).deletingLastPathComponent()
            var root = repository
            while folder.path.hasPrefix(repository), folder.path != repository {
                if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) { root = folder.path; break }
                folder.deleteLastPathComponent()
            }
            if let known = filesByTarget[target + "|" + root] { return known }
            let arguments = [root] + (targetFiles[target] ?? [testFile])
            let collected = try SceneSources.collect(arguments, packages: checkouts)
            let found = (collected.files, AssetCatalog.load(searching: SceneSources.assetFolders(for: [root], packages: collected.packages)))
            filesByTarget[target + "|" + root] = found
            return found
        }
        func progress(_ started: Date, _ name: String) {
            if ProcessInfo.processInfo.environment["LTRACE_SNAPSHOTS_PROGRESS"] != nil {
                FileHandle.standardError.write(Data(String(format: "  %.2f s %@\n", Date().timeIntervalSince(started), name).utf8))
            }
        }
        /// The PNG's size and the scale, or the outcome that says why there is nothing to compare.
        enum Expected { case compare(pixels: (Int, Int), scale: CGFloat), outcome(Outcome), window(PNGImage, DeviceScreen) }
        func expectation(_ reference: SnapshotReference) -> Expected {
            let window: (size: CGSize, insets: EdgeInsets, device: String?)
            switch reference.strategy.layout {
            case .sizeThatFits: window = (.zero, EdgeInsets(), nil)
            case .fixed(let w, let h): window = (CGSize(width: w, height: h), EdgeInsets(), nil)
            case .device(_, let w, let h, let insets, let device): window = (CGSize(width: w, height: h), insets, device)
            }
            if window.size != .zero {
                guard let image = try? PNGImage(path: reference.image) else { return .outcome(Outcome(reference: reference, verdict: .noImage)) }
                // The window's pixels say the scale: the PNG is the window's size times it.
                let scale = reference.strategy.displayScale ?? (CGFloat(image.width) / window.size.width).rounded()
                guard (1 ... 3).contains(scale), CGFloat(image.width) == window.size.width * scale, abs(CGFloat(image.height) - window.size.height * scale) < 1 else {
                    return .outcome(Outcome(reference: reference, verdict: .noScale, expected: (image.width, image.height),
                                            note: "the PNG is not the window at an integral scale"))
                }
                let orientation: Device.Orientation = window.size.width > window.size.height ? .landscape : .portrait
                return .window(image, DeviceScreen(device: window.device ?? "snapshot-window", orientation: orientation, size: window.size, insets: window.insets, scale: scale))
            }
            guard let pixels = pngPixelSize(reference.image) else { return .outcome(Outcome(reference: reference, verdict: .noImage)) }
            guard let scale = reference.strategy.displayScale ?? scale else { return .outcome(Outcome(reference: reference, verdict: .noScale, expected: pixels)) }
            return .compare(pixels: pixels, scale: scale)
        }
        var outcomes: [Outcome] = []
        for reference in references {
            switch expectation(reference) {
            case .outcome(let outcome): outcomes.append(outcome)
            case .compare(let pixels, let scale):
                let (files, assets) = try files(for: reference.testFile)
                let started = Date()
                outcomes.append(measure(reference, expected: pixels, scale: scale, files: files, assets: assets, repository: repository, simulator: simulator, sfPro: sfPro))
                progress(started, URL(fileURLWithPath: reference.image).lastPathComponent)
            case .window(let image, let screen):
                let (files, assets) = try files(for: reference.testFile)
                let started = Date()
                outcomes.append(measure(reference, window: (image, screen), files: files, assets: assets, repository: repository, simulator: simulator, sfPro: sfPro))
                progress(started, URL(fileURLWithPath: reference.image).lastPathComponent)
            }
        }
        for run in runs {
            let (files, assets) = try files(for: run.testFile)
            let started = Date()
            func unreadable(_ note: String) -> Outcome {
                let reference = SnapshotReference(
                    testFile: run.testFile, testName: run.function, line: run.line, image: run.function, strategy: SnapshotStrategy(layout: .sizeThatFits),
                    preview: run.preview, memberPreview: nil)
                return Outcome(reference: reference, verdict: .unreadable, note: note)
            }
            let captured: [CapturedAssertion]
            do {
                captured = try SnapshotRuns.capture(run, files: files, assets: assets, displayScale: scale ?? LayoutEngine.defaultDisplayScale)
            } catch {
                outcomes.append(unreadable(firstLine("\(error)")))
                continue
            }
            if captured.isEmpty { outcomes.append(unreadable("the run reached no assertion")) }
            for (reference, assertion) in SnapshotRuns.references(captured, run: run, targetFolder: target(of: run.testFile)) {
                guard let reference else {
                    outcomes.append(unreadable("an assertion's testName: or named: is not a string ltrace knows"))
                    continue
                }
                switch expectation(reference) {
                case .outcome(let outcome): outcomes.append(outcome)
                case .compare(let pixels, let scale):
                    outcomes.append(compare(reference, specs: assertion.specs, diagnostics: assertion.diagnostics, expected: pixels, scale: scale, repository: repository, simulator: simulator, sfPro: sfPro))
                case .window(let image, let screen):
                    outcomes.append(compareFills(reference, specs: assertion.specs, diagnostics: assertion.diagnostics, image: image, screen: screen, repository: repository, simulator: simulator, sfPro: sfPro))
                }
            }
            progress(started, run.function)
        }
        return (scale, outcomes)
    }

    /// A test that asserts directly: its value, built by a preview in a method of the test's type
    /// (which may use the type's members), else on its own.
    static func measure(
        _ reference: SnapshotReference, expected: (Int, Int) = (0, 0), scale: CGFloat = 0, window: (PNGImage, DeviceScreen)? = nil,
        files: [SceneFile], assets: AssetCatalog, repository: String, simulator: Simulator, sfPro: Bool
    ) -> Outcome {
        var scene: Scene?
        var failure = ""
        for preview in [reference.memberPreview, reference.preview].compactMap({ $0 }) {
            do {
                let parsed = try SceneParser.parse(
                    files: files + [SnapshotTestReader.previewFile(preview, testFile: reference.testFile)],
                    preview: "ltrace-snapshot", defines: ["DEBUG"], assets: assets,
                    displayScale: Double(scale > 0 ? scale : window?.1.scale ?? LayoutEngine.defaultDisplayScale))
                if scene == nil || !parsed.guessed.isOnlyPlaceholders && parsed.diagnostics.count < scene!.diagnostics.count { scene = parsed }
            } catch {
                failure = firstLine("\(error)")
            }
        }
        guard let scene else { return Outcome(reference: reference, verdict: .unreadable, expected: expected, note: failure) }
        if let (image, screen) = window {
            return compareFills(reference, specs: scene.specs, diagnostics: scene.diagnostics, image: image, screen: screen, repository: repository, simulator: simulator, sfPro: sfPro)
        }
        return compare(reference, specs: scene.specs, diagnostics: scene.diagnostics, expected: expected, scale: scale, repository: repository, simulator: simulator, sfPro: sfPro)
    }

    /// The value laid out in the window (the device's safe area, or the fixed size), its fills
    /// against the PNG's regions. An edge that moves when the stand-in font is widened depends on
    /// SF Pro and is not compared.
    static func compareFills(
        _ reference: SnapshotReference, specs: [NodeSpec], diagnostics: [SourceDiagnostic], image: PNGImage, screen: DeviceScreen, repository: String, simulator: Simulator,
        sfPro: Bool
    ) -> Outcome {
        let expected = (image.width, image.height)
        if let outcome = notSwiftUI(reference, specs: specs, diagnostics: diagnostics, expected: expected) { return outcome }
        let standIns = standIns(diagnostics)
        if !standIns.isEmpty {
            return Outcome(reference: reference, verdict: .standIn, expected: expected, note: firstLine(standIns[0].description))
        }
        let shaper = shaper(for: repository)
        guard let picture = windowPicture(ViewTree(specs: specs), screen: screen, simulator: simulator, shaper: shaper) else {
            return Outcome(reference: reference, verdict: .unreadable, expected: expected, note: "did not record")
        }
        let widened = sfPro ? nil : windowPicture(ViewTree(specs: specs), screen: screen, simulator: simulator, shaper: WidenedShaper(shaper))
        let (facts, skipped) = SnapshotRegions.facts(picture, widened: widened, image: image, scale: screen.scale)
        return Outcome(reference: reference, verdict: facts.isEmpty ? .noRegion : .window, expected: expected, regions: facts, regionSkips: skipped)
    }

    /// A value whose root is a placeholder (a UIKit view): not SwiftUI, nothing to compare.
    static func notSwiftUI(_ reference: SnapshotReference, specs: [NodeSpec], diagnostics: [SourceDiagnostic], expected: (Int, Int)) -> Outcome? {
        guard GuessedContent(diagnostics: diagnostics, specs: specs).isOnlyPlaceholders else { return nil }
        return Outcome(reference: reference, verdict: .notSwiftUI, expected: expected, note: firstLine(diagnostics.first(where: { $0.kind == .placeholder })?.description ?? ""))
    }

    /// What the recording needed a stand-in for (a placeholder, recovered code, an opaque value given a value).
    static func standIns(_ diagnostics: [SourceDiagnostic]) -> [SourceDiagnostic] {
        diagnostics.filter { [.placeholder, .recovered, .substituted, .approximated].contains($0.kind) }
    }

    /// The repository's own fonts, then the user's, then the open stand-in.
    static func shaper(for repository: String) -> HarfBuzzShaper {
        HarfBuzzShaper(locations: FontLocations(appFolders: FontLocations.appFolders(for: [repository]), userFolders: FontLocations.userFolders(options: [])))
    }

    /// A recording in a window, drawn as the page draws it.
    static func windowPicture(_ tree: ViewTree, screen: DeviceScreen, simulator: Simulator, shaper: TextShaper) -> LayoutPicture? {
        let path = NSTemporaryDirectory() + "ltrace-snapshots-window-\(getpid()).sqlite"
        defer { try? FileManager.default.removeItem(atPath: path) }
        guard (try? Trace.record(tree: tree, proposals: [screen.proposal], to: path, meta: linkedMeta(simulator.sdk), screens: [screen], scale: screen.scale, textShaper: shaper)) != nil,
              let reader = try? TraceReader(path: path), let pass = try? reader.passes().first else { return nil }
        return try? LayoutPicture(trace: reader, pass: pass.id)
    }

    /// The value's views laid out under a 0 × 0 proposal, against the PNG's size.
    static func compare(
        _ reference: SnapshotReference, specs: [NodeSpec], diagnostics: [SourceDiagnostic], expected: (Int, Int), scale: CGFloat, repository: String, simulator: Simulator,
        sfPro: Bool
    ) -> Outcome {
        if let outcome = notSwiftUI(reference, specs: specs, diagnostics: diagnostics, expected: expected) { return outcome }
        let standIns = standIns(diagnostics)
        let shaper = shaper(for: repository)
        let tree = { ViewTree(specs: specs) }
        guard let size = rootSize(tree(), scale: scale, simulator: simulator, shaper: shaper), size.width.isFinite, size.height.isFinite else {
            return Outcome(reference: reference, verdict: .unreadable, expected: expected, note: "did not record")
        }
        let actual = (pixels(size.width, scale), pixels(size.height, scale))
        if !standIns.isEmpty {
            return Outcome(reference: reference, verdict: .standIn, expected: expected, actual: actual, note: firstLine(standIns[0].description))
        }
        // Which dimensions the test's frame fixes, and which follow the stand-in font's widths.
        let (widthPinned, heightPinned) = pinnedByFrame(specs)
        if widthPinned && heightPinned { return Outcome(reference: reference, verdict: .pinned, expected: expected, actual: actual) }
        var widthDepends = false, heightDepends = false
        if !sfPro, let wider = rootSize(tree(), scale: scale, simulator: simulator, shaper: WidenedShaper(shaper)) {
            widthDepends = pixels(wider.width, scale) != actual.0
            heightDepends = pixels(wider.height, scale) != actual.1
        }
        let compareWidth = !widthPinned && !widthDepends, compareHeight = !heightPinned && !heightDepends
        // One dimension fixed by the frame, the other following SF Pro: nothing of layout to compare.
        if !compareWidth && !compareHeight && (widthPinned || heightPinned) {
            return Outcome(reference: reference, verdict: .pinned, expected: expected, actual: actual)
        }
        guard compareWidth || compareHeight else {
            return Outcome(reference: reference, verdict: .unreadable, expected: expected, actual: actual,
                           note: "both dimensions depend on SF Pro's widths")
        }
        let dw = compareWidth ? abs(actual.0 - expected.0) : 0, dh = compareHeight ? abs(actual.1 - expected.1) : 0
        let verdict: Verdict = max(dw, dh) == 0 ? .exact : max(dw, dh) <= 1 ? .withinPixel : .off
        let note = !compareWidth ? (widthPinned ? "(width fixed by the test's frame)" : "(width depends on SF Pro)")
            : !compareHeight ? (heightPinned ? "(height fixed by the test's frame)" : "(height depends on SF Pro)") : ""
        return Outcome(reference: reference, verdict: verdict, expected: expected, actual: actual, note: note, oneDimension: !(compareWidth && compareHeight))
    }

    /// The dimensions a frame around the whole value fixes (`.frame(width: 375, height: 812)`,
    /// under modifiers that add to it or only draw: a padding, a background): whatever the
    /// content, the PNG has that size.
    static func pinnedByFrame(_ specs: [NodeSpec]) -> (width: Bool, height: Bool) {
        var node = specs.count == 1 ? specs.first : nil
        while let n = node, n.kind != "frame", ["padding", "background", "overlay", "clipShape", "clipped", "cornerRadius", "shadow", "border"].contains(n.kind) {
            node = n.children.first
        }
        guard let frame = node, frame.kind == "frame" else { return (false, false) }
        func fixed(_ key: String) -> Bool {
            if case .number? = frame.args[key] { return true }
            return false
        }
        return (fixed("width"), fixed("height"))
    }

    /// The root's size under the 0 × 0 proposal, through a real recording: fitted on the
    /// simulator's screen when it is known.
    static func rootSize(_ tree: ViewTree, scale: CGFloat, simulator: Simulator, shaper: TextShaper) -> CGSize? {
        let path = NSTemporaryDirectory() + "ltrace-snapshots-\(getpid()).sqlite"
        defer { try? FileManager.default.removeItem(atPath: path) }
        let zero = ProposedViewSize(width: 0, height: 0)
        let screens = simulator.screen.map { [$0.fitted(to: zero)] } ?? []
        guard (try? Trace.record(tree: tree, proposals: [zero], to: path, meta: linkedMeta(simulator.sdk), screens: screens, scale: scale, textShaper: shaper)) != nil,
              let reader = try? TraceReader(path: path), let pass = try? reader.passes().first else { return nil }
        return pass.size
    }

    /// `UIHostingView` rounds the fitted size up to the pixel.
    static func pixels(_ points: CGFloat, _ scale: CGFloat) -> Int { Int((points * scale - 1e-6).rounded(.up)) }

    /// The simulator's scale: what the repository's snapshots of a known size in points show
    /// (a device configuration, a fixed size: pixels / points), else the simulator its CI or
    /// scripts name, else what `scales.txt` beside the repositories says (`folder [SCALE] scale evidence`),
    /// else unknown.
    static func simulatorScale(repository: String, references: [SnapshotReference]) -> CGFloat? {
        var seen: [Int: Int] = [:]
        for reference in references where reference.strategy.displayScale == nil {
            let width: CGFloat
            switch reference.strategy.layout {
            case .device(_, let w, _, _, _), .fixed(let w, _): width = w
            case .sizeThatFits: continue
            }
            guard width >= 1, let pixels = pngPixelSize(reference.image), pixels.width % Int(width) == 0, (1...3).contains(pixels.width / Int(width)) else { continue }
            seen[pixels.width / Int(width), default: 0] += 1
        }
        if let most = seen.max(by: { $0.value < $1.value }) { return CGFloat(most.key) }
        for path in simulatorScripts(repository) {
            if let text = try? String(contentsOfFile: path, encoding: .utf8), let scale = simulatorScale(named: text) { return scale }
        }
        let folder = URL(fileURLWithPath: repository).deletingLastPathComponent().path
        let name = URL(fileURLWithPath: repository).lastPathComponent
        for line in ((try? String(contentsOfFile: folder + "/scales.txt", encoding: .utf8)) ?? "").split(separator: "\n") {
            // `folder 3 evidence…` or `folder SCALE 3 evidence…`.
            let fields = line.split(separator: " ", maxSplits: 3).filter { $0 != "SCALE" }
            if fields.count >= 2, fields[0] == name, let scale = Double(fields[1]) { return CGFloat(scale) }
        }
        return nil
    }

    /// What is known of the simulator the references were recorded on: the SDK the tests were
    /// built with (nil: the current one, or unknown), and the screen its CI names, whose scale
    /// agrees with the references' (nil: unknown), for fitted references (`UIKitBounds`).
    struct Simulator {
        let sdk: Int?
        let screen: DeviceScreen?
    }

    /// A recording's meta saying the SDK the app was linked against.
    static func linkedMeta(_ sdk: Int?) -> TraceMeta {
        var meta = TraceMeta()
        meta.linkedSDK = sdk
        return meta
    }

    /// The iOS SDK the references were recorded with, when it is older than iOS 17's (nil: the
    /// current SDK, or nothing known): what the repository's CI files say, and whatever they say,
    /// no newer than the newest SDK whose first beta had shipped by the date of the commit that
    /// holds the references (`SOURCES.md` beside the repositories): a reference committed in
    /// February 2023 was not recorded with iOS 17's SDK, whichever runner the workflow names now.
    static func linkedSDK(repository: String) -> Int? {
        let bound = commitDate(repository: repository).map(newestSDK(on:))
        let sdk = linkedSDK(workflowsOf: repository).map { min($0, bound ?? $0) } ?? bound
        return sdk.flatMap { $0 < 17 ? $0 : nil }
    }

    /// The first beta of each iOS SDK (WWDC's first day): the SDK is usable from then.
    static let sdkFirstBetas: [(sdk: Int, date: String)] = [
        (13, "2019-06-03"), (14, "2020-06-22"), (15, "2021-06-07"), (16, "2022-06-06"), (17, "2023-06-05"), (18, "2024-06-10"), (26, "2025-06-09"),
    ]

    /// The newest SDK whose first beta is no later than an ISO date (`2023-02-21`).
    static func newestSDK(on date: String) -> Int {
        sdkFirstBetas.last { $0.date <= date }?.sdk ?? 12
    }

    /// The commit date `SOURCES.md` beside the repositories gives for this one's folder (`owner+name`).
    static func commitDate(repository: String) -> String? {
        let folder = URL(fileURLWithPath: repository).deletingLastPathComponent().path
        let name = URL(fileURLWithPath: repository).lastPathComponent.replacingOccurrences(of: "+", with: "/")
        for line in ((try? String(contentsOfFile: folder + "/SOURCES.md", encoding: .utf8)) ?? "").split(separator: "\n") {
            let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            if cells.count >= 3, cells[0] == name, cells[2].range(of: "^[0-9]{4}-[0-9]{2}-[0-9]{2}$", options: .regularExpression) != nil { return cells[2] }
        }
        return nil
    }

    /// The iOS SDK the repository's CI built with, when its files say it is older than iOS 17's:
    /// a macOS runner image whose newest Xcode predates 15 (`macos-12`: Xcode 14, iOS 16's SDK;
    /// `macos-11`: 15; `macos-10.15`: 14), an Xcode named (`Xcode_14`, `xcode-version: '14.2'`,
    /// Travis's `osx_image: xcode12.3`). Nil: a current runner, or nothing said.
    static func linkedSDK(workflowsOf repository: String) -> Int? {
        let scripts = swiftFiles(under: repository, extensions: ["yml", "yaml"], names: [])
        var found: Int?
        for path in scripts {
            guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { continue }
            // A runner with a current Xcode anywhere in the file: the current SDK is in use.
            if ["macos-13", "macos-14", "macos-15", "macos-26", "macos-latest"].contains(where: text.contains) { return nil }
            let images = ["macos-12": 16, "macos-11": 15, "macos-10.15": 14]
            for (image, sdk) in images where text.contains(image) { found = max(found ?? 0, sdk) }
            if let range = text.range(of: "(?i)xcode[_ -]?(version:\\s*['\"]?)?(1[0-9])", options: .regularExpression) {
                let digits = text[range].reversed().prefix { $0.isNumber }.reversed()
                if let xcode = Int(String(digits)), xcode <= 14 { found = max(found ?? 0, xcode + 2) }
            }
        }
        return found
    }

    /// The files where a repository names the simulator its tests run on: CI, scripts, test plans.
    static func simulatorScripts(_ repository: String) -> [String] {
        swiftFiles(under: repository, extensions: ["yml", "yaml", "sh", "xctestplan", "md", "rb", "swift"], names: ["Makefile", "Fastfile", "Scanfile"])
            .filter { !$0.hasSuffix(".swift") || $0.contains("Test") }
    }

    /// The simulator a destination names (`-destination '…,name=iPhone 8,OS=14.3'`), as ltrace's
    /// device: the screen a fitted reference's UIKit views start with (`UIKitBounds`). Nil when
    /// no file names one ltrace knows, or when the files name several screens.
    static func simulatorScreen(repository: String) -> DeviceScreen? {
        var found: [String: DeviceScreen] = [:]
        for path in simulatorScripts(repository) {
            guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { continue }
            var rest = text[...]
            while let range = rest.range(of: "name=iPhone[^,'\"\n]*", options: .regularExpression) {
                if let device = Device.named(String(rest[range].dropFirst("name=".count))) {
                    let screen = device.screen(.portrait)
                    found["\(screen.size)@\(screen.scale)"] = screen
                }
                rest = rest[range.upperBound...]
            }
        }
        return found.count == 1 ? found.values.first : nil
    }

    /// `name=iPhone 15`, `-destination 'platform=iOS Simulator,name=iPhone SE (3rd generation)'`.
    static func simulatorScale(named text: String) -> CGFloat? {
        guard let range = text.range(of: "iPhone [0-9A-Za-z]+( (Pro Max|Pro|Plus|Max|mini))?", options: .regularExpression) else {
            return text.range(of: "name=iPad") != nil ? 2 : nil
        }
        let name = String(text[range])
        let twoX = ["iPhone 8", "iPhone SE", "iPhone 11", "iPhone XR", "iPhone 7", "iPhone 6"]
        if name.hasSuffix("Plus") && (name.hasPrefix("iPhone 8") || name.hasPrefix("iPhone 7")) { return 3 }
        return twoX.contains(where: { name == $0 || name.hasPrefix($0 + " ") && !name.hasPrefix("iPhone 11 Pro") }) ? 2 : 3
    }

    static func swiftFiles(under folder: String, extensions: Set<String> = ["swift"], names: Set<String> = []) -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: folder) else { return [] }
        var found: [String] = []
        while let path = enumerator.nextObject() as? String {
            let name = (path as NSString).lastPathComponent
            // Hidden folders but CI's (`.github`, `.circleci`) are skipped; hidden files are kept
            // (`.travis.yml` names the simulator).
            let hiddenFolder = name.hasPrefix(".") && (enumerator.fileAttributes?[.type] as? FileAttributeType) == .typeDirectory
            if (hiddenFolder && name != ".github" && name != ".circleci") || name == ".build" || name == "__Snapshots__" || name == "Pods" || name == "Carthage" {
                enumerator.skipDescendants()
                continue
            }
            if extensions.contains((name as NSString).pathExtension) || names.contains(name) { found.append(folder + "/" + path) }
        }
        return found.sorted()
    }

    static func firstLine(_ text: String) -> String { String(text.split(separator: "\n").first ?? "") }
}

/// The stand-in font's widths a quarter wider: what changes with them depends on SF Pro's widths.
final class WidenedShaper: TextShaper {
    let base: TextShaper
    init(_ base: TextShaper) { self.base = base }
    func shape(_ text: String, font: Font) -> ShapedText {
        var shaped = base.shape(text, font: font)
        if shaped.measuredWith.isApproximate { shaped.advances = shaped.advances.map { $0 * 1.25 } }
        return shaped
    }
    func lineMetrics(for font: Font) -> FontLineMetrics { base.lineMetrics(for: font) }
}
