import Foundation

/// The arguments of one view or modifier call written in a scene file, as its
/// descriptor reads them. The scene interpreter implements this: each read evaluates
/// the argument, checks its type and reports a mistake at its file:line:column; an
/// argument no read consumed is reported as unexpected, with a suggestion.
///
/// A `label` of nil reads the next unlabeled argument.
public protocol SceneArguments {
    /// The call as written, shortened: `frame(width: 80)`.
    var written: String { get }
    /// No arguments and no trailing closure.
    var isEmpty: Bool { get }
    /// Whether an argument with this label was written.
    func has(_ label: String) -> Bool
    /// A finite length (spacing, padding, sizes); nil when absent or written `nil`.
    func length(_ label: String?) throws -> CGFloat?
    /// A dimension that may be infinite (`maxWidth: .infinity`); nil when absent or `nil`.
    func dimension(_ label: String?) throws -> CGFloat?
    /// Any number but NaN (a priority, a factor).
    func number(_ label: String?) throws -> Double?
    func int(_ label: String?) throws -> Int?
    func bool(_ label: String?) throws -> Bool?
    func alignment(_ label: String?) throws -> Alignment?
    func horizontalAlignment(_ label: String?) throws -> HorizontalAlignment?
    func verticalAlignment(_ label: String?) throws -> VerticalAlignment?
    func axes(_ label: String?) throws -> Axis.Set?
    func contentMode(_ label: String?) throws -> ContentMode?
    /// An argument that may be of several types (padding's edges, insets or length; offset's size).
    func value(_ label: String?, _ kinds: [SceneValue.Kind]) throws -> SceneValue?
    /// The views of the `content` closure (trailing or labelled), evaluated now.
    func content() throws -> [NodeSpec]
    /// Views given as an argument, or as a closure labelled `label` or trailing.
    func views(_ label: String?) throws -> [NodeSpec]?
    /// Accepts an argument that cannot change layout (`showsIndicators:`, `style:`).
    func ignore(_ label: String?) throws
    /// An error at the call.
    func error(_ message: String) -> Error
}

/// A value of one of the types a layout argument can have.
public enum SceneValue {
    case number(CGFloat)
    case size(CGSize)
    case point(CGPoint)
    case edges(Edge.Set)
    case insets(EdgeInsets)
    case none

    public enum Kind: Sendable { case number, size, point, edges, insets }
}

/// A built-in view a scene may write: its name and how its call becomes a node.
public struct SceneView: Sendable {
    public let name: String
    public let make: @Sendable (SceneArguments) throws -> NodeSpec

    public init(_ name: String, make: @escaping @Sendable (SceneArguments) throws -> NodeSpec) {
        self.name = name
        self.make = make
    }
}

/// A built-in modifier a scene may write: its name and how its call becomes the node
/// that wraps the view it modifies.
public struct SceneModifier: Sendable {
    public let name: String
    public let make: @Sendable (SceneArguments) throws -> NodeSpec

    public init(_ name: String, make: @escaping @Sendable (SceneArguments) throws -> NodeSpec) {
        self.name = name
        self.make = make
    }
}
