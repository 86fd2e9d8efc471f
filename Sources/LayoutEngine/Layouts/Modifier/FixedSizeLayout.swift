import Foundation

/// `fixedSize(horizontal:vertical:)`: proposes `nil` on the fixed axes, so the
/// child takes its ideal size there, and adopts the child's size.
public struct FixedSizeLayout: Layout {
    public let horizontal: Bool
    public let vertical: Bool

    public init(horizontal: Bool = true, vertical: Bool = true) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    func childProposal(_ p: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: horizontal ? nil : p.width, height: vertical ? nil : p.height)
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        guard let child = subviews.first else { return .zero }
        let childP = childProposal(proposal)
        let size = child.sizeThatFits(childP)
        if subviews.isTracing {
            for axis in Axis.allCases {
                let fixed = axis == .horizontal ? horizontal : vertical
                subviews.record(
                    .fixedSize, about: child,
                    ["axis": .string(axis.dimensionName), "fixed": .bool(fixed), "proposal": .dimension(proposal[axis]),
                     "child_proposal": .dimension(childP[axis]), "value": .number(size[axis]), "ignores_proposal": .bool(fixed)],
                    fixed
                        ? "\(axis.dimensionName) fixed: ignores the proposal \(TraceFormat.dimension(proposal[axis])) and proposes nil, so the child takes its ideal \(TraceFormat.short(size[axis]))"
                        : "\(axis.dimensionName) not fixed: passes \(TraceFormat.dimension(proposal[axis])) on; child took \(TraceFormat.short(size[axis]))")
            }
        }
        return size
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews.first?.place(at: bounds.origin, anchor: .topLeading, proposal: childProposal(proposal))
    }
}
