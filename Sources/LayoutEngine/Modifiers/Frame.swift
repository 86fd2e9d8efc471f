import Foundation

extension NodeSpec {
    public static func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> NodeSpec {
        .modifier(
            kind: "frame",
            label: CallLabel.make(
                "frame", [("width", CallLabel.number(width)), ("height", CallLabel.number(height)),
                          ("alignment", alignment == .center ? nil : CallLabel.alignment(alignment))]),
            args: ["width": .dimension(width), "height": .dimension(height), "alignment": .string(alignment.name)],
            layout: FrameLayout(width: width, height: height, alignment: alignment))
    }
}

extension View {
    /// A fixed frame: a set dimension is the frame's size and what it proposes.
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        modified(by: .frame(width: width, height: height, alignment: alignment))
    }
}

/// `frame(width:height:alignment:)`: a set dimension is the frame's size and
/// what it proposes; an unset one passes the proposal through and takes the
/// child's size. With both set the child is not asked while sizing. A
/// negative or non-finite dimension is ignored with a warning, as in SwiftUI.
public struct FrameLayout: Layout {
    public var _engineTraits: EngineLayoutTraits { EngineLayoutTraits(shiftsChildGuides: true, resetSpacingEdges: resetSpacingEdges) }

    public let width: CGFloat?
    public let height: CGFloat?
    public let alignment: Alignment

    /// The edges of an axis the frame fixes are not its content's.
    var resetSpacingEdges: Edge.Set {
        var edges: Edge.Set = []
        if width != nil { edges.formUnion(.horizontal) }
        if height != nil { edges.formUnion(.vertical) }
        return edges
    }

    public init(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) {
        self.width = width
        self.height = height
        self.alignment = alignment
    }

    private func valid(_ x: CGFloat?) -> CGFloat? {
        guard let x, x >= 0, x.isFinite else { return nil }
        return x
    }

    private func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: valid(width) ?? proposal.width, height: valid(height) ?? proposal.height)
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        for (axis, value) in [(Axis.horizontal, width), (.vertical, height)] where value != nil && valid(value) == nil {
            subviews.warn("Invalid frame dimension (negative or non-finite): \(axis.dimensionName) \(TraceFormat.number(value!)) is ignored")
        }
        let w = valid(width), h = valid(height)
        var size: CGSize
        var child: CGSize? = nil
        if let w, let h {
            size = CGSize(width: w, height: h)
        } else if let first = subviews.first {
            let c = first.sizeThatFits(childProposal(proposal))
            child = c
            size = CGSize(width: w ?? c.width, height: h ?? c.height)
        } else {
            size = proposal.replacingUnspecifiedDimensions()
        }
        if subviews.isTracing {
            for axis in Axis.allCases {
                let fixed = axis == .horizontal ? w : h
                subviews.record(
                    FrameAxis(
                        axis: axis, fixed: fixed != nil, proposal: proposal[axis], childProposal: childProposal(proposal)[axis], child: child?[axis],
                        value: size[axis]),
                    about: subviews.first)
            }
        }
        return size
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard let child = subviews.first else { return }
        placeAligned(child, in: bounds, proposal: childProposal(proposal), alignment: alignment, subviews: subviews)
    }
}

/// `frame.axis`: one axis of a fixed frame: its own length, or the child's.
public struct FrameAxis: DecisionPayload, AxisRule, Codable {
    public static let kind: DecisionKind = "frame.axis"
    public static let sentences = DecisionSentence.perAxis([
        "{axis} not set: passes the proposal {proposal} on and takes the child's {value}",
        "{axis} fixed at {value}: proposes {value} and ignores the proposal {proposal}",
    ])
    public var axis: Axis
    public var fixed: Bool
    public var proposal: CGFloat?
    public var childProposal: CGFloat?
    /// The child's length, when it was asked.
    public var childLength: CGFloat?
    public var value: CGFloat

    public var ignoresProposal: Bool { fixed }
    public var sentence: Int { (fixed ? 2 : 0) + axis.code }
    public init(axis: Axis, fixed: Bool, proposal: CGFloat?, childProposal: CGFloat?, child: CGFloat?, value: CGFloat) {
        self.axis = axis; self.fixed = fixed; self.proposal = proposal; self.childProposal = childProposal; childLength = child; self.value = value
    }
}

extension SceneModifier {
    /// Both `frame`s: any of the flexible labels makes it a flexible frame.
    public static let frame = SceneModifier("frame") { a in
        let alignment = try a.alignment("alignment") ?? .center
        let flexible = ["minWidth", "idealWidth", "maxWidth", "minHeight", "idealHeight", "maxHeight"]
        if flexible.contains(where: a.has) {
            let v = try flexible.map { try a.dimension($0) }
            return .flexFrame(minWidth: v[0], idealWidth: v[1], maxWidth: v[2], minHeight: v[3], idealHeight: v[4], maxHeight: v[5], alignment: alignment)
        }
        return .frame(width: try a.dimension("width"), height: try a.dimension("height"), alignment: alignment)
    }
}
