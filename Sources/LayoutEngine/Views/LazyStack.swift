import Foundation

extension NodeSpec {
    /// `LazyVStack` (axis `.vertical`) or `LazyHStack`.
    public static func lazyStack(axis: Axis, alignment: Alignment = .center, spacing: CGFloat? = nil, label: String? = nil, children: [NodeSpec]) -> NodeSpec {
        let name = axis == .vertical ? "LazyVStack" : "LazyHStack"
        var spec = NodeSpec(
            kind: name, label: label ?? name, args: ["spacing": spacing.map { .number($0) } ?? .null], role: .container,
            layout: LazyStackLayout(axis: axis, alignment: alignment, spacing: spacing), children: children)
        spec.childEnvironment = { environment, _, _ in environment.stackOrientation = axis == .vertical ? .vertical : .horizontal }
        return spec
    }
}

/// `LazyVStack` / `LazyHStack`: a lazy stack creates its children as they scroll into view, so it
/// cannot divide its length among them as a VStack does. Each child is proposed the stack's
/// width and a `nil` height (its ideal length along the axis), the stack hugs its children along
/// its axis (their lengths plus the gaps, 8 between two views by default) and takes the whole
/// offered width across it, where a VStack is only as wide as its widest child. *Unconfirmed*: no
/// measured source was found for the full width or the child proposals (docs/rules.md, "Where no source
/// settles the behaviour"). A `nil` width: the widest child's. Described for a vertical stack; the
/// horizontal one swaps the axes. Children are placed one after the other and aligned across the
/// axis by `alignment` (default `.center`, by the fraction of the free width; custom guides are not read).
public struct LazyStackLayout: Layout {
    public let axis: Axis
    public let alignment: Alignment
    public let spacing: CGFloat?

    public init(axis: Axis, alignment: Alignment = .center, spacing: CGFloat? = nil) {
        self.axis = axis
        self.alignment = alignment
        self.spacing = spacing
    }

    var across: Axis { axis.other }

    func gaps(_ subviews: Subviews) -> [CGFloat] {
        (0..<subviews.count).map { i in
            guard i > 0 else { return 0 }
            if let spacing { return spacing }
            return subviews[i - 1].spacing.distance(to: subviews[i].spacing, along: axis)
        }
    }

    func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        var p = ProposedViewSize.unspecified
        p[across] = proposal[across]
        return p
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let p = childProposal(proposal)
        let sizes = subviews.map { $0.sizeThatFits(p) }
        let gaps = gaps(subviews)
        var size = CGSize.zero
        size[axis] = sizes.reduce(0) { $0 + $1[axis] } + gaps.reduce(0, +)
        let widest = sizes.map { $0[across] }.max() ?? 0
        size[across] = proposal[across].map { $0.isFinite ? $0 : widest } ?? widest
        subviews.record(LazyStackSize(axis: axis, proposal: proposal, childProposal: p, lengths: sizes.map { $0[axis] }, gaps: gaps.reduce(0, +), widest: widest, size: size))
        return size
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var p = childProposal(proposal)
        p[across] = bounds.size[across]
        let gaps = gaps(subviews)
        var along = axis == .vertical ? bounds.minY : bounds.minX
        for (i, s) in subviews.enumerated() {
            along += gaps[i]
            let size = s.sizeThatFits(p)
            let acrossStart = (axis == .vertical ? bounds.minX : bounds.minY) + (bounds.size[across] - size[across]) * alignment.fraction(across)
            let origin = axis == .vertical ? CGPoint(x: acrossStart, y: along) : CGPoint(x: along, y: acrossStart)
            subviews.record(LazyStackPlace(axis: axis, index: i, alignment: "." + alignment.name, origin: origin), about: s)
            s.place(at: origin, anchor: .topLeading, proposal: p)
            along += size[axis]
        }
    }
}

/// `lazystack.size`: a lazy stack's length (its children's, with gaps) and its full offered width.
public struct LazyStackSize: DecisionPayload, SizeDecision, Codable {
    public static let kind: DecisionKind = "lazystack.size"
    public static let sentences = [
        "a lazy stack does not divide its height: proposes {child_proposal} to each child; as tall as their heights {lengths} plus {gaps} of gaps, as wide as offered (else its widest child, {widest}; unconfirmed) → {size}",
        "a lazy stack does not divide its width: proposes {child_proposal} to each child; as wide as their widths {lengths} plus {gaps} of gaps, as tall as offered (else its tallest child, {widest}; unconfirmed) → {size}",
    ]
    public var vertical: Bool
    public var axis: Axis { vertical ? .vertical : .horizontal }
    public var proposal: ProposedViewSize
    public var childProposal: ProposedViewSize
    public var lengths: [CGFloat]
    public var gaps: CGFloat
    public var widest: CGFloat
    public var size: CGSize

    public var sentence: Int { axis == .vertical ? 0 : 1 }
    public init(axis: Axis, proposal: ProposedViewSize, childProposal: ProposedViewSize, lengths: [CGFloat], gaps: CGFloat, widest: CGFloat, size: CGSize) {
        self.vertical = axis == .vertical; self.proposal = proposal; self.childProposal = childProposal; self.lengths = lengths; self.gaps = gaps; self.widest = widest; self.size = size
    }
}

/// `lazystack.place`: where a lazy stack put a child: after the ones before it, aligned across.
public struct LazyStackPlace: DecisionPayload, Codable {
    public static let kind: DecisionKind = "lazystack.place"
    public static let sentences = ["child {number}, after the children and gaps before it, aligned {alignment} across the stack → {origin}"]
    public var vertical: Bool
    public var axis: Axis { vertical ? .vertical : .horizontal }
    public var index: Int
    /// `index + 1`.
    public let number: Int
    public var alignment: String
    public var origin: CGPoint

    public init(axis: Axis, index: Int, alignment: String, origin: CGPoint) { vertical = axis == .vertical; self.index = index; number = index + 1; self.alignment = alignment; self.origin = origin }
}

extension SceneView {
    public static let lazyVStack = SceneView("LazyVStack") { a in
        let alignment = try a.horizontalAlignment("alignment") ?? .center
        let spacing = try a.length("spacing")
        try a.ignore("pinnedViews")
        return .lazyStack(axis: .vertical, alignment: Alignment(horizontal: alignment, vertical: .center), spacing: spacing, label: a.written, children: try a.content())
    }

    public static let lazyHStack = SceneView("LazyHStack") { a in
        let alignment = try a.verticalAlignment("alignment") ?? .center
        let spacing = try a.length("spacing")
        try a.ignore("pinnedViews")
        return .lazyStack(axis: .horizontal, alignment: Alignment(horizontal: .center, vertical: alignment), spacing: spacing, label: a.written, children: try a.content())
    }
}
