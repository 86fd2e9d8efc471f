import ArgumentParser
import CommandLineSupport
import Foundation
import LayoutEngine
import SceneParser
import SceneRecording

extension ColorScheme: ExpressibleByArgument {}

/// How an app's code is read: its files, `#if` conditions, assets, packages and `--strict`;
/// the same for `record`, `serve` and `check`.
struct SceneInputOptions: ParsableArguments {
    @Argument(help: ArgumentHelp("Scene files or an app's folders, or the name of a scene in ./Traces (`chat-bubbles`).", valueName: "scene"))
    var scenes: [String]

    @Option(name: .customLong("define"), help: ArgumentHelp("A compilation condition that holds in #if (DEBUG). Repeat for several.", valueName: "NAME"))
    var defines: [String] = []

    @Option(name: .long, help: ArgumentHelp("A folder holding asset catalogs or images, searched for Image(\"name\"). Repeat for several.", valueName: "folder"))
    var assets: [String] = []

    @Option(name: .long, help: ArgumentHelp("A folder of Swift packages the app uses, read when it imports them: a package, a folder of packages, or Xcode's SourcePackages (local packages, .build/checkouts and Xcode's DerivedData are found without it). Repeat for several.", valueName: "folder"))
    var packages: [String] = []

    @Flag(name: .long, help: "Stop at the first error in the scene's code, instead of recovering from it (an opaque value, a placeholder, a modifier left out).")
    var strict = false
}

/// Which view of the scene is recorded, with what random values and fonts; the same for
/// `record` and `serve`.
struct RecordedViewOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("The view to record when the scene declares several (default: the first preview, else the last view).", valueName: "name"))
    var view: String?

    @Option(name: .long, help: ArgumentHelp("The preview to record: its name (#Preview(\"Dark\"), a PreviewProvider's type), its number from 1 (as `ltrace check` lists them), or Name:N for the Nth view of a provider's Group.", valueName: "name"))
    var preview: String?

    @Option(name: .long, help: ArgumentHelp("The seed of Int.random, shuffled() and randomElement() in the scene.", valueName: "n"))
    var seed: UInt64 = SeededRandom.defaultSeed

    @OptionGroup var fonts: FontOptions

    @Option(name: .customLong("linked-sdk"), help: ArgumentHelp(Self.linkedSDKHelp, valueName: "version"))
    var linkedSDK: Int?

    static let linkedSDKHelp =
        "The iOS SDK the app is built with, when older than the current one: 16 (Xcode 14) or earlier lays a text next to another text as iOS 16 did (no leading between them). Default: the current SDK."

    func validate() throws {
        if view != nil && preview != nil { throw ValidationError("give either --view or --preview, not both") }
        if let linkedSDK, !(13...26).contains(linkedSDK) { throw ValidationError("--linked-sdk \(linkedSDK): write an iOS SDK version from 13 to 26") }
    }
}

/// How the scene is laid out: the proposals or device, the display scale, Dynamic Type and the
/// appearance; the same for `record`, `serve` and `replay`'s what-if recordings.
struct SceneLayoutOptions: ParsableArguments {
    @Option(
        name: .customLong("proposal"),
        help: ArgumentHelp("A root proposal: WxH, each side a number, nil or inf (620x80, nilx80). Repeat for several passes.", valueName: "WxH"),
        transform: ProposalArgument.init(parsing:))
    var proposals: [ProposalArgument] = []

    @Option(name: .long, help: ArgumentHelp("Lay the scene out on a device: its safe area is the root's proposal and frames are in screen points: iphone-16, \"iPhone 13 mini\", ipad-pro-11-m4… (`ltrace devices` lists them); add :landscape. With --proposal, the root is fitted to each proposal on the device's screen, as a snapshot test's .sizeThatFits fits it (UIHostingController.sizeThatFits(in:)): no safe area, placed at the origin.", valueName: "name"),
        transform: DeviceArgument.init(parsing:))
    var device: DeviceArgument?

    @Option(
        name: .long,
        help: ArgumentHelp(
            "Pixels per point of a pass without a device, to which text sizes are rounded: 3 (a current iPhone, the default) or 2 (an iPhone SE, an iPad).",
            valueName: "n"),
        transform: ScaleArgument.init(parsing:))
    var scale: ScaleArgument?

    @Option(
        name: .customLong("dynamic-type"),
        help: ArgumentHelp(
            "The Dynamic Type size text styles are laid out at: xSmall … xxxLarge, accessibility1 … accessibility5 (default large).", valueName: "size"),
        transform: DynamicTypeArgument.init(parsing:))
    var dynamicType: DynamicTypeArgument?

    @Option(
        name: .customLong("color-scheme"),
        help: ArgumentHelp(
            "The appearance: what @Environment(\\.colorScheme) reads, and the colours pictures draw UIKit's semantic colours in (default light; for replay, as recorded).",
            valueName: "light|dark"))
    var colorScheme: ColorScheme?

    func validate() throws {
        if device != nil {
            if scale != nil { throw ValidationError("give either --device or --scale: a device has its own scale") }
        }
    }

    /// The device's screen for each pass: its safe area, or fitted to each `--proposal`.
    var screens: [DeviceScreen] {
        guard let device else { return [] }
        return proposals.isEmpty ? [device.screen] : proposals.map { device.screen.fitted(to: $0.proposal) }
    }

    /// The passes without a sweep: --device, else --proposal, else the scene's own.
    func passes(_ scene: Scene) throws -> SceneRecording.Passes {
        let sizes = dynamicType.map { [$0.size] } ?? []
        if device != nil { return SceneRecording.Passes(proposals: screens.map(\.proposal), screens: screens, dynamicTypeSizes: sizes) }
        if !proposals.isEmpty { return SceneRecording.Passes(proposals: proposals.map(\.proposal), dynamicTypeSizes: sizes) }
        do {
            return try SceneRecording.Passes.sceneOwn(scene, dynamicTypeSizes: sizes)
        } catch {
            throw CLIError("the scene's `// ltrace:device \(scene.device ?? "")` line: \(DeviceArgument.message(error))")
        }
    }
}

extension SceneRecording {
    /// A recording as the options ask for it. A sweep gives the display scale the scene's code
    /// reads and the Dynamic Type size of each pass, when they are not the layout options'.
    init(
        _ input: SceneInputOptions, _ recorded: RecordedViewOptions, _ layout: SceneLayoutOptions, readingScale: CGFloat? = nil,
        dynamicTypeSizes: [DynamicTypeSize]? = nil, command: String? = nil
    ) throws {
        self.init(
            scenes: input.scenes, view: recorded.view, preview: recorded.preview, defines: Set(input.defines), assets: input.assets, seed: recorded.seed,
            packages: input.packages, strict: input.strict,
            readingScale: readingScale ?? layout.scale?.scale ?? layout.device?.screen.scale ?? LayoutEngine.defaultDisplayScale,
            bareScale: layout.scale?.scale ?? LayoutEngine.defaultDisplayScale,
            readingDynamicType: DynamicTypeSize.readingSize(of: dynamicTypeSizes ?? layout.dynamicType.map { [$0.size] } ?? []), fonts: try recorded.fonts.locations(scenes: input.scenes),
            colorScheme: layout.colorScheme ?? .light, linkedSDK: recorded.linkedSDK, command: command, cache: .standardForThisBuild)
    }
}
