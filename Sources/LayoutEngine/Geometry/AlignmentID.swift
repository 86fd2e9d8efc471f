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

/// A guide declared in a scene file (`struct X: AlignmentID { static func defaultValue(in:) … }`
/// with `static let x = VerticalAlignment(X.self)`): its own identity, its default value, and the
/// default combining rule (the mean of the children's explicit values).
public final class CustomAlignmentID: @unchecked Sendable {
    public let name: String
    let defaultValue: (ViewDimensions) -> CGFloat

    public init(name: String, defaultValue: @escaping (ViewDimensions) -> CGFloat) {
        self.name = name
        self.defaultValue = defaultValue
    }
}

/// Stands for a `CustomAlignmentID` where a type is expected: it combines as custom guides do.
enum DeclaredAlignmentID: AlignmentID {
    static func defaultValue(in d: ViewDimensions) -> CGFloat { 0 }
}

/// An alignment guide's identity along one axis, with a readable name (opaque outside the engine).
public struct AlignmentKey: Hashable, @unchecked Sendable {
    let id: any AlignmentID.Type
    let axis: Axis
    let name: String
    /// Set for a guide declared in a scene file; it is then the identity.
    let custom: CustomAlignmentID?

    init(id: any AlignmentID.Type, axis: Axis, name: String) {
        self.id = id
        self.axis = axis
        self.name = name
        custom = nil
    }

    init(custom: CustomAlignmentID, axis: Axis) {
        id = DeclaredAlignmentID.self
        self.axis = axis
        name = custom.name
        self.custom = custom
    }

    /// A guide of the app's own (declared in a scene or in Swift), not one of SwiftUI's.
    var isCustom: Bool { custom != nil || !Self.builtIn.contains(ObjectIdentifier(id)) }

    private static let builtIn = frameGuides + [ObjectIdentifier(FirstTextBaselineAlignmentID.self), ObjectIdentifier(LastTextBaselineAlignmentID.self)]

    /// The `FrameAlignmentID`s, known by identity: a cast of a guide's type to the protocol scans
    /// the binary's conformance records the first time each type meets it, as does making a set
    /// of identifiers (for `ObjectIdentifier`'s `Hashable`).
    private static let frameGuides: [ObjectIdentifier] = [
        ObjectIdentifier(LeadingAlignmentID.self), ObjectIdentifier(HorizontalCenterAlignmentID.self), ObjectIdentifier(TrailingAlignmentID.self),
        ObjectIdentifier(TopAlignmentID.self), ObjectIdentifier(VerticalCenterAlignmentID.self), ObjectIdentifier(BottomAlignmentID.self),
    ]

    public static func == (a: AlignmentKey, b: AlignmentKey) -> Bool {
        guard a.axis == b.axis else { return false }
        if let x = a.custom, let y = b.custom { return x === y }
        return a.custom == nil && b.custom == nil && ObjectIdentifier(a.id) == ObjectIdentifier(b.id)
    }

    public func hash(into hasher: inout Hasher) {
        if let custom { hasher.combine(ObjectIdentifier(custom)) } else { hasher.combine(ObjectIdentifier(id)) }
        hasher.combine(axis)
    }

    static func named(_ id: any AlignmentID.Type, axis: Axis) -> AlignmentKey {
        AlignmentKey(id: id, axis: axis, name: String(describing: id))
    }

    /// The frame guides (leading, center, trailing, top, bottom), which containers never combine.
    var isFrameGuide: Bool { custom == nil && Self.frameGuides.contains(ObjectIdentifier(id)) }

    func defaultValue(in d: ViewDimensions) -> CGFloat {
        if let custom { return custom.defaultValue(d) }
        return id.defaultValue(in: d)
    }

    /// How `combineExplicit` combines, for the trace: tried on two values.
    var combineRule: GuideCombined.Rule {
        var v: CGFloat? = nil
        combineExplicit(childValue: 0, 0, into: &v)
        combineExplicit(childValue: 2, 1, into: &v)
        switch v {
        case 1: return .mean
        case 0: return .smallest
        case 2: return .largest
        default: return .custom
        }
    }

    func combineExplicit(childValue: CGFloat, _ n: Int, into parentValue: inout CGFloat?) {
        id._combineExplicit(childValue: childValue, n, into: &parentValue)
    }
}
