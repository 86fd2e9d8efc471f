import Foundation
import LayoutEngine
import SwiftSyntax

/// A value ltrace keeps without looking inside: one from outside the scene's files (a framework's
/// object, `HKHealthStore()`, `Logger(subsystem:category:)`, `UIApplication.shared`; a package's
/// client; anything made from one, `store.steps`, `try await client.fetch()`), or one whose code
/// ltrace could not run (`Recovery`). Using it as a concrete value (a string to measure, a number
/// for a frame, a Bool for an `if`) goes through `Substitution`.
struct OpaqueValue {
    /// Why a value is opaque, which every warning about it says.
    enum Origin {
        /// From outside the scene's files: a framework's, a package's not on disk, a C module's.
        case outside
        /// The scene's own code, which ltrace could not evaluate: the failure
        /// (`Theme.swift:3:35: cannot find 'x' in scope`).
        case failed(SceneError)
    }

    /// The expression as written, shortened: `HKHealthStore()`, `store.steps`.
    let expression: String
    /// Its type when known: the type constructed, or a property's declared type.
    var type: String?
    /// Where it was written.
    let node: Syntax
    /// A string known but for its opaque parts (`"\(store.count) steps"`): the text a string
    /// substitution measures, with each opaque part as written.
    var text: String?
    /// Whether `text` is a `Text` literal's markdown (its interpolated values escaped for it).
    var textIsMarkdown = false
    var origin: Origin = .outside
    /// A member from outside the scene's files of a view (a package's extension: `Text(…).emojiText
    /// .size(12)`): the views it was reached from, which stand for it where a view is wanted.
    var viewsBefore: [NodeSpec]?
    /// A file the app bundles (`Bundle.main.url(forResource:withExtension:)`), and the `Data`
    /// read from it: its path in the app's folder (`BundledFiles`).
    var bundledFile: String?

    init(expression: String, type: String?, node: Syntax, text: String? = nil, origin: Origin = .outside) {
        self.expression = SourceText.shortened(expression)
        self.type = type
        self.node = node
        self.text = text
        self.origin = origin
    }

    /// The key path this value holds (`var path = \\Hike.pace` keeps `\\Hike.pace` opaque), read
    /// by `[keyPath:]`, `case \\.pace:`, `==` and `SortDescriptor`.
    var keyPath: KeyPathExprSyntax? { node.as(KeyPathExprSyntax.self) }

    /// `.zero` read where nothing says its type (`subviews.reduce(.zero) { … }`, whose type Swift
    /// infers from the closure): zero in each coordinate it is read as, and a declared type's zero
    /// where it is stored (`Interpreter.typed`).
    var isUntypedZero: Bool { expression == ".zero" }

    /// The value `member` of this one: itself opaque, for the same reason.
    func member(_ name: String, at node: some SyntaxProtocol) -> OpaqueValue {
        var o = OpaqueValue(expression: expression + "." + name, type: nil, node: Syntax(node), origin: origin)
        o.viewsBefore = viewsBefore
        return o
    }

    /// The result of calling, subscripting or combining it, written as `written`.
    func derived(_ written: some SyntaxProtocol, type: String? = nil) -> OpaqueValue {
        var o = OpaqueValue(expression: SourceText.compact(written), type: type, node: Syntax(written), origin: origin)
        o.viewsBefore = viewsBefore
        return o
    }

    /// Why it is opaque, in a warning's words: `(from outside the scene's files)`, or
    /// `(ltrace could not evaluate it: Theme.swift:3:35)`.
    var reason: String {
        switch origin {
        case .outside: return "(from outside the scene's files)"
        case .failed(let cause): return "(ltrace could not evaluate it: \(Interpreter.cause(cause)))"
        }
    }

    /// Whether it stands in for code of the scene that could not be run.
    var failed: Bool { if case .failed = origin { return true }; return false }
}
