import Foundation

/// Identifies an alignment guide and computes its default position in a view.
///
/// As in SwiftUI, a container's explicit value for a guide is combined from its
/// children's explicit values with `_combineExplicit`: the default averages them;
/// the frame guides (leading, center, trailing, top, bottom) never combine, so a
/// container never inherits its children's `alignmentGuide(.top)`; text baselines
/// take the first (topmost) or last (bottommost) child value.
public protocol AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat
    static func _combineExplicit(childValue: CGFloat, _ n: Int, into parentValue: inout CGFloat?)
}

extension AlignmentID {
    /// Running mean: after `n + 1` children the parent value is their average.
    public static func _combineExplicit(childValue: CGFloat, _ n: Int, into parentValue: inout CGFloat?) {
        let previous = n == 0 ? childValue : (parentValue ?? childValue)
        let count = CGFloat(n)
        parentValue = (previous * count + childValue) / (count + 1)
    }
}

/// The guides that describe a view's frame edges and centre; they are never combined.
protocol FrameAlignmentID: AlignmentID {}

extension FrameAlignmentID {
    static func _combineExplicit(childValue: CGFloat, _ n: Int, into parentValue: inout CGFloat?) {}
}

enum LeadingAlignmentID: FrameAlignmentID {
    static func defaultValue(in d: ViewDimensions) -> CGFloat { 0 }
}
enum HorizontalCenterAlignmentID: FrameAlignmentID {
    static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width / 2 }
}
enum TrailingAlignmentID: FrameAlignmentID {
    static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width }
}
enum TopAlignmentID: FrameAlignmentID {
    static func defaultValue(in d: ViewDimensions) -> CGFloat { 0 }
}
enum VerticalCenterAlignmentID: FrameAlignmentID {
    static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height / 2 }
}
enum BottomAlignmentID: FrameAlignmentID {
    static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height }
}
/// A view without text has its baselines at its bottom edge.
enum FirstTextBaselineAlignmentID: AlignmentID {
    static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height }
    static func _combineExplicit(childValue: CGFloat, _ n: Int, into parentValue: inout CGFloat?) {
        parentValue = Swift.min(parentValue ?? childValue, childValue)
    }
}
enum LastTextBaselineAlignmentID: AlignmentID {
    static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height }
    static func _combineExplicit(childValue: CGFloat, _ n: Int, into parentValue: inout CGFloat?) {
        parentValue = Swift.max(parentValue ?? childValue, childValue)
    }
}

/// An alignment guide identity along one axis, with a readable name.
struct AlignmentKey: Hashable, @unchecked Sendable {
    let id: any AlignmentID.Type
    let axis: Axis
    let name: String

    static func == (a: AlignmentKey, b: AlignmentKey) -> Bool {
        ObjectIdentifier(a.id) == ObjectIdentifier(b.id) && a.axis == b.axis
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(id))
        hasher.combine(axis)
    }

    static func named(_ id: any AlignmentID.Type, axis: Axis) -> AlignmentKey {
        AlignmentKey(id: id, axis: axis, name: String(describing: id))
    }
}
