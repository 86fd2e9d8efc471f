import Foundation

extension NodeSpec {
    public static func zStack(alignment: Alignment = .center, children: [NodeSpec]) -> NodeSpec {
        NodeSpec(
            kind: "ZStack", label: CallLabel.make("ZStack", [("alignment", alignment == .center ? nil : CallLabel.alignment(alignment))], bare: true),
            args: ["alignment": .string(alignment.name)], role: .container, layout: ZStackLayout(alignment: alignment),
            children: children)
    }
}

public struct ZStack: View {
    public typealias Body = Never
    let spec: NodeSpec
    public init<Content: View>(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        spec = .zStack(alignment: alignment, children: content()._nodeSpecs())
    }
    public func _nodeSpecs() -> [NodeSpec] { [spec] }
}

/// Overlays subviews, aligning their guides at one point.
///
/// - Sizing: only the children of the highest layout priority count; each is proposed the
///   stack's proposal and the stack is the union of them, aligned. Lower-priority children
///   are not asked (OpenSwiftUI `Layout/Stack/ZStack.swift`, commit 069dd80b, lines 199–219).
/// - Placing: every child is proposed the stack's own size, lower priorities included, and
///   aligned on the guide point of the highest-priority children (same file, lines 145–175).
///
/// OpenSwiftUI sizes by the largest child rather than the aligned union; the union is what
/// fatbobman measured for a badge pushed out by alignment guides (165 × 65, not 150 × 50;
/// `Tests/Fixtures/heart-badge-zstack.swift`), so ltrace keeps it (*unconfirmed* beyond that case).
public struct ZStackLayout: Layout {
    public var alignment: Alignment

    public init(alignment: Alignment = .center) { self.alignment = alignment }

    public struct Cache {
        var geometries: [ProposedViewSize: Geometry] = [:]
    }

    struct Geometry {
        var size: CGSize
        var union: AlignedUnion
    }

    public func makeCache(subviews: Subviews) -> Cache { Cache() }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        geometry(proposal, subviews, &cache).size
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        let placing = ProposedViewSize(bounds.size)
        if placing != proposal {
            subviews.record(ZStackReproposal(proposal: proposal, size: bounds.size))
        }
        let g = geometry(placing, subviews, &cache)
        let dx = bounds.minX + centering(bounds.width, g.size.width)
        let dy = bounds.minY + centering(bounds.height, g.size.height)
        for i in subviews.indices {
            let d = subviews[i].dimensions(in: placing)
            let guide = CGPoint(x: d[alignment.horizontal], y: d[alignment.vertical])
            let origin = g.union.origin(guide: guide)
            let point = CGPoint(x: dx + origin.x, y: dy + origin.y)
            subviews.record(ZStackPlace(alignment: alignment.name, guide: guide, offset: origin, point: point), about: subviews[i])
            subviews[i].place(at: point, anchor: .topLeading, proposal: placing)
        }
    }

    /// The stack's size for a proposal: the aligned union of its highest-priority children.
    private func geometry(_ proposal: ProposedViewSize, _ subviews: Subviews, _ cache: inout Cache) -> Geometry {
        if let g = cache.geometries[proposal] { return g }
        var union = AlignedUnion()
        let top = subviews.map(\.priority).max() ?? 0
        let members = subviews.indices.filter { subviews[$0].priority == top }
        if members.count < subviews.count {
            let others = subviews.indices.filter { subviews[$0].priority != top }
            subviews.record(
                ZStackGroup(
                    priority: top, members: members.map { subviews[$0].nodeID }, others: others.map { subviews[$0].nodeID },
                    proposal: proposal))
        }
        for i in members {
            let d = subviews[i].dimensions(in: proposal)
            union.add(guide: CGPoint(x: d[alignment.horizontal], y: d[alignment.vertical]), size: d.size)
        }
        let g = Geometry(size: union.size, union: union)
        cache.geometries[proposal] = g
        return g
    }
}

/// The union of children whose alignment guides meet at one point. An
/// infinitely large child makes the union infinite and sits at 0 on that axis.
struct AlignedUnion {
    private var low = CGPoint(x: CGFloat.infinity, y: .infinity)
    private var high = CGPoint(x: -CGFloat.infinity, y: -.infinity)
    private var infinite = (x: false, y: false)

    mutating func add(guide: CGPoint, size: CGSize) {
        for axis in Axis.allCases {
            if !size[axis].isFinite || !guide[axis].isFinite {
                if axis == .horizontal { infinite.x = true } else { infinite.y = true }
                continue
            }
            low[axis] = Swift.min(low[axis], -guide[axis])
            high[axis] = Swift.max(high[axis], -guide[axis] + size[axis])
        }
    }

    private func isInfinite(_ axis: Axis) -> Bool { axis == .horizontal ? infinite.x : infinite.y }

    var size: CGSize {
        var s = CGSize.zero
        for axis in Axis.allCases {
            s[axis] = isInfinite(axis) ? .infinity : (high[axis] >= low[axis] ? high[axis] - low[axis] : 0)
        }
        return s
    }

    func origin(guide: CGPoint) -> CGPoint {
        var p = CGPoint.zero
        for axis in Axis.allCases where !isInfinite(axis) && guide[axis].isFinite {
            p[axis] = -guide[axis] - low[axis]
        }
        return p
    }
}

/// `zstack.group`: with several layout priorities, only the highest-priority children size the
/// stack; the others are proposed its size when it places them.
public struct ZStackGroup: DecisionPayload, Codable {
    public static let kind: DecisionKind = "zstack.group"
    public static let sentences = [
        "only the priority {priority} children ({member_nodes}) size the stack, proposed {proposal}; the lower-priority ones ({other_nodes}) do not count and are proposed the stack's size when placed",
    ]
    public var priority: Double
    public var memberNodes: [NodeID]
    public var otherNodes: [NodeID]
    public var proposal: ProposedViewSize

    public init(priority: Double, members: [NodeID], others: [NodeID], proposal: ProposedViewSize) {
        self.priority = priority; memberNodes = members; otherNodes = others; self.proposal = proposal
    }
}

/// `zstack.repropose`: a ZStack places every child with its own size as the proposal.
public struct ZStackReproposal: Reproposal, Codable {
    public static let kind: DecisionKind = "zstack.repropose"
    public static let sentences = [
        "placed after being proposed {proposal}: a ZStack proposes its own size {size} to every child when it places them",
    ]
    public var proposal: ProposedViewSize
    public var size: CGSize

    public init(proposal: ProposedViewSize, size: CGSize) { self.proposal = proposal; self.size = size }
}

/// `zstack.place`: a child aligned in a ZStack: its guides meet the stack's.
public struct ZStackPlace: DecisionPayload, Codable {
    public static let kind: DecisionKind = "zstack.place"
    public static let sentences = ["aligned on .{alignment}: its guides {guide} meet the stack's, so it sits at {offset} in the stack"]
    public var alignment: String
    public var guide: CGPoint
    /// Its top-leading corner in the stack.
    public var offset: CGPoint
    public var point: CGPoint

    public init(alignment: String, guide: CGPoint, offset: CGPoint, point: CGPoint) { self.alignment = alignment; self.guide = guide; self.offset = offset; self.point = point }
}

extension SceneView {
    public static let zStack = SceneView("ZStack") { a in
        .zStack(alignment: try a.alignment("alignment") ?? .center, children: try a.content())
    }
}
