import Foundation

extension NodeSpec {
    /// `ContentUnavailableView("No Mail", systemImage: "tray.fill", description: Text(…))`: an icon,
    /// a title, a description and actions, centred in all the space it is offered.
    public static func contentUnavailable(icon: NodeSpec?, title: NodeSpec?, description: [NodeSpec], actions: [NodeSpec], written: String) -> NodeSpec {
        let m = ContentUnavailableLayout.self
        var labelParts: [NodeSpec] = []
        if let icon { labelParts += NodeSpec.font(.system(size: m.iconSize)).wrapping([icon]) }
        if let title { labelParts += NodeSpec.font(Font.title2.bold(), label: "font(.title2.bold())").wrapping([title]) }
        var parts: [NodeSpec] = []
        if !labelParts.isEmpty { parts.append(.vStack(spacing: m.iconGap, children: labelParts)) }
        if !description.isEmpty { parts += NodeSpec.font(.subheadline).wrapping(description) }
        var column = NodeSpec.vStack(spacing: m.descriptionGap, children: parts)
        if !actions.isEmpty { column = .vStack(spacing: m.actionsGap, children: [column] + actions) }
        return NodeSpec(
            kind: "ContentUnavailableView", label: written, args: ["platformMetric": .bool(true)], role: .container,
            layout: ContentUnavailableLayout(), children: [column])
    }
}

/// `ContentUnavailableView` (iOS 17): fills the space it is offered, as a flexible frame does, and
/// centres its content, proposed that space less a margin on each side. Apple's documentation shows
/// it filling a list or a screen ("an interface for an empty state"); the icon's size, the fonts
/// (title2 bold, subheadline), the gaps and the margin are iOS metrics no source gives:
/// *unconfirmed* (docs/rules.md). Proposed nil, it is its content plus the margins.
public struct ContentUnavailableLayout: Layout {
    public static let margin: CGFloat = 16
    public static let iconSize: CGFloat = 48
    public static let iconGap: CGFloat = 8
    public static let descriptionGap: CGFloat = 8
    public static let actionsGap: CGFloat = 16

    public init() {}

    func contentProposal(_ p: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: p.width.map { Swift.max(0, $0 - 2 * Self.margin) }, height: p.height.map { Swift.max(0, $0 - 2 * Self.margin) })
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let inner = contentProposal(proposal)
        let content = subviews.first?.sizeThatFits(inner) ?? .zero
        func length(_ proposed: CGFloat?, _ content: CGFloat) -> CGFloat {
            guard let proposed, proposed.isFinite else { return content + 2 * Self.margin }
            return proposed
        }
        let size = CGSize(width: length(proposal.width, content.width), height: length(proposal.height, content.height))
        subviews.record(ContentUnavailableSize(proposal: proposal, margin: Self.margin, contentProposal: inner, content: content, size: size))
        return size
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews.first?.place(
            at: CGPoint(x: bounds.midX, y: bounds.midY), anchor: .center,
            proposal: contentProposal(ProposedViewSize(width: bounds.width, height: bounds.height)))
    }
}

/// `unavailable.size`: an empty state fills its proposal and centres its content.
public struct ContentUnavailableSize: DecisionPayload, SizeDecision, Codable {
    public static let kind: DecisionKind = "unavailable.size"
    public static let sentences = [
        "an empty state takes the space it is offered ({proposal}, nil → its content plus the margins) and centres its icon, title and description, proposed {content_proposal} ({margin} margins, an iOS metric, unconfirmed), which take {content} → {size}",
    ]
    public var proposal: ProposedViewSize
    public var margin: CGFloat
    public var contentProposal: ProposedViewSize
    public var content: CGSize
    public var size: CGSize
    public private(set) var platformMetric = true

    public init(proposal: ProposedViewSize, margin: CGFloat, contentProposal: ProposedViewSize, content: CGSize, size: CGSize) {
        self.proposal = proposal; self.margin = margin; self.contentProposal = contentProposal; self.content = content; self.size = size
    }
}

extension SceneView {
    /// `ContentUnavailableView("No Mail", systemImage: "tray.fill", description: Text("…"))`,
    /// `ContentUnavailableView { Label(…) } description: { … } actions: { … }`.
    public static let contentUnavailableView = SceneView("ContentUnavailableView") { a in
        let writtenTitle = try a.string(nil)
        // The label closure is the first trailing one, so it is read before the others.
        let labelViews = writtenTitle == nil ? try a.views("label") : nil
        let description = try a.views("description") ?? []
        let actions = try a.views("actions") ?? []
        if let title = writtenTitle {
            let symbol = try a.string("systemImage")
            let image = try symbol == nil ? a.string("image") : nil
            let icon = (symbol ?? image).map {
                Image.spec(name: $0, systemName: symbol != nil, intrinsicSize: nil, resizable: false, label: symbol != nil ? "Image(systemName: \(CallLabel.quoted($0)))" : "Image(\(CallLabel.quoted($0)))")
            }
            let text = Text.spec(title: title)
            return .contentUnavailable(icon: icon, title: text, description: description, actions: actions, written: a.written)
        }
        guard let labelViews else {
            throw a.error("ContentUnavailableView needs a title: ContentUnavailableView(\"No Results\", systemImage: \"magnifyingglass\") or ContentUnavailableView { Label(…) }")
        }
        // A `Label` in an empty state stands its icon above its title.
        let split = labelViews.count == 1 && labelViews[0].layoutValues[LabelParts.self] == .iconAndTitle
        let icon = split ? labelViews[0].children[0] : nil
        let title = split ? labelViews[0].children[1] : (labelViews.count == 1 ? labelViews[0] : .vStack(children: labelViews))
        return .contentUnavailable(icon: icon, title: title, description: description, actions: actions, written: a.written)
    }

    /// `ContentUnavailableView.search` and `.search(text: query)`: a magnifying glass, "No Results"
    /// (or "No Results for “query”") and "Check the spelling or try a new search." (Apple's text).
    public static let contentUnavailableSearch = SceneView("ContentUnavailableView.search") { a in
        let query = try a.string("text")
        let title = query.map { "No Results for \u{201C}\($0)\u{201D}" } ?? "No Results"
        return .contentUnavailable(
            icon: Image.spec(name: "magnifyingglass", systemName: true, intrinsicSize: nil, resizable: false, label: "Image(systemName: \"magnifyingglass\")"),
            title: Text.spec(title: title),
            description: [Text.spec(title: "Check the spelling or try a new search.")],
            actions: [], written: a.written)
    }
}
