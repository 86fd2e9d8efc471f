import Foundation

/// `offset(x:y:)`: draws the view shifted; its layout size and everything
/// around it are unchanged.
public struct OffsetLayout: Layout, ForwardsGuides {
    public let x: CGFloat
    public let y: CGFloat

    public init(x: CGFloat, y: CGFloat) {
        self.x = x
        self.y = y
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.first?.sizeThatFits(proposal) ?? .zero
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard let child = subviews.first else { return }
        let point = CGPoint(x: bounds.minX + x, y: bounds.minY + y)
        subviews.record(OffsetShift(shift: CGPoint(x: x, y: y), point: point), about: child)
        child.place(at: point, anchor: .topLeading, proposal: proposal)
    }
}

/// `offset.shift`: where an offset drew its child; its layout size does not change.
public struct OffsetShift: DecisionPayload {
    public static let kind: DecisionKind = "offset.shift"
    public static let sentences = ["drawn shifted by {shift} to {point}; layout size unchanged"]
    public var shift: CGPoint
    public var point: CGPoint

    public func encode(to f: inout DecisionFields) { f.add("shift", shift); f.add("point", point) }
    public init(shift: CGPoint, point: CGPoint) { self.shift = shift; self.point = point }
    public init(from f: DecisionFields) throws { shift = try f.point("shift"); point = try f.point("point") }
}
