import Foundation

extension NodeSpec {
    public static func fixedSize(horizontal: Bool = true, vertical: Bool = true) -> NodeSpec {
        .modifier(
            kind: "fixedSize",
            label: horizontal && vertical ? "fixedSize()" : "fixedSize(horizontal: \(horizontal), vertical: \(vertical))",
            args: ["horizontal": .bool(horizontal), "vertical": .bool(vertical)],
            layout: FixedSizeLayout(horizontal: horizontal, vertical: vertical))
    }
}

extension View {
    /// Proposes `nil` on both axes: the view takes its ideal size.
    public func fixedSize() -> some View { modified(by: .fixedSize()) }

    /// Proposes `nil` on the chosen axes.
    public func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
        modified(by: .fixedSize(horizontal: horizontal, vertical: vertical))
    }
}

/// `fixedSize(horizontal:vertical:)`: proposes `nil` on the fixed axes, so the
/// child takes its ideal size there, and adopts the child's size. It places the child with
/// `nil` there too, not with its own size (OpenSwiftUI `Layout/FixedSizeLayout.swift`, commit
/// 069dd80b, lines 29–54): a stack inside re-proposes its own size itself (`StackReproposal`).
public struct FixedSizeLayout: Layout {
    public var _engineTraits: EngineLayoutTraits { EngineLayoutTraits(shiftsChildGuides: true) }

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
                    FixedSizeAxis(axis: axis, fixed: fixed, proposal: proposal[axis], childProposal: childP[axis], value: size[axis]), about: child)
            }
        }
        return size
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews.first?.place(at: bounds.origin, anchor: .topLeading, proposal: childProposal(proposal))
    }
}

/// `fixedsize.axis`: whether one axis was fixed, and what the child took there.
public struct FixedSizeAxis: DecisionPayload, AxisRule, Codable {
    public static let kind: DecisionKind = "fixedsize.axis"
    public static let sentences = DecisionSentence.perAxis([
        "{axis} not fixed: passes {proposal} on; child took {value}",
        "{axis} fixed: ignores the proposal {proposal} and proposes nil, so the child takes its ideal {value}",
    ])
    public var axis: Axis
    public var fixed: Bool
    public var proposal: CGFloat?
    public var childProposal: CGFloat?
    public var value: CGFloat

    public var ignoresProposal: Bool { fixed }
    public var sentence: Int { (fixed ? 2 : 0) + axis.code }
    public init(axis: Axis, fixed: Bool, proposal: CGFloat?, childProposal: CGFloat?, value: CGFloat) {
        self.axis = axis; self.fixed = fixed; self.proposal = proposal; self.childProposal = childProposal; self.value = value
    }
}

extension SceneModifier {
    public static let fixedSize = SceneModifier("fixedSize") { a in
        if a.isEmpty { return .fixedSize() }
        guard let h = try a.bool("horizontal"), let v = try a.bool("vertical") else {
            throw a.error("fixedSize takes no arguments or both 'horizontal:' and 'vertical:'")
        }
        return .fixedSize(horizontal: h, vertical: v)
    }
}
