import Foundation
import LayoutEngine
import SwiftSyntax

/// Evaluates the scene's code on demand, never compiling it: from the recorded preview down,
/// each declaration it reaches is evaluated once (globals and statics are memoised), view
/// expressions become node specs, and everything outside the scene's files is an opaque value.
///
/// The declarations are the index's (immutable); this object holds only evaluation state: the
/// values computed so far, the warnings, the seeded generator and the limits' counters. What
/// an evaluation runs in (names, environment, the way it came) is a `Context` passed down.
final class Interpreter {
    let index: DeclarationIndex
    let resolver: NameResolver
    var files: SourceFiles { index.files }
    /// The images the scene's `Image("name")`s can load, and those it did.
    let assets: AssetCatalog
    private(set) var resolvedImages: [String: SceneImage] = [:]
    /// The asset colours the scene used.
    private(set) var resolvedColors: [String: SceneColor] = [:]
    /// The seeded generator behind `Int.random(in:)`, `shuffled()`…: the same scene records the same draws.
    var random: SeededRandom
    /// Whether every branch and declaration is read (`ltrace check`), not only what the preview reaches.
    let checksEverything: Bool
    /// Whether the first error stops the recording (`--strict`) instead of being recovered from
    /// (`Recovery`); a probe sets it for a moment.
    var strict: Bool
    /// The evaluation steps the preview may still take (`EvaluationBudget`).
    var budget: EvaluationBudget
    /// How many errors were recovered from (each also a `recovered` or `placeholder` warning).
    var recoveries = 0
    /// What the scene's code stored in `UserDefaults`, by suite and key (`UserDefaultsModel`).
    var userDefaults: [String: Value] = [:]
    /// The app's files by name, for `Bundle.main.url(forResource:…)`.
    let bundledFiles = BundledFiles()
    /// The failure behind each placeholder of a view that could not be built, by its position.
    var unbuiltCauses: [SourcePosition: SceneError] = [:]
    /// The globals' scope: the parent of every instance's.
    let globals = Scope(parent: nil)

    /// What was accepted but reported, in the order met (each position and message once).
    private(set) var diagnostics: [SourceDiagnostic] = []
    private var reported: Set<SourceDiagnostic> = []
    /// The diagnostics of the nodes being built, innermost last: a substitution or placeholder
    /// belongs to the node whose arguments or content needed it.
    private var nodeDiagnostics: [[SourceDiagnostic]] = []
    /// Globals' and statics' values, by declaration, as first computed.
    private var memo: [SyntaxIdentifier: Memo] = [:]
    enum Memo {
        case evaluating
        case done(Value)
        case failed(SceneError)
    }

    /// Facts read from syntax once and kept (string literals, written types' view-ness, parameters).
    let facts = SyntaxFacts()
    /// Expressions and statements compiled once, run each time they are met.
    let compiled = CompiledCode()

    /// How deeply evaluation is nested now (`nested`, `evaluate`), against `maximumDepth`.
    var depth = 0
    var nodesBuilt = 0
    /// The `return` statement executed last: which line of a layout's method gave its answer.
    var lastReturn: ReturnStmtSyntax?
    /// What the scene's layouts' code may still spend, over the whole recording (`LayoutMethodRun`).
    lazy var layoutBudget = EvaluationBudget(perValue: budget.perValue, perPreview: budget.perPreview)
    /// How many of the scene's layout methods are running, one inside another.
    var layoutCodeDepth = 0

    // The limits README documents ("Limits"). A real screen has hundreds of views; these
    // stop a runaway scene early, with a message, instead of exhausting the machine.
    static let maximumDepth = 200
    static let maximumNodes = 200_000
    static let maximumForEachCount = 100_000
    /// How deep one view may contain itself (a comment thread's replies): deeper is a loop.
    static let maximumRecursion = 24

    /// The Dynamic Type size the scene is read at (`@ScaledMetric`, `@Environment(\.dynamicTypeSize)`);
    /// nil when the recording's passes have several, so that no single size is right.
    let readingSize: DynamicTypeSize?
    /// The display scale of the recording's passes (`\.displayScale`; UIKit rounds scaled
    /// metrics to its pixels).
    let displayScale: Double
    /// The appearance `@Environment(\.colorScheme)` reads (`--color-scheme`).
    let colorScheme: ColorScheme
    /// The functions the embedding program defines (`HostFunction`), by name.
    let hostFunctions: [String: HostFunction]

    init(
        index: DeclarationIndex, assets: AssetCatalog = .empty, seed: UInt64 = SeededRandom.defaultSeed, readingSize: DynamicTypeSize? = .large,
        displayScale: Double = 3, colorScheme: ColorScheme = .light, checksEverything: Bool = false, strict: Bool = false, budget: EvaluationBudget = EvaluationBudget(), hostFunctions: [String: HostFunction] = [:]
    ) {
        self.strict = strict
        self.budget = budget
        self.index = index
        self.readingSize = readingSize
        self.displayScale = displayScale
        self.colorScheme = colorScheme
        self.hostFunctions = hostFunctions
        resolver = NameResolver(index: index, hostNames: Set(hostFunctions.keys))
        self.assets = assets
        random = SeededRandom(seed: seed)
        self.checksEverything = checksEverything
    }

    func remember(_ image: SceneImage) { resolvedImages[image.name] = image }
    func remember(_ color: SceneColor) { resolvedColors[color.name] = color }

    // MARK: Positions, errors and warnings

    func position(_ node: some SyntaxProtocol) -> SourcePosition { files.position(node) }
    /// A node's text as written, trimmed (cached: types and attribute names are read on every call).
    func written(_ node: some SyntaxProtocol) -> String { files.written(node) }

    func label(_ name: String, _ call: FunctionCallExprSyntax, keepTrailingClosures: Bool = false) -> String {
        files.label(name, call, keepTrailingClosures: keepTrailingClosures)
    }

    func error(_ node: some SyntaxProtocol, _ message: String, kind: SceneError.Kind = .evaluation) -> SceneError { files.error(node, message, kind: kind) }

    /// Reports code that is accepted: ignored, substituted, a placeholder or approximated. The
    /// node being built keeps it, so that `why` can say what its size depends on.
    @discardableResult
    func warn(_ node: some SyntaxProtocol, _ kind: SourceDiagnostic.Kind = .approximated, _ message: String, collected: Bool = true) -> SourceDiagnostic {
        note(files.diagnostic(node, kind: kind, message), collected: collected)
    }

    /// Reports a diagnostic made elsewhere (`warn`'s work, for a position an error already names).
    @discardableResult
    func note(_ d: SourceDiagnostic, collected: Bool = true) -> SourceDiagnostic {
        if reported.insert(d).inserted { diagnostics.append(d) }
        // A placeholder is its own node's; other reports belong to the node being built, unless
        // the caller gives them to a node itself (`collected: false`).
        if collected, d.kind != .ignored && d.kind != .placeholder, !nodeDiagnostics.isEmpty { nodeDiagnostics[nodeDiagnostics.count - 1].append(d) }
        return d
    }

    /// `value` with `d` marked on the nodes it is (a modifier ltrace ignores marks the view it was written on).
    func marking(_ value: Value, with d: SourceDiagnostic) -> Value {
        switch value {
        case .views(let specs): return .views(specs.map { var s = $0; s.diagnostics.append(d); return s })
        case .text(var t): t.diagnostics.append(d); return .text(t)
        case .image(var i): i.diagnostics.append(d); return .image(i)
        default: return value
        }
    }

    /// Runs `body`, which builds one node, and gives it the substitutions and placeholders its
    /// arguments needed.
    func collectingDiagnostics<T>(_ body: () throws -> T) rethrows -> (T, [SourceDiagnostic]) {
        nodeDiagnostics.append([])
        defer { nodeDiagnostics.removeLast() }
        let result = try body()
        return (result, nodeDiagnostics[nodeDiagnostics.count - 1])
    }

    /// Guards recursion: scenes nested deeper than any real view get an error instead of a crash.
    func nested<T>(_ node: some SyntaxProtocol, _ body: () throws -> T) throws -> T {
        depth += 1
        defer { depth -= 1 }
        if depth > Self.maximumDepth { throw tooDeep(node) }
        return try body()
    }

    /// The error of evaluation nested past `maximumDepth`. Inside a value (a function calling
    /// itself without end), the value is cut and becomes opaque; views nested that deep stop the scene.
    func tooDeep(_ node: some SyntaxProtocol) -> SceneError {
        if budget.isInsideValue && !strict { return error(node, "evaluation nested more than \(Self.maximumDepth) levels deep here", kind: .budget) }
        return error(node, "the scene is nested too deeply (more than \(Self.maximumDepth) levels)", kind: .limit)
    }

    /// Counts nodes so that a runaway `ForEach` is an error, not an exhausted machine.
    func count(_ specs: [NodeSpec], at node: some SyntaxProtocol) throws -> [NodeSpec] {
        nodesBuilt += specs.count
        if nodesBuilt > Self.maximumNodes {
            throw error(node, "the scene has more than \(Self.maximumNodes) views", kind: .limit)
        }
        return specs
    }

    // MARK: Reaching declarations

    /// Evaluates a declaration the preview reached: its errors say how it was reached, and a
    /// file that does not parse fails here, when something it declares is used.
    func reaching<T>(_ declaration: some SyntaxProtocol, _ name: String, _ cx: Context, _ body: (Context) throws -> T) throws -> T {
        try reaching(name, brokenBy: files.file(of: declaration)?.syntaxError, cx, body)
    }

    /// `reaching` a declaration whose file's syntax error is known (`CompiledFunction`).
    func reaching<T>(_ name: String, brokenBy syntaxError: SceneError?, function: FunctionDeclSyntax? = nil, _ cx: Context, _ body: (Context) throws -> T) throws -> T {
        if let broken = syntaxError {
            var e = broken
            e.trail = cx.trail + [name]
            throw e
        }
        let inner = cx.entering(name, function: function)
        do {
            return try body(inner)
        } catch var e as SceneError where e.trail.isEmpty {
            e.trail = inner.trail
            throw e
        }
    }

    /// A global's or static's value: evaluated the first time it is read, then kept (so a
    /// `static let shared = Store()` is one store, as in Swift).
    func memoised(_ declaration: PropertyDeclaration, _ cx: Context, _ evaluate: (Context) throws -> Value) throws -> Value {
        switch memo[declaration.node.id] {
        case .done(let v)?: return v
        case .failed(let e)?: throw e
        case .evaluating?:
            throw error(declaration.node, "'\(declaration.qualifiedName)' needs its own value to compute its value")
        case nil:
            memo[declaration.node.id] = .evaluating
            do {
                let v = try budgetedDeclaration(declaration.qualifiedName, at: declaration.node) {
                    try reaching(declaration.node, declaration.qualifiedName, cx, evaluate)
                }
                memo[declaration.node.id] = .done(v)
                return v
            } catch let e as SceneError {
                memo[declaration.node.id] = .failed(e)
                throw e
            } catch {
                memo[declaration.node.id] = nil
                throw error
            }
        }
    }

    /// `Type.name = value` for a static, or `name = value` for a global: later reads see it.
    func setMemoised(_ declaration: PropertyDeclaration, _ value: Value) { memo[declaration.node.id] = .done(value) }

    /// A closure of the scene that layout calls later (GeometryReader content, alignment
    /// guides, container-relative lengths), run in the context it was written in.
    func duringLayout<A, R>(_ body: @escaping (A) throws -> R) -> (A) throws -> R {
        return { argument in
            // Each evaluation counts its own views and steps against the limits, not the sum over a sweep.
            let saved = self.nodesBuilt
            let savedBudget = self.budget
            self.budget = EvaluationBudget(perValue: savedBudget.perValue, perPreview: savedBudget.perPreview)
            defer {
                self.nodesBuilt = saved
                self.budget = savedBudget
            }
            return try body(argument)
        }
    }
}
