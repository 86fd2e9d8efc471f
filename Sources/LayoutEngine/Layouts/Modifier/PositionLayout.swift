import Foundation

/// `position(x:y:)`: takes the whole proposal (`nil` → 10) and centres the
/// child at that point of itself, proposing it the same proposal.
public struct PositionLayout: Layout {
    public let x: CGFloat
    public let y: CGFloat

    public init(x: CGFloat, y: CGFloat) {
        self.x = x
        self.y = y
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let size = proposal.replacingUnspecifiedDimensions()
        subviews.record(PositionSize(proposal: proposal, size: size), about: subviews.first)
        return size
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard let child = subviews.first else { return }
        let point = CGPoint(x: bounds.minX + x, y: bounds.minY + y)
        subviews.record(PositionCenter(center: CGPoint(x: x, y: y), point: point), about: child)
        child.place(at: point, anchor: .center, proposal: proposal)
    }
}

/// `position.size`: a position modifier takes its whole proposal.
public struct PositionSize: DecisionPayload, SizeDecision {
    public static let kind: DecisionKind = "position.size"
    public static let sentences = ["position takes the whole proposal {proposal} (nil → 10): {size}"]
    public var proposal: ProposedViewSize
    public var size: CGSize
    public func encode(to f: inout DecisionFields) { f.add("proposal", proposal); f.add("size", size) }
    public init(proposal: ProposedViewSize, size: CGSize) { self.proposal = proposal; self.size = size }
    public init(from f: DecisionFields) throws { proposal = try f.proposal("proposal"); size = try f.size("size") }
}

/// `position.center`: the child's centre put at the position, in the modifier's frame.
public struct PositionCenter: DecisionPayload {
    public static let kind: DecisionKind = "position.center"
    public static let sentences = ["child centred at {center} of the position's frame"]
    public var center: CGPoint
    public var point: CGPoint
    public func encode(to f: inout DecisionFields) { f.add("center", center); f.add("point", point) }
    public init(center: CGPoint, point: CGPoint) { self.center = center; self.point = point }
    public init(from f: DecisionFields) throws { center = try f.point("center"); point = try f.point("point") }
}
