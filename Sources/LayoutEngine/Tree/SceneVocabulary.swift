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
    /// Any number but NaN (a priority, a factor); `nil` is an error.
    func number(_ label: String?) throws -> Double?
    /// A finite number (an offset, a position, a spacing that must be given); `nil` is an error.
    func coordinate(_ label: String?) throws -> CGFloat?
    func int(_ label: String?) throws -> Int?
    func bool(_ label: String?) throws -> Bool?
    func alignment(_ label: String?) throws -> Alignment?
    func horizontalAlignment(_ label: String?) throws -> HorizontalAlignment?
    func verticalAlignment(_ label: String?) throws -> VerticalAlignment?
    func axes(_ label: String?) throws -> Axis.Set?
    func unitPoint(_ label: String?) throws -> UnitPoint?
    func contentMode(_ label: String?) throws -> ContentMode?
    /// An argument that may be of several types (padding's edges, insets or length; offset's size).
    func value(_ label: String?, _ kinds: [SceneValue.Kind]) throws -> SceneValue?
    /// An alignment guide: `.top`, `HorizontalAlignment.center`.
    func guide(_ label: String?) throws -> SceneGuide?
    /// A closure of the scene that layout calls later with a view's dimensions (`{ $0.height / 2 }`),
    /// checked now with zero dimensions; `source` is its text, for the label and the trace.
    func dimensionsClosure(_ label: String?) throws -> (compute: (ViewDimensions) -> CGFloat, source: String)?
    /// A closure of the scene that layout calls with a container's length and axis (`{ length, _ in length / 2 }`).
    func lengthClosure(_ label: String?) throws -> (compute: (CGFloat, Axis) -> CGFloat, source: String)?
    /// An array of `GridItem`s (`[GridItem(.fixed(70)), GridItem(.adaptive(minimum: 40))]`).
    func gridItems(_ label: String?) throws -> [GridItem]?
    /// The views of the content closure (trailing, or labelled `label`), and what the modifiers
    /// inside them set on a context of this kind (`navigationTitle` on a navigation stack's bar:
    /// `SceneSetting`).
    func content(collecting context: SceneContextKind, label: String) throws -> (views: [NodeSpec], settings: SceneSettings)
    /// The value an argument holds, as a trace value, bindings read through (`selection: $flavor`).
    func boundValue(_ label: String?) -> TraceValue?
    /// Whether the view is inside a container of this kind (a picker in a `List` row shows its label).
    func isInside(_ context: SceneContextKind) -> Bool
    /// The content, made once per element when the first unlabeled argument is data
    /// (`List(items) { item in … }`, as `ForEach` does).
    func dataContent() throws -> [NodeSpec]
    /// `Group(subviews: content) { subviews in … }` (iOS 18): the views of the argument `label`
    /// resolved into SwiftUI's subviews (a `ForEach`'s rows, a `Group`'s views, each its own),
    /// handed to the trailing closure as a collection, and the views it makes; nil without the argument.
    func subviewsTransformed(_ label: String) throws -> [NodeSpec]?
    /// The views of the `content` closure (trailing or labelled), evaluated now.
    func content() throws -> [NodeSpec]
    /// Views given as an argument, or as a closure labelled `label` or trailing.
    func views(_ label: String?) throws -> [NodeSpec]?
    /// The views of a closure (labelled `label`, or the next trailing one) that the view calls with
    /// these values (`AsyncImage { phase in … }`), evaluated now; nil when there is no such closure.
    func views(_ label: String?, passing values: [SceneClosureValue]) throws -> [NodeSpec]?
    /// A string (`Button("Save")`'s title).
    func string(_ label: String?) throws -> String?
    /// A value a view shows as text (`badge(3)`, `badge("New")`, `badge(Text("!"))`): a string, a
    /// number as Swift prints it, a `Text`'s string; nil when absent or written `nil`.
    func displayed(_ label: String?) throws -> String?
    /// The style a modifier around the view set (`.buttonStyle(.bordered)`), or nil.
    func style<S: SceneStyle>(_ style: S.Type) -> S?
    /// An argument as written, shortened, without reading it (a title that is not a string the
    /// scene can read).
    func source(_ label: String?) -> String?
    /// Accepts a closure that never runs during layout (a button's action).
    func ignoreClosure(_ label: String?)
    /// Accepts an argument that cannot change layout (`showsIndicators:`, `style:`).
    func ignore(_ label: String?) throws
    /// The member names of an argument written as one implicit member or an array of them
    /// (`displayedComponents: [.date, .hourAndMinute]`); nil when absent.
    func memberNames(_ label: String?) throws -> [String]?
    /// A warning at the call: the view is laid out, but not as the platform would (a style no
    /// source sizes).
    func warning(_ message: String)
    /// An error at the call.
    func error(_ message: String) -> Error
    /// An error at the argument read with this label (`nil`: the unlabeled one), or at the call.
    func error(_ message: String, at label: String?) -> Error
}

/// A value a built-in view passes to a closure of the scene: `AsyncImage { phase in … }`'s phase,
/// `ScrollViewReader { proxy in … }`'s proxy, `TimelineView(…) { context in … }`'s context.
public indirect enum SceneClosureValue: Sendable {
    case null
    /// A value the scene may pass on but not read (a scroll view's proxy, a date).
    case opaque(type: String)
    /// A value of a framework type with the members a scene may read (`context.date`), or one of
    /// its enum cases when `caseName` is set (`AsyncImagePhase.empty`, whose `image` is nil).
    case value(type: String, caseName: String?, members: [String: SceneClosureValue])
}

/// An alignment guide, of either axis.
public enum SceneGuide {
    case horizontal(HorizontalAlignment)
    case vertical(VerticalAlignment)
}

/// A value of one of the types a layout argument can have.
public enum SceneValue {
    case number(CGFloat)
    case size(CGSize)
    case point(CGPoint)
    case edges(Edge.Set)
    case insets(EdgeInsets)
    case none

    /// `none` accepts a written `nil` (as `aspectRatio(nil, …)` does).
    public enum Kind: Sendable { case number, size, point, edges, insets, none }
}

/// A built-in view a scene may write: its name and how its call becomes a node.
public struct SceneView: Sendable {
    public let name: String
    /// The context its content is in (`List` and `Form` make their content list rows).
    public let opens: SceneContextKind?
    public let make: @Sendable (SceneArguments) throws -> NodeSpec

    public init(_ name: String, opens: SceneContextKind? = nil, make: @escaping @Sendable (SceneArguments) throws -> NodeSpec) {
        self.name = name
        self.opens = opens
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
