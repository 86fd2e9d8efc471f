import Foundation
import LayoutEngine
import SwiftSyntax

/// Local recovery (docs/scenes.md, "When ltrace cannot run the code"): code that ltrace cannot
/// evaluate costs only the smallest value that can stand in for it, the way a compiler recovers
/// from an error and goes on.
///
/// - A value (a model, sample data, a helper's result, a stored property's initial value, a
///   call whose statements fail) becomes an opaque value of the expression that failed
///   (`standIn(for:_:)`), which `Substitution` makes concrete where layout needs it.
/// - A view becomes a placeholder (`toViews` of such a value, or a statement of a view builder).
/// - A modifier is left out (`Interpreter.modifier`).
///
/// Each is a warning of kind `recovered` at the failure's position, a row of `diagnostics` and a
/// mark on the node being built, so `why` names the cause. `--strict` turns recovery off, and
/// syntax errors and the scene's limits are always fatal (`SceneError.Kind`).
extension Interpreter {
    /// Whether an error is recovered from here: an evaluation error, unless the recording is strict.
    func recovers(_ e: SceneError) -> Bool { !strict && e.kind == .evaluation }

    /// The warning that says what failed and what stands in for it: at the failure, in the
    /// compiler's words, with what took its place (`… ; 'Theme.shared' is an opaque value`).
    @discardableResult
    func reportRecovery(_ failure: SceneError, _ outcome: String, collected: Bool = true) -> SourceDiagnostic {
        recoveries += 1
        let position = SourcePosition(line: failure.line, column: failure.column)
        // `…; did you mean 'frame'?` ends a sentence; other messages go on after a semicolon.
        let joined = failure.message + (failure.message.hasSuffix("?") ? " " : "; ") + outcome
        let d = SourceDiagnostic(file: failure.path, position: position, kind: .recovered, message: joined)
        return note(d, collected: collected)
    }

    /// An opaque value standing in for `expr`, whose evaluation failed with `failure`, with its warning.
    func standIn(for expr: some SyntaxProtocol, _ failure: SceneError) -> OpaqueValue {
        let written = files.compact(expr)
        reportRecovery(failure, "'\(SourceText.shortened(written))' is an opaque value")
        return OpaqueValue(expression: written, type: nil, node: Syntax(expr), origin: .failed(failure))
    }

    /// `body`'s value, or an opaque value standing in for `expr` when it fails. Where the value
    /// is the outermost one being computed (not a view: views are not values of that kind), it
    /// also has its share of the preview's budget, and a computation that runs past it (months of
    /// sample data, a loop without end) is cut there.
    func recoveringValue(_ expr: ExprSyntax, isView: Bool, _ cx: Context, _ body: () throws -> Value) throws -> Value {
        let root = !isView && !budget.isInsideValue
        do {
            return try budgeted(root: root, body)
        } catch {
            return try recovered(from: error, expr, isView: isView, root: root, cx)
        }
    }

    /// What `recoveringValue` makes of `error` from `expr`'s evaluation: an opaque value standing
    /// in for it, or the error again when it is not one to recover from.
    func recovered(from error: Error, _ expr: ExprSyntax, isView: Bool, root: Bool, _ cx: Context) throws -> Value {
        guard var e = error as? SceneError else { throw error }
        if recovers(e) {
            if e.trail.isEmpty { e.trail = cx.trail }
            // A view that cannot be built is a placeholder, whose own warning says why.
            if isView { return .opaque(OpaqueValue(expression: files.compact(expr), type: nil, node: Syntax(expr), origin: .failed(e))) }
            return .opaque(standIn(for: expr, e))
        }
        if root && e.kind == .budget && !strict { return .opaque(cut(files.compact(expr), at: expr, e)) }
        throw e
    }

    /// A declaration's value (a global's, a static's, a stored property's initial value) with a
    /// share of the budget of its own: a computation past it is cut there, and the declaration's
    /// value is opaque (`'SalesModel.history' was cut …`).
    func budgetedDeclaration(_ name: String, at node: some SyntaxProtocol, _ body: () throws -> Value) throws -> Value {
        do {
            return try budgeted(root: true, body)
        } catch let e as SceneError where e.kind == .budget && !strict {
            return .opaque(cut(name, at: node, e))
        }
    }

    private func budgeted(root: Bool, _ body: () throws -> Value) throws -> Value {
        guard root else { return try body() }
        let share = budget.enterRoot()
        defer { budget.leaveRoot(share) }
        return try body()
    }

    /// The opaque value standing in for `written`, whose evaluation was cut, with its warning.
    private func cut(_ written: String, at node: some SyntaxProtocol, _ e: SceneError) -> OpaqueValue {
        let at = "\(e.path.split(separator: "/").last.map(String.init) ?? e.path):\(e.line):\(e.column)"
        let message = "'\(SourceText.shortened(written))' was cut (\(at): \(e.message)); it is an opaque value"
        note(files.diagnostic(node, kind: .recovered, message), collected: true)
        recoveries += 1
        var cause = error(node, message, kind: .budget)
        cause.trail = e.trail
        return OpaqueValue(expression: written, type: nil, node: Syntax(node), origin: .failed(cause))
    }

    /// Binds every name a `let`/`var` declares to an opaque value (its initializer could not be read).
    func bindOpaque(_ variable: VariableDeclSyntax, origin: OpaqueValue.Origin, _ cx: Context) {
        func bind(_ pattern: PatternSyntax) {
            if let name = pattern.as(IdentifierPatternSyntax.self)?.identifier.identifierName {
                cx.scope.bind(name, .opaque(OpaqueValue(expression: name, type: nil, node: Syntax(pattern), origin: origin)))
            } else if let tuple = pattern.as(TuplePatternSyntax.self) {
                for element in tuple.elements { bind(element.pattern) }
            } else if let binding = pattern.as(ValueBindingPatternSyntax.self) {
                bind(binding.pattern)
            }
        }
        for binding in variable.bindings { bind(binding.pattern) }
    }

    /// Runs `body` as a probe: with recovery off, nil when it fails.
    func probing<T>(_ body: () throws -> T) -> T? {
        let saved = strict
        strict = true
        defer { strict = saved }
        return try? body()
    }

    /// One step of evaluation, counted against the budget.
    @inline(__always)
    func step(_ node: some SyntaxProtocol) throws {
        guard let kind = budget.step() else { return }
        throw outOfSteps(kind, at: Syntax(node))
    }

    /// A compiled expression's step: its syntax is read only when the budget runs out (a copy
    /// of it at every step retained and released its tree).
    @inline(__always)
    func step(_ code: CompiledExpression) throws {
        guard let kind = budget.step() else { return }
        throw outOfSteps(kind, at: Syntax(code.syntax))
    }

    private func outOfSteps(_ kind: SceneError.Kind, at node: Syntax) -> SceneError {
        let message = kind == .limit || budget.previewSpent
            ? "the preview took more than \(TraceFormat.number(Double(budget.perPreview))) steps of evaluation"
            : "evaluation took more than \(TraceFormat.number(Double(budget.perValue))) steps here"
        return error(node, message, kind: kind)
    }

    /// A view that cannot be built (a statement of a view builder): a placeholder of its own,
    /// whose warning says why, with its siblings laid out as usual.
    func placeholder(for item: some SyntaxProtocol, _ failure: SceneError, _ cx: Context) throws -> NodeSpec {
        var failure = failure
        if failure.trail.isEmpty { failure.trail = cx.trail }
        let written = files.compact(item)
        return try placeholder(item, label: written, reason: .unbuilt(expression: written, cause: failure), cx)
    }

    /// An error as a cause in another warning: `Card.swift:12:3: cannot find 'x' in scope`.
    static func cause(_ e: SceneError) -> String {
        "\(e.path.split(separator: "/").last.map(String.init) ?? e.path):\(e.line):\(e.column): \(e.message)"
    }

    /// The failure behind a placeholder the root is, when nothing of the root could be built.
    func rootFailure(_ specs: [NodeSpec]) -> SceneError? {
        guard !specs.isEmpty, specs.allSatisfy({ $0.kind == "Placeholder" && $0.args["placeholder"] == .string(PlaceholderLayout.Reason.unbuilt.rawValue) }) else { return nil }
        return specs.first?.source.flatMap { unbuiltCauses[$0] }
    }
}

/// How much evaluation a preview may do: each outermost value it computes (a view's stored
/// property, an argument, a global's value) has `stepsPerValue` steps (an expression evaluated
/// is a step), and the whole preview `stepsPerPreview`. A value that runs past its share, or past
/// what is left of the preview's, is cut and becomes opaque with a warning naming it
/// (`Interpreter.recoveringValue`); views built outside any value past the preview's budget stop
/// it with an error. Steps, not seconds: the same scene is cut at the same place on every
/// machine, so replay agrees with the recording.
public struct EvaluationBudget: Sendable {
    /// About a quarter of a second of the interpreter's work in a release build (docs/benchmarks.md).
    public static let stepsPerValue = 1_000_000
    public static let stepsPerPreview = 20_000_000

    let perValue: Int
    let perPreview: Int
    private var previewLeft: Int
    private var valueLeft = Int.max
    /// Value boundaries open: 0 while views are being built outside any value.
    private var depth = 0

    public init(perValue: Int = stepsPerValue, perPreview: Int = stepsPerPreview) {
        self.perValue = perValue
        self.perPreview = perPreview
        previewLeft = perPreview
    }

    /// Counts a step; what running out means where it happened: a value is cut (`.budget`), a
    /// preview outside any value stops (`.limit`); nil while steps remain.
    @inline(__always)
    mutating func step() -> SceneError.Kind? {
        previewLeft &-= 1
        valueLeft &-= 1
        if previewLeft >= 0 && valueLeft >= 0 { return nil }
        return depth > 0 ? .budget : .limit
    }

    /// Whether the whole preview's budget is spent (not only a value's share).
    var previewSpent: Bool { previewLeft < 0 }
    /// Whether a value is being computed (rather than views built outside any).
    var isInsideValue: Bool { depth > 0 }

    /// What a value being computed had left when another began inside it, and the share given to it.
    struct Share {
        let saved: Int
        let given: Int
    }

    /// Opens a value with a share of its own: `stepsPerValue`, or what is left of the value it is
    /// computed in, if less (an outer value is charged the steps of the values inside it).
    mutating func enterRoot() -> Share {
        depth += 1
        let share = Share(saved: valueLeft, given: min(perValue, valueLeft))
        valueLeft = share.given
        return share
    }

    mutating func leaveRoot(_ share: Share) {
        depth -= 1
        valueLeft = share.saved == Int.max ? Int.max : share.saved - (share.given - valueLeft)
    }
}
