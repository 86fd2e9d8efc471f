import Foundation
import LayoutEngine
import SwiftSyntax

/// A scene's own `Layout` (`struct FlowLayout: Layout { … }`), run by the interpreter: each call
/// the engine makes into it (`sizeThatFits`, `placeSubviews`, `explicitAlignment`, `spacing`,
/// `makeCache`, `updateCache`) runs the scene's method of that name, with the proposal, the
/// bounds and the subviews as values (`ProposalValue`, `SubviewValue`) and the cache written back
/// after each call, as `inout` does. The engine records the calls like any container's; the
/// subviews' queries and placements are decisions naming the statement that made them.
///
/// Faults of the layout's code never stop the recording: a method that fails (an error, a
/// `fatalError`, an index out of range, a loop past its step budget) is a warning at the failing
/// statement, and that call falls back (`LayoutRunner.fallBack`); an answer that is not a size
/// SwiftUI can use is a warning too.
struct InterpretedLayout: Layout {
    let runner: LayoutRunner

    /// The layout's own `Cache` value, as its methods leave it.
    final class Cache {
        var value: Value = .tuple([])
    }

    var _engineTraits: EngineLayoutTraits { EngineLayoutTraits(instanceProperties: runner.properties) }

    func makeCache(subviews: Subviews) -> Cache {
        let cache = Cache()
        runner.makeCache(cache, subviews)
        return cache
    }

    func updateCache(_ cache: inout Cache, subviews: Subviews) { runner.updateCache(cache, subviews) }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        runner.sizeThatFits(proposal, subviews, cache)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        runner.placeSubviews(bounds, proposal, subviews, cache)
    }

    func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGFloat? {
        runner.explicitAlignment(.horizontal(guide), "HorizontalAlignment", bounds, proposal, subviews, cache)
    }

    func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGFloat? {
        runner.explicitAlignment(.vertical(guide), "VerticalAlignment", bounds, proposal, subviews, cache)
    }

    func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing { runner.spacing(subviews, cache) }
}

/// Runs one layout value's methods: the interpreter, the layout's instance and the methods its
/// type declares, found once.
final class LayoutRunner {
    let interpreter: Interpreter
    let instance: Instance
    /// The context the layout was made in (its errors say how the preview reached it).
    let context: Context
    let properties: LayoutProperties
    private let methods: [String: [FunctionDeclSyntax]]

    var name: String { instance.type.name }

    init(interpreter: Interpreter, instance: Instance, context: Context, properties: LayoutProperties) {
        self.interpreter = interpreter
        self.instance = instance
        self.context = context
        self.properties = properties
        var found: [String: [FunctionDeclSyntax]] = [:]
        for method in ["sizeThatFits", "placeSubviews", "explicitAlignment", "spacing", "makeCache", "updateCache"] {
            if let f = interpreter.methods(instance.type, method) { found[method] = f }
        }
        methods = found
    }

    // MARK: The protocol's methods

    func makeCache(_ cache: InterpretedLayout.Cache, _ subviews: LayoutSubviews) {
        guard let f = methods["makeCache"]?.first else { return }
        let run = LayoutMethodRun(self, "makeCache", subviews)
        guard let made = run.call(f, [.array(run.subviewValues)]) else { return }
        cache.value = made.result
        run.recordCache(cache.value, at: made.returned ?? Syntax(f))
    }

    func updateCache(_ cache: InterpretedLayout.Cache, _ subviews: LayoutSubviews) {
        // SwiftUI's default recreates the cache with `makeCache` (Apple's documentation).
        guard let f = methods["updateCache"]?.first else { return makeCache(cache, subviews) }
        let run = LayoutMethodRun(self, "updateCache", subviews)
        guard let updated = run.call(f, [cache.value, .array(run.subviewValues)], writingBack: 0) else { return }
        cache.value = updated.writtenBack ?? cache.value
        run.recordCache(cache.value, at: Syntax(f))
    }

    func sizeThatFits(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ cache: InterpretedLayout.Cache) -> CGSize {
        guard let f = methods["sizeThatFits"]?.first else { return fallBack(proposal) }
        let run = LayoutMethodRun(self, "sizeThatFits", subviews)
        guard let answered = run.call(f, [.native(ProposalValue(proposal: proposal)), .array(run.subviewValues), cache.value], writingBack: 2) else {
            return run.fellBack(proposal, fallBack(proposal))
        }
        cache.value = answered.writtenBack ?? cache.value
        let at = answered.returned ?? Syntax(f)
        // `subviews.reduce(.zero) { … }` over no subviews: the `.zero` nothing gave a type is CGSize's.
        guard case .size(let size) = interpreter.typed(answered.result, as: "CGSize") else {
            return run.fault("returned \(answered.result.typeName), not a CGSize", at: at, proposal, fallBack(proposal))
        }
        let checked = run.checked(size, proposal, fallBack(proposal), at: at)
        run.recordAnswer(proposal, TraceFormat.size(checked), at: at)
        return checked
    }

    func placeSubviews(_ bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ cache: InterpretedLayout.Cache) {
        guard let f = methods["placeSubviews"]?.first else { return }
        let run = LayoutMethodRun(self, "placeSubviews", subviews)
        // A subview the code leaves unplaced is centred with the container's proposal by the engine, as SwiftUI does.
        guard let placed = run.call(f, [.rect(bounds), .native(ProposalValue(proposal: proposal)), .array(run.subviewValues), cache.value], writingBack: 3) else { return }
        cache.value = placed.writtenBack ?? cache.value
    }

    /// `explicitAlignment(of:in:proposal:subviews:cache:)`: the overload whose guide is of `guideType`.
    func explicitAlignment(
        _ guide: Value, _ guideType: String, _ bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ cache: InterpretedLayout.Cache
    ) -> CGFloat? {
        guard let f = methods["explicitAlignment"]?.first(where: { $0.signature.parameterClause.parameters.first?.type.trimmedText.hasSuffix(guideType) == true }) else {
            return nil
        }
        let run = LayoutMethodRun(self, "explicitAlignment", subviews)
        guard let answered = run.call(f, [guide, .rect(bounds), .native(ProposalValue(proposal: proposal)), .array(run.subviewValues), cache.value], writingBack: 4) else { return nil }
        cache.value = answered.writtenBack ?? cache.value
        if answered.result.isNil { return nil }
        guard let n = answered.result.number, n.isFinite else {
            return run.fault("returned \(answered.result.typeName) for a guide, not a finite number; the guide keeps its default", at: answered.returned ?? Syntax(f), proposal, nil)
        }
        return CGFloat(n)
    }

    func spacing(_ subviews: LayoutSubviews, _ cache: InterpretedLayout.Cache) -> ViewSpacing {
        guard let f = methods["spacing"]?.first(where: { $0.signature.parameterClause.parameters.count == 2 }) else {
            // SwiftUI's default: the union of the subviews' preferences.
            return subviews.spacingUnion
        }
        let run = LayoutMethodRun(self, "spacing", subviews)
        guard let answered = run.call(f, [.array(run.subviewValues), cache.value], writingBack: 1) else { return ViewSpacing() }
        cache.value = answered.writtenBack ?? cache.value
        guard case .native(let s as SpacingValue) = answered.result else {
            return run.fault("returned \(answered.result.typeName), not a ViewSpacing; the default spacing is used", at: answered.returned ?? Syntax(f), nil, ViewSpacing())
        }
        return s.spacing
    }

    /// What a call whose code failed answers: the placeholder's rule, the space offered.
    func fallBack(_ proposal: ProposedViewSize) -> CGSize { proposal.replacingUnspecifiedDimensions(by: .zero) }
}

/// One run of one of a layout's methods: binds its parameters, runs its statements within a step
/// budget of its own, and records the decisions its subviews' queries and placements make.
final class LayoutMethodRun {
    let runner: LayoutRunner
    let method: String
    let subviews: LayoutSubviews
    private var placed: [NodeID: Syntax] = [:]

    init(_ runner: LayoutRunner, _ method: String, _ subviews: LayoutSubviews) {
        self.runner = runner
        self.method = method
        self.subviews = subviews
    }

    var interpreter: Interpreter { runner.interpreter }
    var subviewValues: [Value] { subviews.map { .native(SubviewValue(proxy: $0, run: self)) } }

    /// What a method returned, the `return` statement that returned it, and the `inout` parameter's value after it.
    struct Outcome {
        let result: Value
        let returned: Syntax?
        let writtenBack: Value?
    }

    /// Runs `f` with `arguments` for its parameters in order; nil when it failed (the warning is written).
    func call(_ f: FunctionDeclSyntax, _ arguments: [Value], writingBack inoutIndex: Int? = nil) -> Outcome? {
        let i = interpreter
        let parameters = Array(f.signature.parameterClause.parameters)
        guard let body = f.body else { return nil }
        let scope = Scope(parent: Scope(parent: i.globals, instance: runner.instance))
        for (parameter, value) in zip(parameters, arguments) { scope.bind((parameter.secondName ?? parameter.firstName).identifierName, value) }
        let returns = f.signature.returnClause.map { i.written($0.type) }
        // Layout code has a budget of its own for the whole recording (a preview's worth of steps),
        // of which each call has a value's share: a loop without end fails its call, and a layout
        // that runs away on every call stops costing time once the budget is spent.
        // A statement that fails ends the call (which falls back) rather than becoming an opaque
        // value the rest of the method would compute with: a layout's numbers are all it does.
        let outermost = i.layoutCodeDepth == 0
        let saved = (nodes: i.nodesBuilt, budget: i.budget, strict: i.strict)
        if outermost { i.budget = i.layoutBudget }
        i.layoutCodeDepth += 1
        i.strict = true
        defer {
            i.layoutCodeDepth -= 1
            if outermost {
                i.layoutBudget = i.budget
                i.budget = saved.budget
            }
            i.nodesBuilt = saved.nodes
            i.strict = saved.strict
        }
        let share = i.budget.enterRoot()
        defer { i.budget.leaveRoot(share) }
        do {
            i.lastReturn = nil
            let result = try i.reaching(f, "\(runner.name).\(method)(…)", runner.context) { inner in
                try i.value(of: body.statements, inner.with(scope), at: f, expecting: Expectation.of(type: returns, index: i.index), allowsVoid: true)
            }
            let cacheValue = inoutIndex.flatMap { $0 < parameters.count ? scope.lookupLocal((parameters[$0].secondName ?? parameters[$0].firstName).identifierName) : nil }
            // A body of one expression returns it; otherwise the last `return` executed did.
            let only = body.statements.count == 1 && body.statements.first?.item.is(ReturnStmtSyntax.self) == false ? body.statements.first.map(Syntax.init) : nil
            return Outcome(result: result, returned: only ?? i.lastReturn.map(Syntax.init), writtenBack: cacheValue)
        } catch let e as SceneError {
            let d = i.reportRecovery(e, "\(runner.name).\(method) \(fallBackWords)", collected: false)
            subviews.warn("\(runner.name).\(method) failed at \(d.file.split(separator: "/").last ?? ""):\(d.position.line): \(e.message); \(fallBackWords)")
            return nil
        } catch {
            return nil
        }
    }

    private var fallBackWords: String {
        switch method {
        case "sizeThatFits": return "falls back to taking the space it is offered"
        case "placeSubviews": return "falls back to SwiftUI's rule for subviews a layout does not place: each is centred with the container's proposal"
        case "explicitAlignment": return "falls back to the guide's default"
        case "spacing": return "falls back to the default spacing"
        default: return "falls back to an empty cache"
        }
    }

    /// A size answered, as the engine takes it: a NaN length (which no frame can have) falls back
    /// to the placeholder's rule, a negative one is 0; each with a warning. What SwiftUI makes of
    /// them is unconfirmed: OpenSwiftUI passes a layout's answer on unchecked. An infinite length
    /// is an answer like any other (a flexible subview probed with ∞ answers ∞).
    func checked(_ size: CGSize, _ proposal: ProposedViewSize, _ fallBack: CGSize, at node: Syntax) -> CGSize {
        var result = size
        for axis in [Axis.horizontal, .vertical] {
            let length = size[axis]
            let name = axis == .horizontal ? "width" : "height"
            if length.isNaN {
                result[axis] = fallBack[axis]
                warn("answered a \(name) that is not a number (NaN) for \(proposal); ltrace takes \(TraceFormat.number(fallBack[axis])), the space offered (what SwiftUI does is unconfirmed)", at: node)
            } else if length < 0 {
                result[axis] = 0
                warn("answered a negative \(name) (\(TraceFormat.number(length))) for \(proposal); ltrace takes 0 (what SwiftUI does is unconfirmed)", at: node)
            }
        }
        return result
    }

    /// A fault that is not an error of the code (a wrong kind of answer): a warning, and `fallBack`.
    func fault<T>(_ message: String, at node: Syntax, _ proposal: ProposedViewSize?, _ fallBack: T) -> T {
        warn(message, at: node)
        return fallBack
    }

    func fellBack(_ proposal: ProposedViewSize, _ size: CGSize) -> CGSize {
        recordAnswer(proposal, TraceFormat.size(size), at: nil)
        return size
    }

    private func warn(_ message: String, at node: Syntax) {
        let d = interpreter.warn(node, .recovered, "\(runner.name).\(method) \(message)", collected: false)
        subviews.warn("\(runner.name).\(method), \(source(of: d)): \(message)")
    }

    // MARK: Decisions

    /// `file:line` of a statement.
    func source(_ node: some SyntaxProtocol) -> String {
        let path = interpreter.files.path(of: node)
        return "\(path.split(separator: "/").last.map(String.init) ?? path):\(interpreter.position(node).line)"
    }

    private func source(of d: SourceDiagnostic) -> String { "\(d.file.split(separator: "/").last ?? ""):\(d.position.line)" }

    func recordProposal(_ proposal: ProposedViewSize, size: CGSize, to subview: LayoutSubview, at call: FunctionCallExprSyntax) {
        guard subviews.isTracing else { return }
        subviews.record(LayoutCodeProposal(layout: runner.name, method: method, source: source(call), proposal: proposal, size: size), about: subview)
    }

    func recordAnswer(_ proposal: ProposedViewSize, _ answer: String, at node: Syntax?) {
        guard subviews.isTracing else { return }
        subviews.record(LayoutCodeAnswer(layout: runner.name, method: method, source: node.map { source($0) } ?? "fallback", proposal: proposal, answer: answer))
    }

    func recordCache(_ cache: Value, at node: Syntax) {
        guard subviews.isTracing else { return }
        subviews.record(LayoutCodeCache(layout: runner.name, method: method, source: source(node), cache: SourceText.shortened(interpreter.describe(cache, at: node))))
    }

    /// `subview.place(at:anchor:proposal:)`: placed by the engine, recorded with the statement; a
    /// second placement of the same subview in one run takes precedence, as Apple's documentation says.
    func place(_ subview: LayoutSubview, at point: CGPoint, anchor: UnitPoint, proposal: ProposedViewSize, call: FunctionCallExprSyntax) throws {
        if method != "placeSubviews" && method != "explicitAlignment" {
            throw interpreter.error(call, "a subview is placed only from placeSubviews(in:proposal:subviews:cache:), not from \(method)")
        }
        guard point.x.isFinite, point.y.isFinite else {
            throw interpreter.error(call, "\(subview.nodeID) is placed at (\(TraceFormat.number(point.x)), \(TraceFormat.number(point.y))), which is not a position")
        }
        if let earlier = placed[subview.nodeID] {
            warn("placed \(subview.nodeID) again (first at \(source(earlier))); the last placement takes precedence, as in SwiftUI", at: Syntax(call))
        }
        placed[subview.nodeID] = Syntax(call)
        subview.place(at: point, anchor: anchor, proposal: proposal)
        guard subviews.isTracing else { return }
        subviews.record(
            LayoutCodePlacement(layout: runner.name, method: method, source: source(call), point: point, anchor: interpreter.unitPointName(anchor), proposal: proposal),
            about: subview)
    }
}
