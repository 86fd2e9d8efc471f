import Foundation

/// A layout that keeps its first subview's alignment guides as its own, as
/// modifiers that do not move their content do (pass-through modifiers,
/// `offset`, `overlay`/`background` with their primary view). Custom
/// single-child layouts can adopt it too.
public protocol ForwardsGuides: Layout where Cache == () {}

extension ForwardsGuides {
    public func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
    ) -> CGFloat? { subviews.first?.dimensions(in: proposal)[explicit: guide] }

    public func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
    ) -> CGFloat? { subviews.first?.dimensions(in: proposal)[explicit: guide] }
}
