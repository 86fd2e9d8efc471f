import Foundation

extension NodeSpec {
    /// `TabView { … }`: the selected tab (the first) above the tab bar.
    public static func tabView(label: String, selected: [NodeSpec], tabs: Int) -> NodeSpec {
        var content = selected
        if content.count > 1 { content = [.vStack(children: content)] }
        return NodeSpec(
            kind: "TabView", label: label, args: ["tabs": .number(Double(tabs)), "platformMetric": .bool(true)], role: .container,
            layout: TabBarLayout(), children: content)
    }
}

/// `TabView` on iPhone: only the selected tab's content is laid out (the others do not exist until
/// chosen; ltrace shows the first), above a tab bar 49 points tall at the bottom (UITabBar's
/// height, an iOS metric, *unconfirmed*; on a device the bar also covers the bottom inset). The
/// content is proposed the height less the bar; the tab view takes its proposal.
public struct TabBarLayout: Layout {
    public static let barHeight: CGFloat = 49

    public init() {}

    func contentProposal(_ p: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: p.width, height: p.height.map { Swift.max(0, $0 - Self.barHeight) })
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let content = subviews.first?.sizeThatFits(contentProposal(proposal)) ?? .zero
        let size = CGSize(
            width: proposal.width.flatMap { $0.isFinite ? $0 : nil } ?? content.width,
            height: proposal.height.flatMap { $0.isFinite ? $0 : nil } ?? content.height + Self.barHeight)
        subviews.record(TabBar(bar: Self.barHeight, contentProposal: contentProposal(proposal), content: content, size: size))
        return size
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews.first?.place(
            at: bounds.origin, anchor: .topLeading, proposal: ProposedViewSize(width: bounds.width, height: Swift.max(0, bounds.height - Self.barHeight)))
    }
}

/// `tabview.bar`: the tab bar at the bottom and the selected tab above it.
public struct TabBar: DecisionPayload, SizeDecision, Codable {
    public static let kind: DecisionKind = "tabview.bar"
    public static let sentences = [
        "the tab bar takes {bar} at the bottom (an iOS metric, unconfirmed); the selected tab is proposed {content_proposal} above it and takes {content}; the tab view takes its proposal → {size}",
    ]
    public var bar: CGFloat
    public var contentProposal: ProposedViewSize
    public var content: CGSize
    public var size: CGSize
    public private(set) var platformMetric = true

    public init(bar: CGFloat, contentProposal: ProposedViewSize, content: CGSize, size: CGSize) {
        self.bar = bar; self.contentProposal = contentProposal; self.content = content; self.size = size
    }
}

extension SceneView {
    /// `Tab("Home", systemImage: "house") { HomeView() }` (iOS 18): one tab of a TabView, which shows
    /// its content; its title and image go to the tab bar.
    public static let tab = SceneView("Tab") { a in
        _ = try a.string(nil)
        for label in ["systemImage", "image", "value", "role"] { try a.ignore(label) }
        return .list(kind: "Tab", label: a.written, children: try a.content())
    }

    /// `TabView { HomeView().tabItem { … }; SettingsView().tabItem { … } }`: every tab is read (its
    /// mistakes are reported), the first is laid out.
    public static let tabView = SceneView("TabView") { a in
        try a.ignore("selection")
        let tabs = try a.content()
        return .tabView(label: a.written, selected: Array(tabs.prefix(1)), tabs: tabs.count)
    }
}
