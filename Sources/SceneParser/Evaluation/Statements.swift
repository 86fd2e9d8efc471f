import Foundation
import LayoutEngine
import SwiftSyntax

/// What running statements came to: a `return`, a `break` or `continue` out of a loop, a
/// `fallthrough` into a `switch`'s next case, or the end of the statements with the last
/// expression's value (a single-expression body returns it).
enum Flow {
    case returned(Value)
    case fellThrough(Value?)
    case broke
    case continued
    case fallsIntoNextCase
}

extension Interpreter {
    /// The longest a `while` loop may run: a loop that does not end is cut (the value it computes
    /// becomes opaque, `EvaluationBudget`), or with --strict an error, not a hang.
    static let maximumIterations = 100_000

    /// A loop past its limit is cut where a value is computed, as the budget cuts it.
    var loopLimitKind: SceneError.Kind { budget.isInsideValue && !strict ? .budget : .evaluation }

    /// Runs the statements of a function, closure, getter or `init`: `let`/`var`, assignments,
    /// `if`, `guard`, `switch`, `for`, `while`, `do` and `return`, as Swift runs them. Each
    /// statement is compiled the first time its block runs (`compileStatement`).
    func execute(_ items: CodeBlockItemListSyntax, _ cx: Context, expecting: Expectation) throws -> Flow {
        try run(compiledBlock(items), cx, expecting: expecting)
    }

    /// Runs compiled statements in order, to the first that leaves the block.
    func run(_ statements: CompiledBlock, _ cx: Context, expecting: Expectation) throws -> Flow {
        try statements.run(self, cx, expecting)
    }

    /// One statement of a block, decoded once into what runs each time the block does.
    private func compileStatement(_ item: CodeBlockItemSyntax) -> CompiledStatement {
        switch item.item {
        case .decl(let decl):
            if let ifConfig = decl.as(IfConfigDeclSyntax.self) {
                return { interpreter, cx, expecting in
                    // A body that is only a `#if` returns its clause's value.
                    guard let kept = interpreter.index.activeStatements(ifConfig) else { return .fellThrough(nil) }
                    return try interpreter.execute(kept, cx, expecting: expecting)
                }
            } else if let variable = decl.as(VariableDeclSyntax.self) {
                return { interpreter, cx, _ in
                    try interpreter.bindVariables(variable, cx)
                    return .fellThrough(nil)
                }
            } else if let f = decl.as(FunctionDeclSyntax.self) {
                // A local function: called with the scope it is declared in.
                let name = f.name.identifierName
                return { _, cx, _ in
                    cx.scope.bind(name, .function(f, base: cx.scope, name: name))
                    return .fellThrough(nil)
                }
            }
            return { interpreter, cx, _ in
                // A local type: named in this scope only.
                guard let type = interpreter.index.localType(decl) else { throw interpreter.error(decl, "unsupported declaration in a function") }
                cx.scope.bind(type.name, .type(.declared(type)))
                return .fellThrough(nil)
            }
        case .stmt(let stmt):
            if let r = stmt.as(ReturnStmtSyntax.self) {
                let value = r.expression.map { compiled.expression($0) }
                return { interpreter, cx, expecting in
                    let v = try value.map { try interpreter.evaluate($0, cx, expecting: expecting) } ?? .tuple([])
                    interpreter.lastReturn = r
                    return .returned(v)
                }
            } else if let g = stmt.as(GuardStmtSyntax.self) {
                return { interpreter, cx, expecting in
                    let bound = cx.scope
                    guard try !interpreter.conditionsHold(g.conditions, binding: bound, cx).holds else { return .fellThrough(nil) }
                    let flow = try interpreter.execute(g.body.statements, cx.nested(), expecting: expecting)
                    if case .fellThrough = flow { throw interpreter.error(g.guardKeyword, "the `else` of a `guard` must leave the function with `return`") }
                    return flow
                }
            } else if let loop = stmt.as(ForStmtSyntax.self) {
                return { interpreter, cx, expecting in try interpreter.forLoop(loop, cx, expecting: expecting).map(Flow.returned) ?? .fellThrough(nil) }
            } else if let loop = stmt.as(WhileStmtSyntax.self) {
                return { interpreter, cx, expecting in try interpreter.whileLoop(loop, cx, expecting: expecting).map(Flow.returned) ?? .fellThrough(nil) }
            } else if let loop = stmt.as(RepeatStmtSyntax.self) {
                return { interpreter, cx, expecting in try interpreter.repeatLoop(loop, cx, expecting: expecting).map(Flow.returned) ?? .fellThrough(nil) }
            } else if let d = stmt.as(DoStmtSyntax.self) {
                // The `do` block runs; ltrace's errors are not Swift's, so no `catch` runs.
                return { interpreter, cx, expecting in
                    let flow = try interpreter.execute(d.body.statements, cx.nested(), expecting: expecting)
                    if case .fellThrough = flow { return .fellThrough(nil) }
                    return flow
                }
            } else if stmt.is(BreakStmtSyntax.self) {
                return { _, _, _ in .broke }
            } else if stmt.is(ContinueStmtSyntax.self) {
                return { _, _, _ in .continued }
            } else if stmt.is(FallThroughStmtSyntax.self) {
                return { _, _, _ in .fallsIntoNextCase }
            } else if stmt.is(DeferStmtSyntax.self) {
                // Clean-up code: nothing layout reads.
                return { _, _, _ in .fellThrough(nil) }
            } else if let t = stmt.as(ThrowStmtSyntax.self) {
                return { interpreter, _, _ in throw interpreter.error(t, "the code throws here (\(SourceText.compact(t.expression))), so it has no value") }
            } else if let e = stmt.as(ExpressionStmtSyntax.self) {
                return compiled.statement(e.expression, compileStatementExpression)
            }
            return { interpreter, _, _ in
                throw interpreter.error(stmt, "unsupported statement '\(stmt.firstToken(viewMode: .sourceAccurate)?.text ?? "")' in a function")
            }
        case .expr(let expr):
            return compiled.statement(expr, compileStatementExpression)
        }
    }

    /// An expression used as a statement: an `if` or `switch` whose branches may `return`, an
    /// assignment, a mutating method of a local array (`items.append(x)`), or a value (the
    /// body's value when it is the only statement).
    func statementExpression(_ expr: ExprSyntax, _ cx: Context, expecting: Expectation) throws -> Flow {
        try compiled.statement(expr, compileStatementExpression)(self, cx, expecting)
    }

    private func compileStatementExpression(_ expr: ExprSyntax) -> CompiledStatement {
        if let e = expr.as(IfExprSyntax.self) {
            let orElse: CompiledStatement
            switch e.elseBody {
            case .ifExpr(let next)?: orElse = compiled.statement(ExprSyntax(next), compileStatementExpression)
            case .codeBlock(let block)?:
                let statements = compiled.block(block.statements, compileStatement)
                // Without `declares ? cx.nested() : cx`, whose copy of `cx` retained its references.
                orElse = Self.declaresNames(block.statements)
                    ? { interpreter, cx, expecting in try interpreter.run(statements, cx.nested(), expecting: expecting) }
                    : { interpreter, cx, expecting in try interpreter.run(statements, cx, expecting: expecting) }
            case nil: orElse = { _, _, _ in .fellThrough(nil) }
            }
            let body = compiled.block(e.body.statements, compileStatement)
            let bodyDeclares = Self.declaresNames(e.body.statements)
            // Conditions that are only Bool expressions (`if i % 3 == 0`) bind nothing: they are
            // compiled here, and the body gets a scope of its own only when it runs and declares names.
            let tests = e.conditions.compactMap { element -> CompiledExpression? in
                if case .expression(let test) = element.condition { return compiled.expression(test) }
                return nil
            }
            let then: CompiledStatement = bodyDeclares
                ? { interpreter, cx, expecting in try interpreter.run(body, cx.nested(), expecting: expecting) }
                : { interpreter, cx, expecting in try interpreter.run(body, cx, expecting: expecting) }
            if tests.count == 1, tests.count == e.conditions.count {
                // One condition, held by itself: reading it from an array retained it at every run.
                let test = tests[0]
                return { interpreter, cx, expecting in
                    try interpreter.condition(interpreter.evaluate(test, cx, expecting: .bool), at: test.syntax)
                        ? try then(interpreter, cx, expecting) : try orElse(interpreter, cx, expecting)
                }
            }
            if tests.count == e.conditions.count {
                return { interpreter, cx, expecting in
                    for test in tests where try !interpreter.condition(interpreter.evaluate(test, cx, expecting: .bool), at: test.syntax) {
                        return try orElse(interpreter, cx, expecting)
                    }
                    return try then(interpreter, cx, expecting)
                }
            }
            return { interpreter, cx, expecting in
                let bound = cx.nested()
                if try interpreter.conditionsHold(e.conditions, binding: bound.scope, cx).holds { return try interpreter.run(body, bound, expecting: expecting) }
                return try orElse(interpreter, cx, expecting)
            }
        }
        if let e = expr.as(SwitchExprSyntax.self) {
            let subject = compiled.expression(e.subject), cases = compiled.cases(of: e, switchCases)
            return { interpreter, cx, expecting in try interpreter.switchStatement(e, subject: subject, cases: cases, cx, expecting: expecting) }
        }
        if let e = expr.as(InfixOperatorExprSyntax.self), let assignment = compileAssignment(e) { return assignment }
        let value = compiled.expression(expr)
        if let call = expr.as(FunctionCallExprSyntax.self) {
            // `isOn.toggle()`: a Bool a variable holds, flipped.
            let toggled = call.calledExpression.as(MemberAccessExprSyntax.self).flatMap { member in
                member.declName.baseName.text == "toggle" && call.arguments.isEmpty ? member.base : nil
            }
            // `items.append(x)`: only a mutating array method's name can be one (`mutatingCall`).
            let mayMutate = call.calledExpression.as(MemberAccessExprSyntax.self).map { $0.base != nil && Self.mutatingArrayMethods.contains($0.declName.baseName.text) } ?? false
            return { interpreter, cx, expecting in
                if mayMutate, try interpreter.mutatingCall(call, cx) != nil { return .fellThrough(nil) }
                if let base = toggled, case .bool(let b) = try interpreter.evaluate(base, cx, expecting: .any) {
                    try interpreter.assign(.bool(!b), to: base, cx)
                    return .fellThrough(nil)
                }
                return .fellThrough(try interpreter.evaluate(value, cx, expecting: expecting))
            }
        }
        return { interpreter, cx, expecting in .fellThrough(try interpreter.evaluate(value, cx, expecting: expecting)) }
    }

    private func switchStatement(_ e: SwitchExprSyntax, subject: CompiledExpression, cases: [CompiledCase], _ cx: Context, expecting: Expectation) throws -> Flow {
        let (chosen, bound) = try switchCase(e, subject: subject, cases: cases, cx)
        let statements = chosen.statements ?? compiledBlock(chosen.syntax.statements)
        chosen.statements = statements
        var flow = try run(statements, cx.with(bound), expecting: expecting)
        if case .fallsIntoNextCase = flow {
            // `fallthrough` runs the next case's statements, whatever its pattern (Swift binds none there).
            var following = switchCases(e).drop(while: { $0.id != chosen.syntax.id }).dropFirst()
            while case .fallsIntoNextCase = flow, let next = following.popFirst() {
                flow = try execute(next.statements, cx.nested(), expecting: expecting)
            }
        }
        switch flow {
        case .broke, .fallsIntoNextCase: return .fellThrough(nil)
        default: return flow
        }
    }

    // MARK: Assignments

    private static let compoundAssignments: Set<String> = ["+=", "-=", "*=", "/=", "%="]

    /// `x = 1`, `total += item.price`, `self.title = title`, `store.items = […]`, `_count =
    /// State(initialValue: 2)`, `_ = value`, decoded once; nil when `e` is not an assignment.
    private func compileAssignment(_ e: InfixOperatorExprSyntax) -> CompiledStatement? {
        let op: String
        if e.operator.is(AssignmentExprSyntax.self) {
            op = "="
        } else if let binary = e.operator.as(BinaryOperatorExprSyntax.self), case let text = binary.operator.text, Self.compoundAssignments.contains(text) {
            op = text
        } else {
            return nil
        }
        let target = e.leftOperand, right = compiled.expression(e.rightOperand)
        if target.is(DiscardAssignmentExprSyntax.self) {
            return { interpreter, cx, _ in
                _ = try interpreter.evaluate(right, cx, expecting: .any)
                return .fellThrough(nil)
            }
        }
        // `_count = State(initialValue: 3)`, `self._count = …`: the wrapper's storage, which the view reads as `count`.
        let storage = (target.as(DeclReferenceExprSyntax.self)?.baseName.text
            ?? target.as(MemberAccessExprSyntax.self).flatMap { $0.base?.isSelfReference == true ? $0.declName.baseName.text : nil })
            .flatMap { $0.hasPrefix("_") ? String($0.dropFirst()) : nil }
        let current = op == "=" ? nil : compiled.expression(target)
        let operation = BinaryOperator(String(op.dropLast()))
        let name = Self.assignedName(target), reference = target.as(DeclReferenceExprSyntax.self)
        // `p.x += p.vx` of a stored property of a struct a local holds: set in the local's instance.
        let localField = target.as(MemberAccessExprSyntax.self).flatMap { member -> (local: String, field: String)? in
            guard let base = member.base?.as(DeclReferenceExprSyntax.self), !(["self", "Self"] as Set).contains(base.baseName.text), member.declName.argumentNames == nil else { return nil }
            return (base.baseName.text, member.declName.baseName.text)
        }
        if let reference, let name, storage == nil {
            // `sum += i * 2`, `x = 1`: a bare name, the general closure below without the
            // branches that cannot apply to one (each optional it reads was retained to be read).
            guard let current else {
                return { interpreter, cx, _ in
                    let value = try interpreter.evaluate(right, cx, expecting: interpreter.assignedExpectation(name, isReference: true, cx))
                    try interpreter.assign(value, to: reference, named: name, cx)
                    return .fellThrough(nil)
                }
            }
            let currentIsLeaf: Bool
            if case .name? = current.leaf { currentIsLeaf = true } else { currentIsLeaf = false }
            let appends = operation.spelling == "+" && currentIsLeaf
            return { interpreter, cx, _ in
                // `sum += i * 2` of a local number: its slot, found once, says what the value is
                // evaluated as (`assignedExpectation`: a local's kind) and takes the result (`assign`),
                // each of which walked the scope chain to it.
                let local = cx.scope.localSlot(name)
                if let local, let expectation = local.scope.numberExpectation(at: local.index) {
                    let value = try interpreter.evaluate(right, cx, expecting: expectation)
                    // The number read from the slot, as `current`'s evaluation reads it after `right`'s
                    // (its one step, at the depth `evaluate` checks), without walking the chain again.
                    let held: Value
                    if currentIsLeaf, interpreter.depth < Interpreter.maximumDepth, let number = local.scope.number(at: local.index) {
                        try interpreter.step(current)
                        held = number
                    } else {
                        held = try interpreter.evaluate(current, cx, expecting: .any)
                    }
                    local.scope.set(try interpreter.combine(operation, held, value, at: e), at: local.index)
                    return .fellThrough(nil)
                }
                let value = try interpreter.evaluate(right, cx, expecting: interpreter.assignedExpectation(name, isReference: true, cx))
                // `text += "item \(i), "` of a local string: appended in place, where `+` would
                // copy the whole text at every step of a loop. What `current`'s evaluation and
                // `+` would do otherwise: the name's read is a step, its value is the local's.
                // The slot found before is the one: evaluating an expression binds no name in a
                // scope the local's is reached through.
                if appends, case .string(let addition) = value, interpreter.depth < Interpreter.maximumDepth,
                   let local, local.scope.string(at: local.index) != nil {
                    try interpreter.step(current)
                    local.scope.append(addition, at: local.index)
                    return .fellThrough(nil)
                }
                let combined = try interpreter.combine(operation, try interpreter.evaluate(current, cx, expecting: .any), value, at: e)
                try interpreter.assign(combined, to: reference, named: name, cx)
                return .fellThrough(nil)
            }
        }
        // The field's declared type, read for the last struct type the local held, and where the
        // field was among the instance's.
        var fieldType: StoredFieldType?
        var fieldHint = 0
        return { interpreter, cx, _ in
            if let storage, let instance = cx.scope.enclosingInstance, let wrapped = try interpreter.wrappedValue(e.rightOperand, cx) {
                instance.fields[storage] = wrapped
                return .fellThrough(nil)
            }
            // The instance is not held across the write, which would make it shared and copied.
            if let localField, let (stored, held, slot) = interpreter.localField(localField.local, localField.field, cx, known: &fieldType, hint: &fieldHint) {
                var value = try interpreter.evaluate(right, cx, expecting: stored.expectation)
                if let current {
                    value = try interpreter.combine(operation, try held ?? interpreter.evaluate(current, cx, expecting: .any), value, at: e)
                }
                // The slot found before is the one: evaluating an expression binds no name in a
                // scope the local's is reached through.
                if slot.scope.setField(localField.field, ofStructAt: slot.index, to: interpreter.typed(value, as: stored.written), hint: &fieldHint) { return .fellThrough(nil) }
            }
            let expectation = try name.map { interpreter.assignedExpectation($0, isReference: reference != nil, cx) } ?? interpreter.assignedExpectation(target, cx)
            var value = try interpreter.evaluate(right, cx, expecting: expectation)
            if let current {
                value = try interpreter.combine(operation, try interpreter.evaluate(current, cx, expecting: .any), value, at: e)
            }
            if let reference, let name { try interpreter.assign(value, to: reference, named: name, cx) } else { try interpreter.assign(value, to: target, cx) }
            return .fellThrough(nil)
        }
    }

    /// A stored property's declared type, and what a value assigned to it is evaluated as, for a
    /// struct type (an assignment keeps the last one it read: `StoredFieldType`). A class: an
    /// assignment read it at every run, and a struct's copy retained each of its fields.
    final class StoredFieldType {
        let owner: TypeDeclaration
        /// The type as written, as `typed` reads it.
        let written: DeclaredType?
        let expectation: Expectation

        init(owner: TypeDeclaration, written: DeclaredType?, expectation: Expectation) {
            self.owner = owner
            self.written = written
            self.expectation = expectation
        }
    }

    /// The declared type of a stored property of the struct a local holds, and the field's value
    /// if it has one; `known` is the last one read at the same assignment.
    /// `hint` is where the field was found among the instance's the last time
    /// (`InstanceFields.index(of:hint:)`); the slot is the local's (`Scope.localStructSlot`).
    func localField(_ local: String, _ field: String, _ cx: Context, known: inout StoredFieldType?, hint: inout Int) -> (stored: StoredFieldType, held: Value?, slot: (scope: Scope, index: Int))? {
        guard let slot = cx.scope.localStructSlot(local), let instance = slot.scope.structInstance(at: slot.index) else { return nil }
        let held = instance.fields.index(of: field, hint: &hint).map { instance.fields[at: $0] }
        if let known, known.owner === instance.type { return (known, held, slot) }
        guard let stored = storedProperty(instance.type, field) else { return nil }
        let read = StoredFieldType(owner: instance.type, written: stored.type.map(declaredType), expectation: stored.type.map { Expectation.of(type: Self.trimmedType($0), index: index) } ?? .any)
        known = read
        return (read, held, slot)
    }

    /// `name = value` of a bare name (`ref` writes it): a local, a global or static, or a field of `self`.
    private func assign(_ value: Value, to ref: DeclReferenceExprSyntax, named name: String, _ cx: Context) throws {
        if cx.scope.assign(name, value) { return }
        switch resolver.resolve(name, in: cx.scope, at: Syntax(ref)) {
        case .global(let declaration): return setMemoised(declaration, value)
        case .staticMember(let type, let member): if let declaration = staticProperty(type, member) { return setMemoised(declaration, value) }
        default: break
        }
        if let instance = cx.scope.enclosingInstance {
            instance.fields[name.hasPrefix("_") ? String(name.dropFirst()) : name] = value
            return
        }
        throw error(ref, "cannot find '\(name)' in scope")
    }

    /// What the target of an assignment expects: its declared type's (`self.color = .red`).
    private func assignedExpectation(_ target: ExprSyntax, _ cx: Context) throws -> Expectation {
        if let name = Self.assignedName(target) {
            return assignedExpectation(name, isReference: target.is(DeclReferenceExprSyntax.self), cx)
        } else if target.is(MemberAccessExprSyntax.self), let declared = declaredFieldType(of: target, cx) {
            // `cache.bounds = .zero` of a model or a layout's cache: the field's declared type.
            return Expectation.of(type: declared, index: index)
        }
        return .any
    }

    /// The name an assignment's target writes: a local's or a field's of `self` (`x`, `self.x`).
    private static func assignedName(_ target: ExprSyntax) -> String? {
        if let ref = target.as(DeclReferenceExprSyntax.self) { return ref.baseName.text }
        if let member = target.as(MemberAccessExprSyntax.self), member.base?.isSelfReference == true { return member.declName.baseName.text }
        return nil
    }

    /// What assigning to `name` (a bare reference, or `self.name`) expects.
    private func assignedExpectation(_ name: String, isReference: Bool, _ cx: Context) -> Expectation {
        // `self = .fish` in an enum's `init`: a case of the enum.
        if name == "self", case .type(.declared(let t))? = cx.scope.lookup("self") { return .declared(t.name) }
        // `self = .leading` in `extension UnitPoint { init(_ alignment: Alignment) }`: the extended type's.
        if name == "self", case .type(.named(let t))? = cx.scope.lookup("self") { return Expectation.of(type: t, index: index) }
        // `result = .init(width: w, height: h)` of a local `var result: CGSize = .zero`: what it holds says its type.
        if isReference, let held = cx.scope.lookup(name), let same = held.expectationOfItsKind { return same }
        let stored = cx.scope.enclosingInstance?.type.members.stored.first { $0.name == name }
        return Expectation.of(type: stored?.type, index: index)
    }

    /// Stores `value` where `target` says: a local, a field of `self`, a field of a model (a
    /// class's in place, a struct's by copying it), an element of a local array or dictionary.
    /// Assigning into something opaque changes nothing ltrace can see.
    func assign(_ value: Value, to target: ExprSyntax, _ cx: Context) throws {
        if let ref = target.as(DeclReferenceExprSyntax.self) { return try assign(value, to: ref, named: ref.baseName.text, cx) }
        if let member = target.as(MemberAccessExprSyntax.self), let base = member.base {
            let name = member.declName.baseName.text
            if base.isSelfReference, let instance = cx.scope.enclosingInstance {
                // `self._selection = selection`: a property wrapper's storage is its value.
                let isStorage = name.hasPrefix("_") && storedProperty(instance.type, name) == nil
                instance.fields[isStorage ? String(name.dropFirst()) : name] = value
                return
            }
            if let type = try typeNamed(base, cx) {
                // `Settings.theme = .dark`: a static of the scene's takes the value; one of a type
                // from outside changes nothing ltrace sees.
                if case .declared(let t) = type, let declaration = staticProperty(t, name) { setMemoised(declaration, value) }
                return
            }
            let receiver = try evaluate(base, cx, expecting: .any)
            // `copy.title = t` where `title` is computed (a protocol extension's `set` forwarding to
            // a stored control): its setter runs on the value, with `newValue`.
            if case .instance(let i) = receiver, storedProperty(i.type, name) == nil, i.fields[name] == nil, let setter = computedProperty(i.type, name)?.setter {
                let target = i.type.isReference ? i : i.copy()
                let scope = Scope(parent: Scope(parent: globals, instance: target))
                scope.bind(setter.parameter, value)
                _ = try execute(setter.body, cx.with(scope), expecting: .any)
                if !i.type.isReference { try assign(.instance(target), to: base, cx) }
                return
            }
            switch receiver {
            // A field takes its declared type's shape: `row.elements.append((i, size))` of
            // `var elements: [(index: Int, size: CGSize)]` labels the tuple.
            case .instance(let i) where i.type.isReference:
                i.fields[name] = typed(value, as: storedProperty(i.type, name)?.type)
            case .instance(let i):
                let copy = i.copy()
                copy.fields[name] = typed(value, as: storedProperty(i.type, name)?.type)
                try assign(.instance(copy), to: base, cx)
            case .opaque, .modelStore:
                return
            case .native(let n):
                guard let changed = try n.setting(name, to: value, self, at: Syntax(member)) else {
                    throw error(member, "cannot assign to '\(name)' of \(n.nativeType.names[0])")
                }
                try assign(.native(changed), to: base, cx)
            case .gridItem(var item) where name == "spacing":
                item.spacing = try layoutNumber(value, at: member).map { CGFloat($0) }
                try assign(.gridItem(item), to: base, cx)
            case .size(var size) where name == "width" || name == "height":
                let n = CGFloat(try layoutNumber(value, at: member) ?? 0)
                if name == "width" { size.width = n } else { size.height = n }
                try assign(.size(size), to: base, cx)
            case .point(var point) where name == "x" || name == "y":
                let n = CGFloat(try layoutNumber(value, at: member) ?? 0)
                if name == "x" { point.x = n } else { point.y = n }
                try assign(.point(point), to: base, cx)
            case let other:
                throw error(member, "cannot assign to '\(name)' of \(other.typeName)")
            }
            return
        }
        if let sub = target.as(SubscriptCallExprSyntax.self), let arg = sub.arguments.first {
            switch try evaluate(sub.calledExpression, cx, expecting: .any) {
            case .array(var items):
                let i = try int(arg.expression, cx)
                guard items.indices.contains(i) else { throw error(arg, "index \(i) is out of range (0..<\(items.count))") }
                items[i] = value
                try assign(.array(items), to: sub.calledExpression, cx)
            case .dictionary(var pairs):
                let key = try evaluate(arg.expression, cx, expecting: .any)
                if let i = pairs.firstIndex(where: { $0.key.traceValue == key.traceValue }) { pairs[i].value = value } else { pairs.append((key, value)) }
                try assign(.dictionary(pairs), to: sub.calledExpression, cx)
            case .opaque:
                return
            case .instance(let instance):
                try assignSubscript(of: instance, sub, value, cx)
            case let other:
                throw error(sub, "\(other.typeName) cannot be assigned by subscript")
            }
            return
        }
        if let chain = target.as(OptionalChainingExprSyntax.self) { return try assign(value, to: chain.expression, cx) }
        // `(a, r, g, b) = (1, 0.5, 0.2, 0)`: each element to its own target.
        if let tuple = target.as(TupleExprSyntax.self), tuple.elements.count > 1 {
            guard case .tuple(let values) = value, values.count == tuple.elements.count else {
                if let o = value.opaque {
                    for element in tuple.elements { try assign(.opaque(o.derived(element.expression)), to: element.expression, cx) }
                    return
                }
                throw error(target, "cannot assign \(value.typeName) to a tuple of \(tuple.elements.count)")
            }
            for (element, v) in zip(tuple.elements, values) where !element.expression.is(DiscardAssignmentExprSyntax.self) {
                try assign(v.value, to: element.expression, cx)
            }
            return
        }
        if let unwrap = target.as(ForceUnwrapExprSyntax.self) { return try assign(value, to: unwrap.expression, cx) }
        throw error(target, "cannot assign to '\(SourceText.compact(target))'")
    }

    /// `self[flavor] = 3`: a subscript's `set`, with `newValue`.
    private func assignSubscript(of instance: Instance, _ e: SubscriptCallExprSyntax, _ value: Value, _ cx: Context) throws {
        let written = e.arguments.map { $0.label?.text }
        for type in lineage(instance.type) {
            for s in type.members.subscripts {
                let parameters = Array(s.parameterClause.parameters)
                let labels = parameters.map { p -> String? in p.secondName == nil || p.firstName.text == "_" ? nil : p.firstName.text }
                guard labels == written, case .accessors(let list)? = s.accessorBlock?.accessors, let setter = list.first(where: { $0.accessorSpecifier.text == "set" }),
                    let body = setter.body
                else { continue }
                let scope = Scope(parent: Scope(parent: globals, instance: instance))
                for (p, arg) in zip(parameters, e.arguments) {
                    scope.bind((p.secondName ?? p.firstName).identifierName, try evaluate(arg.expression, cx, declaredType: p.type.trimmedText))
                }
                scope.bind(setter.parameters?.name.text ?? "newValue", value)
                _ = try execute(body.statements, cx.with(scope), expecting: .any)
                return
            }
        }
        if inheritsFromOutside(instance.type) { return }
        throw error(e, "'\(instance.type.name)' has no subscript to assign taking these arguments")
    }

    /// What an element of the array a field holds is declared to be (`var items: [Item]` → an Item).
    private func elementExpectation(of base: ExprSyntax, _ cx: Context) -> Expectation? {
        guard let type = declaredFieldType(of: base, cx), type.hasPrefix("["), type.hasSuffix("]"), !type.contains(":") else { return nil }
        let expectation = Expectation.of(type: String(type.dropFirst().dropLast()), index: index)
        return expectation == .any ? nil : expectation
    }

    /// `items.append(x)`, `items.remove(at: 0)`, `names.sort()`, `seen.insert(x)` on an array (or
    /// set) a variable or field holds: the array is changed in place, and the method's result
    /// returned (`insert` on a set says whether it inserted). Nil when `call` is not such a call.
    func mutatingCall(_ call: FunctionCallExprSyntax, _ cx: Context) throws -> Value? {
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base,
            Self.mutatingArrayMethods.contains(member.declName.baseName.text), try typeNamed(base, cx) == nil
        else { return nil }
        var items: [Value]
        switch try evaluate(base, cx, expecting: .any) {
        case .array(let elements): items = elements
        // `var indices = subviews.indices; indices.removeFirst()`: a range is a collection too.
        case .range(let lower, let upper) where upper >= lower: items = (lower..<upper).map(Value.int)
        default: return nil
        }
        let name = member.declName.baseName.text
        let args = Array(call.arguments)
        var result = Value.tuple([])
        switch name {
        case "append":
            guard let arg = args.first else { return nil }
            // `cache.items.append(.init(…))`: an element of the array's declared type, else of its elements' kind.
            let element = arg.label?.text == "contentsOf" ? Expectation.any : (elementExpectation(of: base, cx) ?? items.first?.expectationOfItsKind ?? .any)
            let v = try evaluate(arg.expression, cx, expecting: element)
            if arg.label?.text == "contentsOf" { items += try elements(of: v, at: arg.expression) } else { items.append(v) }
        case "insert" where args.count == 1:
            // A set's insert: in once, and whether it was new.
            let v = try evaluate(args[0].expression, cx, expecting: .any)
            let isNew = !items.contains { $0.traceValue == v.traceValue }
            if isNew { items.append(v) }
            result = .tuple([TupleElement(label: "inserted", value: .bool(isNew)), TupleElement(label: "memberAfterInsert", value: v)])
        case "insert":
            guard args.count == 2 else { return nil }
            let v = try evaluate(args[0].expression, cx, expecting: .any)
            let i = try int(args[1].expression, cx)
            guard i >= 0, i <= items.count else { throw error(args[1], "index \(i) is out of range (0...\(items.count))") }
            items.insert(v, at: i)
        case "remove":
            guard let arg = args.first else { return nil }
            if arg.label?.text == "at" {
                let i = try int(arg.expression, cx)
                guard items.indices.contains(i) else { throw error(arg, "index \(i) is out of range (0..<\(items.count))") }
                result = items.remove(at: i)
            } else {
                // A set's remove: the member, if it was there.
                let v = try evaluate(arg.expression, cx, expecting: .any)
                if let i = items.firstIndex(where: { $0.traceValue == v.traceValue }) { result = items.remove(at: i) } else { result = .nilValue }
            }
        case "removeAll":
            // `removeAll(keepingCapacity: true)` removes them all; `removeAll(where:)` or `{ … }` filters.
            let filters = call.trailingClosure != nil || args.contains { $0.label?.text != "keepingCapacity" }
            if filters, case .array(let kept) = try collectionMethod("filter", items, call, cx, negated: true) {
                items = kept
            } else {
                items = []
            }
        case "removeFirst", "popFirst": result = items.isEmpty ? .nilValue : items.removeFirst()
        case "removeLast", "popLast": result = items.isEmpty ? .nilValue : items.removeLast()
        case "sort":
            guard case .array(let sorted) = try collectionMethod("sorted", items, call, cx) else { return nil }
            items = sorted
        case "reverse": items.reverse()
        case "shuffle":
            guard case .array(let shuffled) = try collectionMethod("shuffled", items, call, cx) else { return nil }
            items = shuffled
        case "toggle":
            return nil
        default: return nil
        }
        try assign(.array(items), to: base, cx)
        return result
    }

    static let mutatingArrayMethods: Set<String> = ["append", "insert", "remove", "removeAll", "removeFirst", "removeLast", "popFirst", "popLast", "sort", "reverse", "shuffle"]

    /// `State(initialValue: x)`, `State(wrappedValue: x)`, `StateObject(wrappedValue: Store())`: the wrapped value.
    func wrappedValue(_ expr: ExprSyntax, _ cx: Context) throws -> Value? {
        guard let call = expr.as(FunctionCallExprSyntax.self) else { return nil }
        let callee = call.calledExpression.as(GenericSpecializationExprSyntax.self)?.expression ?? call.calledExpression
        guard let name = callee.as(DeclReferenceExprSyntax.self)?.baseName.text ?? callee.as(MemberAccessExprSyntax.self)?.base?.trimmedText,
            ["State", "StateObject", "ObservedObject", "Binding", "Published", "Environment", "Bindable", "FocusState", "AppStorage", "SceneStorage",
             "ScaledMetric", "GestureState"].contains(name)
        else { return nil }
        guard let arg = call.arguments.first(where: { ["initialValue", "wrappedValue"].contains($0.label?.text ?? "") }) else {
            // `Binding(get: { … }, set: { … })` reads as its getter's value.
            if let getter = call.arguments.first(where: { $0.label?.text == "get" })?.expression.as(ClosureExprSyntax.self) {
                return try value(of: getter.statements, cx.nested(), at: getter)
            }
            return .opaque(OpaqueValue(expression: SourceText.compact(call), type: name, node: Syntax(call)))
        }
        return try evaluate(unwrappingBinding(arg.expression), cx, expecting: .any)
    }

    // MARK: Variables

    /// Binds `let a = 1, b = 2`, `let (title, value) = pair` or `var total: Double = 0` in the context's scope.
    func bindVariables(_ variable: VariableDeclSyntax, _ cx: Context) throws {
        // `@Previewable @State var count = 3`, `@Previewable @Query var items: [Item]` in a preview:
        // the value the wrapper supplies.
        let attributes = variable.attributes.compactMap { $0.as(AttributeSyntax.self) }.filter { written($0.attributeName) != "Previewable" }
        if !attributes.isEmpty, variable.bindings.count == 1, let binding = variable.bindings.first,
            let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.identifierName
        {
            let property = PropertyDeclaration(
                name: name, node: Syntax(binding), type: binding.typeAnnotation.map { written($0.type) }, initializer: binding.initializer?.value, getter: nil,
                attributes: attributes, isLet: variable.bindingSpecifier.text == "let", isStatic: false, owner: nil)
            let wrapper = PropertyWrapper(property)
            if wrapper.kind == .passed, let initializer = binding.initializer?.value {
                // `@Bindable var store = store`: the value, read where it is written.
                cx.scope.bind(name, typed(try evaluate(unwrappingBinding(initializer), cx, declaredType: property.type), as: property.type))
                return
            }
            if wrapper.kind != .none {
                cx.scope.bind(name, try wrapperValue(property, wrapper, cx, owner: cx.scope.enclosingType))
                return
            }
        }
        for binding in variable.bindings {
            if let accessor = binding.accessorBlock, let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
                // A local computed variable: its getter's value, now.
                guard case .getter(let items) = accessor.accessors else { throw error(binding, "unsupported accessor on '\(name)'") }
                cx.scope.bind(name, try value(of: items, cx.nested(), at: binding))
                continue
            }
            let type = binding.typeAnnotation.map { written($0.type) }
            guard let value = binding.initializer?.value else {
                if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
                    // `var x: T?` starts nil; `let x: T` is assigned later (in every branch of an `if`).
                    cx.scope.bind(name, .nilValue)
                    continue
                }
                throw error(binding, "'\(binding.pattern.trimmedText)' needs a value")
            }
            let v = typed(try evaluate(value, cx, declaredType: type), as: type)
            guard try bindPattern(binding.pattern, v, in: cx.scope, cx) else { throw error(binding.pattern, "unsupported pattern") }
        }
    }

    // MARK: Loops

    /// `for item in items { total += item.price }`.
    private func forLoop(_ loop: ForStmtSyntax, _ cx: Context, expecting: Expectation) throws -> Value? {
        let sequence = try evaluate(loop.sequence, cx, expecting: .any)
        // A range's numbers are made as the loop reaches them, not all before it starts.
        if case .range(let lower, let upper) = sequence {
            try checkCount(lower, upper, at: loop.sequence)
            return try forLoop(loop, over: (lower..<upper).lazy.map(Value.int), cx, expecting: expecting)
        }
        return try forLoop(loop, over: elements(of: sequence, at: loop.sequence), cx, expecting: expecting)
    }

    private func forLoop(_ loop: ForStmtSyntax, over sequence: some Sequence<Value>, _ cx: Context, expecting: Expectation) throws -> Value? {
        let body = compiled.block(loop.body.statements, compileStatement)
        // `for i in …`: the name is read once, not the pattern at every iteration.
        let name = loop.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
        // `for _ in …` binds nothing (`bindPattern` of `_`).
        let bindsNothing = loop.pattern.is(WildcardPatternSyntax.self)
        // Each iteration's names are its own (`Context.renewScope`), in the same context.
        let whereCondition = loop.whereClause?.condition
        var inner = cx.with(Scope(parent: cx.scope))
        for element in sequence {
            inner.renewScope(over: cx.scope)
            if let name {
                inner.scope.bind(name, element)
            } else if !bindsNothing {
                guard try bindPattern(loop.pattern, element, in: inner.scope, cx) else { continue }
            }
            if let condition = whereCondition, try !bool(condition, inner) { continue }
            switch try run(body, inner, expecting: expecting) {
            case .returned(let v): return v
            case .broke: return nil
            case .continued, .fellThrough, .fallsIntoNextCase: continue
            }
        }
        return nil
    }

    /// Whether a block's statements bind names in its own scope (a `let`, `var`, local function
    /// or type, a `guard`'s or a `#if`'s): a block that binds none runs in the scope around it,
    /// which every name it reads and assigns reaches the same.
    static func declaresNames(_ items: CodeBlockItemListSyntax) -> Bool {
        items.contains { item in
            switch item.item {
            case .decl: return true
            case .stmt(let statement): return statement.is(GuardStmtSyntax.self)
            case .expr: return false
            }
        }
    }

    /// `while condition { … }`, bounded.
    private func whileLoop(_ loop: WhileStmtSyntax, _ cx: Context, expecting: Expectation) throws -> Value? {
        var iterations = 0
        let body = compiled.block(loop.body.statements, compileStatement)
        while true {
            let inner = cx.nested()
            guard try conditionsHold(loop.conditions, binding: inner.scope, cx, inLoop: true).holds else { return nil }
            iterations += 1
            if iterations > Self.maximumIterations { throw error(loop.whileKeyword, "this loop ran more than \(Self.maximumIterations) times", kind: loopLimitKind) }
            switch try run(body, inner, expecting: expecting) {
            case .returned(let v): return v
            case .broke: return nil
            case .continued, .fellThrough, .fallsIntoNextCase: continue
            }
        }
    }

    /// `repeat { … } while condition`, bounded.
    private func repeatLoop(_ loop: RepeatStmtSyntax, _ cx: Context, expecting: Expectation) throws -> Value? {
        var iterations = 0
        let body = compiled.block(loop.body.statements, compileStatement)
        repeat {
            iterations += 1
            if iterations > Self.maximumIterations { throw error(loop.repeatKeyword, "this loop ran more than \(Self.maximumIterations) times", kind: loopLimitKind) }
            switch try run(body, cx.nested(), expecting: expecting) {
            case .returned(let v): return v
            case .broke: return nil
            case .continued, .fellThrough, .fallsIntoNextCase: break
            }
        } while try bool(loop.condition, cx)
        return nil
    }

    /// A range's elements are at most `maximumForEachCount`.
    private func checkCount(_ lower: Int, _ upper: Int, at node: some SyntaxProtocol) throws {
        guard UInt(bitPattern: upper &- lower) <= UInt(Self.maximumForEachCount) else {
            throw error(node, "a range of more than \(Self.maximumForEachCount) elements")
        }
    }

    /// The elements a `for`, `ForEach` or collection method iterates; an opaque collection has none.
    func elements(of value: Value, at node: some SyntaxProtocol) throws -> [Value] {
        switch value {
        case .array(let items): return items
        case .range(let lower, let upper):
            try checkCount(lower, upper, at: node)
            return (lower..<upper).map { .int($0) }
        case .dictionary(let pairs):
            warn(node, .approximated, "a dictionary's order is unspecified in Swift (it changes between launches); ltrace uses the order written")
            return pairs.map { .tuple([TupleElement(label: "key", value: $0.key), TupleElement(label: "value", value: $0.value)]) }
        case .string(let s): return s.map { .string(String($0)) }
        case .opaque(let o): return substituteElements(o, at: node)
        case .nilValue: return []
        default: throw error(node, "expected a sequence, found \(value.typeName)")
        }
    }

    /// The value a function's statements return: the `return`ed or only expression. A function
    /// that returns nothing (`allowsVoid`) is the empty tuple.
    func value(of statements: CodeBlockItemListSyntax, _ cx: Context, at owner: some SyntaxProtocol, expecting: Expectation = .any, allowsVoid: Bool = false) throws -> Value {
        try value(of: compiledBlock(statements), cx, at: owner, expecting: expecting, allowsVoid: allowsVoid)
    }

    /// The statements of a block, compiled the first time it runs.
    func compiledBlock(_ statements: CodeBlockItemListSyntax) -> CompiledBlock { compiled.block(statements, compileStatement) }

    /// `value(of:)` of statements compiled (`CompiledFunction.statements`).
    func value(of statements: CompiledBlock, _ cx: Context, at owner: some SyntaxProtocol, expecting: Expectation = .any, allowsVoid: Bool = false) throws -> Value {
        switch try run(statements, cx, expecting: expecting) {
        case .returned(let v): return v
        case .fellThrough(let v?): return v
        case .fellThrough(nil), .broke, .continued, .fallsIntoNextCase:
            if allowsVoid { return .tuple([]) }
            throw error(owner, "the function computes no value")
        }
    }

    /// The number a closure's or function's statements compute: the `return`ed or last expression.
    func number(of statements: CodeBlockItemListSyntax, _ cx: Context, at owner: some SyntaxProtocol) throws -> Double {
        let v = try value(of: statements, cx, at: owner, expecting: .floating)
        guard let n = try layoutNumber(v, at: owner) else { throw error(owner, "expected a number, found \(v.typeName)") }
        return n
    }

    // MARK: Conditions

    /// The conditions of an `if`, `guard` or `while`: Booleans, `let x = optional`, `case .a(let x)
    /// = value`, binding names in `scope` as they hold. `unwrappedNil` tells that an optional was nil.
    func conditionsHold(_ conditions: ConditionElementListSyntax, binding scope: Scope, _ cx: Context, inLoop: Bool = false) throws -> (holds: Bool, unwrappedNil: Bool) {
        let inner = cx.with(scope)
        for condition in conditions {
            switch condition.condition {
            case .expression(let expr):
                if try !bool(expr, inner) { return (false, false) }
            case .optionalBinding(let binding):
                let value: Value
                if let initializer = binding.initializer {
                    value = try evaluate(initializer.value, inner, expecting: .any)
                } else if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
                    // `if let name` (Swift 5.7): the name itself.
                    value = try identifier(DeclReferenceExprSyntax(baseName: .identifier(name)), inner, .any, at: binding.pattern)
                } else {
                    throw error(binding.pattern, "cannot find '\(binding.pattern.trimmedText)' in scope")
                }
                if value.isNil { return (false, true) }
                if let o = value.opaque, inLoop, o.bundledFile == nil {
                    substituteLoopEnds(o, at: binding)
                    return (false, true)
                }
                if let o = value.opaque, substituteIsNil(o, at: binding) { return (false, true) }
                guard try bindPattern(binding.pattern, value, in: scope, inner) else { return (false, false) }
            case .matchingPattern(let m):
                let value = try evaluate(m.initializer.value, inner, expecting: .any)
                if try !matches(m.pattern, value, in: scope, inner) { return (false, false) }
            case .availability:
                // `#available(iOS 17, *)`: the iOS ltrace lays out is current.
                continue
            }
        }
        return (true, false)
    }

    /// `name` read as an identifier, with errors at `node`.
    private func identifier(_ e: DeclReferenceExprSyntax, _ cx: Context, _ expecting: Expectation, at node: some SyntaxProtocol) throws -> Value {
        if let v = cx.scope.lookup(e.baseName.text) { return v }
        return try value(of: resolver.resolve(e.baseName.text, in: cx.scope, at: Syntax(node)), e.baseName.text, at: node, cx, expecting)
    }

    // MARK: switch

    /// The case a `switch` takes, with the names its pattern binds. Over an opaque value, the
    /// first case (`Substitution`).
    func switchCase(_ e: SwitchExprSyntax, _ cx: Context) throws -> (CompiledCase, Scope) {
        try switchCase(e, subject: compiled.expression(e.subject), cases: compiled.cases(of: e, switchCases), cx)
    }

    /// `switchCase` with the subject and cases compiled (a `switch` statement compiles them with it).
    func switchCase(_ e: SwitchExprSyntax, subject subjectCode: CompiledExpression, cases: [CompiledCase], _ cx: Context) throws -> (CompiledCase, Scope) {
        let subject = try evaluate(subjectCode, cx, expecting: .any)
        // A key path a value holds (`switch path { case \.elevation: … }`) is matched as written.
        if let o = subject.opaque, o.keyPath == nil, let first = cases.first {
            substituteCase(o, at: e.subject)
            let bound = Scope(parent: cx.scope)
            if case .case(let label) = first.syntax.label {
                for item in label.caseItems { _ = try? matches(item.pattern, subject, in: bound, cx, binding: true) }
            }
            return (first, bound)
        }
        for c in cases {
            guard let items = c.items else { return (c, c.declaresNames ? Scope(parent: cx.scope) : cx.scope) }
            for item in items {
                // `case .spades:` over an enum case or a SwiftUI symbol: its name, as `matches`
                // compares it, with nothing to bind.
                let named: Bool?
                switch (item.caseName, subject) {
                case (let name?, .instance(let m)) where m.caseName != nil: named = m.caseName == name
                case (let name?, .symbol(let symbol)): named = symbol.name == name
                default: named = nil
                }
                if named == false { continue }
                if named == true, item.whereClause == nil, !c.declaresNames { return (c, cx.scope) }
                let bound = Scope(parent: cx.scope)
                if named == nil { guard try matches(item.pattern, subject, in: bound, cx) else { continue } }
                if let condition = item.whereClause, try !bool(condition, cx.with(bound)) { continue }
                return (c, bound)
            }
        }
        throw error(e.switchKeyword, "no case of this `switch` matches \(describe(subject, at: e.subject)); Swift requires a `default:`")
    }

    /// A `switch`'s cases in order, with `#if` clauses resolved.
    func switchCases(_ e: SwitchExprSyntax) -> [SwitchCaseSyntax] {
        e.cases.flatMap { element -> [SwitchCaseSyntax] in
            switch element {
            case .switchCase(let c): return [c]
            case .ifConfigDecl(let config):
                guard case .switchCases(let kept)? = index.conditions.activeClause(config)?.elements else { return [] }
                return kept.compactMap { if case .switchCase(let c) = $0 { return c }; return nil }
            }
        }
    }

    /// `switch` in a view builder: the views of the case taken.
    func switchViews(_ e: SwitchExprSyntax, _ cx: Context) throws -> [NodeSpec] {
        let (chosen, bound) = try switchCase(e, cx)
        return try viewBuilder(chosen.syntax.statements, cx.with(bound))
    }

    /// `switch` or `if` used as a value (`let color = switch level { case 0: .red … }`).
    func branchValue(_ expr: ExprSyntax, _ cx: Context, expecting: Expectation) throws -> Value {
        switch try statementExpression(expr, cx, expecting: expecting) {
        case .returned(let v), .fellThrough(let v?): return v
        default: throw error(expr, "this branch has no value")
        }
    }
}
