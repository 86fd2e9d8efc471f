import Foundation
import LayoutEngine
import SwiftDiagnostics
import SwiftOperators
import SwiftParser
import SwiftParserDiagnostics
import SwiftSyntax

/// A parsed scene: the root view's node specs, ready to become a `ViewTree`.
public struct Scene {
    public let path: String
    public let source: String
    /// The `struct` recorded, or nil when the scene is top-level view expressions.
    public let viewName: String?
    /// Every `struct …: View` of the scene, in order.
    public let viewNames: [String]
    /// Proposals given by `// ltrace:proposal WxH` lines, in order.
    public let proposals: [ProposedViewSize]
    public let specs: [NodeSpec]
    /// What was accepted but ignored (a `navigationTitle`…), as `file:line:column: warning:` lines.
    public let diagnostics: [SourceDiagnostic]

    public func makeTree() -> ViewTree { ViewTree(specs: specs) }
}

/// Turns SwiftUI scene files into view trees, without compiling them.
///
/// A scene is top-level view expressions (several form an implicit VStack, as a body of several
/// views does), or `struct X: View { var body: some View { … } }` declarations (the last one is
/// recorded unless `view` names another). Errors are
/// `SceneError`s in the compiler's `file:line:column: error: message` form.
public enum SceneParser {
    public static func parse(source: String, path: String, view: String? = nil) throws -> Scene {
        try LargeStack.run { try parseOnCurrentThread(source: source, path: path, view: view) }
    }

    private static func parseOnCurrentThread(source: String, path: String, view: String?) throws -> Scene {
        var bytes = Array(source.utf8)
        let parsed = bytes.withUnsafeMutableBufferPointer { buffer in
            Parser.parse(source: UnsafeBufferPointer(buffer), maximumNestingLevel: 256)
        }
        let converter = SourceLocationConverter(fileName: path, tree: parsed)
        if let first = ParseDiagnosticsGenerator.diagnostics(for: parsed).first(where: { $0.diagMessage.severity == .error }) {
            let location = first.location(converter: converter)
            throw SceneError(path: path, line: location.line, column: location.column, message: first.message)
        }
        guard let file = OperatorTable.standardOperators.foldAll(parsed, errorHandler: { _ in }).as(SourceFileSyntax.self) else {
            throw SceneError(path: path, line: 1, column: 1, message: "cannot read the scene")
        }
        let proposals = try directives(source, path: path)
        let interpreter = Interpreter(path: path, file: file)
        let (roots, order) = try interpreter.declarations(file)

        let specs: [NodeSpec]
        var viewName: String?
        if let view {
            guard let definition = interpreter.views[view] else {
                let available = order.isEmpty ? "the scene declares no views" : "views: " + order.joined(separator: ", ")
                throw SceneError(
                    path: path, line: 1, column: 1,
                    message: "no view named '\(view)'\(NameSuggestions.hint(view, among: order)) (\(available))")
            }
            specs = try interpreter.instantiate(definition, nil, interpreter.globals)
            viewName = view
        } else if !roots.isEmpty {
            specs = try roots.flatMap { try interpreter.views($0, interpreter.globals) }
        } else if let last = order.last, let definition = interpreter.views[last] {
            specs = try interpreter.instantiate(definition, nil, interpreter.globals)
            viewName = last
        } else {
            throw SceneError(path: path, line: 1, column: 1, message: "the scene has no view: write a view expression or a `struct …: View`")
        }
        return Scene(
            path: path, source: source, viewName: viewName, viewNames: order, proposals: proposals, specs: specs,
            diagnostics: interpreter.diagnostics)
    }

    /// `// ltrace:proposal 620x80` lines: the proposals a scene is recorded with by default.
    static func directives(_ source: String, path: String) throws -> [ProposedViewSize] {
        var proposals: [ProposedViewSize] = []
        for (index, line) in source.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard trimmed.hasPrefix("//") else { continue }
            let comment = trimmed.dropFirst(2).trimmingCharacters(in: .whitespaces)
            guard comment.hasPrefix("ltrace:") else { continue }
            let column = line.distance(from: line.startIndex, to: line.firstIndex(of: "/")!) + 1
            let words = comment.dropFirst("ltrace:".count).split(separator: " ", omittingEmptySubsequences: true)
            guard words.first == "proposal", words.count == 2 else {
                throw SceneError(path: path, line: index + 1, column: column, message: "unknown directive '\(comment)': write `// ltrace:proposal 620x80`")
            }
            guard let p = ProposalSyntax.parse(String(words[1])) else {
                throw SceneError(path: path, line: index + 1, column: column, message: "invalid proposal '\(words[1])': write WxH, each side a number, nil or inf (620x80, nilx80)")
            }
            proposals.append(p)
        }
        return proposals
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
