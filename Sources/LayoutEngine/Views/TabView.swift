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

/// `TabView`: only the selected tab's content is laid out (the others do not exist until chosen;
/// ltrace shows the first), above the tab bar: 49 on an iPhone in portrait (above the home
/// indicator's inset: 83 in all on an iPhone X, measured), 32 on the smaller iPhones in landscape,
/// 50 on an iPad (measured; docs/devices.md "Bars"). The content is proposed the height less the
/// bar and centred in it; the tab view takes its proposal.
public struct TabBarLayout: Layout {
    public init() {}

    func contentProposal(_ p: ProposedViewSize, bar: CGFloat) -> ProposedViewSize {
        ProposedViewSize(width: p.width, height: p.height.map { Swift.max(0, $0 - bar) })
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let bars = subviews.bars
        let content = subviews.first?.sizeThatFits(contentProposal(proposal, bar: bars.tabBar)) ?? .zero
        let size = CGSize(
            width: proposal.width.flatMap { $0.isFinite ? $0 : nil } ?? content.width,
            height: proposal.height.flatMap { $0.isFinite ? $0 : nil } ?? content.height + bars.tabBar)
        subviews.record(TabBar(bar: bars.tabBar, contentProposal: contentProposal(proposal, bar: bars.tabBar), content: content, size: size))
        return size
    }

    /// The selected tab is the root of its hosting controller, centred in the area above the bar.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard let content = subviews.first else { return }
        let area = CGRect(x: bounds.minX, y: bounds.minY, width: bounds.width, height: Swift.max(0, bounds.height - subviews.bars.tabBar))
        placeAligned(content, in: area, proposal: ProposedViewSize(width: area.width, height: area.height), alignment: .center, subviews: subviews)
    }
}

/// `tabview.bar`: the tab bar at the bottom and the selected tab above it.
public struct TabBar: DecisionPayload, SizeDecision, Codable {
    public static let kind: DecisionKind = "tabview.bar"
    public static let sentences = [
        "the tab bar takes {bar} at the bottom (an iOS metric of this screen, measured): the selected tab is proposed {content_proposal} above it and takes {content}; the tab view takes its proposal → {size}; a smaller tab is centred above the bar (as a hosting controller centres its root: unconfirmed)",
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
        let title = try a.string(nil)
        for label in ["systemImage", "image", "value", "role"] { try a.ignore(label) }
        var tab = NodeSpec.list(kind: "Tab", label: a.written, children: try a.content())
        // `Tab(value: .home) { … } label: { Label(…) }`: the label is the tab bar's item, not read.
        a.ignoreClosure("label")
        if let title { tab.args["title"] = .string(title) }
        return tab
    }

    /// `TabView { HomeView().tabItem { … }; SettingsView().tabItem { … } }`: every tab is read (its
    /// mistakes are reported), the first is laid out.
    public static let tabView = SceneView("TabView") { a in
        try a.ignore("selection")
        let tabs = try a.content()
        var spec = NodeSpec.tabView(label: a.written, selected: Array(tabs.prefix(1)), tabs: tabs.count)
        spec.appearance = .tabBar(items: tabs.map(Self.tabTitle))
        return spec
    }

    /// A tab's item title: a `Tab("Home", …)`'s, or the `.tabItem { … }` among its modifiers.
    static func tabTitle(_ tab: NodeSpec) -> String {
        var spec: NodeSpec? = tab
        while let s = spec {
            if (s.kind == "Tab" || s.kind == "tabItem"), let title = s.args["title"]?.stringValue { return title }
            spec = s.role == .modifier ? s.children.first : nil
        }
        return ""
    }
}

extension SceneModifier {
    /// `.tabItem { Label("Home", systemImage: "house") }` (or a `Text` and an `Image`): the tab bar's
    /// item for the view it modifies, drawn by the tab view; nothing of the view's layout changes.
    public static let tabItem = SceneModifier("tabItem") { a in
        let item = try a.views(nil) ?? []
        var args: TraceObject = [:]
        if let title = item.lazy.compactMap(NodeSpec.firstText).first { args["title"] = .string(title) }
        return .drawing("tabItem", label: a.written, args: args)
    }
}

extension NodeSpec {
    /// The string of the first `Text` in this view, in source order.
    static func firstText(_ spec: NodeSpec) -> String? {
        if spec.kind == "Text", let text = spec.args["text"]?.stringValue { return text }
        return spec.children.lazy.compactMap(firstText).first
    }
}
