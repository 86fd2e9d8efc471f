import Foundation
import LayoutEngine
import SceneParser
import TextShaping
import TraceStore

/// A scene's files recorded into a trace: the one path `ltrace record` and `ltrace serve` take
/// (files and packages found, asset catalogs loaded, the scene read, its passes chosen, the trace
/// written with what the recording was).
public struct SceneRecording: Sendable {
    /// Which passes to lay the scene out in, once the scene is read (its own proposals and device
    /// line are known only then).
    public struct Passes: Sendable {
        public var proposals: [ProposedViewSize]
        /// The device screen of each pass; empty for bare proposals.
        public var screens: [DeviceScreen]
        /// The Dynamic Type size of each pass (all passes at one size: a single element; none: large).
        public var dynamicTypeSizes: [DynamicTypeSize]

        public init(proposals: [ProposedViewSize], screens: [DeviceScreen] = [], dynamicTypeSizes: [DynamicTypeSize] = []) {
            self.proposals = proposals; self.screens = screens; self.dynamicTypeSizes = dynamicTypeSizes
        }

        /// The scene's own passes: its `// ltrace:device` line, else its `// ltrace:proposal`
        /// lines, else an iPhone screen in points.
        public static func sceneOwn(_ scene: Scene, dynamicTypeSizes: [DynamicTypeSize] = []) throws(Device.NameError) -> Passes {
            if scene.proposals.isEmpty, let named = scene.device {
                let screen = try Device.screen(named: named)
                return Passes(proposals: [screen.proposal], screens: [screen], dynamicTypeSizes: dynamicTypeSizes)
            }
            return Passes(proposals: scene.proposals.isEmpty ? [Scene.defaultProposal] : scene.proposals, dynamicTypeSizes: dynamicTypeSizes)
        }
    }

    /// The scene's files or folders, as the user named them.
    public var scenes: [String]
    public var view: String?
    public var preview: String?
    public var defines: Set<String>
    /// Folders of asset catalogs and images searched before those found beside the scene.
    public var assets: [String]
    public var seed: UInt64
    /// Folders of packages the app uses (`--packages`).
    public var packages: [String]
    /// Whether the first error stops the recording (`--strict`).
    public var strict: Bool
    /// Pixels per point the scene's code reads (`\.displayScale`, scaled metrics' rounding).
    public var readingScale: CGFloat
    /// Pixels per point of passes without a device.
    public var bareScale: CGFloat
    /// The Dynamic Type size the scene's code reads (`@ScaledMetric`, `\.dynamicTypeSize`); nil
    /// when passes differ in it.
    public var readingDynamicType: DynamicTypeSize?
    public var fonts: FontLocations
    /// The appearance the scene is read (`@Environment(\.colorScheme)`) and drawn in.
    public var colorScheme: ColorScheme
    /// The iOS SDK the app is linked against, when older than the current one (`LayoutEngine.linkedSDK`).
    public var linkedSDK: Int?
    /// The command line kept in the trace's meta, if any.
    public var command: String?
    public var cache: SceneCache?

    public init(
        scenes: [String], view: String? = nil, preview: String? = nil, defines: Set<String> = [], assets: [String] = [],
        seed: UInt64 = SeededRandom.defaultSeed, packages: [String] = [], strict: Bool = false,
        readingScale: CGFloat = LayoutEngine.defaultDisplayScale, bareScale: CGFloat = LayoutEngine.defaultDisplayScale,
        readingDynamicType: DynamicTypeSize? = .large, fonts: FontLocations, colorScheme: ColorScheme = .light, linkedSDK: Int? = nil,
        command: String? = nil, cache: SceneCache? = nil
    ) {
        self.scenes = scenes; self.view = view; self.preview = preview; self.defines = defines; self.assets = assets
        self.seed = seed; self.packages = packages; self.strict = strict; self.readingScale = readingScale; self.bareScale = bareScale
        self.readingDynamicType = readingDynamicType; self.fonts = fonts; self.colorScheme = colorScheme; self.linkedSDK = linkedSDK
        self.command = command; self.cache = cache
    }

    /// What is worth telling before the layout runs.
    public enum Notice {
        /// An asset catalog read only in part.
        case incompleteCatalog(String)
        /// One of the scene's warnings, or an error recovered from.
        case diagnostic(SourceDiagnostic)
    }

    /// What a recording made, for the caller to report.
    public struct Recorded {
        public let files: [SceneFile]
        public let scene: Scene
        public let passes: Passes
        public let summary: Trace.Summary
    }

    /// The scene's files, without reading them.
    public func files() throws -> [SceneFile] {
        try SceneSources.collect(scenes, packages: packages).files
    }

    /// Reads the scene and records it into `path` (written under a temporary name and renamed
    /// into place by `Trace.record`); `passes` chooses the passes from the scene read.
    public func record(
        to path: String, shaper: HarfBuzzShaper, notice: (Notice) -> Void = { _ in },
        passes choose: (Scene) throws -> Passes
    ) throws -> Recorded {
        let (files, search) = try SceneSources.collect(scenes, packages: packages)
        let catalog = AssetCatalog.load(searching: assets + SceneSources.assetFolders(for: scenes, packages: search))
        for note in catalog.incomplete { notice(.incompleteCatalog(note)) }
        let scene = try SceneParser.parse(
            files: files, view: view, preview: preview, defines: defines, seed: seed, assets: catalog,
            dynamicTypeSize: readingDynamicType, displayScale: Double(readingScale), strict: strict, colorScheme: colorScheme, cache: cache)
        for diagnostic in scene.diagnostics { notice(.diagnostic(diagnostic)) }
        let passes = try choose(scene)
        let scenePath = files.count == 1 ? files[0].path : scenes.joined(separator: " ")
        var meta = TraceMeta(scenePath: scenePath, sceneSource: scene.source, sceneView: scene.viewName)
        meta.sceneRoot = TraceMeta.SceneRoot(rawValue: scene.root.rawValue)
        meta.sceneDefines = defines.sorted()
        meta.randomSeed = seed
        meta.command = command ?? ""
        meta.ltraceVersion = LTraceVersion.number
        meta.devices = passes.screens.map(\.description)
        meta.textWidths = shaper.systemFontSummary
        meta.colorScheme = colorScheme
        meta.linkedSDK = linkedSDK
        let summary = try Trace.record(
            tree: scene.makeTree(), proposals: passes.proposals, to: path, meta: meta, diagnostics: scene.diagnostics,
            files: files.count > 1 ? files : [], images: scene.images, colors: scene.colors, screens: passes.screens, scale: bareScale,
            dynamicTypeSizes: passes.dynamicTypeSizes, textShaper: shaper, laterDiagnostics: scene.laterDiagnostics)
        return Recorded(files: files, scene: scene, passes: passes, summary: summary)
    }
}
