import Foundation

/// A type that sizes and places a collection of subviews: SwiftUI's `Layout`
/// protocol, with the same requirements, so custom layouts written for SwiftUI
/// compile here with at most cosmetic changes. Every built-in container and
/// modifier of the engine is written on it too.
///
///     struct RelativeSizeLayout: Layout {
///         var relativeWidth: Double
///         func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
///             subviews[0].sizeThatFits(ProposedViewSize(width: proposal.width.map { $0 * relativeWidth },
///                                                       height: proposal.height))
///         }
///         func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) { … }
///     }
public protocol Layout {
    associatedtype Cache = Void
    typealias Subviews = LayoutSubviews

    /// Properties of the layout, such as the stack orientation that `Spacer` and `Divider` follow.
    static var layoutProperties: LayoutProperties { get }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)

    func makeCache(subviews: Subviews) -> Cache

    /// The space the layout's container prefers around it, which a stack it is in reads.
    func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing

    func updateCache(_ cache: inout Cache, subviews: Subviews)

    /// The layout's own value for a guide, or `nil` to combine the subviews' explicit values.
    func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
        cache: inout Cache) -> CGFloat?

    func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
        cache: inout Cache) -> CGFloat?

    /// ltrace's own, not SwiftUI's: what the engine and the analyses know of a built-in layout
    /// beyond SwiftUI's requirements (`EngineLayoutTraits`). A layout of an app's keeps the
    /// default, which says nothing.
    var _engineTraits: EngineLayoutTraits { get }
}

extension Layout {
    public static var layoutProperties: LayoutProperties { LayoutProperties() }

    public var _engineTraits: EngineLayoutTraits { EngineLayoutTraits() }

    public func updateCache(_ cache: inout Cache, subviews: Subviews) {
        cache = makeCache(subviews: subviews)
    }

    /// SwiftUI's default: the union of the subviews' spacing preferences (Apple's documentation
    /// of `Layout.spacing(subviews:cache:)`).
    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing { subviews.spacingUnion }

    public func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
        cache: inout Cache
    ) -> CGFloat? { nil }

    public func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
        cache: inout Cache
    ) -> CGFloat? { nil }
}

extension Layout where Cache == () {
    public func makeCache(subviews: Subviews) -> Cache { () }
}

extension LayoutSubviews {
    /// The union of the subviews' spacing preferences: what a layout that does not say otherwise
    /// prefers around it.
    public var spacingUnion: ViewSpacing { reduce(into: ViewSpacing.zero) { $0.formUnion($1.spacing) } }
}

/// Layout-specific properties of a container.
public struct LayoutProperties: Sendable, Equatable {
    public init() {}
    /// The major axis of a stack-like container: `Spacer` and `Divider` inside it follow it.
    public var stackOrientation: Axis?
}

/// What the engine and the analyses know of a layout that SwiftUI's `Layout` does not say, each
/// built-in layout declaring its own (`Layout._engineTraits`). A requirement of `Layout`, read
/// through the layout's witness table, rather than conformances to marker protocols that the
/// engine cast each layout to: a type's first cast to a protocol scans the binary's 12,700
/// conformance records, and the five casts of each layout type were 6 % of an app's recording
/// (docs/benchmarks.md, "Conformance records").
public struct EngineLayoutTraits: Sendable {
    /// What the analyses know of the layout (`nodes.trait`): a stack, a pass-through modifier, a
    /// chooser, a shape; `.plain` for any other.
    public var node: NodeTrait
    /// Leaves some subviews unplaced on purpose (`ViewThatFits`).
    public var placesSelectively: Bool
    /// A built-in single-child modifier that passes its child's explicit guides on, built-in and
    /// custom alike, shifted by where it places the child, and has none of its own (`padding`,
    /// both `frame`s, `fixedSize`, `aspectRatio`, `position`, `containerRelativeFrame`).
    /// Containers, custom layouts included, instead combine their children's values per guide,
    /// and never pass on the frame guides (`.leading`, `.top`…).
    ///
    /// SwiftUI: OpenSwiftUI's `UnaryLayoutEngine.explicitAlignment` (`LayoutComputer/UnaryLayoutView.swift`,
    /// commit 069dd80b, lines 372–381) asks the child at the placement the modifier would give it and
    /// adds the child's origin; `Tests/Fixtures/guides-through-modifiers-*.swift`.
    /// The engine does it (`LayoutEngine.explicitAlignment`) and records a `GuideForwarded`.
    public var shiftsChildGuides: Bool
    /// A leaf whose `placeSubviews` records what pictures need (a text's lines): the engine places
    /// other leaves without calling it, and calls it on these only while a trace is recorded.
    public var recordsDrawing: Bool
    /// A built-in modifier that passes its content's spacing on but for these edges, which it
    /// says as a view that is not a text (`ViewSpacing.resetting`): padding's padded edges, a
    /// frame's fixed axes (OpenSwiftUI `PaddingLayout`, `FrameLayout`, `FlexFrameLayout`); nil
    /// for any other layout.
    public var resetSpacingEdges: Edge.Set?
    /// The layout's properties where they are its value's rather than its type's: a layout the
    /// scene interpreter runs, whose `static var layoutProperties` is evaluated from the scene.
    public var instanceProperties: LayoutProperties?

    public init(
        node: NodeTrait = .plain, placesSelectively: Bool = false, shiftsChildGuides: Bool = false, recordsDrawing: Bool = false,
        resetSpacingEdges: Edge.Set? = nil, instanceProperties: LayoutProperties? = nil
    ) {
        self.node = node
        self.placesSelectively = placesSelectively
        self.shiftsChildGuides = shiftsChildGuides
        self.recordsDrawing = recordsDrawing
        self.resetSpacingEdges = resetSpacingEdges
        self.instanceProperties = instanceProperties
    }
}
