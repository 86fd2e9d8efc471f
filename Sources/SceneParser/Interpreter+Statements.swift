import Foundation
import LayoutEngine
import SwiftSyntax

/// What running a function's statements came to: a `return`, or the end of the
/// statements with the last expression's value (a single-expression body returns it).
enum Flow {
    case returned(Value)
    case fellThrough(Value?)
}

extension Interpreter {
    // MARK: Statements of functions, closures and initializers

    /// Runs the statements of a function, closure, getter or `init`: `let`/`var`, assignments,
    /// `if`, `guard`, `switch`, `for … in` and `return`, as Swift runs them.
    func execute(_ items: CodeBlockItemListSyntax, _ scope: Scope, expecting: Expectation) throws -> Flow {
        var last: Value?
        for item in items {
            last = nil
            switch item.item {
            case .decl(let decl):
                if let ifConfig = decl.as(IfConfigDeclSyntax.self) {
                    if let kept = activeStatements(ifConfig), case .returned(let v) = try execute(kept, scope, expecting: expecting) { return .returned(v) }
                } else if let variable = decl.as(VariableDeclSyntax.self) {
                    try bindVariables(variable, in: scope)
                } else {
                    throw error(decl, "unsupported declaration in a function")
                }
            case .stmt(let stmt):
                if let r = stmt.as(ReturnStmtSyntax.self) {
                    return .returned(try r.expression.map { try evaluate($0, scope, expecting: expecting) } ?? .tuple([]))
                } else if let g = stmt.as(GuardStmtSyntax.self) {
                    if try !conditionsHold(g.conditions, binding: scope).holds {
                        if case .returned(let v) = try execute(g.body.statements, Scope(parent: scope), expecting: expecting) { return .returned(v) }
                        throw error(g.guardKeyword, "the `else` of a `guard` must leave the function with `return`")
                    }
                } else if let loop = stmt.as(ForStmtSyntax.self) {
                    if let v = try forLoop(loop, scope, expecting: expecting) { return .returned(v) }
                } else if let e = stmt.as(ExpressionStmtSyntax.self) {
                    switch try statementExpression(e.expression, scope, expecting: expecting) {
                    case .returned(let v): return .returned(v)
                    case .fellThrough(let v): last = v
                    }
                } else {
                    throw error(stmt, "unsupported statement '\(stmt.firstToken(viewMode: .sourceAccurate)?.text ?? "")' in a function")
                }
            case .expr(let expr):
                switch try statementExpression(expr, scope, expecting: expecting) {
                case .returned(let v): return .returned(v)
                case .fellThrough(let v): last = v
                }
            }
        }
        return .fellThrough(last)
    }

    /// An expression used as a statement: an `if` or `switch` whose branches may `return`,
    /// an assignment, or a value (the body's value when it is the only statement).
    private func statementExpression(_ expr: ExprSyntax, _ scope: Scope, expecting: Expectation) throws -> Flow {
        if let e = expr.as(IfExprSyntax.self) {
            let bound = Scope(parent: scope)
            if try conditionsHold(e.conditions, binding: bound).holds { return try execute(e.body.statements, bound, expecting: expecting) }
            switch e.elseBody {
            case .ifExpr(let next)?: return try statementExpression(ExprSyntax(next), scope, expecting: expecting)
            case .codeBlock(let block)?: return try execute(block.statements, Scope(parent: scope), expecting: expecting)
            case nil: return .fellThrough(nil)
            }
        }
        if let e = expr.as(SwitchExprSyntax.self) {
            let (chosen, bound) = try switchCase(e, scope)
            return try execute(chosen.statements, bound, expecting: expecting)
        }
        if let e = expr.as(InfixOperatorExprSyntax.self), try assignment(e, scope) { return .fellThrough(nil) }
        return .fellThrough(try evaluate(expr, scope, expecting: expecting))
    }

    /// `x = 1`, `total += item.price`, `self.title = title`, `_count = State(initialValue: 2)`.
    /// Returns false when `e` is not an assignment.
    private func assignment(_ e: InfixOperatorExprSyntax, _ scope: Scope) throws -> Bool {
        let op: String
        if e.operator.is(AssignmentExprSyntax.self) {
            op = "="
        } else if let binary = e.operator.as(BinaryOperatorExprSyntax.self), ["+=", "-=", "*=", "/="].contains(binary.operator.text) {
            op = binary.operator.text
        } else {
            return false
        }
        var name: String
        var target: Scope?
        if let ref = e.leftOperand.as(DeclReferenceExprSyntax.self) {
            name = ref.baseName.text
        } else if let member = e.leftOperand.as(MemberAccessExprSyntax.self), member.base?.trimmedDescription == "self" {
            name = member.declName.baseName.text
            target = initializing.last
        } else {
            throw error(e.leftOperand, "cannot assign to '\(SourceText.compact(e.leftOperand))': only local variables and the properties an `init` sets are assigned")
        }
        var value: Value
        // `_count = State(initialValue: 3)`: the wrapper's storage, which the view reads as `count`.
        if name.hasPrefix("_"), let instance = initializing.last, target == nil || target === instance, let wrapped = try wrappedValue(e.rightOperand, scope) {
            name = String(name.dropFirst())
            target = instance
            value = wrapped
        } else {
            value = try evaluate(e.rightOperand, scope, expecting: .any)
        }
        if op != "=" {
            let current = target?.lookup(name) ?? scope.lookup(name)
            guard let current else { throw error(e.leftOperand, "cannot find '\(name)' in scope") }
            value = try applyOperator(String(op.dropLast()), current, value, at: e)
        }
        if let target {
            target.bind(name, value)
        } else if !scope.assign(name, value) {
            guard let instance = initializing.last else { throw error(e.leftOperand, "cannot find '\(name)' in scope") }
            instance.bind(name, value)
        }
        return true
    }

    /// `State(initialValue: x)`, `State(wrappedValue: x)`, `StateObject(wrappedValue: Store())`: the wrapped value.
    private func wrappedValue(_ expr: ExprSyntax, _ scope: Scope) throws -> Value? {
        guard let call = expr.as(FunctionCallExprSyntax.self), let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
            ["State", "StateObject", "ObservedObject", "Binding", "Published", "Environment"].contains(name)
        else { return nil }
        guard let arg = call.arguments.first(where: { ["initialValue", "wrappedValue"].contains($0.label?.text ?? "") }) else {
            return .opaque(type: name)
        }
        return try evaluate(unwrappingBinding(arg.expression), scope, expecting: .any)
    }

    /// `for item in items { total += item.price }`.
    private func forLoop(_ loop: ForStmtSyntax, _ scope: Scope, expecting: Expectation) throws -> Value? {
        let sequence = try elements(of: try evaluate(loop.sequence, scope, expecting: .any), at: loop.sequence)
        for element in sequence {
            let inner = Scope(parent: scope)
            guard try bindPattern(loop.pattern, element, in: inner) else { continue }
            if let condition = loop.whereClause?.condition, try !bool(condition, inner) { continue }
            if case .returned(let v) = try execute(loop.body.statements, inner, expecting: expecting) { return v }
        }
        return nil
    }

    /// The elements a `for`, `ForEach` or collection method iterates.
    func elements(of value: Value, at node: some SyntaxProtocol) throws -> [Value] {
        switch value {
        case .array(let items): return items
        case .range(let lower, let upper):
            guard UInt(bitPattern: upper &- lower) <= UInt(Self.maximumForEachCount) else {
                throw error(node, "a range of more than \(Self.maximumForEachCount) elements")
            }
            return (lower..<upper).map { .int($0) }
        case .dictionary(let pairs):
            warn(node, "a dictionary's order is unspecified in Swift (it changes between launches); ltrace uses the order written")
            return pairs.map { .tuple([TupleElement(label: "key", value: $0.key), TupleElement(label: "value", value: $0.value)]) }
        case .string(let s): return s.map { .string(String($0)) }
        default: throw error(node, "expected a sequence, found \(value.typeName)")
        }
    }

    /// The value a function's statements return: the `return`ed or only expression.
    func value(of statements: CodeBlockItemListSyntax, _ inner: Scope, at owner: some SyntaxProtocol, expecting: Expectation = .any) throws -> Value {
        switch try execute(statements, inner, expecting: expecting) {
        case .returned(let v): return v
        case .fellThrough(let v?): return v
        case .fellThrough(nil): throw error(owner, "the function computes no value")
        }
    }

    /// The number a closure's or function's statements compute: the `return`ed or last expression.
    func number(of statements: CodeBlockItemListSyntax, _ inner: Scope, at owner: some SyntaxProtocol) throws -> Double {
        let v = try value(of: statements, inner, at: owner, expecting: .floating)
        guard let n = try layoutNumber(v, at: owner) else { throw error(owner, "expected a number, found \(v.typeName)") }
        return n
    }

    // MARK: Conditions

    /// The conditions of an `if` or `guard`: Booleans, `let x = optional`, `case .a(let x) = value`,
    /// binding names in `scope` as they hold. `unwrappedNil` tells that an optional was nil.
    func conditionsHold(_ conditions: ConditionElementListSyntax, binding scope: Scope) throws -> (holds: Bool, unwrappedNil: Bool) {
        for condition in conditions {
            switch condition.condition {
            case .expression(let expr):
                if try !bool(expr, scope) { return (false, false) }
            case .optionalBinding(let binding):
                let value: Value
                if let initializer = binding.initializer {
                    value = try evaluate(initializer.value, scope, expecting: .any)
                } else if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, let existing = scope.lookup(name) {
                    value = existing
                } else {
                    throw error(binding.pattern, "cannot find '\(binding.pattern.trimmedDescription)' in scope")
                }
                if value.isNil { return (false, true) }
                guard try bindPattern(binding.pattern, value, in: scope) else { return (false, false) }
            case .matchingPattern(let m):
                let value = try evaluate(m.initializer.value, scope, expecting: .any)
                if try !matches(m.pattern, value, in: scope) { return (false, false) }
            default:
                throw error(condition, "unsupported condition '\(condition.trimmedDescription)'")
            }
        }
        return (true, false)
    }

    // MARK: switch

    /// The case a `switch` takes, with the names its pattern binds.
    func switchCase(_ e: SwitchExprSyntax, _ scope: Scope) throws -> (SwitchCaseSyntax, Scope) {
        let subject = try evaluate(e.subject, scope, expecting: .any)
        for element in e.cases {
            guard case .switchCase(let c) = element else {
                throw error(element, "`#if` inside a `switch` is not supported")
            }
            switch c.label {
            case .default: return (c, Scope(parent: scope))
            case .case(let label):
                for item in label.caseItems {
                    let bound = Scope(parent: scope)
                    guard try matches(item.pattern, subject, in: bound) else { continue }
                    if let condition = item.whereClause?.condition, try !bool(condition, bound) { continue }
                    return (c, bound)
                }
            }
        }
        throw error(e.switchKeyword, "no case of this `switch` matches \(describe(subject, at: e.subject)); Swift requires a `default:`")
    }

    /// `switch` in a view builder: the views of the case taken (cases not taken are not read,
    /// since their names are bound only when their pattern matches).
    func switchViews(_ e: SwitchExprSyntax, _ scope: Scope) throws -> [NodeSpec] {
        let (chosen, bound) = try switchCase(e, scope)
        return try viewBuilder(chosen.statements, bound)
    }

    /// `switch` or `if` used as a value (`let color = switch level { case 0: .red … }`).
    func branchValue(_ expr: ExprSyntax, _ scope: Scope, expecting: Expectation) throws -> Value {
        switch try statementExpression(expr, scope, expecting: expecting) {
        case .returned(let v), .fellThrough(let v?): return v
        case .fellThrough(nil): throw error(expr, "this branch has no value")
        }
    }

    // MARK: Patterns

    /// Whether `value` matches a `case` pattern, binding its `let` names in `scope`:
    /// `.loaded(let items)`, `let .failed(message)`, `.idle`, `0..<10`, `"tea"`, `_`, `let x`.
    func matches(_ pattern: PatternSyntax, _ value: Value, in scope: Scope, binding: Bool = false) throws -> Bool {
        if pattern.is(WildcardPatternSyntax.self) { return true }
        if let p = pattern.as(IdentifierPatternSyntax.self) {
            scope.bind(p.identifier.text, value)
            return true
        }
        if let p = pattern.as(ValueBindingPatternSyntax.self) { return try matches(p.pattern, value, in: scope, binding: true) }
        if let p = pattern.as(ExpressionPatternSyntax.self) { return try matches(expression: p.expression, value, in: scope, binding: binding) }
        if let p = pattern.as(TuplePatternSyntax.self) {
            guard case .tuple(let elements) = value, elements.count == p.elements.count else { return false }
            for (element, v) in zip(p.elements, elements) where try !matches(element.pattern, v.value, in: scope, binding: binding) { return false }
            return true
        }
        throw error(pattern, "unsupported pattern '\(pattern.trimmedDescription)'")
    }

    private func matches(expression e: ExprSyntax, _ value: Value, in scope: Scope, binding: Bool) throws -> Bool {
        if e.is(DiscardAssignmentExprSyntax.self) { return true }
        // `let name?`: matches a value that is not nil.
        if let optional = e.as(OptionalChainingExprSyntax.self) {
            return value.isNil ? false : try matches(expression: optional.expression, value, in: scope, binding: binding)
        }
        if let p = e.as(PatternExprSyntax.self) { return try matches(p.pattern, value, in: scope, binding: binding) }
        if binding, let ref = e.as(DeclReferenceExprSyntax.self) {
            scope.bind(ref.baseName.text, value)
            return true
        }
        // `.loaded(let items)`, `State.failed(let message)`: the case, then each associated value.
        if let call = e.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
            guard case .model(let m) = value, m.caseName == member.declName.baseName.text else { return false }
            guard call.arguments.count == m.associated.count else {
                throw error(call, "'\(member.declName.baseName.text)' has \(m.associated.count) associated value\(m.associated.count == 1 ? "" : "s"), not \(call.arguments.count)")
            }
            for (arg, v) in zip(call.arguments, m.associated) where try !matches(expression: arg.expression, v.value, in: scope, binding: binding) {
                return false
            }
            return true
        }
        if let member = e.as(MemberAccessExprSyntax.self), member.base == nil || models[member.base!.trimmedDescription] != nil {
            let name = member.declName.baseName.text
            switch value {
            case .model(let m) where m.caseName != nil: return m.caseName == name
            case .symbol(let s): return s.name == name
            default: break
            }
        }
        if let infix = e.as(InfixOperatorExprSyntax.self), let op = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text, ["..<", "..."].contains(op) {
            guard let n = value.number else { return false }
            let lower = try number(infix.leftOperand, scope), upper = try number(infix.rightOperand, scope)
            return n >= lower && (op == "..." ? n <= upper : n < upper)
        }
        if let post = e.as(PostfixOperatorExprSyntax.self), post.operator.text == "..." {
            guard let n = value.number else { return false }
            return n >= (try number(post.expression, scope))
        }
        if let pre = e.as(PrefixOperatorExprSyntax.self), ["...", "..<"].contains(pre.operator.text) {
            guard let n = value.number else { return false }
            let upper = try number(pre.expression, scope)
            return pre.operator.text == "..." ? n <= upper : n < upper
        }
        let wanted = try evaluate(e, scope, expecting: .any)
        if let a = wanted.number, let b = value.number { return a == b }
        if case .model(let a) = wanted, case .model(let b) = value { return a.equals(b) }
        return wanted.traceValue == value.traceValue
    }

    /// Binds a `let` pattern: a name, `_`, or a tuple `(index, item)`. False when it does not match.
    func bindPattern(_ pattern: PatternSyntax, _ value: Value, in scope: Scope) throws -> Bool {
        if let p = pattern.as(IdentifierPatternSyntax.self) {
            scope.bind(p.identifier.text, value)
            return true
        }
        if pattern.is(WildcardPatternSyntax.self) { return true }
        if let p = pattern.as(TuplePatternSyntax.self) {
            guard case .tuple(let elements) = value, elements.count == p.elements.count else {
                throw error(pattern, "cannot bind \(value.typeName) to the tuple pattern '\(pattern.trimmedDescription)'")
            }
            for (element, v) in zip(p.elements, elements) where try !bindPattern(element.pattern, v.value, in: scope) { return false }
            return true
        }
        return try matches(pattern, value, in: scope, binding: true)
    }
}
