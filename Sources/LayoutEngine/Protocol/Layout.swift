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
}

extension Layout {
    public static var layoutProperties: LayoutProperties { LayoutProperties() }

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

/// A layout whose properties are its value's rather than its type's: a layout the scene
/// interpreter runs, whose `static var layoutProperties` is evaluated from the scene.
public protocol InstanceLayoutProperties {
    var instanceLayoutProperties: LayoutProperties { get }
}
