import Foundation
import LayoutEngine
import SwiftSyntax

/// `case` patterns and `let` destructuring.
extension Interpreter {
    /// Whether `value` matches a `case` pattern, binding its `let` names in `scope`:
    /// `.loaded(let items)`, `let .failed(message)`, `.idle`, `0..<10`, `"tea"`, `_`, `let x`.
    func matches(_ pattern: PatternSyntax, _ value: Value, in scope: Scope, _ cx: Context, binding: Bool = false) throws -> Bool {
        if pattern.is(WildcardPatternSyntax.self) { return true }
        if let p = pattern.as(IdentifierPatternSyntax.self) {
            scope.bind(p.identifier.text, value)
            return true
        }
        if let p = pattern.as(ValueBindingPatternSyntax.self) { return try matches(p.pattern, value, in: scope, cx, binding: true) }
        if let p = pattern.as(ExpressionPatternSyntax.self) { return try matches(expression: p.expression, value, in: scope, cx, binding: binding) }
        if let p = pattern.as(TuplePatternSyntax.self) {
            guard case .tuple(let elements) = value, elements.count == p.elements.count else { return false }
            for (element, v) in zip(p.elements, elements) where try !matches(element.pattern, v.value, in: scope, cx, binding: binding) { return false }
            return true
        }
        if let p = pattern.as(IsTypePatternSyntax.self) {
            guard case .instance(let i) = value else { return value.opaque != nil }
            return i.type.name == p.type.trimmedText
        }
        throw error(pattern, "unsupported pattern '\(pattern.trimmedText)'")
    }

    private func matches(expression e: ExprSyntax, _ value: Value, in scope: Scope, _ cx: Context, binding: Bool) throws -> Bool {
        if e.is(DiscardAssignmentExprSyntax.self) { return true }
        // `let name?`: matches a value that is not nil.
        if let optional = e.as(OptionalChainingExprSyntax.self) {
            return value.isNil ? false : try matches(expression: optional.expression, value, in: scope, cx, binding: binding)
        }
        if let p = e.as(PatternExprSyntax.self) { return try matches(p.pattern, value, in: scope, cx, binding: binding) }
        if binding, let ref = e.as(DeclReferenceExprSyntax.self) {
            scope.bind(ref.baseName.text, value)
            return true
        }
        // `case \.elevation:` against a key path a value holds: the same path as written.
        if let path = e.as(KeyPathExprSyntax.self), let held = value.opaque?.keyPath {
            return Self.sameKeyPath(path, held)
        }
        // Against an opaque value (the first case of a switch over one), names bind to opaque parts.
        if let o = value.opaque {
            bindOpaque(e, o, in: scope)
            return true
        }
        // `.some(let x)`, `Optional.some(x)`: an optional that is not nil (here, the value itself).
        if let call = e.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
            member.declName.baseName.text == "some", call.arguments.count == 1, !value.isEnumCase
        {
            return value.isNil ? false : try matches(expression: call.arguments.first!.expression, value, in: scope, cx, binding: binding)
        }
        // `.loaded(let items)`, `State.failed(let message)`: the case, then each associated value.
        if let call = e.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
            guard case .instance(let m) = value, m.caseName == member.declName.baseName.text else { return false }
            guard call.arguments.count == m.associated.count else {
                throw error(call, "'\(member.declName.baseName.text)' has \(m.associated.count) associated value\(m.associated.count == 1 ? "" : "s"), not \(call.arguments.count)")
            }
            for (arg, v) in zip(call.arguments, m.associated) where try !matches(expression: arg.expression, v.value, in: scope, cx, binding: binding) {
                return false
            }
            return true
        }
        if let member = e.as(MemberAccessExprSyntax.self), try member.base.map({ try typeNamed($0, cx) != nil }) ?? true {
            let name = member.declName.baseName.text
            switch value {
            case .instance(let m) where m.caseName != nil: return m.caseName == name
            case .symbol(let s): return s.name == name
            default: break
            }
        }
        if let infix = e.as(InfixOperatorExprSyntax.self), let op = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text, ["..<", "..."].contains(op) {
            guard let n = value.number else { return false }
            let lower = try number(infix.leftOperand, cx), upper = try number(infix.rightOperand, cx)
            return n >= lower && (op == "..." ? n <= upper : n < upper)
        }
        if let post = e.as(PostfixOperatorExprSyntax.self), post.operator.text == "..." {
            guard let n = value.number else { return false }
            return n >= (try number(post.expression, cx))
        }
        if let pre = e.as(PrefixOperatorExprSyntax.self), ["...", "..<"].contains(pre.operator.text) {
            guard let n = value.number else { return false }
            let upper = try number(pre.expression, cx)
            return pre.operator.text == "..." ? n <= upper : n < upper
        }
        // `case .leading:` over an Alignment, `case .sample:` over a model: read as the subject's kind.
        let expectation: Expectation = value.expectationOfItsKind ?? .any
        let wanted = try evaluate(e, cx, expecting: expectation)
        if let a = wanted.number, let b = value.number { return a == b }
        if case .instance(let a) = wanted, case .instance(let b) = value { return a.equals(b) }
        return wanted.traceValue == value.traceValue
    }

    /// The names a pattern binds, bound to parts of an opaque value (`case .loaded(let items)`
    /// over one binds `items` to an opaque value).
    private func bindOpaque(_ e: ExprSyntax, _ o: OpaqueValue, in scope: Scope) {
        for token in e.tokens(viewMode: .sourceAccurate) where token.tokenKind.isIdentifier {
            let name = token.text
            if name.first?.isLowercase == true { scope.bind(name, .opaque(o.member(name, at: token))) }
        }
    }

    /// Binds a `let` pattern: a name, `_`, or a tuple `(index, item)`. False when it does not match.
    func bindPattern(_ pattern: PatternSyntax, _ value: Value, in scope: Scope, _ cx: Context) throws -> Bool {
        if let p = pattern.as(IdentifierPatternSyntax.self) {
            scope.bind(p.identifier.text, value)
            return true
        }
        if pattern.is(WildcardPatternSyntax.self) { return true }
        if let p = pattern.as(TuplePatternSyntax.self) {
            if let o = value.opaque {
                for element in p.elements { _ = try bindPattern(element.pattern, .opaque(o.member(element.pattern.trimmedText, at: element)), in: scope, cx) }
                return true
            }
            guard case .tuple(let elements) = value, elements.count == p.elements.count else {
                throw error(pattern, "cannot bind \(value.typeName) to the tuple pattern '\(pattern.trimmedText)'")
            }
            for (element, v) in zip(p.elements, elements) where try !bindPattern(element.pattern, v.value, in: scope, cx) { return false }
            return true
        }
        return try matches(pattern, value, in: scope, cx, binding: true)
    }
}

extension TokenKind {
    var isIdentifier: Bool { if case .identifier = self { return true }; return false }
}
