import Foundation
import LayoutEngine
import SceneParser
import TextShaping
import TraceAnalysis
import TraceRender
import TraceStore

/// What `ltrace serve` records, as `record` would: the scene's files (or an app's folder), the
/// view or preview, `#if` conditions, the device or the scene's own proposals.
public struct LiveOptions: Sendable {
    public var scenes: [String]
    public var view: String?
    public var preview: String?
    public var defines: Set<String>
    public var seed: UInt64
    public var device: DeviceScreen?
    public var dynamicType: DynamicTypeSize?
    public var fonts: FontLocations
    /// Folders of packages the scene uses (`--packages`).
    public var packages: [String]
    /// Whether the first error stops the recording (`--strict`).
    public var strict: Bool

    public init(
        scenes: [String], view: String? = nil, preview: String? = nil, defines: Set<String> = [], seed: UInt64 = SeededRandom.defaultSeed,
        device: DeviceScreen? = nil, dynamicType: DynamicTypeSize? = nil, fonts: FontLocations, packages: [String] = [], strict: Bool = false
    ) {
        self.scenes = scenes; self.view = view; self.preview = preview; self.defines = defines; self.seed = seed
        self.device = device; self.dynamicType = dynamicType; self.fonts = fonts; self.packages = packages; self.strict = strict
    }
}

/// A scene recorded again on demand into a private folder, keeping the last good trace: each
/// recording becomes the page's data with what changed since the previous one, or an error
/// worded as the terminal words it while the last good picture stays.
public final class LiveScene: @unchecked Sendable {
    public enum Outcome: Sendable {
        /// The page's data (JSON), its version, and what changed.
        case trace(json: String, version: Int, changes: [String])
        /// The scene does not record: the message as the terminal shows it.
        case error(message: String, version: Int)

        /// The recording's number, from 1.
        public var version: Int {
            switch self {
            case .trace(_, let version, _), .error(_, let version): return version
            }
        }
    }

    public let options: LiveOptions
    /// Where the traces are written; removed by `close()`.
    public let folder: String
    private let describe: @Sendable (Error) -> String
    private let shaper: HarfBuzzShaper
    private let lock = NSLock()
    private var recordings = 0
    /// The latest recording that made a trace: its file, version and page data.
    private var lastGood: (path: String, version: Int, json: String)?
    private var current: Outcome?
    /// The scene files of the last attempt, to watch.
    public private(set) var files: [String]

    /// `describe` words an error as the command line does (`file:line:column: error: …`).
    public init(options: LiveOptions, describe: @escaping @Sendable (Error) -> String) throws {
        self.options = options
        self.describe = describe
        shaper = HarfBuzzShaper(locations: options.fonts)
        // Scenes that cannot be read fail here, before the private folder exists.
        files = try SceneSources.collect(options.scenes, packages: options.packages).files.map(\.path)
        let base = (NSTemporaryDirectory() as NSString).appendingPathComponent("ltrace-serve-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(atPath: base, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        folder = base
    }

    /// The latest outcome: the last recording's, or nil before the first.
    public var latest: Outcome? { lock.withLock { current } }

    /// The latest good trace's page data, for a page that loads now.
    public var pageData: String? { lock.withLock { lastGood?.json } }

    /// A node's why chain in the trace of `version`, if that is still the latest good one.
    public func why(version: Int, pass: Int, node: NodeID) -> [String]? {
        let path: String? = lock.withLock { lastGood?.version == version ? lastGood?.path : nil }
        guard let path, let trace = try? TraceReader(path: path), (try? trace.frame(pass: pass, node: node)) != nil else { return nil }
        return HTMLRenderer.why(node, pass: pass, analysis: WhyAnalysis(trace: trace), scenePath: trace.meta.scenePath)
    }

    /// Records the scene again; the outcome is also `latest`.
    @discardableResult
    public func record() -> Outcome {
        let version = lock.withLock { () -> Int in
            recordings += 1
            return recordings
        }
        let path = (folder as NSString).appendingPathComponent("trace-\(version).sqlite")
        let outcome: Outcome
        do {
            let selected = try recordTrace(to: path)
            let trace = try TraceReader(path: path)
            var changes: [String] = []
            if let previous = lock.withLock({ lastGood?.path }), let before = try? TraceReader(path: previous) {
                changes = (try? TraceDiff.compare(before, trace, passes: [selected])).map { DiffReport.changes($0.diffs) } ?? []
            }
            // The page asks for the why chain of the node it shows (`why(version:pass:node:)`): a
            // chain for every node would double the time from a save to the page.
            var data = try HTMLRenderer.data(trace, selecting: selected, changes: changes, whyChains: false)
            if case .object(var o) = data {
                o["version"] = .number(Double(version))
                data = .object(o)
            }
            let json = HTMLRenderer.json(data)
            outcome = .trace(json: json, version: version, changes: changes)
            lock.withLock {
                if let old = lastGood?.path, old != path { try? FileManager.default.removeItem(atPath: old) }
                lastGood = (path, version, json)
            }
        } catch {
            try? FileManager.default.removeItem(atPath: path)
            outcome = .error(message: describe(error), version: version)
        }
        lock.withLock { current = outcome }
        return outcome
    }

    /// Records into `path` as `ltrace record` does; the pass to show.
    private func recordTrace(to path: String) throws -> Int {
        let (sources, search) = try SceneSources.collect(options.scenes, packages: options.packages)
        lock.withLock { files = sources.map(\.path) }
        let catalog = AssetCatalog.load(searching: SceneSources.assetFolders(for: options.scenes, packages: search))
        let sizes = options.dynamicType.map { [$0] } ?? []
        let parsed = try SceneParser.parse(
            files: sources, view: options.view, preview: options.preview, defines: options.defines, seed: options.seed, assets: catalog,
            dynamicTypeSize: DynamicTypeSize.readingSize(of: sizes), displayScale: Double(options.device?.scale ?? LayoutEngine.defaultDisplayScale),
            strict: options.strict)
        var screens: [DeviceScreen] = options.device.map { [$0] } ?? []
        if screens.isEmpty, parsed.proposals.isEmpty, let named = parsed.device { screens = [try Device.screen(named: named)] }
        let proposals = screens.isEmpty ? (parsed.proposals.isEmpty ? [Scene.defaultProposal] : parsed.proposals) : screens.map(\.proposal)
        let scenePath = sources.count == 1 ? sources[0].path : options.scenes.joined(separator: " ")
        var meta = TraceMeta(scenePath: scenePath, sceneSource: parsed.source, sceneView: parsed.viewName)
        meta.sceneRoot = TraceMeta.SceneRoot(rawValue: parsed.root.rawValue)
        meta.sceneDefines = options.defines.sorted()
        meta.randomSeed = options.seed
        meta.devices = screens.map(\.description)
        meta.textWidths = shaper.systemFontSummary
        try Trace.record(
            tree: parsed.makeTree(), proposals: proposals, to: path, meta: meta, diagnostics: parsed.diagnostics, files: sources.count > 1 ? sources : [],
            images: parsed.images, colors: parsed.colors, screens: screens, dynamicTypeSizes: sizes, textShaper: shaper,
            laterDiagnostics: parsed.laterDiagnostics)
        return 1
    }

    /// Removes the folder and every trace in it.
    public func close() {
        try? FileManager.default.removeItem(atPath: folder)
    }
}
