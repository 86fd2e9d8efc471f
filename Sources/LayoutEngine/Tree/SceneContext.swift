import Foundation

/// A style that a modifier sets for the views inside it, and that a view reads when it is built:
/// `.buttonStyle(.bordered)`, `.listStyle(.plain)`, `.controlSize(.large)`, `.labelsHidden()`.
/// A view's file declares the styles it reads; `BuiltIns.styles` registers them, and the scene
/// interpreter handles every one of their modifiers the same way: a case it does not know is an
/// error with a suggestion, a style the app declares itself is laid out as `standard`, with a warning.
public protocol SceneStyle: RawRepresentable<String>, CaseIterable, Sendable, Codable {
    /// The modifier that sets it: `buttonStyle`.
    static var modifier: String { get }
    /// What a view reads when no modifier around it set the style.
    static var standard: Self { get }
    /// The suffix of SwiftUI's style types, so that `BorderedButtonStyle()` is `.bordered` and
    /// `DefaultButtonStyle()` is `.automatic`; nil when the modifier takes no style type.
    static var typeSuffix: String? { get }
    /// The value a modifier without arguments sets (`labelsHidden()`); nil when it takes a style.
    static var setWithoutArgument: Self? { get }
}

extension SceneStyle {
    public static var typeSuffix: String? { nil }
    public static var setWithoutArgument: Self? { nil }
    /// The cases as written after a dot: `bordered`, `borderedProminent`.
    public static var caseNames: [String] { allCases.map(\.rawValue) }
    /// The type's name, for messages and for `@Environment` reads: `ControlSize`.
    public static var typeName: String { _typeName(Self.self, qualified: false) }  // without `String(describing:)`'s conformance scans
    /// SwiftUI's name for the style: its style protocol (`ButtonStyle`), else the type (`ControlSize`).
    public static var swiftUIName: String { typeSuffix ?? typeName }
    /// The standard case as written: `automatic`.
    public static var standardName: String { standard.rawValue }
}

/// A kind of container whose content's modifiers set something on it (`navigationTitle` on the
/// navigation stack), or that its content may ask about (whether a view is in a list's row).
public struct SceneContextKind: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public var description: String { rawValue }

    /// A navigation stack's bar: its title, display mode and search field.
    public static let navigationBar = SceneContextKind(rawValue: "navigation stack")
    /// A `List`'s or `Form`'s rows.
    public static let list = SceneContextKind(rawValue: "List or Form")
}

/// What the content of a context set on it, by key (`title`, `searchable`): the first value set
/// for a key wins, as the root view's `navigationTitle` does.
public typealias SceneSettings = [String: TraceValue]

/// A modifier that sets something for a container rather than laying out the view it modifies:
/// `navigationTitle("Inbox")` sets the title of the navigation stack around it, `tag(2)` and
/// `listRowInsets(…)` write a layout value on the view for the picker or list it is in. A view's
/// file declares the settings its container reads; `BuiltIns.settings` registers them, and the
/// scene interpreter applies them all the same way. The call leaves no node.
public struct SceneSetting: Sendable {
    public enum Target: Sendable {
        /// Values for the nearest enclosing container of this kind; `outside` says, in a warning,
        /// why the call changes nothing when there is none ("cannot change layout").
        case enclosing(SceneContextKind, outside: String)
        /// Layout values written on the modified view (each element of a list).
        case modifiedView
    }

    public let modifier: String
    public let target: Target
    /// For `.enclosing`: the values the call sets, read from its arguments.
    public let settings: @Sendable (SceneArguments) throws -> SceneSettings
    /// For `.modifiedView`: reads the call's values and returns what writes them on a view.
    public let write: @Sendable (SceneArguments) throws -> (inout NodeSpec) -> Void

    /// A modifier that sets values on the nearest enclosing container of `context`.
    public init(_ modifier: String, sets context: SceneContextKind, outside: String, read: @escaping @Sendable (SceneArguments) throws -> SceneSettings) {
        self.modifier = modifier
        target = .enclosing(context, outside: outside)
        settings = read
        write = { _ in { _ in } }
    }

    /// A modifier that writes layout values on the view it modifies, for its container's layout.
    public init(_ modifier: String, writes: @escaping @Sendable (SceneArguments) throws -> (inout NodeSpec) -> Void) {
        self.modifier = modifier
        target = .modifiedView
        settings = { _ in [:] }
        write = writes
    }
}
