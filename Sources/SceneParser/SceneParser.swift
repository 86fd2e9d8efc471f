import Foundation
import LayoutEngine
import SwiftDiagnostics
import SwiftOperators
import SwiftParser
import SwiftParserDiagnostics
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
    /// The device a `// ltrace:device iphone-15` line names, recorded on when no proposal is given.
    public var device: String? = nil
    public let specs: [NodeSpec]
    /// What was accepted but ignored (a `navigationTitle`…), as `file:line:column: warning:` lines.
    public let diagnostics: [SourceDiagnostic]
    /// The asset images the scene's `Image("name")`s found, by name.
    public let images: [SceneImage]
    /// The seed of the generator behind `Int.random`, `shuffled()`…
    public let seed: UInt64

    public func makeTree() -> ViewTree { ViewTree(specs: specs) }
}

/// Turns SwiftUI scene files into view trees, without compiling them.
///
/// A scene is top-level view expressions (several form an implicit VStack, as a body of several
/// views does), or `struct X: View { var body: some View { … } }` declarations with, as in an
/// app's file, `#Preview { … }` blocks or a `PreviewProvider`. What is recorded: the view named
/// by `view`, else the preview named by `preview`, else the top-level expressions, else the first
/// preview, else the last view. `#if` keeps the clause an iOS release build keeps (`DEBUG` is off
/// unless in `defines`). Errors are `SceneError`s in the compiler's `file:line:column: error:
/// message` form.
public enum SceneParser {
    public static func parse(
        source: String, path: String, view: String? = nil, preview: String? = nil, defines: Set<String> = [],
        seed: UInt64 = SeededRandom.defaultSeed, assets: AssetCatalog = .empty
    ) throws -> Scene {
        try parse(files: [SceneFile(path: path, source: source)], view: view, preview: preview, defines: defines, seed: seed, assets: assets)
    }

    /// A scene read from several files (an app's folder): types, extensions and helper views
    /// are found in any of them, as the compiler finds them; positions name their file.
    public static func parse(
        files: [SceneFile], view: String? = nil, preview: String? = nil, defines: Set<String> = [],
        seed: UInt64 = SeededRandom.defaultSeed, assets: AssetCatalog = .empty
    ) throws -> Scene {
        guard !files.isEmpty else { throw SceneError(path: "", line: 1, column: 1, message: "no scene files") }
        return try LargeStack.run {
            try parseOnCurrentThread(files: files, view: view, preview: preview, defines: defines, seed: seed, assets: assets)
        }
    }

    private static func syntax(_ file: SceneFile) throws -> SourceFileSyntax {
        var bytes = Array(file.source.utf8)
        let parsed = bytes.withUnsafeMutableBufferPointer { buffer in
            Parser.parse(source: UnsafeBufferPointer(buffer), maximumNestingLevel: 256)
        }
        let converter = SourceLocationConverter(fileName: file.path, tree: parsed)
        if let first = ParseDiagnosticsGenerator.diagnostics(for: parsed).first(where: { $0.diagMessage.severity == .error }) {
            let location = first.location(converter: converter)
            throw SceneError(path: file.path, line: location.line, column: location.column, message: first.message)
        }
        guard let folded = OperatorTable.standardOperators.foldAll(parsed, errorHandler: { _ in }).as(SourceFileSyntax.self) else {
            throw SceneError(path: file.path, line: 1, column: 1, message: "cannot read the scene")
        }
        return folded
    }

    private static func parseOnCurrentThread(
        files: [SceneFile], view: String?, preview: String?, defines: Set<String>, seed: UInt64, assets: AssetCatalog
    ) throws -> Scene {
        let interpreter = Interpreter(seed: seed)
        interpreter.conditions.defined = defines
        interpreter.severalFiles = files.count > 1
        interpreter.assets = assets
        var proposals: [ProposedViewSize] = []
        var device: String?
        var declared = Interpreter.Declarations()
        var syntaxes: [SourceFileSyntax] = []
        for file in files {
            let tree = try syntax(file)
            interpreter.add(tree, path: file.path)
            syntaxes.append(tree)
            let found = try directives(file.source, path: file.path)
            proposals += found.proposals
            device = device ?? found.device
        }
        // Declarations first, in every file, so that each file sees the others' types.
        for tree in syntaxes { try interpreter.declarations(tree, into: &declared) }
        try interpreter.finishDeclarations()
        let (roots, order, previews) = (declared.roots, declared.order, declared.previews)
        // Errors about the whole scene point at its first file.
        let path = files[0].path

        let specs: [NodeSpec]
        var viewName: String?
        var root = Scene.Root.expressions
        var rootNode: Syntax?
        if let view {
            guard let definition = interpreter.views[view] else {
                let available = order.isEmpty ? "the scene declares no views" : "views: " + order.joined(separator: ", ")
                throw SceneError(
                    path: path, line: 1, column: 1,
                    message: "no view named '\(view)'\(NameSuggestions.hint(view, among: order)) (\(available))")
            }
            specs = try interpreter.instantiate(definition, nil, interpreter.globals)
            (viewName, root, rootNode) = (view, .view, Syntax(definition.node))
        } else if let preview {
            let names = previews.map { $0.name ?? $0.label }
            guard let chosen = previews.first(where: { $0.name == preview || $0.label == preview }) ?? Int(preview).flatMap({ previews.indices.contains($0 - 1) ? previews[$0 - 1] : nil }) else {
                let available = previews.isEmpty ? "the scene has no previews" : "previews: " + names.joined(separator: ", ")
                throw SceneError(
                    path: path, line: 1, column: 1,
                    message: "no preview named '\(preview)'\(NameSuggestions.hint(preview, among: names)) (\(available); or give its number, from 1)")
            }
            specs = try interpreter.viewBuilder(chosen.statements, interpreter.globals)
            (viewName, root, rootNode) = (chosen.label, .preview, chosen.node)
        } else if !roots.isEmpty {
            specs = try roots.flatMap { try interpreter.views($0, interpreter.globals) }
            rootNode = Syntax(roots[0])
        } else if let first = previews.first {
            specs = try interpreter.viewBuilder(first.statements, interpreter.globals)
            (viewName, root, rootNode) = (first.label, .preview, first.node)
        } else if let last = order.last, let definition = interpreter.views[last] {
            specs = try interpreter.instantiate(definition, nil, interpreter.globals)
            (viewName, root, rootNode) = (last, .view, Syntax(definition.node))
        } else {
            throw SceneError(path: path, line: 1, column: 1, message: "the scene has no view: write a view expression or a `struct …: View`")
        }
        let rootPath = rootNode.map { interpreter.path(of: $0) } ?? path
        var scene = Scene(
            path: rootPath, source: files.first { $0.path == rootPath }?.source ?? files[0].source, files: files, root: root, viewName: viewName,
            viewNames: order, previewNames: previews.map(\.label), proposals: proposals, specs: specs, diagnostics: interpreter.diagnostics,
            images: interpreter.resolvedImages.values.sorted { $0.name < $1.name }, seed: seed)
        scene.device = device
        return scene
    }

    /// `// ltrace:proposal 620x80` lines: the proposals a scene is recorded with by default;
    /// `// ltrace:device iphone-15`: the device it is recorded on by default.
    static func directives(_ source: String, path: String) throws -> (proposals: [ProposedViewSize], device: String?) {
        var proposals: [ProposedViewSize] = []
        var device: String?
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
                        message: "unknown device '\(words[1])' in the directive; devices: \(Device.all.map(\.name).joined(separator: ", "))")
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
            proposals.append(p)
        }
        return (proposals, device)
    }
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
}
