import Foundation
import LayoutEngine
import SwiftSyntax

/// A parsed scene: the root view's node specs, ready to become a `ViewTree`.
public struct Scene {
    /// What a scene's `viewName` names.
    public enum Root: String, Sendable { case view, preview, expressions }

    /// The file holding the recorded view or preview (the scene's only file, usually).
    public let path: String
    public let source: String
    /// Every file read, in path order (one for a one-file scene).
    public let files: [SceneFile]
    public let root: Root
    /// The `struct` or preview recorded (`ContentView`, `#Preview("Dark")`), or nil for top-level view expressions.
    public let viewName: String?
    /// Every `struct …: View` of the scene, in order.
    public let viewNames: [String]
    /// Every preview, in order: `#Preview`, `#Preview("Dark")`, `ContentView_Previews`.
    public let previewNames: [String]
    /// Proposals given by `// ltrace:proposal WxH` lines, in order.
    public let proposals: [ProposedViewSize]
    /// The proposal of a scene that gives none (no `// ltrace:proposal` line): an iPhone's screen in points.
    public static let defaultProposal = ProposedViewSize(width: 390, height: 844)
    /// Where each of `proposals` was written.
    public var proposalPositions: [SourcePosition] = []
    /// The device a `// ltrace:device iphone-15` line names, recorded on when no proposal is given.
    public var device: String? = nil
    public let specs: [NodeSpec]
    /// Whether each top-level view is its own root (a `PreviewProvider`'s group of previews, as
    /// Xcode's canvas shows each), rather than views of one body in an implicit VStack.
    public var separateRoots = false
    /// What was accepted but reported (ignored, substituted, placeholders), as `file:line:column: warning:` lines.
    public let diagnostics: [SourceDiagnostic]
    /// The asset images the scene's `Image("name")`s found, by name.
    public let images: [SceneImage]
    /// The asset colours the scene used, by name.
    public var colors: [SceneColor] = []
    /// The seed of the generator behind `Int.random`, `shuffled()`…
    public let seed: UInt64

    public func makeTree() -> ViewTree { ViewTree(specs: specs, separateRoots: separateRoots) }

    /// What reading the scene reports while layout runs its closures (a GeometryReader's content at
    /// its size, an alignment guide's at another size): warnings after `diagnostics`.
    public var laterDiagnostics: () -> [SourceDiagnostic] = { [] }

    /// How much of the scene ltrace guessed rather than ran.
    public var guessed: GuessedContent { GuessedContent(diagnostics: diagnostics, specs: specs) }
}

/// Turns SwiftUI scene files into view trees, without compiling them.
///
/// A scene is top-level view expressions (several form an implicit VStack, as a body of several
/// views does), or an app's files with `struct X: View` declarations, `#Preview` blocks and
/// `PreviewProvider`s. What is recorded: the view named by `view`, else the preview named by
/// `preview` (`Name`, a number from 1, and `Name:2` for the second view of a provider's group),
/// else the top-level expressions, else the first preview, else the last view.
///
/// Every file is indexed first (`DeclarationIndex`), or with a `SceneCache` entry for the same
/// files only those the root can reach by name; then only what the recorded root reaches is
/// evaluated, so a declaration ltrace cannot read fails only the previews that use it.
/// `#if` keeps the clause an iOS release build keeps (`DEBUG` is off unless in `defines`).
/// Errors are `SceneError`s in the compiler's `file:line:column: error: message` form.
public enum SceneParser {
    public static func parse(
        source: String, path: String, view: String? = nil, preview: String? = nil, defines: Set<String> = [],
        seed: UInt64 = SeededRandom.defaultSeed, assets: AssetCatalog = .empty, dynamicTypeSize: DynamicTypeSize? = .large, displayScale: Double = 3, strict: Bool = false,
        colorScheme: ColorScheme = .light
    ) throws -> Scene {
        try parse(
            files: [SceneFile(path: path, source: source)], view: view, preview: preview, defines: defines, seed: seed, assets: assets,
            dynamicTypeSize: dynamicTypeSize, displayScale: displayScale, strict: strict, colorScheme: colorScheme)
    }

    /// A scene read from several files (an app's folder): types, extensions and helper views
    /// are found in any of them, as the compiler finds them; positions name their file.
    /// `dynamicTypeSize`: the size the recording lays text out at, which `@ScaledMetric` and
    /// `@Environment(\.dynamicTypeSize)` read; nil when its passes have several.
    /// `displayScale`: the scale its passes are drawn at (`\.displayScale`, scaled metrics' pixels).
    /// `colorScheme`: the appearance `@Environment(\.colorScheme)` reads (`--color-scheme`).
    /// `strict`: the first error stops the recording, instead of being recovered from where it
    /// happens (an opaque value, a placeholder, a modifier left out: docs/scenes.md).
    /// `budget`: the evaluation steps the preview may take (`EvaluationBudget`).
    /// `hostFunctions`: functions the embedding program defines for the scene's code (`HostFunction`).
    public static func parse(
        files: [SceneFile], view: String? = nil, preview: String? = nil, defines: Set<String> = [],
        seed: UInt64 = SeededRandom.defaultSeed, assets: AssetCatalog = .empty, dynamicTypeSize: DynamicTypeSize? = .large, displayScale: Double = 3, strict: Bool = false,
        colorScheme: ColorScheme = .light, budget: EvaluationBudget = EvaluationBudget(), hostFunctions: [String: HostFunction] = [:], cache: SceneCache? = nil
    ) throws -> Scene {
        guard !files.isEmpty else { throw SceneError(path: "", line: 1, column: 1, message: "no scene files") }
        return try LargeStack.run {
            try parseOnCurrentThread(
                files: files, view: view, preview: preview, defines: defines, seed: seed, assets: assets, dynamicTypeSize: dynamicTypeSize, displayScale: displayScale, strict: strict,
                colorScheme: colorScheme, budget: budget, hostFunctions: hostFunctions, cache: cache)
        }
    }

    /// The files to index and the root to record. With an entry of `cache` for these very files,
    /// only the files the root can reach are parsed; else every file is, and the entry written.
    static func indexed(
        _ sceneFiles: [SceneFile], view: String?, preview: String?, defines: Set<String>, cache: SceneCache?
    ) throws -> (index: DeclarationIndex, catalogue: SceneCatalogue, root: RootChoice) {
        let path = sceneFiles[0].path
        let cached = cache?.read(files: sceneFiles, defines: defines)
        if let entry = cached, let pick = try RootChoice.pick(catalogue: entry.catalogue, view: view, preview: preview, path: path) {
            let reached = entry.reach(from: pick.files(in: entry, sceneFiles: sceneFiles)).map { sceneFiles[$0] }
            let files = SourceFiles(reached, severalFiles: sceneFiles.count > 1)
            let index = DeclarationIndex(files: files, defines: defines, catalogue: entry.catalogue)
            if let root = try RootChoice.resolve(pick, index: index, catalogue: entry.catalogue, path: path) { return (index, entry.catalogue, root) }
        }
        let files = SourceFiles(sceneFiles)
        let index = DeclarationIndex(files: files, defines: defines)
        let catalogue = SceneCatalogue(index)
        // An entry read is kept: only the root it names needed every file.
        if let cache, cached == nil {
            cache.write(SceneCacheEntry(build: cache.build, sceneFiles: sceneFiles, files: files, index: index, catalogue: catalogue), files: sceneFiles, defines: defines)
        }
        return (index, catalogue, try RootChoice.choose(index: index, catalogue: catalogue, view: view, preview: preview, path: path))
    }

    private static func parseOnCurrentThread(
        files sceneFiles: [SceneFile], view: String?, preview: String?, defines: Set<String>, seed: UInt64, assets: AssetCatalog,
        dynamicTypeSize: DynamicTypeSize?, displayScale: Double, strict: Bool, colorScheme: ColorScheme, budget: EvaluationBudget, hostFunctions: [String: HostFunction],
        cache: SceneCache?
    ) throws -> Scene {
        var proposals: [ProposedViewSize] = []
        var positions: [SourcePosition] = []
        var device: String?
        for file in sceneFiles {
            let found = try Directives.read(file.source, path: file.path, before: proposals.count)
            proposals += found.proposals
            positions += found.positions
            device = device ?? found.device
        }
        let (index, catalogue, root) = try indexed(sceneFiles, view: view, preview: preview, defines: defines, cache: cache)
        let files = index.files
        let interpreter = Interpreter(
            index: index, assets: assets, seed: seed, readingSize: dynamicTypeSize, displayScale: displayScale, colorScheme: colorScheme, strict: strict, budget: budget,
            hostFunctions: hostFunctions)
        // Errors about the whole scene point at its first file.
        let path = sceneFiles[0].path
        let cx = Context(scope: interpreter.globals)
        var specs: [NodeSpec]
        var separateRoots = false
        let rootNode: Syntax?
        switch root {
        case .view(let type):
            specs = try interpreter.instantiate(type, nil, cx, asRoot: true)
            rootNode = type.node
        case .preview(let p, let child, _):
            specs = try interpreter.previewViews(p, cx)
            let previews = specs.flatMap(\.elements)
            if let child {
                guard previews.indices.contains(child - 1) else {
                    throw SceneError(path: path, line: 1, column: 1, message: "\(p.label) shows \(previews.count) preview\(previews.count == 1 ? "" : "s"); give a number from 1 to \(previews.count) after ':'")
                }
                specs = [previews[child - 1]]
            } else if p.provider != nil, previews.count > 1 {
                separateRoots = true
            }
            rootNode = p.node
        case .expressions(let roots):
            if let statement = index.topLevelStatements.first { throw files.error(statement, "unsupported statement at the top level of a scene") }
            if let broken = files.files.first(where: { $0.syntaxError != nil })?.syntaxError { throw broken }
            specs = try roots.flatMap { try interpreter.views($0, cx) }
            rootNode = Syntax(roots[0])
        }
        // A preview fails only when nothing of its root could be built, and then says why.
        if var failure = interpreter.rootFailure(specs.flatMap(\.elements)) {
            if failure.trail.isEmpty, let name = root.name { failure.trail = [name] }
            throw failure
        }
        let rootPath = rootNode.map { files.path(of: $0) } ?? path
        var scene = Scene(
            path: rootPath, source: sceneFiles.first { $0.path == rootPath }?.source ?? sceneFiles[0].source, files: sceneFiles, root: root.kind,
            viewName: root.name, viewNames: index.viewNames, previewNames: catalogue.previews.map(\.label), proposals: proposals, specs: specs,
            diagnostics: interpreter.diagnostics, images: interpreter.resolvedImages.values.sorted { $0.name < $1.name }, seed: seed)
        scene.device = device
        scene.colors = interpreter.resolvedColors.values.sorted { $0.name < $1.name }
        let reported = interpreter.diagnostics.count
        scene.laterDiagnostics = { Array(interpreter.diagnostics.dropFirst(reported)) }
        scene.proposalPositions = positions
        scene.separateRoots = separateRoots
        return scene
    }
}

/// Which root a recording lays out.
enum RootChoice {
    case view(TypeDeclaration)
    /// A preview, its number from 1, and for a provider's group the number of the one view of it to record.
    case preview(Preview, child: Int?, number: Int)
    case expressions([ExprSyntax])

    var kind: Scene.Root {
        switch self {
        case .view: return .view
        case .preview: return .preview
        case .expressions: return .expressions
        }
    }

    var name: String? {
        switch self {
        case .view(let t): return t.name
        case .preview(let p, let child, let number): return (p.isUniquelyNamed ? p.label : String(number)) + (child.map { ":\($0)" } ?? "")
        case .expressions: return nil
        }
    }

    /// What `choose` picks from the scene's catalogue alone: a view by name, or a preview by its
    /// number from 1; nil when the scene's top-level code or its errors decide.
    enum Pick {
        case view(String, required: Bool)
        case preview(number: Int, child: Int?)

        /// The files (by index in the scene) that declare the root.
        func files(in entry: SceneCacheEntry, sceneFiles: [SceneFile]) -> [Int] {
            switch self {
            case .view(let name, _):
                return entry.viewFiles[name.split(separator: ".").last.map(String.init) ?? name] ?? []
            case .preview(let number, _):
                let path = entry.catalogue.previews[number - 1].path
                return sceneFiles.indices.filter { sceneFiles[$0].path == path }
            }
        }
    }

    static func pick(catalogue: SceneCatalogue, view: String?, preview: String?, path: String) throws -> Pick? {
        if let view { return .view(view, required: true) }
        let previews = catalogue.previews
        if let preview {
            // `Name:2`: the second view of a provider's group.
            var name = preview
            var child: Int?
            if let colon = preview.lastIndex(of: ":"), let n = Int(preview[preview.index(after: colon)...]), !previews.contains(where: { $0.name == preview || $0.label == preview }) {
                name = String(preview[..<colon])
                child = n
            }
            let names = previews.map { $0.name ?? $0.label }
            guard let number = previews.firstIndex(where: { $0.name == name || $0.label == name }).map({ $0 + 1 }) ?? Int(name).flatMap({ previews.indices.contains($0 - 1) ? $0 : nil }) else {
                let available = previews.isEmpty ? "the scene has no previews" : "previews: " + names.joined(separator: ", ")
                throw SceneError(
                    path: path, line: 1, column: 1,
                    message: "no preview named '\(name)'\(NameSuggestions.hint(name, among: names)) (\(available); or give its number, from 1)")
            }
            return .preview(number: number, child: child)
        }
        if catalogue.hasTopLevelCode { return nil }
        if !previews.isEmpty { return .preview(number: 1, child: nil) }
        if let last = catalogue.viewNames.last { return .view(last, required: false) }
        return nil
    }

    /// The root a pick names in `index`; nil when a view it names is not among the views indexed
    /// and not required (the scene's errors then decide).
    static func resolve(_ pick: Pick, index: DeclarationIndex, catalogue: SceneCatalogue, path: String) throws -> RootChoice? {
        switch pick {
        case .view(let name, let required):
            if let type = index.types(named: name).first(where: { $0.kind == .view }) { return .view(type) }
            guard required else { return nil }
            let views = catalogue.viewNames
            let available = views.isEmpty ? "the scene declares no views" : "views: " + views.joined(separator: ", ")
            throw SceneError(path: path, line: 1, column: 1, message: "no view named '\(name)'\(NameSuggestions.hint(name, among: views)) (\(available))")
        case .preview(let number, let child):
            let entry = catalogue.previews[number - 1]
            guard let i = index.previewPlaces.firstIndex(where: { $0.path == entry.path && $0.ordinal == entry.ordinal }) else { return nil }
            return .preview(index.previews[i], child: child, number: number)
        }
    }

    static func choose(index: DeclarationIndex, catalogue: SceneCatalogue, view: String?, preview: String?, path: String) throws -> RootChoice {
        if let pick = try pick(catalogue: catalogue, view: view, preview: preview, path: path), let root = try resolve(pick, index: index, catalogue: catalogue, path: path) {
            return root
        }
        if !index.roots.isEmpty {
            // Only a program's main file runs top-level code: several files of them are several scenes.
            let rootFiles = index.roots.map { index.files.path(of: $0) }.reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
            if rootFiles.count > 1 {
                let names = rootFiles.map { $0.split(separator: "/").last.map(String.init) ?? $0 }
                throw index.files.error(index.roots[0], "several files have top-level view expressions (\(names.prefix(4).joined(separator: ", "))\(names.count > 4 ? ", …" : "")): record one of them, or name a view (--view) or a preview (--preview)")
            }
            return .expressions(index.roots)
        }
        if let first = index.previews.first { return .preview(first, child: nil, number: 1) }
        if let last = index.viewNames.last, let type = index.types(named: last).first(where: { $0.kind == .view }) { return .view(type) }
        if let statement = index.topLevelStatements.first { throw index.files.error(statement, "unsupported statement at the top level of a scene") }
        if let broken = index.files.files.first(where: { $0.syntaxError != nil })?.syntaxError { throw broken }
        throw SceneError(path: path, line: 1, column: 1, message: "the scene has no view: write a view expression or a `struct …: View`")
    }
}

extension NodeSpec {
    /// The views a spec shows: itself, or a list's elements.
    var elements: [NodeSpec] { role == .transparent ? children.flatMap(\.elements) : [self] }
}

/// `// ltrace:proposal 620x80` lines: the proposals a scene is recorded with by default;
/// `// ltrace:device iphone-15`: the device it is recorded on by default.
enum Directives {
    /// Whether "ltrace:" occurs in the source, by a plain scan of its bytes.
    static func mentionsDirective(_ source: String) -> Bool { SourceText.occurs("ltrace:", in: source) }

    /// The proposals and where each was written; `before` counts those of the scene's earlier files.
    static func read(_ source: String, path: String, before: Int = 0) throws -> (proposals: [ProposedViewSize], positions: [SourcePosition], device: String?) {
        var proposals: [ProposedViewSize] = []
        var positions: [SourcePosition] = []
        var device: String?
        // Most files have none: one scan of the bytes instead of a split into lines.
        guard mentionsDirective(source) else { return ([], [], nil) }
        for (index, line) in source.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard trimmed.hasPrefix("//") else { continue }
            let comment = trimmed.dropFirst(2).trimmingCharacters(in: .whitespaces)
            guard comment.hasPrefix("ltrace:") else { continue }
            let column = line.distance(from: line.startIndex, to: line.firstIndex(of: "/")!) + 1
            let words = comment.dropFirst("ltrace:".count).split(separator: " ", omittingEmptySubsequences: true)
            if words.first == "device", words.count == 2 {
                guard Device.named(words[1].split(separator: ":").first.map(String.init) ?? "") != nil else {
                    throw SceneError(
                        path: path, line: index + 1, column: column,
                        message: "unknown device '\(words[1])' in the directive\(NameSuggestions.hint(Device.normalized(String(words[1])), among: Device.allNames)); `ltrace devices` lists them")
                }
                device = String(words[1])
                continue
            }
            guard words.first == "proposal", words.count == 2 else {
                throw SceneError(path: path, line: index + 1, column: column, message: "unknown directive '\(comment)': write `// ltrace:proposal 620x80` or `// ltrace:device iphone-15`")
            }
            guard let p = ProposalSyntax.parse(String(words[1])) else {
                throw SceneError(path: path, line: index + 1, column: column, message: "invalid proposal '\(words[1])': write WxH, each side a number, nil or inf (620x80, nilx80)")
            }
            // The limit is met where it is crossed, not by the trace file that would hold the passes.
            guard before + proposals.count < LayoutEngine.maximumPasses else {
                throw SceneError(
                    path: path, line: index + 1, column: column,
                    message: "proposal \(before + proposals.count + 1) of the scene's directives: a recording lays out at most \(LayoutEngine.maximumPasses) passes")
            }
            proposals.append(p)
            positions.append(SourcePosition(line: index + 1, column: column, file: path))
        }
        return (proposals, positions, device)
    }
}

/// What threads of `LargeStack.map` share: the next item to take, and the results by index.
private final class ParallelResults<R>: @unchecked Sendable {
    let lock = NSLock()
    var next = 0
    var values: [Int: R] = [:]
}

/// Runs work on a thread with a large stack, so that deeply nested input
/// produces an error rather than a stack overflow.
enum LargeStack {
    static let size = 512 << 20

    static func run<T>(_ body: @escaping () throws -> T) throws -> T {
        let done = DispatchSemaphore(value: 0)
        nonisolated(unsafe) var result: Result<T, Error>?
        let thread = Thread {
            result = Result { try body() }
            done.signal()
        }
        thread.stackSize = size
        thread.start()
        done.wait()
        return try result!.get()
    }

    /// `transform` applied to every item, in order, on up to one large-stack thread per core
    /// (files are parsed this way: each parse is independent, and nesting is deep at worst).
    static func map<T: Sendable, R>(_ items: [T], _ transform: @escaping @Sendable (T) -> R) -> [R] {
        let threads = min(ProcessInfo.processInfo.activeProcessorCount, items.count)
        guard threads > 1 else { return items.map(transform) }
        let results = ParallelResults<R>()
        let done = DispatchSemaphore(value: 0)
        for _ in 0..<threads {
            let thread = Thread {
                while true {
                    results.lock.lock()
                    let i = results.next
                    results.next += 1
                    results.lock.unlock()
                    guard i < items.count else { break }
                    let value = transform(items[i])
                    results.lock.lock()
                    results.values[i] = value
                    results.lock.unlock()
                }
                done.signal()
            }
            thread.stackSize = size
            thread.start()
        }
        for _ in 0..<threads { done.wait() }
        return items.indices.map { results.values[$0]! }
    }
}
