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

/// Overlays subviews, aligning their guides at one point. Every child is
/// proposed the stack's proposal and the stack is the union of the aligned
/// children. When priorities differ, the highest-priority children are sized
/// first and the others are proposed the union of those before them
/// (*unconfirmed* for more than two groups).
public struct ZStackLayout: Layout {
    public var alignment: Alignment

    public init(alignment: Alignment = .center) { self.alignment = alignment }

    public struct Cache {
        var geometries: [ProposedViewSize: Geometry] = [:]
    }

    struct Geometry {
        var size: CGSize
        var origins: [CGPoint]
        var proposals: [ProposedViewSize]
        var guides: [CGPoint]
    }

    public func makeCache(subviews: Subviews) -> Cache { Cache() }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        geometry(proposal, subviews, &cache).size
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        let g = geometry(proposal, subviews, &cache)
        let dx = bounds.minX + centering(bounds.width, g.size.width)
        let dy = bounds.minY + centering(bounds.height, g.size.height)
        for i in subviews.indices {
            let point = CGPoint(x: dx + g.origins[i].x, y: dy + g.origins[i].y)
            subviews.record(ZStackPlace(alignment: alignment.name, guide: g.guides[i], offset: g.origins[i], point: point), about: subviews[i])
            subviews[i].place(at: point, anchor: .topLeading, proposal: g.proposals[i])
        }
    }

    private func geometry(_ proposal: ProposedViewSize, _ subviews: Subviews, _ cache: inout Cache) -> Geometry {
        if let g = cache.geometries[proposal] { return g }
        let n = subviews.count
        var dims = [ViewDimensions](repeating: ViewDimensions(width: 0, height: 0), count: n)
        var proposals = [ProposedViewSize](repeating: proposal, count: n)
        let priorities = Array(Set(subviews.map(\.priority))).sorted(by: >)
        var union = AlignedUnion()
        var guides = [CGPoint](repeating: .zero, count: n)

        func add(_ i: Int) {
            dims[i] = subviews[i].dimensions(in: proposals[i])
            guides[i] = CGPoint(x: dims[i][alignment.horizontal], y: dims[i][alignment.vertical])
            union.add(guide: guides[i], size: dims[i].size)
        }

        for (g, priority) in priorities.enumerated() {
            let members = (0..<n).filter { subviews[$0].priority == priority }
            let groupProposal = g == 0 ? proposal : ProposedViewSize(union.size)
            if priorities.count > 1 {
                subviews.record(
                    ZStackGroup(priority: priority, members: members.map { subviews[$0].nodeID }, proposal: groupProposal, first: g == 0))
            }
            for i in members {
                proposals[i] = groupProposal
                add(i)
            }
        }
        let origins = (0..<n).map { union.origin(guide: guides[$0]) }
        let g = Geometry(size: union.size, origins: origins, proposals: proposals, guides: guides)
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

/// `zstack.group`: with several layout priorities, the highest are sized first and the rest are
/// proposed the size of those before them.
public struct ZStackGroup: DecisionPayload {
    public static let kind: DecisionKind = "zstack.group"
    public static let sentences = [
        "priority {priority} children ({member_nodes}) are proposed the size of the ones before: {proposal}",
        "priority {priority} children ({member_nodes}) are sized first with the stack's proposal {proposal}",
    ]
    public var priority: Double
    public var members: [NodeID]
    public var proposal: ProposedViewSize
    public var first: Bool

    public var sentence: Int { first ? 1 : 0 }
    public func encode(to f: inout DecisionFields) { f.add("priority", CGFloat(priority)); f.add("member_nodes", members); f.add("proposal", proposal); f.add("first", first) }
    public init(priority: Double, members: [NodeID], proposal: ProposedViewSize, first: Bool) {
        self.priority = priority; self.members = members; self.proposal = proposal; self.first = first
    }
    public init(from f: DecisionFields) throws {
        priority = Double(try f.number("priority")); members = try f.nodes("member_nodes"); proposal = try f.proposal("proposal"); first = try f.bool("first")
    }
}

/// `zstack.place`: a child aligned in a ZStack: its guides meet the stack's.
public struct ZStackPlace: DecisionPayload {
    public static let kind: DecisionKind = "zstack.place"
    public static let sentences = ["aligned on .{alignment}: its guides {guide} meet the stack's, so it sits at {offset} in the stack"]
    public var alignment: String
    public var guide: CGPoint
    /// Its top-leading corner in the stack.
    public var offset: CGPoint
    public var point: CGPoint

    public func encode(to f: inout DecisionFields) { f.add("alignment", alignment); f.add("guide", guide); f.add("offset", offset); f.add("point", point) }
    public init(alignment: String, guide: CGPoint, offset: CGPoint, point: CGPoint) { self.alignment = alignment; self.guide = guide; self.offset = offset; self.point = point }
    public init(from f: DecisionFields) throws { alignment = try f.string("alignment"); guide = try f.point("guide"); offset = try f.point("offset"); point = try f.point("point") }
}

extension SceneView {
    public static let zStack = SceneView("ZStack") { a in
        .zStack(alignment: try a.alignment("alignment") ?? .center, children: try a.content())
    }
}
