import SwiftSyntax

/// What the interpreter reads from syntax that cannot change while a scene is evaluated,
/// worked out the first time a node is met and kept: a string literal's text, whether a written type
/// is a view. A loop or a recursive function meets the same nodes thousands of times, and
/// decoding them again each time (swift-syntax rebuilds a literal's text, Foundation trims a
/// type's) was most of its time (`ltrace-bench interpreter`).
final class SyntaxFacts {
    private let strings = SyntaxTable<String?>()
    private var viewTypes: [WrittenType: Bool] = [:]
    private var viewFunctionTypes: [WrittenType: Bool] = [:]
    private let parameterLists = SyntaxTable<[Parameter]>()
    private var formats: [String: [Interpreter.FormatPiece]] = [:]
    private let stringParts = SyntaxTable<(syntax: StringLiteralExprSyntax, parts: [StringPart]?)>()
    private let closureParameters = SyntaxTable<(syntax: ClosureExprSyntax, names: [String])>()
    private let callArguments = SyntaxTable<Arguments.Written>()

    /// A parameter of a function or initializer, as its declaration writes it. A class: a
    /// call binding its arguments copied each parameter's nine fields, retaining each.
    final class Parameter {
        let syntax: FunctionParameterSyntax
        /// The argument label; nil for `_`.
        let label: String?
        /// The name the body reads.
        let name: String
        /// The type as written (`Int`, `@escaping () -> Void`).
        let type: String
        /// The type as a declaration of the scene names it, where two types share its name.
        let qualifiedType: String
        /// What an argument for it is evaluated as (`Expectation.of(type:)` of the qualified type).
        let expectation: Expectation
        /// What `Interpreter.typed` makes of the argument's value for `type`.
        let declaredType: Interpreter.DeclaredType
        let isViewBuilder: Bool
        let isAutoclosure: Bool

        init(
            syntax: FunctionParameterSyntax, label: String?, name: String, type: String, qualifiedType: String, expectation: Expectation,
            declaredType: Interpreter.DeclaredType, isViewBuilder: Bool, isAutoclosure: Bool
        ) {
            self.syntax = syntax
            self.label = label
            self.name = name
            self.type = type
            self.qualifiedType = qualifiedType
            self.expectation = expectation
            self.declaredType = declaredType
            self.isViewBuilder = isViewBuilder
            self.isAutoclosure = isAutoclosure
        }
    }

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

    /// A string literal's text when it has no interpolation.
    func value(of literal: StringLiteralExprSyntax) -> String? { strings.value(for: literal.id) { literal.representedLiteralValue } }

    /// Whether `written`, read inside `owner`, names a view type: `decide` works it out once
    /// (the declarations it reads are indexed before evaluation starts and do not change).
    func isViewType(_ written: String, in owner: TypeDeclaration?, _ decide: () -> Bool) -> Bool {
        kept(&viewTypes, WrittenType(written, owner), decide)
    }

    /// Whether `written`, a function type read inside `owner`, returns views (`decide` once).
    func returnsViews(_ written: String, in owner: TypeDeclaration?, _ decide: () -> Bool) -> Bool {
        kept(&viewFunctionTypes, WrittenType(written, owner), decide)
    }

    /// A string literal's parts, read once by `read` (`Interpreter.stringParts`).
    func parts(of literal: StringLiteralExprSyntax, _ read: (StringLiteralExprSyntax) -> [StringPart]?) -> [StringPart]? {
        stringParts.value(for: literal.id) { (literal, read(literal)) }.parts
    }

    /// A format string (`"%.2f"`) as `Interpreter.formatted` reads it, by its text (`read` once).
    func pieces(of format: String, _ read: (String) -> [Interpreter.FormatPiece]) -> [Interpreter.FormatPiece] {
        // A loop formats with the same literal at every turn: the same string, compared without
        // hashing it (equal strings of the same storage compare at once).
        if let last = lastFormat, last.format == format { return last.pieces }
        let pieces = kept(&formats, format) { read(format) }
        lastFormat = (format, pieces)
        return pieces
    }

    private var lastFormat: (format: String, pieces: [Interpreter.FormatPiece])?

    /// A closure's parameter names, read once by `read` (the entry keeps the closure's tree, whose
    /// identifiers name its nodes only while it lives).
    func parameters(of closure: ClosureExprSyntax, _ read: (ClosureExprSyntax) -> [String]) -> [String] {
        closureParameters.value(for: closure.id) { (closure, read(closure)) }.names
    }

    /// A call's arguments as written (the entry keeps the call's tree).
    func arguments(of call: FunctionCallExprSyntax) -> Arguments.Written {
        callArguments.value(for: call.id) { Arguments.Written(call) }
    }

    /// The parameters of a declaration, decoded once by `decode`.
    func parameters(of list: FunctionParameterListSyntax, _ decode: (FunctionParameterSyntax) -> Parameter) -> [Parameter] {
        parameterLists.value(for: list.id) { list.map(decode) }
    }
}

/// A part of a string literal: text between interpolations, unescaped, or an interpolation with
/// its first expression compiled (nil for `"\(label: x)"`, an interpolation method of its own).
enum StringPart {
    case text(String)
    case interpolation(ExpressionSegmentSyntax, CompiledExpression?)
}
