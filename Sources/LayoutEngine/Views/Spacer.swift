import Foundation

/// Flexible space along its stack's axis.
public struct Spacer: View {
    public typealias Body = Never
    public let minLength: CGFloat?
    public init(minLength: CGFloat? = nil) { self.minLength = minLength }

    public func _nodeSpecs() -> [NodeSpec] {
        [Self.spec(minLength: minLength, label: CallLabel.make("Spacer", [("minLength", CallLabel.number(minLength))]))]
    }

    public static func spec(minLength: CGFloat?, label: String) -> NodeSpec {
        var spec = NodeSpec(
            kind: "Spacer", label: label, args: ["minLength": .dimension(minLength)], role: .leaf,
            layout: .environmental { SpacerLayout(minLength: minLength, axis: $0.stackOrientation) })
        spec.isSpacerLeaf = true
        spec.layoutValues[LayoutPriorityValue.self] = -.infinity
        return spec
    }
}

/// `Spacer(minLength:)`: along its stack's axis, `max(proposal, minLength ?? 8)`
/// (a `nil` proposal gives the minimum); across it, 0. Outside a stack it
/// expands that way on both axes. Stacks lay spacers out last (priority −∞).
public struct SpacerLayout: Layout {
    public static let defaultMinLength: CGFloat = 8
    public let minLength: CGFloat?
    /// The enclosing stack's axis.
    public let axis: Axis?

    public init(minLength: CGFloat?, axis: Axis?) {
        self.minLength = minLength
        self.axis = axis
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let minimum = minLength ?? Self.defaultMinLength
        func along(_ p: CGFloat?) -> CGFloat { Swift.max(p ?? -.infinity, minimum) }
        let size: CGSize
        switch axis {
        case .horizontal?: size = CGSize(width: along(proposal.width), height: 0)
        case .vertical?: size = CGSize(width: 0, height: along(proposal.height))
        case nil: size = CGSize(width: along(proposal.width), height: along(proposal.height))
        }
        subviews.record(SpacerSize(proposal: proposal, minLength: minimum, axis: axis, size: size))
        return size
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
}

/// `spacer.size`: a spacer's length along its stack.
public struct SpacerSize: DecisionPayload, SizeDecision, Codable {
    public static let kind: DecisionKind = "spacer.size"
    public static let sentences = [
        "spacer along horizontal: max(proposal, {min_length}) → {size}", "spacer along vertical: max(proposal, {min_length}) → {size}",
        "spacer outside a stack: max(proposal, {min_length}) → {size}",
    ]
    public var proposal: ProposedViewSize
    public var minLength: CGFloat
    public var axis: Axis?
    public var size: CGSize

    public var sentence: Int { axis?.code ?? 2 }
    public init(proposal: ProposedViewSize, minLength: CGFloat, axis: Axis?, size: CGSize) {
        self.proposal = proposal; self.minLength = minLength; self.axis = axis; self.size = size
    }
}

extension SceneView {
    public static let spacer = SceneView("Spacer") { a in Spacer.spec(minLength: try a.length("minLength"), label: a.written) }
}
