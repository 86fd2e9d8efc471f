import Foundation
import LayoutEngine
import SwiftSyntax

/// A value from outside the scene's files: a framework's object (`HKHealthStore()`,
/// `Logger(subsystem:category:)`, `UIApplication.shared`), a package's client, anything made
/// from one (`store.steps`, `try await client.fetch()`). ltrace keeps it without looking
/// inside; using it as a concrete value (a string to measure, a number for a frame, a Bool
/// for an `if`) goes through `Substitution`.
struct OpaqueValue {
    /// The expression as written, shortened: `HKHealthStore()`, `store.steps`.
    let expression: String
    /// Its type when known: the type constructed, or a property's declared type.
    let type: String?
    /// Where it was written.
    let node: Syntax
    /// A string known but for its opaque parts (`"\(store.count) steps"`): the text a string
    /// substitution measures, with each opaque part as written.
    var text: String?

    init(expression: String, type: String?, node: Syntax, text: String? = nil) {
        self.expression = SourceText.shortened(expression)
        self.type = type
        self.node = node
        self.text = text
    }

    /// The value `member` of this one: itself opaque.
    func member(_ name: String, at node: some SyntaxProtocol) -> OpaqueValue {
        OpaqueValue(expression: expression + "." + name, type: nil, node: Syntax(node))
    }

    /// The result of calling, subscripting or combining it, written as `written`.
    func derived(_ written: some SyntaxProtocol, type: String? = nil) -> OpaqueValue {
        OpaqueValue(expression: SourceText.compact(written), type: type, node: Syntax(written))
    }
}
