import Foundation
import LayoutEngine
import SceneParser
import SwiftParser
import SwiftSyntax

/// A test that asserts through helpers of its target (`assertDynamicSizeSnapshots { … }`, a base
/// class's `assertSnapshot(matching:named:modes:sizes:)`): the harness runs the test in the
/// interpreter, where swift-snapshot-testing's assertions are host functions, so that each
/// assertion the run reaches hands over its view, its strategy and the name its reference is
/// filed under, as the helpers compute them (loops over sizes and modes included).
struct SnapshotRun {
    let testFile: String
    /// The test function (`testLargeButton`), and the type it is a method of.
    let function: String
    let typeName: String?
    let line: Int
    /// A `#Preview("ltrace-snapshot")` that runs the test (after its type's `setUp`).
    let preview: String
}

/// One assertion a run reached.
struct CapturedAssertion {
    let specs: [NodeSpec]
    let diagnostics: [SourceDiagnostic]
    /// `testName:` as passed, else the `#function` of the function making the assertion; nil
    /// when `testName:` or `named:` is given but is not a string ltrace knows.
    let testName: String?
    let named: String?
    /// Each strategy's code (`.image(layout: .sizeThatFits)`), one per reference.
    let strategies: [String]
    let position: SourcePosition
}

enum SnapshotRuns {
    /// The functions of a test target that assert for their callers: each holds an assertion or
    /// a call of another such function, and is called somewhere in the target (a test is not).
    static func wrappers(in trees: [SourceFileSyntax]) -> Set<String> {
        var calls: [String: [Set<String>]] = [:]
        var called = Set<String>()
        for tree in trees {
            for function in SnapshotTestReader.FunctionFinder.functions(in: tree) {
                let names = CalledNames.names(in: function)
                calls[function.name.text, default: []].append(names)
                called.formUnion(names)
            }
        }
        var asserting = Set<String>()
        var grew = true
        while grew {
            grew = false
            let known = SnapshotTestReader.assertions.union(asserting)
            for (name, bodies) in calls where !asserting.contains(name) && bodies.contains(where: { !$0.isDisjoint(with: known) }) {
                asserting.insert(name)
                grew = true
            }
        }
        return asserting.intersection(called).subtracting(SnapshotTestReader.assertions)
    }

    /// The tests of a file that call a wrapper, or a helper of an assertion's name that takes no
    /// strategy (a base class's `assertSnapshot(matching:named:)`): each becomes a run.
    static func runs(testFile: String, tree: SourceFileSyntax, wrappers: Set<String>) -> [SnapshotRun] {
        let converter = SourceLocationConverter(fileName: testFile, tree: tree)
        var found: [SnapshotRun] = []
        for function in SnapshotTestReader.FunctionFinder.functions(in: tree)
        where !wrappers.contains(function.name.text) && function.signature.parameterClause.parameters.isEmpty
            && (!CalledNames.names(in: function).isDisjoint(with: wrappers) || HelperAssertions.found(in: function))
        {
            let call = SnapshotTestReader.callText(function)
            let preview: String
            if let type = SnapshotTestReader.enclosingTypeName(of: function) {
                let setUp = SnapshotTestReader.setUpCall(around: function).map { "        \($0)\n" } ?? ""
                preview = "extension \(type) {\n    func ltraceSnapshotRun() -> some View {\n" + setUp + "        \(call)\n        return EmptyView()\n    }\n}\n\n"
                    + "#Preview(\"ltrace-snapshot\") {\n    \(type)().ltraceSnapshotRun()\n}\n"
            } else {
                preview = "#Preview(\"ltrace-snapshot\") {\n    let _ = \(call)\n    EmptyView()\n}\n"
            }
            let line = converter.location(for: function.positionAfterSkippingLeadingTrivia).line
            found.append(SnapshotRun(testFile: testFile, function: function.name.text, typeName: SnapshotTestReader.enclosingTypeName(of: function), line: line, preview: preview))
        }
        return found
    }

    /// Runs a test with swift-snapshot-testing's assertions as host functions: the assertions it reached.
    static func capture(_ run: SnapshotRun, files: [SceneFile], assets: AssetCatalog, displayScale: CGFloat) throws -> [CapturedAssertion] {
        final class Box { var captured: [CapturedAssertion] = [] }
        let box = Box()
        let assertion: HostFunction = { call in
            guard let value = call.argument(["of", "matching", nil]), let strategy = call.argument(["as"]) else { return }
            let (specs, diagnostics) = try call.views(value)
            let givenName = try call.argument(["testName"]).map { try call.string($0) } ?? HostCall.StringArgument.none
            let named = try call.argument(["named"]).map { try call.string($0) } ?? HostCall.StringArgument.none
            var testName: String? = call.function ?? run.function + "()"
            if case .string(let given) = givenName { testName = given }
            if givenName == .unknown || named == .unknown { testName = nil }
            var name: String?
            if case .string(let given) = named { name = given }
            box.captured.append(CapturedAssertion(
                specs: specs, diagnostics: diagnostics, testName: testName, named: name, strategies: try call.code(strategy), position: call.position))
        }
        _ = try SceneParser.parse(
            files: files + [SnapshotTestReader.previewFile(run.preview, testFile: run.testFile)],
            preview: "ltrace-snapshot", defines: ["DEBUG"], assets: assets, displayScale: Double(displayScale),
            hostFunctions: Dictionary(uniqueKeysWithValues: SnapshotTestReader.assertions.map { ($0, assertion) }))
        return box.captured
    }

    /// The references a run's assertions name, as swift-snapshot-testing files them
    /// (`ReferenceNamer`), under `__Snapshots__/<test file>/` beside the test, or (a helper's own
    /// `snapshotDirectory`) in a folder of the test file's or the test type's name anywhere under
    /// the test's target when exactly one holds it. An assertion whose name is not known is nil.
    static func references(_ captured: [CapturedAssertion], run: SnapshotRun, targetFolder: String) -> [(SnapshotReference?, CapturedAssertion)] {
        let folder = SnapshotTestReader.snapshotFolder(of: run.testFile)
        let owners = Set([folder.lastPathComponent] + (run.typeName.map { [$0] } ?? []))
        var namer = SnapshotTestReader.ReferenceNamer()
        var found: [(SnapshotReference?, CapturedAssertion)] = []
        for assertion in captured {
            guard let testName = assertion.testName else {
                found.append((nil, assertion))
                continue
            }
            for code in assertion.strategies {
                let name = namer.name(test: testName, named: assertion.named)
                var parser = Parser(code)
                guard let strategy = SnapshotTestReader.strategy(ExprSyntax.parse(from: &parser)) else { continue }
                var image = folder.appendingPathComponent(name).path
                if !FileManager.default.fileExists(atPath: image) {
                    let elsewhere = files(named: name, under: targetFolder).filter { owners.contains(URL(fileURLWithPath: $0).deletingLastPathComponent().lastPathComponent) }
                    if elsewhere.count == 1 { image = elsewhere[0] }
                }
                let reference = SnapshotReference(
                    testFile: run.testFile, testName: SnapshotTestReader.sanitized(testName), line: assertion.position.line, image: image, strategy: strategy,
                    preview: run.preview, memberPreview: nil)
                found.append((reference, assertion))
            }
        }
        return found
    }

    /// The files of this name under a folder, hidden folders included (`.__snapshots__`).
    static func files(named name: String, under folder: String) -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: folder) else { return [] }
        var found: [String] = []
        while let path = enumerator.nextObject() as? String {
            if (path as NSString).lastPathComponent == name { found.append(folder + "/" + path) }
        }
        return found
    }

    /// Whether a function calls an assertion's name without `as:` (a helper of that name), or
    /// one on a value without `of:` (a library's wrapper: PreviewSnapshots'
    /// `X_Previews.snapshots.assertSnapshots(as:)`, which asserts each configuration's view).
    private final class HelperAssertions: SyntaxVisitor {
        var found = false
        static func found(in function: FunctionDeclSyntax) -> Bool {
            let finder = HelperAssertions(viewMode: .sourceAccurate)
            finder.walk(function)
            return finder.found
        }
        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            if let name = node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text, SnapshotTestReader.assertions.contains(name),
               !node.arguments.contains(where: { $0.label?.text == "as" }) {
                found = true
            }
            if SnapshotTestReader.isWrapperOnValue(node) { found = true }
            return .visitChildren
        }
    }

    /// The names a function calls on its own (`name(…)`, `self.name(…)`, `Self.name(…)`).
    private final class CalledNames: SyntaxVisitor {
        var names = Set<String>()
        static func names(in function: FunctionDeclSyntax) -> Set<String> {
            let finder = CalledNames(viewMode: .sourceAccurate)
            finder.walk(function)
            return finder.names
        }
        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            if let name = node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text {
                names.insert(name)
            } else if let member = node.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base?.trimmedDescription,
                      ["self", "Self", "super"].contains(base) {
                names.insert(member.declName.baseName.text)
            }
            return .visitChildren
        }
    }
}
