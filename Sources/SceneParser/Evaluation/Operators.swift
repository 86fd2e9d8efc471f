import Foundation
import LayoutEngine
import SwiftSyntax

/// Swift's operators on the values ltrace computes. An operand that is opaque makes the result
/// opaque (`store.count + 1`), except where Swift decides without it (`false && …`).
extension Interpreter {
    /// `op v`, written at `e` (`CompiledCode` reads the operator once).
    func prefix(_ op: String, _ v: Value, at e: PrefixOperatorExprSyntax) throws -> Value {
        switch (op, v) {
        case (_, .opaque(let o)): return .opaque(o.derived(e))
        case ("-", .int(let i)):
            guard i != Int.min else { throw error(e, "arithmetic overflow") }
            return .int(-i)
        case ("-", .double(let d)): return .double(-d)
        case ("+", .int), ("+", .double): return v
        case ("!", .bool(let b)): return .bool(!b)
        case ("$", _): return v
        default: throw error(e, "operator '\(op)' cannot be applied to \(v.typeName)")
        }
    }

    func infix(_ e: InfixOperatorExprSyntax, _ cx: Context, _ expecting: Expectation) throws -> Value {
        if e.operator.is(AssignmentExprSyntax.self) {
            throw error(e.operator, "an assignment is not a value")
        }
        guard let op = e.operator.as(BinaryOperatorExprSyntax.self)?.operator.text else {
            throw error(e.operator, "unsupported operator '\(e.operator.trimmedText)'")
        }
        return try operation(op, e, cx, expecting,
            left: { try self.evaluate(e.leftOperand, cx, expecting: $0) },
            right: { try self.evaluate(e.rightOperand, cx, expecting: $0) })
    }

    /// A binary operator applied: `left` and `right` evaluate the operands with the expectation
    /// given, whether from syntax (`infix`) or from compiled code (`CompiledExpression`).
    func operation(
        _ op: String, _ e: InfixOperatorExprSyntax, _ cx: Context, _ expecting: Expectation,
        left: (Expectation) throws -> Value, right: (Expectation) throws -> Value
    ) throws -> Value {
        switch op {
        case "&&", "||":
            // Short-circuit as Swift does: `i == 0 || items[i - 1]…` must not read items[-1].
            let l = try condition(left(.bool), at: e.leftOperand)
            if op == "&&" && !l { return .bool(false) }
            if op == "||" && l { return .bool(true) }
            return .bool(try condition(right(.bool), at: e.rightOperand))
        case "..<", "...":
            let lv = try left(.number), rv = try right(.number)
            if let o = lv.opaque ?? rv.opaque { return .opaque(o.derived(e)) }
            if case .int = lv, case .int = rv {} else if let a = lv.number, let b = rv.number {
                guard a <= b else { throw error(e, "range \(a)\(op)\(b) has its upper bound below its lower bound") }
                return .doubleRange(a, b, closed: op == "...")
            }
            let l = try integer(left(.int), at: e.leftOperand), r = try integer(right(.int), at: e.rightOperand)
            guard l <= r else { throw error(e, "range \(l)\(op)\(r) has its upper bound below its lower bound") }
            let upper = op == "..." ? r.addingReportingOverflow(1) : (r, false)
            guard !upper.1 else { throw error(e, "range \(l)\(op)\(r) has more elements than Int can count") }
            return .range(l, upper.0)
        case "??":
            // An opaque value is never nil: it is the value, and stays opaque.
            let l = try left(expecting)
            if case .nilValue = l { return try right(expecting) }
            return l
        default:
            return try binary(BinaryOperator(op), e, cx, expecting, left: left, right: right)
        }
    }

    /// An operator `operation` hands to `binary` (all but `&&`, `||`, ranges and `??`).
    static func isBinary(_ op: String) -> Bool { !["&&", "||", "..<", "...", "??"].contains(op) }

    /// What evaluating an arithmetic, comparison, bitwise or equality operator needs of its
    /// spelling, worked out once where the operator is compiled rather than at every evaluation.
    struct BinaryOperator {
        let spelling: String
        let isBitwise: Bool
        let isEquality: Bool
        /// Two Ints or two Doubles combined directly, without the other operands' cases.
        let arithmetic: Arithmetic?

        enum Arithmetic { case add, subtract, multiply, divide, remainder, less, lessOrEqual, greater, greaterOrEqual, equal, notEqual }

        init(_ op: String) {
            spelling = op
            isBitwise = ["&", "|", "^", "<<", ">>"].contains(op)
            isEquality = op == "==" || op == "!="
            let table: [String: Arithmetic] = [
                "+": .add, "-": .subtract, "*": .multiply, "/": .divide, "%": .remainder, "<": .less, "<=": .lessOrEqual, ">": .greater,
                ">=": .greaterOrEqual, "==": .equal, "!=": .notEqual,
            ]
            arithmetic = table[op]
        }
    }

    /// `a op b` of two Ints, as `intOperation` computes it (overflow and division by zero are errors).
    private func intArithmetic(_ op: BinaryOperator.Arithmetic, _ a: Int, _ b: Int, at e: InfixOperatorExprSyntax) throws -> Value {
        func checked(_ r: (partialValue: Int, overflow: Bool)) throws -> Value {
            guard !r.overflow else { throw error(e, "arithmetic overflow") }
            return .int(r.partialValue)
        }
        switch op {
        case .add: return try checked(a.addingReportingOverflow(b))
        case .subtract: return try checked(a.subtractingReportingOverflow(b))
        case .multiply: return try checked(a.multipliedReportingOverflow(by: b))
        case .divide, .remainder:
            guard b != 0 else { throw error(e, "division by zero") }
            return try checked(op == .divide ? a.dividedReportingOverflow(by: b) : a.remainderReportingOverflow(dividingBy: b))
        default: return Self.compared(op, a, b)
        }
    }

    /// A comparison of two values of one type: `<` … `==`, and `!=` for the rest (the arithmetic
    /// cases are the callers').
    private static func compared<T: Comparable>(_ op: BinaryOperator.Arithmetic, _ a: T, _ b: T) -> Value {
        switch op {
        case .less: return .bool(a < b)
        case .lessOrEqual: return .bool(a <= b)
        case .greater: return .bool(a > b)
        case .greaterOrEqual: return .bool(a >= b)
        case .equal: return .bool(a == b)
        default: return .bool(a != b)
        }
    }

    /// `a op b` of two Doubles, as `doubleOperation` computes it.
    private func doubleArithmetic(_ op: BinaryOperator.Arithmetic, _ a: Double, _ b: Double) -> Value {
        switch op {
        case .add: return .double(a + b)
        case .subtract: return .double(a - b)
        case .multiply: return .double(a * b)
        case .divide: return .double(a / b)
        case .remainder: return .double(a.truncatingRemainder(dividingBy: b))
        default: return Self.compared(op, a, b)
        }
    }

    /// What an operator's operands are evaluated as where `expecting` is its result's expectation
    /// (the left one's; the right one's too unless the left one's kind decides it).
    @inline(__always)
    static func operandExpectation(_ op: BinaryOperator, _ expecting: Expectation) -> Expectation {
        // Matched rather than compared with `==`, which copies both expectations.
        switch expecting {
        case _ where op.isBitwise: return .int
        case .floating: return .floating
        case .string: return .string
        case .angle: return .angle
        default: return .number
        }
    }

    /// `binary` of compiled operands (`CompiledCode`). Where the left one is a number and the
    /// right one a leaf holding a number (`n - 1`, `i % 3 == 0`, `p.x > 100`), the right one is
    /// read in place and the two combined, as `binary` would after evaluating it with the same
    /// expectation: the leaf's one step, at the depth `evaluate` checks, and the arithmetic. A
    /// left leaf holding a number is read in place the same way.
    func binary(_ compiled: BinaryOperator, _ e: InfixOperatorExprSyntax, _ cx: Context, _ expecting: Expectation, left: CompiledExpression, right: CompiledExpression) throws -> Value {
        let operandExpectation = Self.operandExpectation(compiled, expecting)
        let floatingOperands: Bool
        if case .floating = operandExpectation { floatingOperands = true } else { floatingOperands = false }
        // An integer literal on the left is a Double where the operands are `.floating`, but for
        // an equality, whose left operand is evaluated as `.any`.
        let l: Value
        if let leaf = left.leaf, depth < Self.maximumDepth, let number = numberLeaf(leaf, cx, integerLiteralIsDouble: !compiled.isEquality && floatingOperands) {
            try step(left)
            l = number
        } else {
            l = try evaluate(left, cx, expecting: compiled.isEquality ? .any : operandExpectation)
        }
        if let leaf = right.leaf, depth < Self.maximumDepth {
            // The right leaf's expectation, as `binary` gives it: the left one's kind for an
            // equality, else the operands'; an integer literal is a Double where it is `.floating`.
            let literalIsDouble: Bool
            switch l {
            case .int:
                literalIsDouble = floatingOperands && !compiled.isEquality
                if let r = intLeaf(leaf, cx, integerLiteralIsInt: !literalIsDouble) {
                    try step(right)
                    return try combine(compiled, l, .int(r), at: e, errorAtOperator: true)
                }
            case .double:
                literalIsDouble = floatingOperands || compiled.isEquality
                if let r = numberLeaf(leaf, cx, integerLiteralIsDouble: literalIsDouble) {
                    try step(right)
                    return try combine(compiled, l, r, at: e, errorAtOperator: true)
                }
            default: break
            }
        }
        return try binary(compiled, e, cx, expecting, left: { _ in l }, right: { try self.evaluate(right, cx, expecting: $0) })
    }

    /// The Int a leaf gives, as `evaluate` reads it (`leafValue`); nil for anything else, or for an
    /// integer literal read as a Double. Kept beside `numberLeaf` for the Int-only case: reading
    /// every leaf through `numberLeaf` cost the loop case 3 % more instructions.
    @inline(__always)
    private func intLeaf(_ leaf: CompiledExpression.Leaf, _ cx: Context, integerLiteralIsInt: Bool) -> Int? {
        switch leaf {
        case .integer(let v): return integerLiteralIsInt ? v : nil
        case .name(let name):
            if case .int(let v)? = cx.scope.lookup(name) { return v }
            return nil
        }
    }

    /// The Int or Double a leaf gives, as `evaluate` reads it (`leafValue`); nil for anything else.
    @inline(__always)
    private func numberLeaf(_ leaf: CompiledExpression.Leaf, _ cx: Context, integerLiteralIsDouble: Bool) -> Value? {
        switch leaf {
        case .integer(let v): return integerLiteralIsDouble ? .double(Double(v)) : .int(v)
        case .name(let name):
            switch cx.scope.lookup(name) {
            case .int(let v)?: return .int(v)
            case .double(let v)?: return .double(v)
            default: return nil
            }
        }
    }

    /// An arithmetic, comparison, bitwise or equality operator: each operand evaluated at most once.
    func binary(
        _ compiled: BinaryOperator, _ e: InfixOperatorExprSyntax, _ cx: Context, _ expecting: Expectation,
        left: (Expectation) throws -> Value, right: (Expectation) throws -> Value
    ) throws -> Value {
        let op = compiled.spelling, isEquality = compiled.isEquality
        let operandExpectation = Self.operandExpectation(compiled, expecting)
        let l = try left(isEquality ? .any : operandExpectation)
        if let o = l.opaque {
            // `value.1 == dataToShow`: two key paths, equal when they read the same members.
            if isEquality, let leftPath = o.keyPath,
                case .opaque(let r) = try right(.any), let rightPath = r.keyPath
            {
                return .bool(Self.sameKeyPath(leftPath, rightPath) == (op == "=="))
            }
            // `store.user == nil`: an opaque value is never nil.
            if isEquality, e.rightOperand.is(NilLiteralExprSyntax.self) { return .bool(substituteIsNil(o, at: e) == (op == "==")) }
            return .opaque(o.derived(e))
        }
        // `colorScheme == .dark`: the implicit member is read as the left side's type.
        if case .symbol(let s) = l, let member = e.rightOperand.as(MemberAccessExprSyntax.self), member.base == nil {
            guard let symbol = EnvironmentSymbols.symbol(s.type, member.declName.baseName.text) else {
                throw error(member, "'.\(member.declName.baseName.text)' is not a \(s.type)" + NameSuggestions.hint(member.declName.baseName.text, among: EnvironmentSymbols.cases(of: s.type), prefix: "."))
            }
            return try applyOperator(op, l, .symbol(symbol), at: e, operatorNode: Syntax(e.operator))
        }
        // `message.sender == .me`: the implicit member is a case or static of the left side's type.
        let rightExpectation: Expectation
        if case .instance(let m) = l {
            rightExpectation = .declared(m.type.qualifiedName)
        } else if isEquality, let same = l.expectationOfItsKind {
            // `guide == .leading` in a layout's `explicitAlignment`, `proposal == .zero`.
            rightExpectation = same
        } else {
            rightExpectation = isEquality ? .any : operandExpectation
        }
        let r = try right(rightExpectation)
        if let o = r.opaque { return .opaque(o.derived(e)) }
        return try combine(compiled, l, r, at: e, errorAtOperator: true)
    }

    /// `applyOperator` for an operator worked out ahead: two Ints or two Doubles are combined
    /// directly, as `applyOperator` would after its other cases. A mistake is reported at the
    /// operator when `errorAtOperator` (its node made only then: every operation would copy it).
    func combine(_ op: BinaryOperator, _ l: Value, _ r: Value, at e: InfixOperatorExprSyntax, errorAtOperator: Bool = false) throws -> Value {
        if let arithmetic = op.arithmetic {
            switch (l, r) {
            case (.int(let a), .int(let b)): return try intArithmetic(arithmetic, a, b, at: e)
            case (.double(let a), .double(let b)): return doubleArithmetic(arithmetic, a, b)
            // `p.x > 100`: an Int beside a Double is a Double, as `applyOperator` reads it.
            case (.double(let a), .int(let b)): return doubleArithmetic(arithmetic, a, Double(b))
            case (.int(let a), .double(let b)): return doubleArithmetic(arithmetic, Double(a), b)
            default: break
            }
        }
        return try applyOperator(op.spelling, l, r, at: e, operatorNode: errorAtOperator ? Syntax(e.operator) : nil)
    }

    /// A binary operator on two values: arithmetic, comparison, string concatenation, equality.
    func applyOperator(_ op: String, _ l: Value, _ r: Value, at e: some SyntaxProtocol, operatorNode: Syntax? = nil) throws -> Value {
        // `static func < (lhs: Status, rhs: Status) -> Bool` declared by the operands' type.
        if case .instance(let i) = l, let f = staticMethods(i.type, op)?.first {
            return try callValue(.function(f, base: Scope(parent: globals, type: i.type), name: "\(i.type.name).\(op)"), with: [l, r], at: e, Context(scope: globals))
        }
        switch (l, r) {
        case (.opaque(let o), _), (_, .opaque(let o)):
            return .opaque(o.derived(e))
        case (.array(let a), .array(let b)) where op == "+":
            return .array(a + b)
        // `.degrees(45) * 2`, `angle + .degrees(90)`: angles scale and add as their radians do.
        case (.angle(let a), _) where ["*", "/"].contains(op) && r.number != nil:
            return .angle(Angle(radians: op == "*" ? a.radians * r.number! : a.radians / r.number!))
        case (_, .angle(let b)) where op == "*" && l.number != nil:
            return .angle(Angle(radians: b.radians * l.number!))
        case (.angle(let a), .angle(let b)) where op == "+" || op == "-":
            return .angle(Angle(radians: op == "+" ? a.radians + b.radians : a.radians - b.radians))
        // `size * 2`, `size / 2`, `a + b` of sizes or points: component-wise, as the CGSize and
        // CGPoint operators apps declare (CoreGraphics has none) define them.
        case (.size(let a), _) where ["*", "/"].contains(op) && r.number != nil:
            let k = CGFloat(r.number!)
            return .size(op == "*" ? CGSize(width: a.width * k, height: a.height * k) : CGSize(width: a.width / k, height: a.height / k))
        case (_, .size(let b)) where op == "*" && l.number != nil:
            return .size(CGSize(width: b.width * CGFloat(l.number!), height: b.height * CGFloat(l.number!)))
        case (.size(let a), .size(let b)) where op == "+" || op == "-":
            return .size(op == "+" ? CGSize(width: a.width + b.width, height: a.height + b.height) : CGSize(width: a.width - b.width, height: a.height - b.height))
        case (.point(let a), _) where ["*", "/"].contains(op) && r.number != nil:
            let k = CGFloat(r.number!)
            return .point(op == "*" ? CGPoint(x: a.x * k, y: a.y * k) : CGPoint(x: a.x / k, y: a.y / k))
        case (.point(let a), .point(let b)) where op == "+" || op == "-":
            return .point(op == "+" ? CGPoint(x: a.x + b.x, y: a.y + b.y) : CGPoint(x: a.x - b.x, y: a.y - b.y))
        case (.views, _) where op == "+" && textOf(l) != nil && textOf(r) != nil,
             (_, .views) where op == "+" && textOf(l) != nil && textOf(r) != nil:
            // A Text with drawing modifiers (`.foregroundColor`) is still a Text to `+`.
            return try applyOperator(op, .text(textOf(l)!), .text(textOf(r)!), at: e, operatorNode: operatorNode)
        case (.text(let a), .text(let b)) where op == "+":
            // `Text("a") + Text("b")`: one text, each side in its own font.
            var joined = a
            joined.text = a.text + b.text
            joined.label = SourceText.shortened(a.label + " + " + b.label)
            joined.isSum = true
            joined.diagnostics += b.diagnostics
            return .text(joined)
        case (.symbol(let a), .symbol(let b)) where a.type == b.type:
            return try comparison(op, a.order, b.order, at: e)
        case (.string(let a), .string(let b)):
            switch op {
            case "+": return .string(a + b)
            case "==", "!=", "<", "<=", ">", ">=": return try comparison(op, a, b, at: e)
            default: break
            }
        case (.bool(let a), .bool(let b)) where op == "==" || op == "!=":
            return .bool(op == "==" ? a == b : a != b)
        case (.instance(let a), .instance(let b)) where op == "==" || op == "!=":
            return .bool(a.equals(b) == (op == "=="))
        case (.instance(let a), .instance(let b)) where a.raw != nil && b.raw != nil:
            return try applyOperator(op, a.raw!, b.raw!, at: e, operatorNode: operatorNode)
        case (_, .nilValue) where op == "==" || op == "!=", (.nilValue, _) where op == "==" || op == "!=":
            return .bool((l.isNil && r.isNil) == (op == "=="))
        case (.int(let a), .int(let b)):
            return try intOperation(op, a, b, at: e)
        case (.tuple(let a), .tuple(let b)) where op == "==" || op == "!=":
            return .bool((a.map(\.value.traceValue) == b.map(\.value.traceValue)) == (op == "=="))
        default:
            if let a = l.number, let b = r.number { return try doubleOperation(op, a, b, at: e) }
            if op == "==" || op == "!=" { return .bool((l.traceValue == r.traceValue) == (op == "==")) }
        }
        throw error(operatorNode ?? Syntax(e), "operator '\(op)' cannot combine \(l.typeName) and \(r.typeName)")
    }

    /// The Text a value is: a Text, or one Text under drawing-only modifiers.
    private func textOf(_ v: Value) -> TextValue? {
        switch v {
        case .text(let t): return t
        case .views(let specs) where specs.count == 1:
            var spec = specs[0]
            while spec.textRuns == nil, spec.role == .modifier, spec.children.count == 1 { spec = spec.children[0] }
            guard let runs = spec.textRuns else { return nil }
            return TextValue(text: Text(runs: runs), position: spec.source ?? SourcePosition(line: 1, column: 1), label: spec.label, diagnostics: spec.diagnostics)
        default: return nil
        }
    }

    private func intOperation(_ op: String, _ a: Int, _ b: Int, at e: some SyntaxProtocol) throws -> Value {
        func checked(_ r: (partialValue: Int, overflow: Bool)) throws -> Value {
            guard !r.overflow else { throw error(e, "arithmetic overflow") }
            return .int(r.partialValue)
        }
        switch op {
        case "+": return try checked(a.addingReportingOverflow(b))
        case "-": return try checked(a.subtractingReportingOverflow(b))
        case "*": return try checked(a.multipliedReportingOverflow(by: b))
        case "/", "%":
            guard b != 0 else { throw error(e, "division by zero") }
            return try checked(op == "/" ? a.dividedReportingOverflow(by: b) : a.remainderReportingOverflow(dividingBy: b))
        case "<<": return .int(b >= 0 && b < 64 ? a << b : 0)
        case ">>": return .int(b >= 0 && b < 64 ? a >> b : (a < 0 ? -1 : 0))
        case "&": return .int(a & b)
        case "|": return .int(a | b)
        case "^": return .int(a ^ b)
        case "&+": return .int(a &+ b)
        case "&-": return .int(a &- b)
        case "&*": return .int(a &* b)
        default: return try comparison(op, a, b, at: e)
        }
    }

    private func doubleOperation(_ op: String, _ a: Double, _ b: Double, at e: some SyntaxProtocol) throws -> Value {
        switch op {
        case "+": return .double(a + b)
        case "-": return .double(a - b)
        case "*": return .double(a * b)
        case "/": return .double(a / b)
        case "%": return .double(a.truncatingRemainder(dividingBy: b))
        default: return try comparison(op, a, b, at: e)
        }
    }

    /// `<`, `<=`, `>`, `>=`, `==`, `!=` on two values of one type.
    func comparison<T: Comparable>(_ op: String, _ a: T, _ b: T, at e: some SyntaxProtocol) throws -> Value {
        switch op {
        case "<": return .bool(a < b)
        case "<=": return .bool(a <= b)
        case ">": return .bool(a > b)
        case ">=": return .bool(a >= b)
        case "==": return .bool(a == b)
        case "!=": return .bool(a != b)
        default: throw error(e, "unsupported operator '\(op)'")
        }
    }
}
