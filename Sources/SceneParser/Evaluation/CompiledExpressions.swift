import SwiftSyntax

/// An expression compiled once into a closure, then run each time evaluation meets it: the
/// syntax is decoded when it is compiled (a literal's value, a name, an operator), and the
/// operands are compiled expressions themselves, so a loop's body no longer walks swift-syntax's
/// tree on every iteration. Each run keeps what `Interpreter.evaluate` promises of any
/// expression: one step of the budget, the nesting depth, and recovery to an opaque value.
/// Kinds not compiled here run the syntax walk (`evaluateUnguarded`), so both give one answer.
final class CompiledExpression {
    let syntax: ExprSyntax
    let run: (Interpreter, Context, Expectation) throws -> Value
    /// What the expression is when it is a leaf whose value `Interpreter.evaluate` reads
    /// without running `run`: a leaf steps once and fails only where `run` is needed.
    let leaf: Leaf?

    enum Leaf {
        /// An integer literal in range (`3`).
        case integer(Int)
        /// A name that may be a local (`i`), as `run` reads it first.
        case name(String)
    }

    init(_ syntax: ExprSyntax, leaf: Leaf? = nil, _ run: @escaping (Interpreter, Context, Expectation) throws -> Value) {
        self.syntax = syntax
        self.leaf = leaf
        self.run = run
    }
}

/// A statement compiled once: what running it came to.
typealias CompiledStatement = (Interpreter, Context, Expectation) throws -> Flow

/// A block's statements compiled into one statement that runs them in order, to the first
/// that leaves the block; it falls through with the last statement's value.
///
/// A short block is a chain of closures, each calling the next it holds: a call of a closure
/// read from an array retained and released its context twice. A long one is a loop, which
/// keeps the stack shallow whatever the block's length. No array holds the closures bare:
/// an array keeps a closure at its most general abstraction, and one read back from it is
/// called through reabstraction thunks.
struct CompiledBlock {
    let run: CompiledStatement

    private struct Statement {
        let run: CompiledStatement
    }

    private static let longestChain = 32

    init(_ items: CodeBlockItemListSyntax, _ compile: (CodeBlockItemSyntax) -> CompiledStatement) {
        let statements = items.map { Statement(run: compile($0)) }
        guard var chained = statements.last?.run else {
            run = { _, _, _ in .fellThrough(nil) }
            return
        }
        guard statements.count <= Self.longestChain else {
            run = { interpreter, cx, expecting in
                var flow = Flow.fellThrough(nil)
                for statement in statements {
                    flow = try statement.run(interpreter, cx, expecting)
                    guard case .fellThrough = flow else { return flow }
                }
                return flow
            }
            return
        }
        for statement in statements.dropLast().reversed() {
            let first = statement.run, rest = chained
            chained = { interpreter, cx, expecting in
                let flow = try first(interpreter, cx, expecting)
                guard case .fellThrough = flow else { return flow }
                return try rest(interpreter, cx, expecting)
            }
        }
        run = chained
    }
}

/// The compiled expressions and statements of a scene, by syntax node, each compiled the first
/// time it is met (statements by `Interpreter.compileStatement`, which knows the interpreter's
/// statements).
final class CompiledCode {
    private let expressions = SyntaxTable<CompiledExpression>()
    // Each entry keeps its syntax: a node's identifier names it only while its tree lives (code
    // ltrace writes for the scene makes trees of its own).
    private let blocks = SyntaxTable<(syntax: CodeBlockItemListSyntax, statements: CompiledBlock)>()
    private let statements = SyntaxTable<StatementEntry>()

    /// A class, not a tuple: a dictionary keeps a closure in a tuple at its most general
    /// abstraction, and the closure read back from it called the statement through two thunks.
    private final class StatementEntry {
        let syntax: ExprSyntax
        let statement: CompiledStatement
        init(_ syntax: ExprSyntax, _ statement: @escaping CompiledStatement) {
            self.syntax = syntax
            self.statement = statement
        }
    }

    private var functions: [FunctionKey: CompiledFunction] = [:]

    private struct FunctionKey: Hashable {
        let function: SyntaxIdentifier
        let owner: ObjectIdentifier?
    }

    /// A function compiled for the code of `owner` (`Interpreter.compiledFunction`).
    func function(_ f: FunctionDeclSyntax, owner: TypeDeclaration?, _ compile: () -> CompiledFunction) -> CompiledFunction {
        let key = FunctionKey(function: f.id, owner: owner.map(ObjectIdentifier.init))
        if let known = functions[key] { return known }
        let made = compile()
        functions[key] = made
        return made
    }

    private let closures = SyntaxTable<CompiledClosure>()

    /// A closure's parameters and statements, read once (`Interpreter.compiledClosure`).
    func closure(_ syntax: ClosureExprSyntax, _ compile: () -> CompiledClosure) -> CompiledClosure {
        closures.value(for: syntax.id, orMake: compile)
    }

    private let switches = SyntaxTable<(syntax: SwitchExprSyntax, cases: [CompiledCase])>()

    /// A `switch`'s cases, read once (`Interpreter.switchCases`).
    func cases(of e: SwitchExprSyntax, _ read: (SwitchExprSyntax) -> [SwitchCaseSyntax]) -> [CompiledCase] {
        switches.value(for: e.id) { (e, read(e).map(CompiledCase.init)) }.cases
    }

    func block(_ items: CodeBlockItemListSyntax, _ compile: (CodeBlockItemSyntax) -> CompiledStatement) -> CompiledBlock {
        blocks.value(for: items.id) { (items, CompiledBlock(items, compile)) }.statements
    }

    /// An expression written as a statement (`if`, `switch`, an assignment, a call).
    func statement(_ expr: ExprSyntax, _ compile: (ExprSyntax) -> CompiledStatement) -> CompiledStatement {
        statements.value(for: expr.id) { StatementEntry(expr, compile(expr)) }.statement
    }

    func expression(_ expr: ExprSyntax) -> CompiledExpression {
        expressions.value(for: expr.id) { CompiledExpression(expr, leaf: Self.leaf(expr), compile(expr)) }
    }

    /// The leaf `expr` is, read as `compile` reads it.
    private static func leaf(_ expr: ExprSyntax) -> CompiledExpression.Leaf? {
        if let e = expr.as(IntegerLiteralExprSyntax.self) { return e.representedLiteralValue.map { .integer($0) } }
        if let e = expr.as(DeclReferenceExprSyntax.self), e.argumentNames == nil, case let name = e.baseName.identifierName,
           isLocalName(name) { return .name(name) }
        return nil
    }

    /// A name that can be a local: `self`, `Self`, `$binding` and `_storage` mean more, which
    /// the syntax walk decides. A closure's `$0`, `$1` are locals.
    private static func isLocalName(_ name: String) -> Bool {
        if name.hasPrefix("$") { return name.utf8.count > 1 && name.utf8.dropFirst().allSatisfy { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) } }
        return name != "self" && name != "Self" && !name.hasPrefix("_")
    }

    private func compile(_ expr: ExprSyntax) -> (Interpreter, Context, Expectation) throws -> Value {
        switch expr.as(ExprSyntaxEnum.self) {
        case .integerLiteralExpr(let e):
            let value = e.representedLiteralValue
            return { interpreter, cx, expecting in
                guard let v = value else { throw interpreter.error(e, "integer literal '\(e.literal.text)' is out of range") }
                if case .declared = expecting, let made = try interpreter.literalOfDeclaredType(.int(v), label: "integerLiteral", expecting, at: e, cx) { return made }
                if case .floating = expecting { return .double(Double(v)) }
                return .int(v)
            }
        case .floatLiteralExpr(let e):
            let value = e.representedLiteralValue
            return { interpreter, cx, expecting in
                guard let v = value else { throw interpreter.error(e, "invalid number '\(e.literal.text)'") }
                if case .declared = expecting, let made = try interpreter.literalOfDeclaredType(.double(v), label: "floatLiteral", expecting, at: e, cx) { return made }
                return .double(v)
            }
        case .declReferenceExpr(let e) where e.argumentNames == nil:
            let name = e.baseName.identifierName
            guard Self.isLocalName(name) else { break }
            return { interpreter, cx, expecting in
                // A local or a field of `self`, as `NameResolver` finds it first; anything else is resolved as written.
                if let v = cx.scope.lookup(name) {
                    if case .native(let content as ModifierContentValue) = v { return try content.resolved(cx) }
                    return v
                }
                return try interpreter.identifier(e, cx, expecting)
            }
        case .memberAccessExpr(let e):
            guard let base = e.base else { break }
            // `String(format: …).count`, `items[0].name`: a base no type can be written as (a
            // name, a generic name, a member) is a value, whose member `Interpreter.member` reads
            // in `valueMember`; the facts it reads of the base's syntax are read here, once.
            if !base.is(DeclReferenceExprSyntax.self), !base.is(GenericSpecializationExprSyntax.self), !base.is(MemberAccessExprSyntax.self),
               !base.is(OptionalChainingExprSyntax.self)
            {
                let name = e.declName.baseName.identifierName, compiledBase = expression(base)
                let startsImplicitly = Interpreter.startsImplicitly(base)
                var mayBeViewInstance: Bool?  // from the scene's index: known on the first run
                return { interpreter, cx, expecting in
                    if mayBeViewInstance == nil { mayBeViewInstance = interpreter.mayBeViewInstance(base) }
                    return try interpreter.valueMember(e, name, of: base, startsImplicitly: startsImplicitly, mayBeViewInstance: mayBeViewInstance!, cx, expecting) {
                        try interpreter.evaluate(compiledBase, cx, expecting: $0)
                    }
                }
            }
            // `p.x` of a local holding a struct or class instance: its stored field, as
            // `Interpreter.member` finds it first (the base's budget step still counted); any other
            // member access is read as written.
            guard let reference = base.as(DeclReferenceExprSyntax.self), reference.argumentNames == nil else { break }
            let baseName = reference.baseName.identifierName, name = e.declName.baseName.identifierName
            guard Self.isLocalName(baseName),
                  !["self", "init", "wrappedValue", "projectedValue"].contains(name), e.declName.argumentNames == nil else { break }
            var fieldHint = 0  // where the field was among the instance's the last time
            return { interpreter, cx, expecting in
                if case .instance(let instance)? = cx.scope.lookup(baseName), let i = instance.fields.index(of: name, hint: &fieldHint) {
                    try interpreter.step(reference)
                    return instance.fields[at: i]
                }
                return try interpreter.evaluateUnguarded(expr, cx, expecting: expecting)
            }
        case .infixOperatorExpr(let e):
            // An assignment or another kind of operator is not a value: the syntax walk says so.
            guard let op = e.operator.as(BinaryOperatorExprSyntax.self)?.operator.text else { break }
            let left = expression(e.leftOperand), right = expression(e.rightOperand)
            guard Interpreter.isBinary(op) else {
                return { interpreter, cx, expecting in
                    try interpreter.operation(op, e, cx, expecting,
                        left: { try interpreter.evaluate(left, cx, expecting: $0) },
                        right: { try interpreter.evaluate(right, cx, expecting: $0) })
                }
            }
            let binary = Interpreter.BinaryOperator(op)
            return { interpreter, cx, expecting in try interpreter.binary(binary, e, cx, expecting, left: left, right: right) }
        case .functionCallExpr(let e):
            // `fib(n - 1)` inside `static func fib`: see `Interpreter.callMemberOrAsWritten`.
            guard let reference = e.calledExpression.as(DeclReferenceExprSyntax.self), reference.argumentNames == nil else { break }
            let name = reference.baseName.identifierName
            guard Self.isLocalName(name), name != "init" else { break }
            let site = CallSite(name: name, syntax: e)
            return { interpreter, cx, expecting in try interpreter.callMemberOrAsWritten(site, cx, expecting) }
        case .prefixOperatorExpr(let e):
            let op = e.operator.text, operand = expression(e.expression)
            return { interpreter, cx, expecting in try interpreter.prefix(op, interpreter.evaluate(operand, cx, expecting: expecting), at: e) }
        case .subscriptCallExpr(let e):
            let base = expression(e.calledExpression)
            // `items[i]`: an array's element read without walking the subscript's syntax.
            let argument = e.arguments.count == 1 ? e.arguments.first.flatMap { $0.label == nil ? $0 : nil } : nil
            let index = argument.map { expression($0.expression) }
            return { interpreter, cx, expecting in
                let subject = try interpreter.evaluate(base, cx, expecting: .any)
                if let index, case .array(let items) = subject {
                    return try interpreter.element(of: items, at: interpreter.evaluate(index, cx, expecting: .int), written: argument!)
                }
                return try interpreter.subscripted(subject, e, cx)
            }
        case .stringLiteralExpr(let e):
            if let plain = e.representedLiteralValue {
                let value = Value.string(plain)
                return { _, _, _ in value }
            }
            // Parts asked for on the first run (their interpolations compile through the interpreter's
            // `CompiledCode`), from the facts `Interpreter.string` reads too.
            var parts: [StringPart]??
            return { interpreter, cx, expecting in
                if parts == nil { parts = interpreter.facts.parts(of: e, interpreter.stringParts) }
                guard let parts = parts! else { throw interpreter.error(e, "unsupported string literal") }
                return try interpreter.string(e, parts: parts, cx)
            }
        case .tupleExpr(let e):
            // `(i * 7919) % 10007`: a parenthesized expression is its element's value, as
            // `Interpreter.evaluateUnguarded` reads it; a tuple of several is read as written.
            guard e.elements.count == 1, let only = e.elements.first, only.label == nil else { break }
            let element = expression(only.expression)
            return { interpreter, cx, expecting in try interpreter.evaluate(element, cx, expecting: expecting) }
        case .forceUnwrapExpr(let e):
            let operand = expression(e.expression)
            return { interpreter, cx, expecting in
                let v = try interpreter.evaluate(operand, cx, expecting: expecting)
                if v.isNil { throw interpreter.unwrappedNil(e) }
                return v
            }
        case .booleanLiteralExpr(let e):
            let value = Value.bool(e.literal.tokenKind == .keyword(.true))
            return { _, _, _ in value }
        case .ternaryExpr(let e):
            // Only the branch taken is evaluated, as Swift does: `items.isEmpty ? "none" : items[0]`.
            let condition = expression(e.condition), then = expression(e.thenExpression), otherwise = expression(e.elseExpression)
            return { interpreter, cx, expecting in
                let holds = try interpreter.condition(interpreter.evaluate(condition, cx, expecting: .bool), at: condition.syntax)
                return try interpreter.evaluate(holds ? then : otherwise, cx, expecting: expecting)
            }
        default:
            break
        }
        return { interpreter, cx, expecting in try interpreter.evaluateUnguarded(expr, cx, expecting: expecting) }
    }
}

/// A `switch` case as matching reads it: `default`, or its items, each with the enum case a
/// plain `.name` pattern names (matched by name without walking the pattern).
final class CompiledCase {
    /// A class: matching reads every item of every case it passes, and a struct's copy retained
    /// each of its fields.
    final class Item {
        let pattern: PatternSyntax
        /// `case .spades:`: the name, for a pattern that is only an implicit member.
        let caseName: String?
        let whereClause: ExprSyntax?

        init(pattern: PatternSyntax, caseName: String?, whereClause: ExprSyntax?) {
            self.pattern = pattern
            self.caseName = caseName
            self.whereClause = whereClause
        }
    }

    let syntax: SwitchCaseSyntax
    /// nil for `default:`.
    let items: [Item]?
    /// Whether the case's statements bind names of their own (`Interpreter.declaresNames`): a
    /// case matched by its name alone runs in the scope around the `switch` when they bind none.
    let declaresNames: Bool
    /// The case's statements, compiled the first time the case runs as statements.
    var statements: CompiledBlock?

    init(_ c: SwitchCaseSyntax) {
        syntax = c
        declaresNames = Interpreter.declaresNames(c.statements)
        switch c.label {
        case .default: items = nil
        case .case(let label):
            items = label.caseItems.map { item in
                let member = item.pattern.as(ExpressionPatternSyntax.self)?.expression.as(MemberAccessExprSyntax.self)
                let name = member.flatMap { $0.base == nil && $0.declName.argumentNames == nil ? $0.declName.baseName.text : nil }
                return Item(pattern: item.pattern, caseName: name, whereClause: item.whereClause?.condition)
            }
        }
    }
}

/// A closure of the scene as its calls run it: its parameters' names and its statements, read
/// once for every call (each call asked the syntax facts and the compiled blocks again).
final class CompiledClosure {
    /// The syntax, kept for its identifier (which names it only while its tree lives).
    let syntax: ClosureExprSyntax
    let parameters: [String]
    let block: CompiledBlock

    init(syntax: ClosureExprSyntax, parameters: [String], block: CompiledBlock) {
        self.syntax = syntax
        self.parameters = parameters
        self.block = block
    }
}
