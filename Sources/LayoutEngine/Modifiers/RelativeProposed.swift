import Foundation

extension NodeSpec {
    public static func relativeProposed(width: Double = 1, height: Double = 1) -> NodeSpec {
        .modifier(
            kind: "relativeProposed",
            label: CallLabel.make("relativeProposed", [("width", width == 1 ? nil : TraceFormat.number(width)), ("height", height == 1 ? nil : TraceFormat.number(height))]),
            args: ["width": .number(width), "height": .number(height)],
            layout: RelativeSizeLayout(relativeWidth: width, relativeHeight: height))
    }
}

extension View {
    /// Proposes a fraction of its proposal to this view (Ole Begemann's modifier).
    public func relativeProposed(width: Double = 1, height: Double = 1) -> some View {
        modified(by: .relativeProposed(width: width, height: height))
    }
}

/// Ole Begemann's relative sizing layout (`relativeProposed(width:height:)`):
/// proposes a fraction of its proposal to its only subview (`nil` and infinity
/// pass through) and takes the subview's size. Written on the public `Layout`
/// protocol exactly as the article does, plus one recorded decision.
public struct RelativeSizeLayout: Layout {
    public var relativeWidth: Double
    public var relativeHeight: Double

    public init(relativeWidth: Double, relativeHeight: Double) {
        self.relativeWidth = relativeWidth
        self.relativeHeight = relativeHeight
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        guard let child = subviews.first else { return .zero }
        let resized = resizedProposal(proposal)
        subviews.record(
            RelativeProposal(widthFactor: relativeWidth, heightFactor: relativeHeight, proposal: proposal, childProposal: resized), about: child)
        return child.sizeThatFits(resized)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews.first?.place(at: CGPoint(x: bounds.midX, y: bounds.midY), anchor: .center, proposal: resizedProposal(proposal))
    }

    private func resizedProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(
            width: proposal.width.map { $0 * relativeWidth },
            height: proposal.height.map { $0 * relativeHeight })
    }
}

/// `relative.proposal`: the fraction of its proposal the modifier passed on.
public struct RelativeProposal: DecisionPayload, Codable {
    public static let kind: DecisionKind = "relative.proposal"
    public static let sentences = [
        "proposed {proposal}, proposes {child_proposal} to its child",
        "proposed {proposal}, proposes {child_proposal} to its child (width {proposal_width} × {width_factor} = {child_proposal_width})",
        "proposed {proposal}, proposes {child_proposal} to its child (height {proposal_height} × {height_factor} = {child_proposal_height})",
        "proposed {proposal}, proposes {child_proposal} to its child (width {proposal_width} × {width_factor} = {child_proposal_width}, height {proposal_height} × {height_factor} = {child_proposal_height})",
    ]
    public var widthFactor: CGFloat
    public var heightFactor: CGFloat
    public var proposal: ProposedViewSize
    public var childProposal: ProposedViewSize

    /// Which dimensions were scaled: finite and with a factor other than 1.
    public var sentence: Int {
        func scaled(_ x: CGFloat?, _ factor: CGFloat) -> Bool { x.map { $0.isFinite && factor != 1 } ?? false }
        return (scaled(proposal.width, widthFactor) ? 1 : 0) + (scaled(proposal.height, heightFactor) ? 2 : 0)
    }
    public init(widthFactor: CGFloat, heightFactor: CGFloat, proposal: ProposedViewSize, childProposal: ProposedViewSize) {
        self.widthFactor = widthFactor; self.heightFactor = heightFactor; self.proposal = proposal; self.childProposal = childProposal
    }
}

extension SceneModifier {
    public static let relativeProposed = SceneModifier("relativeProposed") { a in
        .relativeProposed(width: try a.number("width") ?? 1, height: try a.number("height") ?? 1)
    }
}
