import Foundation
import LayoutEngine
import SwiftParser
import SwiftSyntax

/// A reference image of a swift-snapshot-testing test of a SwiftUI view, and what the harness
/// needs to lay the view out again: the strategy's layout and scale, and a preview of its own
/// that builds the same value (the test's local declarations before the assertion, then the
/// snapshotted expression).
struct SnapshotReference {
    let testFile: String
    let testName: String
    let line: Int
    /// `__Snapshots__/<test file>/<test name>.<name or counter>.png`, beside the test file.
    let image: String
    let strategy: SnapshotStrategy
    /// A `#Preview("ltrace-snapshot")` building the snapshotted value, and one that builds it in
    /// a method of the test's type (for tests that use the type's members), tried first.
    let preview: String
    let memberPreview: String?
}

/// What `as:` asked for, as far as the view's size is concerned.
struct SnapshotStrategy: Equatable {
    enum Layout: Equatable {
        /// `.image` and `.image(layout: .sizeThatFits)`: `UIHostingController.sizeThatFits(in: .zero)`,
        /// then the image is that size (swift-snapshot-testing, Snapshotting/SwiftUIView.swift).
        case sizeThatFits
        case fixed(width: CGFloat, height: CGFloat)
        /// A device configuration (`.device(config: .iPhone13)`, a view controller's `.image(on:)`): its size in points.
        case device(name: String, width: CGFloat, height: CGFloat, insets: EdgeInsets, device: String?)
    }

    var layout: Layout
    /// `traits: .init(displayScale: N)`, the only way a test sets the scale; else the simulator's.
    var displayScale: CGFloat?
}

/// A PNG's size in pixels, from its IHDR chunk; nil for anything else (an LFS pointer, a damaged file).
func pngPixelSize(_ path: String) -> (width: Int, height: Int)? {
    guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
    defer { try? handle.close() }
    guard let head = try? handle.read(upToCount: 24), head.count == 24 else { return nil }
    let bytes = [UInt8](head)
    guard bytes[0 ..< 8] == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A], bytes[12 ..< 16] == [0x49, 0x48, 0x44, 0x52] else { return nil }
    func int(_ at: Int) -> Int { bytes[at ..< at + 4].reduce(0) { $0 << 8 | Int($1) } }
    return (int(16), int(20))
}

/// swift-snapshot-testing's device configurations (Common/View.swift, `ViewImageConfig`): size in
/// points and safe area, portrait and landscape. A bare iPad name is its landscape configuration.
enum SnapshotDevices {
    struct Config {
        let size: (CGFloat, CGFloat)
        let portrait: EdgeInsets
        let landscape: EdgeInsets
        /// ltrace's device of the same screen, for its bars.
        let device: String?
        /// An iPad's bare name is its landscape configuration.
        var isPad = false
    }

    static func phone(_ w: CGFloat, _ h: CGFloat, top: CGFloat, bottom: CGFloat, side: CGFloat, landscapeBottom: CGFloat, _ device: String?) -> Config {
        Config(size: (w, h), portrait: EdgeInsets(top: top, bottom: bottom), landscape: EdgeInsets(leading: side, bottom: landscapeBottom, trailing: side), device: device)
    }

    static func pad(_ w: CGFloat, _ h: CGFloat, top: CGFloat = 20, bottom: CGFloat = 0, _ device: String?) -> Config {
        Config(size: (w, h), portrait: EdgeInsets(top: top, bottom: bottom), landscape: EdgeInsets(top: top, bottom: bottom), device: device, isPad: true)
    }

    static let configs: [String: Config] = [
        "iPhoneSe": phone(320, 568, top: 20, bottom: 0, side: 0, landscapeBottom: 0, nil),
        "iPhone8": phone(375, 667, top: 20, bottom: 0, side: 0, landscapeBottom: 0, "iphone-se-2"),
        "iPhone8Plus": phone(414, 736, top: 20, bottom: 0, side: 0, landscapeBottom: 0, nil),
        "iPhoneX": phone(375, 812, top: 44, bottom: 34, side: 44, landscapeBottom: 24, "iphone-x"),
        "iPhoneXsMax": phone(414, 896, top: 44, bottom: 34, side: 44, landscapeBottom: 24, "iphone-xs-max"),
        "iPhoneXr": phone(414, 896, top: 44, bottom: 34, side: 44, landscapeBottom: 24, "iphone-xr"),
        "iPhone12": phone(390, 844, top: 47, bottom: 34, side: 47, landscapeBottom: 21, "iphone-12"),
        "iPhone12Pro": phone(390, 844, top: 47, bottom: 34, side: 47, landscapeBottom: 21, "iphone-12-pro"),
        "iPhone12ProMax": phone(428, 926, top: 47, bottom: 34, side: 47, landscapeBottom: 21, "iphone-12-pro-max"),
        "iPhone13": phone(390, 844, top: 47, bottom: 34, side: 47, landscapeBottom: 21, "iphone-13"),
        "iPhone13Mini": phone(375, 812, top: 50, bottom: 34, side: 50, landscapeBottom: 21, "iphone-13-mini"),
        "iPhone13Pro": phone(390, 844, top: 47, bottom: 34, side: 47, landscapeBottom: 21, "iphone-13-pro"),
        "iPhone13ProMax": phone(428, 926, top: 47, bottom: 34, side: 47, landscapeBottom: 21, "iphone-13-pro-max"),
        "iPadMini": pad(768, 1024, nil), "iPad9_7": pad(768, 1024, nil), "iPad10_2": pad(810, 1080, "ipad-9"),
        "iPadPro10_5": pad(834, 1112, nil), "iPadPro11": pad(834, 1194, top: 24, bottom: 20, "ipad-pro-11-2018"),
        "iPadPro12_9": pad(1024, 1366, "ipad-pro-12-9"),
    ]

    /// `.iPhone13`, `.iPhone13(.landscape)`, `.iPadPro11(.portrait)`.
    static func layout(_ expression: ExprSyntax) -> SnapshotStrategy.Layout? {
        var name: String?, argument: String?
        if let member = expression.as(MemberAccessExprSyntax.self) {
            name = member.declName.baseName.text
        } else if let call = expression.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
            name = member.declName.baseName.text
            argument = call.arguments.first?.expression.description
        }
        guard let name, let config = configs[name] else { return nil }
        // Split views are not modelled: only the full screen.
        if let argument, argument.contains("splitView"), !argument.contains(".full") { return nil }
        let landscape = argument.map { $0.contains("landscape") } ?? config.isPad
        let (w, h) = landscape ? (config.size.1, config.size.0) : config.size
        return .device(name: name + (landscape ? "(.landscape)" : ""), width: w, height: h, insets: landscape ? config.landscape : config.portrait, device: config.device)
    }
}

/// Finds the snapshot assertions of one test file and the reference images they name.
enum SnapshotTestReader {
    static let assertions: Set<String> = ["assertSnapshot", "assertSnapshots", "verifySnapshot"]

    /// The references of the tests that assert directly; `runs` are the tests that call one of
    /// the target's `wrappers` (SnapshotRuns.swift), and wrappers are not tests.
    static func references(testFile: String, tree: SourceFileSyntax, wrappers: Set<String>, runs: [SnapshotRun]) -> [SnapshotReference] {
        let converter = SourceLocationConverter(fileName: testFile, tree: tree)
        let folder = snapshotFolder(of: testFile)
        let runNames = Set(runs.map(\.function))
        var found: [SnapshotReference] = []
        for function in FunctionFinder.functions(in: tree) where !wrappers.contains(function.name.text) && !runNames.contains(function.name.text) {
            var namer = ReferenceNamer()
            for call in CallFinder.calls(in: function) where !isWrapperOnValue(call) {
                guard let value = call.arguments.first(where: { $0.label?.text == "of" || $0.label?.text == "matching" })?.expression
                        ?? call.arguments.first?.expression,
                      let strategies = call.arguments.first(where: { $0.label?.text == "as" })?.expression else { continue }
                let named = call.arguments.first(where: { $0.label?.text == "named" })?.expression.as(StringLiteralExprSyntax.self)
                    .flatMap(\.representedLiteralValue)
                // assertSnapshots(of:as: [a, b]) counts each strategy; a dictionary names them.
                var each: [(name: String?, strategy: ExprSyntax)] = []
                if let array = strategies.as(ArrayExprSyntax.self) {
                    each = array.elements.map { (nil, $0.expression) }
                } else if let dictionary = strategies.as(DictionaryExprSyntax.self), case .elements(let elements) = dictionary.content {
                    each = elements.map { ($0.key.as(StringLiteralExprSyntax.self)?.representedLiteralValue, $0.value) }
                } else {
                    each = [(named, strategies)]
                }
                let line = converter.location(for: call.positionAfterSkippingLeadingTrivia).line
                let preview = previewSource(value: value, before: call)
                let memberPreview = enclosingTypeName(of: function).map { memberPreviewSource(value: value, before: call, in: $0, setUp: setUpCall(around: function)) }
                for (name, expression) in each {
                    let image = namer.name(test: function.name.text, named: name)
                    guard let strategy = strategy(expression) else { continue }
                    found.append(SnapshotReference(
                        testFile: testFile, testName: sanitized(function.name.text), line: line, image: folder.appendingPathComponent(image).path,
                        strategy: strategy, preview: preview, memberPreview: memberPreview))
                }
            }
        }
        return found
    }

    /// `value.assertSnapshots(as: …)`: an assertion's name called on a value, with no `of:` or
    /// `matching:`: a library's wrapper that asserts views it builds itself (run, not read).
    static func isWrapperOnValue(_ call: FunctionCallExprSyntax) -> Bool {
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), assertions.contains(member.declName.baseName.text),
              let base = member.base?.trimmedDescription, !["self", "Self", "super"].contains(base) else { return false }
        return !call.arguments.contains(where: { ["of", "matching"].contains($0.label?.text) })
    }

    /// Where swift-snapshot-testing keeps a test file's references: `__Snapshots__/<file name>/` beside it.
    static func snapshotFolder(of testFile: String) -> URL {
        URL(fileURLWithPath: testFile).deletingLastPathComponent()
            .appendingPathComponent("__Snapshots__").appendingPathComponent(URL(fileURLWithPath: testFile).deletingPathExtension().lastPathComponent)
    }

    /// swift-snapshot-testing's names (AssertSnapshot.swift, `verifySnapshot`): the sanitised test
    /// name, then the sanitised `named:`, or, for an unnamed assertion, a counter of the test's
    /// unnamed assertions.
    struct ReferenceNamer {
        private var counters: [String: Int] = [:]
        mutating func name(test: String, named: String?) -> String {
            let testName = SnapshotTestReader.sanitized(test)
            if let named { return "\(testName).\(SnapshotTestReader.sanitized(named)).png" }
            counters[testName, default: 0] += 1
            return "\(testName).\(counters[testName]!).png"
        }
    }

    /// swift-snapshot-testing's `sanitizePathComponent`: runs of non-word characters become `-`, trimmed.
    static func sanitized(_ text: String) -> String {
        text.replacingOccurrences(of: "\\W+", with: "-", options: .regularExpression)
            .replacingOccurrences(of: "^-|-$", with: "", options: .regularExpression)
    }

    /// `.image`, `.image(layout:traits:…)`, a view controller's `.image(on:)`, `.wait(for:on:)` around one.
    static func strategy(_ expression: ExprSyntax) -> SnapshotStrategy? {
        if let member = expression.as(MemberAccessExprSyntax.self), member.base == nil, member.declName.baseName.text == "image" {
            return SnapshotStrategy(layout: .sizeThatFits)
        }
        guard let call = expression.as(FunctionCallExprSyntax.self), let callee = call.calledExpression.as(MemberAccessExprSyntax.self) else { return nil }
        let arguments = Dictionary(call.arguments.compactMap { a in a.label.map { ($0.text, a.expression) } }, uniquingKeysWith: { a, _ in a })
        if callee.declName.baseName.text == "wait", let inner = arguments["on"] { return strategy(inner) }
        guard callee.declName.baseName.text == "image" else { return nil }
        var result = SnapshotStrategy(layout: .sizeThatFits)
        if let layout = arguments["layout"] {
            if let member = layout.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "sizeThatFits" {
                result.layout = .sizeThatFits
            } else if let fixed = layout.as(FunctionCallExprSyntax.self), fixed.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "fixed" {
                let numbers = fixed.arguments.compactMap { Double($0.expression.description.trimmingCharacters(in: .whitespaces)) }
                guard numbers.count == 2 else { return nil }
                result.layout = .fixed(width: numbers[0], height: numbers[1])
            } else if let device = layout.as(FunctionCallExprSyntax.self), let config = device.arguments.first?.expression,
                      let deviceLayout = SnapshotDevices.layout(config) {
                result.layout = deviceLayout
            } else {
                return nil
            }
        } else if let on = arguments["on"] {
            guard let deviceLayout = SnapshotDevices.layout(on) else { return nil }
            result.layout = deviceLayout
        } else if let size = arguments["size"] {
            let numbers = size.description.split(whereSeparator: { !"0123456789.".contains($0) }).compactMap { Double($0) }
            guard numbers.count == 2 else { return nil }
            result.layout = .fixed(width: numbers[0], height: numbers[1])
        }
        if let traits = arguments["traits"], let range = traits.description.range(of: "displayScale:") {
            let rest = traits.description[range.upperBound...].drop(while: { $0 == " " })
            result.displayScale = Double(String(rest.prefix(while: { "0123456789.".contains($0) }))).map { CGFloat($0) }
        }
        return result
    }

    /// The file holding a harness preview, beside the test. It imports swift-snapshot-testing, as
    /// the test target does: `#if canImport(SnapshotTesting)` around a test holds.
    static func previewFile(_ preview: String, testFile: String) -> SceneFile {
        SceneFile(path: testFile + ".ltrace-snapshot.swift", source: "import SwiftUI\nimport SnapshotTesting\n\n" + preview)
    }

    /// The test's local declarations before the assertion (outermost first) and the snapshotted
    /// value, as a preview; a hosting controller stands for its root view.
    static func previewSource(value: ExprSyntax, before call: FunctionCallExprSyntax) -> String {
        let body = declarations(before: call) + [rootView(of: value).trimmedDescription]
        return localTypes(before: call) + "#Preview(\"ltrace-snapshot\") {\n" + body.map { "    " + $0 }.joined(separator: "\n") + "\n}\n"
    }

    /// Types the test declares in its body (`struct MyView: View { … }` before the assertion), at
    /// the top level: a local type captures nothing, so it means the same there.
    static func localTypes(before call: FunctionCallExprSyntax) -> String {
        earlierItems(before: call).filter { $0.is(StructDeclSyntax.self) || $0.is(ClassDeclSyntax.self) || $0.is(EnumDeclSyntax.self) }
            .map { $0.trimmedDescription + "\n\n" }.joined()
    }

    /// The same in a method of the test's type, which the preview calls on a new instance.
    static func memberPreviewSource(value: ExprSyntax, before call: FunctionCallExprSyntax, in type: String, setUp: String?) -> String {
        let body = (setUp.map { [$0] } ?? []) + declarations(before: call) + ["return " + rootView(of: value).trimmedDescription]
        return localTypes(before: call) + "extension \(type) {\n    func ltraceSnapshotValue() -> some View {\n" + body.map { "        " + $0 }.joined(separator: "\n")
            + "\n    }\n}\n\n#Preview(\"ltrace-snapshot\") {\n    \(type)().ltraceSnapshotValue()\n}\n"
    }

    /// The test type's `setUp()` or `setUpWithError()`, which XCTest runs before each test (a
    /// suite's state, such as a dependency container the views read, is made there).
    static func setUpCall(around function: FunctionDeclSyntax) -> String? {
        var node = function.parent
        while let n = node, !n.is(ClassDeclSyntax.self), !n.is(StructDeclSyntax.self) { node = n.parent }
        let members = node?.as(ClassDeclSyntax.self)?.memberBlock.members ?? node?.as(StructDeclSyntax.self)?.memberBlock.members
        for member in members ?? [] {
            guard let f = member.decl.as(FunctionDeclSyntax.self), ["setUp", "setUpWithError"].contains(f.name.text),
                  f.signature.parameterClause.parameters.isEmpty else { continue }
            return callText(f)
        }
        return nil
    }

    /// A call of a method without parameters, as a statement: `try? await setUpWithError()`.
    static func callText(_ f: FunctionDeclSyntax) -> String {
        let effects = f.signature.effectSpecifiers
        return (effects?.throwsClause != nil ? "try? " : "") + (effects?.asyncSpecifier != nil ? "await " : "") + f.name.text + "()"
    }

    static func enclosingTypeName(of function: FunctionDeclSyntax) -> String? {
        var node = function.parent
        while let n = node {
            if let c = n.as(ClassDeclSyntax.self) { return c.name.text }
            if let s = n.as(StructDeclSyntax.self) { return s.name.text }
            if let e = n.as(ExtensionDeclSyntax.self) { return e.extendedType.trimmedDescription }
            node = n.parent
        }
        return nil
    }

    static func declarations(before call: FunctionCallExprSyntax) -> [String] {
        earlierItems(before: call).compactMap { $0.as(VariableDeclSyntax.self) }.map { rootView(ofDeclaration: $0) }
    }

    /// The statements and declarations before the assertion in the blocks around it, up to the
    /// test function's body, outermost first.
    static func earlierItems(before call: FunctionCallExprSyntax) -> [CodeBlockItemSyntax.Item] {
        var items: [CodeBlockItemSyntax.Item] = []
        var node: Syntax = Syntax(call)
        while let parent = node.parent, !parent.is(FunctionDeclSyntax.self) {
            if let item = node.as(CodeBlockItemSyntax.self), let list = parent.as(CodeBlockItemListSyntax.self) {
                items.insert(contentsOf: list.prefix(while: { $0.id != item.id }).map(\.item), at: 0)
            }
            node = parent
        }
        return items
    }

    static func rootView(of expression: ExprSyntax) -> ExprSyntax {
        if let call = expression.as(FunctionCallExprSyntax.self),
           call.calledExpression.trimmedDescription.hasSuffix("HostingController"),
           let root = call.arguments.first(where: { $0.label?.text == "rootView" })?.expression {
            return root
        }
        return expression
    }

    static func rootView(ofDeclaration declaration: VariableDeclSyntax) -> String {
        guard declaration.bindings.count == 1, let binding = declaration.bindings.first, let value = binding.initializer?.value else {
            return declaration.trimmedDescription
        }
        let root = rootView(of: value)
        guard root.id != value.id else { return declaration.trimmedDescription }
        return "\(declaration.bindingSpecifier.text) \(binding.pattern.trimmedDescription) = \(root.trimmedDescription)"
    }

    /// The functions of a file (methods of types and extensions included), outside `#if`s of other platforms.
    final class FunctionFinder: SyntaxVisitor {
        var functions: [FunctionDeclSyntax] = []
        static func functions(in tree: SourceFileSyntax) -> [FunctionDeclSyntax] {
            let finder = FunctionFinder(viewMode: .sourceAccurate)
            finder.walk(tree)
            return finder.functions
        }
        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
            functions.append(node)
            return .skipChildren
        }
        /// Tests of other platforms (`#if os(macOS)`, `canImport(AppKit)`) were not recorded on an iOS simulator.
        override func visit(_ node: IfConfigClauseSyntax) -> SyntaxVisitorContinueKind {
            guard let condition = node.condition?.trimmedDescription else { return .visitChildren }
            let otherPlatform = ["macOS", "tvOS", "watchOS", "visionOS", "AppKit"].contains(where: condition.contains) && !condition.contains("iOS)")
            return otherPlatform && !condition.hasPrefix("!") ? .skipChildren : .visitChildren
        }
    }

    private final class CallFinder: SyntaxVisitor {
        var calls: [FunctionCallExprSyntax] = []
        static func calls(in function: FunctionDeclSyntax) -> [FunctionCallExprSyntax] {
            let finder = CallFinder(viewMode: .sourceAccurate)
            finder.walk(function)
            return finder.calls
        }
        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            if let name = node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text, SnapshotTestReader.assertions.contains(name) {
                calls.append(node)
            }
            return .visitChildren
        }
    }
}
