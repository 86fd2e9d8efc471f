import ArgumentParser
import CommandLineSupport
import Foundation
import LayoutEngine
import SceneParser
import SceneRecording
import TextShaping
import TraceStore

struct RecordCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "record",
        abstract: SceneCommands.record,
        discussion: """
            Parses the scene (SwiftUI code, interpreted, never compiled), lays it out once \
            per proposal, and writes every call and decision to a SQLite trace. The trace \
            is written under a temporary name and renamed into place, so a failed or \
            interrupted recording leaves no half trace and keeps the previous one.

            Code that cannot change layout (navigationTitle, toolbar, sheet, accessibility…) \
            is accepted and ignored with a `file:line:column: warning:` on standard error; \
            the trace keeps those warnings in its `diagnostics` table.

            Proposals: --proposal options, else the scene's `// ltrace:proposal WxH` lines, \
            else \(ProposalSyntax.format(Self.defaultProposal)) (an iPhone screen in points). Text sizes are \
            rounded up to the pixels of the screen: a device's scale, else --scale (default 3, a \
            current iPhone's).

            A sweep records one pass per value, as when resizing a window: \
            --sweep width=200...800:20 proposes widths 200, 220, … 800, each with the height \
            given by --height (default: the height of the scene's first proposal). \
            --sweep height=… with --width works the other way. `ltrace plot` draws a node \
            across the passes, and `why --pass N` and `diff --pass M --pass N` read any of them.

            An app's folder, or several files, record together, so that model types, \
            extensions and helper views in other files are found as the compiler finds them \
            (folders are searched for .swift files, skipping Tests, .build and hidden ones); \
            name the view with --view or a preview with --preview. `Image("photo")` takes \
            the size of its asset: the asset catalogs (*.xcassets) and image files under the \
            folders given (for a file: beside it and one folder up) or under --assets. An \
            image found nowhere is laid out at \(TraceFormat.number(100))×\(TraceFormat.number(100)) with a warning.

            Int.random, shuffled() and randomElement() draw from a generator seeded with \
            --seed (default 1), so a scene records the same values every time.

            Examples:
              ltrace record chat-bubbles
              ltrace record Sources/App --view CardView
              ltrace record Models.swift CardView.swift --preview 2
              ltrace record chat-bubbles --sweep width=200...800:20 --height 400
              ltrace record MyScene.swift --proposal 620x80 --proposal nilx80 -o scene.sqlite
              ltrace record Icons.swift --view IconDemo2
              ltrace record ContentView.swift --preview "Dark mode" --define DEBUG
              ltrace record MyApp --preview CardView_Previews:2 --device iphone-15

            A file as an app holds it records as is: its #Preview blocks (or a PreviewProvider) \
            are what is recorded by default, and #if keeps what an iOS release build keeps \
            (os(iOS) and canImport(UIKit) hold; DEBUG does not unless --define DEBUG).

            Only what the preview reaches is read: code elsewhere in the folder that ltrace \
            cannot interpret does not stop it (`ltrace check` lists it). Names from outside \
            the folder (HealthKit, a package's types) are opaque values, given a concrete \
            value only where layout needs one, with a warning; views ltrace cannot lay out \
            (a UIViewRepresentable, Map) are placeholders that take the \
            space offered. Code the preview reaches that ltrace cannot run costs only what \
            it makes: a value becomes opaque, a view a placeholder, a modifier is left out, \
            each with a warning that says why and a mark that `why` shows; the recording \
            fails only when nothing of the preview's root can be built, or at the first \
            error with --strict. A PreviewProvider whose previews are a Group of views records \
            each view as a root of its own, as the canvas shows them; --preview Name:2 \
            records the second alone.

            The first recording of a folder parses every file and keeps, in the user's \
            cache folder (~/.cache/ltrace, or LTRACE_CACHE=DIR; LTRACE_CACHE=off for \
            none), which files each file can reach; the next recording of the same files \
            parses only those its preview can reach, and records the same trace. The \
            names and weights read from font files are kept there too.
            """)

    static let defaultProposal = Scene.defaultProposal

    @OptionGroup(title: "Scene") var input: SceneInputOptions

    @OptionGroup(title: "View") var recorded: RecordedViewOptions

    @OptionGroup(title: "Layout") var layout: SceneLayoutOptions

    @Option(name: [.short, .customLong("output")], help: ArgumentHelp("Where to write the trace.", valueName: "path"))
    var output: String = "ltrace.sqlite"

    @Option(
        name: .long,
        help: ArgumentHelp(
            "One pass per value: width=FROM...TO:STEP, height=FROM...TO:STEP, device=NAME,NAME… or dynamic-type=SIZE,SIZE….", valueName: "axis=from...to:step"),
        transform: SweepArgument.init(parsing:))
    var sweep: SweepArgument?

    @Option(
        name: .long, help: ArgumentHelp("The height proposed at every width of a width sweep: a number, nil or inf.", valueName: "H"),
        transform: SideArgument.init(parsing:))
    var height: SideArgument?

    @Option(
        name: .long, help: ArgumentHelp("The width proposed at every height of a height sweep: a number, nil or inf.", valueName: "W"),
        transform: SideArgument.init(parsing:))
    var width: SideArgument?

    var proposals: [ProposalArgument] { layout.proposals }
    var device: DeviceArgument? { layout.device }
    var dynamicType: DynamicTypeArgument? { layout.dynamicType }

    func validate() throws {
        if device != nil {
            if let sweep, case .dynamicTypes = sweep {} else if sweep != nil {
                throw ValidationError("give either --device or --sweep; sweep devices with --sweep device=NAME,NAME")
            }
        }
        if dynamicType != nil, case .dynamicTypes = sweep { throw ValidationError("give either --dynamic-type or --sweep dynamic-type=…, not both") }
        switch sweep {
        case nil:
            if height != nil || width != nil { throw ValidationError("--height and --width go with --sweep") }
        case .devices, .dynamicTypes:
            if !proposals.isEmpty { throw ValidationError("give either --proposal or --sweep, not both") }
            if height != nil || width != nil { throw ValidationError("--height and --width go with a width or height sweep") }
        case .length(let s):
            if !proposals.isEmpty { throw ValidationError("give either --proposal or --sweep, not both") }
            if s.axis == .horizontal && width != nil { throw ValidationError("a width sweep sets the width; give --height") }
            if s.axis == .vertical && height != nil { throw ValidationError("a height sweep sets the height; give --width") }
        }
    }

    /// The passes to record: --sweep, else --device, --proposal or the scene's own.
    func choosePasses(_ scene: Scene) throws -> SceneRecording.Passes {
        let sizes = dynamicTypeSizes
        switch sweep {
        case nil: return try layout.passes(scene)
        case .devices(let devices)?:
            return SceneRecording.Passes(proposals: devices.map(\.screen.proposal), screens: devices.map(\.screen), dynamicTypeSizes: sizes)
        case .dynamicTypes?:
            let one = try layout.passes(scene)
            return SceneRecording.Passes(
                proposals: Array(repeating: one.proposals[0], count: sizes.count), screens: one.screens.isEmpty ? [] : Array(repeating: one.screens[0], count: sizes.count),
                dynamicTypeSizes: sizes)
        case .length(let s)?:
            let first = scene.proposals.first ?? Self.defaultProposal
            let given = s.axis == .horizontal ? height : width
            return SceneRecording.Passes(
                proposals: s.proposals(other: given.map(\.value) ?? (s.axis == .horizontal ? first.height : first.width)), dynamicTypeSizes: sizes)
        }
    }

    /// What asked for the passes, and the directive's position when the scene did.
    func passesOrigin(_ scene: Scene) -> (text: String, position: SourcePosition?) {
        switch sweep {
        case .length?: return ("--sweep " + CommandLine.arguments.drop { $0 != "--sweep" }.dropFirst().prefix(1).joined(), nil)
        case .devices(let devices)?: return ("--sweep device=… (\(devices.count) devices)", nil)
        case .dynamicTypes(let sizes)?: return ("--sweep dynamic-type=… (\(sizes.count) sizes)", nil)
        case nil: break
        }
        if !proposals.isEmpty { return ("\(proposals.count) --proposal options", nil) }
        return ("the scene's \(scene.proposals.count) `// ltrace:proposal` lines, the first here", scene.proposalPositions.first)
    }

    /// The Dynamic Type size of each pass: --sweep dynamic-type=…, else --dynamic-type for all.
    var dynamicTypeSizes: [DynamicTypeSize] {
        if case .dynamicTypes(let sizes) = sweep { return sizes }
        return dynamicType.map { [$0.size] } ?? []
    }

    /// The display scale the scene is read at (`\.displayScale`, scaled metrics' pixels) when a
    /// sweep of devices sets it: theirs when they share one, else the default.
    var sweepReadingScale: CGFloat? {
        guard case .devices(let devices) = sweep else { return nil }
        if let first = devices.first?.screen.scale, devices.allSatisfy({ $0.screen.scale == first }) { return first }
        return LayoutEngine.defaultDisplayScale
    }

    func run() throws {
        try reportingErrors {
            let command = (["ltrace"] + CommandLine.arguments.dropFirst()).map(SceneSources.shellQuoted).joined(separator: " ")
            let recording = try SceneRecording(input, recorded, layout, readingScale: sweepReadingScale, dynamicTypeSizes: dynamicTypeSizes, command: command)
            let shaper = HarfBuzzShaper(locations: recording.fonts)
            var chosen: SceneRecording.Passes?
            var read: Scene?
            let result: SceneRecording.Recorded
            do {
                result = try recording.record(
                    to: output, shaper: shaper,
                    notice: { notice in
                        let line: String
                        switch notice {
                        case .incompleteCatalog(let note): line = "warning: " + TerminalText.singleLine(note)
                        case .diagnostic(let diagnostic): line = "\(diagnostic)"
                        }
                        FileHandle.standardError.write(Data(TerminalText.safe(line + "\n", for: .standardError).utf8))
                    },
                    passes: { scene in
                        read = scene
                        if scene.guessed.isOnlyPlaceholders {
                            let what = scene.guessed.placeholders == 1 ? "one placeholder" : "only placeholders (\(scene.guessed.placeholders))"
                            let line = "\(scene.path): warning: the screen recorded is \(what): ltrace could not lay out any of its views (the warnings above say why)\n"
                            FileHandle.standardError.write(Data(TerminalText.safe(line, for: .standardError).utf8))
                        }
                        chosen = try choosePasses(scene)
                        return chosen!
                    })
            } catch var error as RecordingError {
                // Too many calls for the passes: point at what asked for them.
                if case .tooManyCalls = error.reason, error.node == nil, let chosen, chosen.proposals.count > 1, let read {
                    let origin = passesOrigin(read)
                    error.passesFrom = origin.text
                    error.source = origin.position ?? error.source
                }
                throw error
            }
            RecordCommand.freedByExit = result
            let (files, parsed, summary) = (result.files, result.scene, result.summary)
            let screens = result.passes.screens, passes = result.passes.proposals
            if !summary.laterDiagnostics.isEmpty {
                let lines = summary.laterDiagnostics.map { "\($0)\n" }.joined()
                FileHandle.standardError.write(Data(TerminalText.safe(lines, for: .standardError).utf8))
            }
            // Only when some text was measured: a scene without text needs no fonts.
            if !shaper.used.isEmpty {
                FileHandle.standardError.write(Data(shaper.notes.map { "\(files[0].path): warning: \($0)\n" }.joined().utf8))
            }
            let name = parsed.viewName.map { " (\($0))" } ?? ""
            let from = files.count == 1 ? files[0].path : "\(files.count) files"
            var at = !screens.isEmpty
                ? screens.map(\.placement).joined(separator: ", ")
                : sweep != nil && passes.count > 3
                ? "\(passes.count) proposals from \(passes.first!.compact) to \(passes.last!.compact)" : passes.map(\.compact).joined(separator: ", ")
            if case .dynamicTypes(let sizes) = sweep {
                let place = screens.first.map(\.placement) ?? passes[0].compact
                at = "\(place), Dynamic Type " + sizes.map(\.rawValue).joined(separator: ", ")
            } else if let size = dynamicType?.size {
                at += ", Dynamic Type \(size.rawValue)"
            }
            TerminalText.say("recorded \(from)\(name) at \(at): \(summary)")
            try reportProblems(summary, scenePath: files[0].path, passes: passes.count)
        }
    }
}

extension RecordCommand {
    /// What the recording read (the scene, its interpreter, its files' syntax), left for the
    /// process's exit to free: freed object by object when `run` returned, it cost a recording
    /// of an app 2 % of its instructions after its work was done.
    nonisolated(unsafe) static var freedByExit: Any?

    /// Prints every engine warning in the compiler's form, once per node and message (with
    /// the passes it occurred in), and fails when a view that should be placed was not.
    func reportProblems(_ summary: Trace.Summary, scenePath: String, passes: Int) throws {
        var stderr = ""
        func at(_ source: SourcePosition?) -> String { source.map { "\($0.file ?? scenePath):\($0.line):\($0.column): " } ?? "\(scenePath): " }
        func inPasses(_ ids: [Int]) -> String {
            passes == 1 ? "" : ids.count == passes ? " (every pass)" : " (pass\(ids.count == 1 ? "" : "es") \(ids.map(String.init).joined(separator: ", ")))"
        }
        var order: [String] = []
        var seen: [String: (line: String, passes: [Int])] = [:]
        for w in summary.warnings {
            let key = "\(w.node)\u{0}\(w.message)"
            if seen[key] == nil {
                order.append(key)
                seen[key] = ("\(at(w.source))warning: \(w.node) \(w.label): \(w.message)", [])
            }
            if seen[key]!.passes.last != w.pass { seen[key]!.passes.append(w.pass) }
        }
        for key in order { stderr += seen[key]!.line + inPasses(seen[key]!.passes) + "\n" }
        var unplaced: [NodeID: (Trace.Unplaced, [Int])] = [:]
        for u in summary.unplaced { unplaced[u.node, default: (u, [])].1.append(u.pass) }
        for (u, ids) in unplaced.values.sorted(by: { $0.0.node.rawValue < $1.0.node.rawValue }) {
            stderr += "\(at(u.source))error: \(u.node) \(u.label) was not placed\(inPasses(ids))\n"
        }
        FileHandle.standardError.write(Data(TerminalText.safe(stderr, for: .standardError).utf8))
        if !unplaced.isEmpty {
            FileHandle.standardError.write(Data("error: \(unplaced.count) view\(unplaced.count == 1 ? " was" : "s were") not placed; the trace is written for `ltrace why` and `ltrace tree`\n".utf8))
            throw ExitCode(1)
        }
    }
}
