import Foundation

/// A layout that keeps its first subview's alignment guides as its own, unshifted, as
/// modifiers that do not move their content do (pass-through modifiers, `offset`, which
/// moves only the drawing, `overlay`/`background` with their primary view). Custom
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

/// `guide.forward`: a modifier passed its child's explicit guide on, shifted by where it placed the child.
public struct GuideForwarded: GuideDecision, Codable {
    public static let kind: DecisionKind = "guide.forward"
    public static let sentences = [
        "passes on its child's explicit .{guide} guide {child_value}, shifted by the child's offset {shift} inside it: {value} (a modifier forwards its child's alignment guides)",
    ]
    public var guide: String
    public var childValue: CGFloat
    public var shift: CGFloat
    public var value: CGFloat

    public init(guide: String, childValue: CGFloat, shift: CGFloat, value: CGFloat) {
        self.guide = guide; self.childValue = childValue; self.shift = shift; self.value = value
    }
}

/// `guide.combine`: a container's explicit value for a guide, combined from its children's
/// explicit values (each in the container's coordinates) with the guide's rule: the mean for
/// custom guides (SwiftUI's default `_combineExplicit`; Apple, `VerticalAlignment.combineExplicit`),
/// the topmost for the first text baseline, the bottommost for the last. The frame guides
/// (`.leading`, `.top`…) never combine, so they stop at the first container; custom guides
/// pass through nested stacks (Apple, "Aligning views across stacks").
public struct GuideCombined: GuideDecision, Codable {
    public static let kind: DecisionKind = "guide.combine"
    public enum Rule: Int, Sendable, Codable { case mean, smallest, largest, custom }
    public static let sentences = [
        "{node} has the explicit .{guide} guide {value}, the mean of its children's explicit values {child_values} (a custom guide passes through stacks)",
        "{node} has the explicit .{guide} guide {value}, the topmost of its children's explicit values {child_values}",
        "{node} has the explicit .{guide} guide {value}, the bottommost of its children's explicit values {child_values}",
        "{node} has the explicit .{guide} guide {value}, combined by the guide's own rule from its children's explicit values {child_values}",
    ]
    public var guide: String
    public var rule: Rule
    public var childValues: [CGFloat]
    public var childNodes: [NodeID]
    public var value: CGFloat

    public var sentence: Int { rule.rawValue }
    public init(guide: String, rule: Rule, childValues: [CGFloat], childNodes: [NodeID], value: CGFloat) {
        self.guide = guide; self.rule = rule; self.childValues = childValues; self.childNodes = childNodes; self.value = value
    }
}
