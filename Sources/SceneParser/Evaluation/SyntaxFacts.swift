import SwiftSyntax

/// What the interpreter reads from syntax that cannot change while a scene is evaluated,
/// worked out the first time a node is met and kept: a literal's value, whether a written type
/// is a view. A loop or a recursive function meets the same nodes thousands of times, and
/// decoding them again each time (swift-syntax rebuilds a literal's text, Foundation trims a
/// type's) was most of its time (`ltrace-bench interpreter`).
final class SyntaxFacts {
    private var integers: [SyntaxIdentifier: Int?] = [:]
    private var floats: [SyntaxIdentifier: Double?] = [:]
    private var strings: [SyntaxIdentifier: String?] = [:]
    private var viewTypes: [WrittenType: Bool] = [:]
    private var viewFunctionTypes: [WrittenType: Bool] = [:]

    /// A type as written, and the type declaration it is read in.
    private struct WrittenType: Hashable {
        let written: String
        let owner: ObjectIdentifier?
        init(_ written: String, _ owner: TypeDeclaration?) {
            self.written = written
            self.owner = owner.map(ObjectIdentifier.init)
        }
    }

    private func kept<Key: Hashable, Fact>(_ facts: inout [Key: Fact], _ key: Key, _ decide: () -> Fact) -> Fact {
        if let known = facts[key] { return known }
        let fact = decide()
        facts[key] = fact
        return fact
    }

    /// The literal's value; nil when it is out of range.
    func value(of literal: IntegerLiteralExprSyntax) -> Int? { kept(&integers, literal.id) { literal.representedLiteralValue } }
    func value(of literal: FloatLiteralExprSyntax) -> Double? { kept(&floats, literal.id) { literal.representedLiteralValue } }
    /// A string literal's text when it has no interpolation.
    func value(of literal: StringLiteralExprSyntax) -> String? { kept(&strings, literal.id) { literal.representedLiteralValue } }

    /// Whether `written`, read inside `owner`, names a view type: `decide` works it out once
    /// (the declarations it reads are indexed before evaluation starts and do not change).
    func isViewType(_ written: String, in owner: TypeDeclaration?, _ decide: () -> Bool) -> Bool {
        kept(&viewTypes, WrittenType(written, owner), decide)
    }

    /// Whether `written`, a function type read inside `owner`, returns views (`decide` once).
    func returnsViews(_ written: String, in owner: TypeDeclaration?, _ decide: () -> Bool) -> Bool {
        kept(&viewFunctionTypes, WrittenType(written, owner), decide)
    }
}
