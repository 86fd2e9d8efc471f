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
            let containerName = container.map { "node-\($0)" } ?? "the root"
            for axis in Axis.allCases where axes.contains(axis) {
                subviews.record(
                    .containerRelative, about: subviews.first,
                    ["axis": .string(axis.dimensionName), "container": container.map { .string("node-\($0)") } ?? .string("root"),
                     "container_length": .dimension(containerSize[axis]), "rule": .string(rule), "value": .number(size[axis])],
                    containerSize[axis] == nil
                        ? "\(axis.dimensionName): \(containerName) has no \(axis.dimensionName), so the proposal passes through"
                        : "\(axis.dimensionName) from \(containerName)'s \(TraceFormat.short(containerSize[axis]!)) (\(rule)) = \(TraceFormat.short(size[axis])), whatever the proposal")
            }
        }
        return size
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard let child = subviews.first else { return }
        placeAligned(child, in: bounds, proposal: childProposal(proposal, subviews).0, alignment: alignment, subviews: subviews)
    }
}
