import Foundation

/// `containerRelativeFrame`: along the given axes the frame's length is
/// computed from the nearest container's size (a `ScrollView`, else the root
/// proposal; stacks do not count), proposed to the child and taken as the
/// frame's own; other axes pass the proposal through and take the child's size.
/// A container length that is `nil` leaves that axis unconstrained.
public struct ContainerRelativeFrameLayout: Layout {
    public let axes: Axis.Set
    public let alignment: Alignment
    /// The nearest container's node; `nil` is the root.
    let container: Int?
    let length: (CGFloat, Axis) -> CGFloat
    /// How the length is computed, for the trace: `count: 3, span: 1, spacing: 8`.
    let rule: String

    init(axes: Axis.Set, alignment: Alignment, container: Int?, rule: String, length: @escaping (CGFloat, Axis) -> CGFloat) {
        self.axes = axes
        self.alignment = alignment
        self.container = container
        self.rule = rule
        self.length = length
    }

    func childProposal(_ proposal: ProposedViewSize, _ subviews: Subviews) -> (ProposedViewSize, ProposedViewSize) {
        let containerSize = subviews.engine.containerProposal(container)
        var p = proposal
        for axis in Axis.allCases where axes.contains(axis) {
            if let c = containerSize[axis] { p[axis] = length(c, axis) }
        }
        return (p, containerSize)
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let (childP, containerSize) = childProposal(proposal, subviews)
        let c = subviews.first?.sizeThatFits(childP) ?? childP.replacingUnspecifiedDimensions()
        var size = c
        for axis in Axis.allCases where axes.contains(axis) && containerSize[axis] != nil {
            size[axis] = childP[axis]!
        }
        if subviews.isTracing {
            for axis in Axis.allCases where axes.contains(axis) {
                subviews.record(
                    ContainerRelativeLength(
                        axis: axis, container: container.map { "node-\($0)" } ?? "the root", containerLength: containerSize[axis], rule: rule,
                        value: size[axis]),
                    about: subviews.first)
            }
        }
        return size
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard let child = subviews.first else { return }
        placeAligned(child, in: bounds, proposal: childProposal(proposal, subviews).0, alignment: alignment, subviews: subviews)
    }
}

/// `containerrelative.length`: one axis of a `containerRelativeFrame`, from its container's length.
public struct ContainerRelativeLength: DecisionPayload, AxisRule {
    public static let kind: DecisionKind = "containerrelative.length"
    public static let sentences = DecisionSentence.perAxis([
        "{axis}: {container} has no {axis}, so the proposal passes through",
        "{axis} from {container}'s {container_length} ({rule}) = {value}, whatever the proposal",
    ])
    public var axis: Axis
    /// `node-3` or `the root`.
    public var container: String
    public var containerLength: CGFloat?
    public var rule: String
    public var value: CGFloat

    public var ignoresProposal: Bool { containerLength != nil }
    public var sentence: Int { (containerLength == nil ? 0 : 2) + axis.code }
    public func encode(to f: inout DecisionFields) {
        f.add("axis", axis); f.add("container", container); f.add("container_length", containerLength); f.add("rule", rule); f.add("value", value)
    }
    public init(axis: Axis, container: String, containerLength: CGFloat?, rule: String, value: CGFloat) {
        self.axis = axis; self.container = container; self.containerLength = containerLength; self.rule = rule; self.value = value
    }
    public init(from f: DecisionFields) throws {
        axis = try f.axis("axis"); container = try f.string("container"); containerLength = try f.dimension("container_length")
        rule = try f.string("rule"); value = try f.number("value")
    }
}
