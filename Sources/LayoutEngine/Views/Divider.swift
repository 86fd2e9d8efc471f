import Foundation

/// A thin line across its stack's axis.
public struct Divider: View {
    public typealias Body = Never
    public init() {}
    public func _nodeSpecs() -> [NodeSpec] { [Self.spec(label: "Divider()")] }

    public static func spec(label: String) -> NodeSpec {
        NodeSpec(kind: "Divider", label: label, role: .leaf, layout: .environmental { DividerLayout(stackAxis: $0.stackOrientation) })
    }
}

/// `Divider`: a line 1 point thick across its stack's axis (horizontal outside
/// an HStack); along its length it takes the proposal, `nil` → 10 (*unconfirmed*).
public struct DividerLayout: Layout {
    public static let thickness: CGFloat = 1
    /// The enclosing stack's axis.
    public let stackAxis: Axis?

    public init(stackAxis: Axis?) { self.stackAxis = stackAxis }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let vertical = stackAxis == .horizontal
        let size =
            vertical
            ? CGSize(width: Self.thickness, height: proposal.height ?? 10)
            : CGSize(width: proposal.width ?? 10, height: Self.thickness)
        subviews.record(DividerSize(proposal: proposal, vertical: vertical, size: size))
        return size
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
}

/// `divider.size`: a divider's length and thickness.
public struct DividerSize: DecisionPayload, SizeDecision, Codable {
    public static let kind: DecisionKind = "divider.size"
    public static let sentences = [
        "horizontal divider, 1 thick → {size}", "vertical divider, 1 thick → {size}",
        "horizontal divider, 1 thick, 10 long for a nil length (unconfirmed) → {size}", "vertical divider, 1 thick, 10 long for a nil length (unconfirmed) → {size}",
    ]
    public var proposal: ProposedViewSize
    public var vertical: Bool
    public var size: CGSize

    public var sentence: Int { (vertical ? 1 : 0) + ((vertical ? proposal.height : proposal.width) == nil ? 2 : 0) }
    public init(proposal: ProposedViewSize, vertical: Bool, size: CGSize) { self.proposal = proposal; self.vertical = vertical; self.size = size }
}

extension SceneView {
    public static let divider = SceneView("Divider") { a in Divider.spec(label: a.written) }
}
