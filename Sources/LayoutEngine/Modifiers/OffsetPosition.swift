import Foundation

extension NodeSpec {
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> NodeSpec {
        var spec = NodeSpec.modifier(
            kind: "offset", label: CallLabel.make("offset", [("x", x == 0 ? nil : CallLabel.number(x)), ("y", y == 0 ? nil : CallLabel.number(y))]),
            args: ["x": .number(x), "y": .number(y)], layout: OffsetLayout(x: x, y: y))
        spec.passesSpacer = true
        return spec
    }

    public static func position(x: CGFloat = 0, y: CGFloat = 0) -> NodeSpec {
        .modifier(
            kind: "position", label: CallLabel.make("position", [("x", CallLabel.number(x)), ("y", CallLabel.number(y))]),
            args: ["x": .number(x), "y": .number(y)], layout: PositionLayout(x: x, y: y))
    }
}

extension View {
    /// Draws the view shifted, without changing layout.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View { modified(by: .offset(x: x, y: y)) }
    public func offset(_ offset: CGSize) -> some View { modified(by: .offset(x: offset.width, y: offset.height)) }

    /// Takes the whole proposal and centres the view at the point.
    public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View { modified(by: .position(x: x, y: y)) }
    public func position(_ point: CGPoint) -> some View { modified(by: .position(x: point.x, y: point.y)) }
}

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
public struct OffsetShift: DecisionPayload, Codable {
    public static let kind: DecisionKind = "offset.shift"
    public static let sentences = ["drawn shifted by {shift} to {point}; layout size unchanged"]
    public var shift: CGPoint
    public var point: CGPoint

    public init(shift: CGPoint, point: CGPoint) { self.shift = shift; self.point = point }
}

/// `position(x:y:)`: takes the whole proposal; along an axis proposed `nil` it takes the
/// child's length, the child being proposed the same proposal. It centres the child at that
/// point of itself, proposing it its own size (OpenSwiftUI `Layout/Modifier/PositionLayout.swift`,
/// audited for SwiftUI 6.5.4, commit 069dd80b, lines 28–41).
public struct PositionLayout: Layout {
    public var _engineTraits: EngineLayoutTraits { EngineLayoutTraits(shiftsChildGuides: true) }

    public let x: CGFloat
    public let y: CGFloat

    public init(x: CGFloat, y: CGFloat) {
        self.x = x
        self.y = y
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        var child: CGSize? = nil
        if proposal.width == nil || proposal.height == nil {
            child = subviews.first?.sizeThatFits(proposal) ?? .zero
        }
        let size = CGSize(width: proposal.width ?? child?.width ?? 0, height: proposal.height ?? child?.height ?? 0)
        subviews.record(PositionSize(proposal: proposal, child: child, size: size), about: subviews.first)
        return size
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard let child = subviews.first else { return }
        let point = CGPoint(x: bounds.minX + x, y: bounds.minY + y)
        subviews.record(PositionCenter(center: CGPoint(x: x, y: y), point: point), about: child)
        child.place(at: point, anchor: .center, proposal: ProposedViewSize(bounds.size))
    }
}

/// `position.size`: a position modifier takes its whole proposal, its child's length where it is nil.
public struct PositionSize: DecisionPayload, SizeDecision, Codable {
    public static let kind: DecisionKind = "position.size"
    public static let sentences = [
        "position takes the whole proposal {proposal}: {size}",
        "position takes the whole proposal {proposal}, its child's {child} where it is nil: {size}",
    ]
    public var proposal: ProposedViewSize
    /// The child's size, asked when a dimension of the proposal is nil.
    public var child: CGSize?
    public var size: CGSize
    public var sentence: Int { child == nil ? 0 : 1 }
    public init(proposal: ProposedViewSize, child: CGSize?, size: CGSize) { self.proposal = proposal; self.child = child; self.size = size }
}

/// `position.center`: the child's centre put at the position, in the modifier's frame.
public struct PositionCenter: DecisionPayload, Codable {
    public static let kind: DecisionKind = "position.center"
    public static let sentences = ["child centred at {center} of the position's frame"]
    public var center: CGPoint
    public var point: CGPoint
    public init(center: CGPoint, point: CGPoint) { self.center = center; self.point = point }
}

extension SceneModifier {
    public static let offset = SceneModifier("offset") { a in
        if case .size(let s)? = try a.value(nil, [.size]) { return .offset(x: s.width, y: s.height) }
        return .offset(x: try a.coordinate("x") ?? 0, y: try a.coordinate("y") ?? 0)
    }
    public static let position = SceneModifier("position") { a in
        if case .point(let p)? = try a.value(nil, [.point]) { return .position(x: p.x, y: p.y) }
        return .position(x: try a.coordinate("x") ?? 0, y: try a.coordinate("y") ?? 0)
    }
}
