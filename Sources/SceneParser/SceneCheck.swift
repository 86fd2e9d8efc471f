import Foundation
import LayoutEngine
import SwiftSyntax

/// What ltrace can read of an app's files, for `ltrace check`: every preview, whether it
/// records (and if not, why), and every declaration no preview reaches that ltrace cannot read.
/// `record` reads only what its preview reaches; this reads everything, both branches of every
/// `if` included, for someone who wants to know.
public struct SceneCheck: Sendable {
    public struct PreviewResult: Sendable {
        /// From 1, as `record --preview N` takes it.
        public let number: Int
        public let label: String
        public let file: String
        public let line: Int
        /// Why it does not record; nil when it does.
        public let error: SceneError?
        /// Its warnings: what it ignored, substituted, laid out as a placeholder, recovered from.
        public let diagnostics: [SourceDiagnostic]
        /// How much of it ltrace guessed (nil when it does not record).
        public let guessed: GuessedContent?
    }

    public let previews: [PreviewResult]
    /// Errors in declarations read on their own (each view, global and static), not already a
    /// preview's error, in file order.
    public let unread: [SceneError]

    /// `strict`: a preview stops at its first error, as `record --strict` does; otherwise what
    /// it reaches and cannot run is recovered from and counted.
    public static func run(files: [SceneFile], defines: Set<String> = [], assets: AssetCatalog = .empty, strict: Bool = false) throws -> SceneCheck {
        guard !files.isEmpty else { throw SceneError(path: "", line: 1, column: 1, message: "no scene files") }
        return try LargeStack.run { check(files: files, defines: defines, assets: assets, strict: strict) }
    }

    private static func check(files sceneFiles: [SceneFile], defines: Set<String>, assets: AssetCatalog, strict: Bool) -> SceneCheck {
        let files = SourceFiles(sceneFiles)
        let index = DeclarationIndex(files: files, defines: defines)
        var previews: [PreviewResult] = []
        for (i, preview) in index.previews.enumerated() {
            // Each preview as `record` reads it: its own interpreter, only what it reaches.
            let interpreter = Interpreter(index: index, assets: assets, strict: strict)
            var failure: SceneError?
            var guessed: GuessedContent?
            do {
                let specs = try interpreter.previewViews(preview, Context(scope: interpreter.globals))
                guessed = GuessedContent(diagnostics: interpreter.diagnostics, specs: specs)
                if var e = interpreter.rootFailure(specs.flatMap(\.elements)) {
                    if e.trail.isEmpty { e.trail = [preview.label] }
                    throw e
                }
            } catch let e as SceneError {
                failure = e
            } catch {
                failure = files.error(preview.node, "\(error)")
            }
            let position = files.position(preview.node)
            previews.append(
                PreviewResult(
                    number: i + 1, label: preview.label, file: files.path(of: preview.node), line: position.line, error: failure,
                    diagnostics: interpreter.diagnostics, guessed: failure == nil ? guessed : nil))
        }
        // Everything else, read on its own, both branches of every `if` included.
        let interpreter = Interpreter(index: index, assets: assets, checksEverything: true, strict: true)
        let cx = Context(scope: interpreter.globals)
        var errors: [SceneError] = []
        func attempt(_ body: () throws -> Void) {
            do { try body() } catch let e as SceneError { errors.append(e) } catch {}
        }
        // In the order written, file by file: sorted by line alone, types of several files at one
        // line came in a dictionary's order, which changes from one run to the next, and the first
        // to reach an error named the trail `check` printed.
        let types = index.allTypes.sorted { a, b in
            let (p, q) = (files.position(a.node), files.position(b.node))
            return (files.path(of: a.node), p.line, p.column) < (files.path(of: b.node), q.line, q.column)
        }
        for type in types {
            if type.kind == .view { attempt { _ = try interpreter.instantiate(type, nil, cx, asRoot: true) } }
            for name in type.members.statics.keys.sorted() where type.kind != .previewProvider || name != "previews" {
                attempt { _ = try interpreter.staticMember(of: type, name, at: type.nameToken, cx) }
            }
        }
        // By name: a dictionary's order changes from one run to the next, and which of two globals
        // that read each other is evaluated first decides where their cycle is reported.
        for (_, globals) in index.globals.sorted(by: { $0.key < $1.key }) { for global in globals { attempt { _ = try interpreter.globalValue(global, cx) } } }
        for file in files.files { if let e = file.syntaxError { errors.append(e) } }
        let known = Set(previews.compactMap(\.error).map(Self.key))
        var seen = Set<String>()
        let unread = errors.filter { known.contains(Self.key($0)) == false && seen.insert(Self.key($0)).inserted }
            .sorted { ($0.path, $0.line, $0.column) < ($1.path, $1.line, $1.column) }
        return SceneCheck(previews: previews, unread: unread)
    }

    private static func key(_ e: SceneError) -> String { "\(e.path):\(e.line):\(e.column):\(e.message)" }
}
