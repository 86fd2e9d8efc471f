import Foundation
import LayoutEngine
import SwiftSyntax

/// What an evaluation runs in, passed down from the root: the names it sees, the environment
/// the views being built are in, and the way it came (for errors).
///
/// Every statement, loop iteration and call copies a context, so it is two references wide:
/// the scope, and the rest (`Frame`), which changes seldom and is shared until it does.
struct Context {
    var scope: Scope
    private var frame: Frame

    /// What a context keeps besides its scope: a chain, each link made when a part changes
    /// (never changed itself), so that entering a declaration adds a link rather than copying
    /// the trail.
    private final class Frame {
        /// The environment, in the link that set it; a link made for a declaration or a function
        /// reads its nearest one's (every call makes a link, and copying the environment into it
        /// retained and released its arrays).
        private let ownEnvironment: EnvironmentValues?
        /// The link holding the environment when this one does not: an ancestor, kept by `parent`.
        private let environmentLink: Unmanaged<Frame>?
        let function: FunctionDeclSyntax?
        /// The declaration this link entered (`entering`); nil where only the environment or
        /// the function changed.
        let label: String?
        let parent: Frame?

        /// A link setting the environment.
        init(environment: EnvironmentValues, function: FunctionDeclSyntax?, label: String?, parent: Frame?) {
            ownEnvironment = environment
            environmentLink = nil
            self.function = function
            self.label = label
            self.parent = parent
        }

        /// A link keeping `parent`'s environment.
        init(function: FunctionDeclSyntax?, label: String?, parent: Frame) {
            ownEnvironment = nil
            environmentLink = parent.ownEnvironment != nil ? Unmanaged.passUnretained(parent) : parent.environmentLink
            self.function = function
            self.label = label
            self.parent = parent
        }

        var environment: EnvironmentValues {
            if let ownEnvironment { return ownEnvironment }
            return environmentLink!._withUnsafeGuaranteedRef { $0.ownEnvironment! }
        }
    }

    init(scope: Scope) {
        self.scope = scope
        frame = Frame(environment: EnvironmentValues(), function: nil, label: nil, parent: nil)
    }

    var environment: EnvironmentValues {
        get { frame.environment }
        set { frame = Frame(environment: newValue, function: frame.function, label: nil, parent: frame) }
    }
    /// What evaluation went through to get here, outermost first: `#Preview("Card")`,
    /// `CardView.body`, `Theme.formatter`.
    var trail: [String] {
        var labels: [String] = []
        var link: Frame? = frame
        while let l = link {
            if let label = l.label { labels.append(label) }
            link = l.parent
        }
        return labels.reversed()
    }
    /// The function whose code runs (`#function` names it: `Interpreter.swiftName(of:)`).
    var function: FunctionDeclSyntax? {
        get { frame.function }
        set { frame = Frame(function: newValue, label: nil, parent: frame) }
    }

    /// The same context with `scope`'s names (a closure's captured scope, a function's parameters).
    func with(_ scope: Scope) -> Context {
        var copy = self
        copy.scope = scope
        return copy
    }

    /// A context whose new names (a block's `let`s, a closure's parameters) go in a scope of their own.
    func nested() -> Context { with(Scope(parent: scope)) }

    /// The scope for the next run of a body that runs over and over in this context (a `for`
    /// loop's iteration, a collection method's closure for an element): the last run's scope
    /// emptied and used again when nothing kept it (no closure made in it captured it), else a
    /// new one over `parent`.
    mutating func renewScope(over parent: Scope) {
        if isKnownUniquelyReferenced(&scope) { scope.removeAll() } else { scope = Scope(parent: parent) }
    }

    /// The context of a declaration evaluation reaches (a view's body, a function, a global);
    /// `function` is the function whose code runs there, if it is one.
    func entering(_ label: String, function: FunctionDeclSyntax? = nil) -> Context {
        var copy = self
        copy.frame = Frame(function: function ?? frame.function, label: label, parent: frame)
        return copy
    }
}

/// SwiftUI's environment as the views being built see it: what `.environment(…)` and the
/// style modifiers set around them, whether they are in a list, and the navigation bar their
/// titles go to.
struct EnvironmentValues {
    /// `.environment(\.colorScheme, .dark)`, `.environment(model)`, `.buttonStyle(.bordered)`
    /// around the views, innermost last; keys are key paths' names, model types' names, or
    /// the style modifiers' names.
    private(set) var entries: [(key: String, value: Value)] = []
    /// The containers the views are in, innermost last: what a `SceneSetting` sets goes to the
    /// nearest of its kind (a `navigationTitle` to the navigation stack's bar).
    private(set) var contexts: [SceneContext] = []

    func value(_ key: String) -> Value? { entries.last { $0.key == key }?.value }

    func isInside(_ kind: SceneContextKind) -> Bool { contexts.contains { $0.kind == kind } }

    func nearest(_ kind: SceneContextKind) -> SceneContext? { contexts.last { $0.kind == kind } }

    func opening(_ context: SceneContext) -> EnvironmentValues {
        var copy = self
        copy.contexts.append(context)
        return copy
    }

    func setting(_ key: String, _ value: Value) -> EnvironmentValues {
        var copy = self
        copy.entries.append((key, value))
        return copy
    }
}

/// A container the views are in, and what the modifiers inside it set on it (the first value
/// set for a key wins, as the root view's `navigationTitle` does).
final class SceneContext {
    let kind: SceneContextKind
    private(set) var settings: SceneSettings = [:]

    init(_ kind: SceneContextKind) { self.kind = kind }

    func set(_ values: SceneSettings) { settings.merge(values) { first, _ in first } }
}
