import Foundation
import LayoutEngine
import SwiftSyntax

/// What an evaluation runs in, passed down from the root: the names it sees, the environment
/// the views being built are in, and the way it came (for errors).
struct Context {
    var scope: Scope
    var environment = EnvironmentValues()
    /// What evaluation went through to get here, outermost first: `#Preview("Card")`,
    /// `CardView.body`, `Theme.formatter`.
    var trail: [String] = []
    /// The function whose code runs (`#function` names it: `Interpreter.swiftName(of:)`).
    var function: FunctionDeclSyntax?

    /// The same context with `scope`'s names (a closure's captured scope, a function's parameters).
    func with(_ scope: Scope) -> Context {
        var copy = self
        copy.scope = scope
        return copy
    }

    /// A context whose new names (a block's `let`s, a closure's parameters) go in a scope of their own.
    func nested() -> Context { with(Scope(parent: scope)) }

    /// The context of a declaration evaluation reaches (a view's body, a function, a global).
    func entering(_ frame: String) -> Context {
        var copy = self
        copy.trail.append(frame)
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
