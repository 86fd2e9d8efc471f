import Foundation

/// `frame(width:height:alignment:)`: a set dimension is the frame's size and
/// what it proposes; an unset one passes the proposal through and takes the
/// child's size. With both set the child is not asked while sizing. A
/// negative or non-finite dimension is ignored with a warning, as in SwiftUI.
public struct FrameLayout: Layout {
    public let width: CGFloat?
    public let height: CGFloat?
    public let alignment: Alignment

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
                    .frameAxis, about: subviews.first,
                    ["axis": .string(axis.dimensionName), "rule": .string(fixed != nil ? "fixed" : "passthrough"),
                     "proposal": .dimension(proposal[axis]), "child_proposal": .dimension(childProposal(proposal)[axis]),
                     "child": child.map { .number($0[axis]) } ?? .null, "value": .number(size[axis])],
                    fixed != nil
                        ? "\(axis.dimensionName) fixed at \(TraceFormat.short(fixed!)): proposes \(TraceFormat.short(fixed!)) and ignores the proposal \(TraceFormat.dimension(proposal[axis]))"
                        : "\(axis.dimensionName) not set: passes the proposal \(TraceFormat.dimension(proposal[axis])) on and takes the child's \(TraceFormat.short(size[axis]))")
            }
        }
        return size
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard let child = subviews.first else { return }
        placeAligned(child, in: bounds, proposal: childProposal(proposal), alignment: alignment, subviews: subviews)
    }
}
