import Foundation
import LayoutEngine
import SwiftDiagnostics
import SwiftOperators
import SwiftParser
import SwiftParserDiagnostics
import SwiftSyntax

/// The scene's files, parsed once: where every syntax node is written, and the compiler-style
/// errors and warnings that point at it.
///
/// A file that does not parse is kept (swift-syntax recovers what it can) with its first
/// syntax error: that error is reported when the recorded preview reaches something the file
/// declares, not before, so one broken file does not stop the previews that never use it.
final class SourceFiles {
    struct File {
        let path: String
        let source: String
        let syntax: SourceFileSyntax
        /// The first syntax error, if the file does not parse.
        let syntaxError: SceneError?
    }

    private(set) var files: [File] = []
    private let indexByRoot = SyntaxTable<Int>()
    /// Each file's lines, made the first time a position in it is asked for: a first recording
    /// parses every file of the app, and most of them are never pointed at.
    private var converters: [Int: SourceLocationConverter] = [:]
    /// Whether positions name their file (a scene of several files).
    let severalFiles: Bool
    /// Positions and labels per syntax node: a ForEach evaluates the same syntax once per element.
    private let positions = SyntaxTable<SourcePosition>()
    private let labels = SyntaxTable<String>()
    /// Types and names as written (`[Item]`, `ViewBuilder`), read on every call of a function.
    private let texts = SyntaxTable<String>()
    private let compacts = SyntaxTable<String>()
    private let explicitReturns = SyntaxTable<Bool>()

    /// The C and Objective-C headers among the scene's files (a bridging header's, a C target's):
    /// not parsed as Swift, only scanned for the names they declare (`CHeaders`).
    private(set) var headers: [SceneFile] = []

    /// `severalFiles`: whether the scene has several files, when `sceneFiles` are some of them.
    init(_ sceneFiles: [SceneFile], severalFiles: Bool? = nil) {
        self.severalFiles = severalFiles ?? (sceneFiles.count > 1)
        headers = sceneFiles.filter { $0.path.hasSuffix(".h") }
        files = LargeStack.map(sceneFiles.filter { !$0.path.hasSuffix(".h") }) { Self.parse($0) }
        for (i, file) in files.enumerated() { indexByRoot[file.syntax.id] = i }
    }

    private static func parse(_ file: SceneFile) -> File {
        var bytes = Array(file.source.utf8)
        let parsed = bytes.withUnsafeMutableBufferPointer { buffer in
            Parser.parse(source: UnsafeBufferPointer(buffer), maximumNestingLevel: 256)
        }
        var syntaxError: SceneError?
        // A tree without missing or unexpected nodes has no syntax error to find.
        if parsed.hasError,
            let first = ParseDiagnosticsGenerator.diagnostics(for: parsed).first(where: { $0.diagMessage.severity == .error })
        {
            let location = first.location(converter: SourceLocationConverter(fileName: file.path, tree: parsed))
            syntaxError = SceneError(path: file.path, line: location.line, column: location.column, message: first.message, kind: .syntax)
        }
        // Operators are folded (`a + b * c` as a tree) before anything reads the file.
        let folded = OperatorTable.standardOperators.foldAll(parsed, errorHandler: { _ in }).as(SourceFileSyntax.self) ?? parsed
        return File(path: file.path, source: file.source, syntax: folded, syntaxError: syntaxError)
    }

    /// The file a syntax node is in.
    func file(of node: some SyntaxProtocol) -> File? {
        if let written = writtenFor[node.root.id] { return file(of: written) }
        return indexByRoot[node.root.id].map { files[$0] }
    }

    /// Code ltrace writes for code the scene writes, positioned where that code is.
    private let writtenFor = SyntaxTable<Syntax>()
    private let expansions = SyntaxTable<ClosureExprSyntax>()

    /// `{ name($0) }` for a method named as a value (`ForEach(…, content: preferredColorScheme)`),
    /// as Swift's unapplied method reference means; made once per reference, and reported where
    /// the reference is written.
    func expansion(of reference: DeclReferenceExprSyntax) -> ClosureExprSyntax {
        if let known = expansions[reference.id] { return known }
        let closure = ClosureExprSyntax(
            statements: CodeBlockItemListSyntax([
                CodeBlockItemSyntax(item: .expr(ExprSyntax(FunctionCallExprSyntax(
                    calledExpression: DeclReferenceExprSyntax(baseName: reference.baseName.trimmed),
                    leftParen: .leftParenToken(),
                    arguments: LabeledExprListSyntax([LabeledExprSyntax(expression: DeclReferenceExprSyntax(baseName: .dollarIdentifier("$0")))]),
                    rightParen: .rightParenToken()))))
            ]))
        writtenFor[closure.root.id] = Syntax(reference)
        expansions[reference.id] = closure
        return closure
    }

    func path(of node: some SyntaxProtocol) -> String { file(of: node)?.path ?? "scene.swift" }

    /// Where a node starts: its line and column, and its file in a scene of several files.
    func position(_ node: some SyntaxProtocol) -> SourcePosition {
        if let known = positions[node.id] { return known }
        if let written = writtenFor[node.root.id] { return position(written) }
        guard let i = indexByRoot[node.root.id] else { return SourcePosition(line: 1, column: 1) }
        let file = files[i]
        let converter = converters[i] ?? SourceLocationConverter(fileName: file.path, tree: file.syntax)
        converters[i] = converter
        let location = node.startLocation(converter: converter)
        let p = SourcePosition(line: location.line, column: location.column, file: severalFiles ? file.path : nil)
        positions[node.id] = p
        return p
    }

    /// A call's label as written (see `SourceText.call`), computed once per syntax node.
    func label(_ name: String, _ call: FunctionCallExprSyntax, keepTrailingClosures: Bool = false) -> String {
        if let known = labels[call.id] { return known }
        let label = SourceText.call(name, call, keepTrailingClosures: keepTrailingClosures)
        labels[call.id] = label
        return label
    }

    /// A node's text on one line, shortened (`SourceText.compact`), computed once per syntax node:
    /// warnings quote it on every evaluation of a loop's body.
    func compact(_ node: some SyntaxProtocol) -> String {
        compacts.value(for: node.id) { SourceText.compact(node) }
    }

    /// A node's text without its surrounding trivia, computed once per syntax node.
    func written(_ node: some SyntaxProtocol) -> String {
        texts.value(for: node.id) { node.trimmedText }
    }

    /// Whether statements say `return` outside the closures and functions they declare,
    /// computed once per block (every call of a `some View` function asks).
    func returnsExplicitly(_ statements: CodeBlockItemListSyntax) -> Bool {
        if let known = explicitReturns[statements.id] { return known }
        final class ReturnFinder: SyntaxVisitor {
            var found = false
            override func visit(_ node: ReturnStmtSyntax) -> SyntaxVisitorContinueKind { found = true; return .skipChildren }
            override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
            override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
            override func visit(_ node: AccessorBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        }
        let finder = ReturnFinder(viewMode: .sourceAccurate)
        finder.walk(statements)
        explicitReturns[statements.id] = finder.found
        return finder.found
    }

    func error(_ node: some SyntaxProtocol, _ message: String, kind: SceneError.Kind = .evaluation) -> SceneError {
        let p = position(node)
        return SceneError(path: path(of: node), line: p.line, column: p.column, message: message, kind: kind)
    }

    func diagnostic(_ node: some SyntaxProtocol, kind: SourceDiagnostic.Kind, _ message: String) -> SourceDiagnostic {
        let p = position(node)
        return SourceDiagnostic(file: path(of: node), position: SourcePosition(line: p.line, column: p.column), kind: kind, message: message)
    }
}
