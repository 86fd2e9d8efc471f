import Foundation

/// What a navigation stack's content sets of its bar: the views, and the `navigationTitle`,
/// `navigationBarTitleDisplayMode` and `searchable` written inside them (`SceneSetting`s).
public struct NavigationContent {
    public var views: [NodeSpec]
    public var title: String?
    public var displayMode: TitleDisplayMode?
    public var searchable: Bool

    public init(views: [NodeSpec], title: String?, displayMode: TitleDisplayMode?, searchable: Bool) {
        self.views = views
        self.title = title
        self.displayMode = displayMode
        self.searchable = searchable
    }

    /// The content of a navigation stack's call (the closure trailing or labelled `label`), with
    /// what its modifiers set on the bar.
    init(_ a: SceneArguments, label: String = "content") throws {
        let (views, bar) = try a.content(collecting: .navigationBar, label: label)
        self.init(views: views, title: bar["title"]?.stringValue, displayMode: bar["displayMode"]?.stringValue.flatMap(TitleDisplayMode.init(rawValue:)), searchable: bar["searchable"] == .bool(true))
    }
}

/// `navigationBarTitleDisplayMode(_:)` as written; `.automatic` is large for a root view.
public enum TitleDisplayMode: String, Sendable, CaseIterable {
    case automatic, inline, large

    /// The mode a setting's argument names (`.inline`), or nil when it is absent; another name is an error.
    init?(_ a: SceneArguments, _ label: String?) throws {
        guard let name = try a.memberNames(label)?.first else { return nil }
        guard let mode = TitleDisplayMode(rawValue: name) else {
            throw a.error("'.\(name)' is not a TitleDisplayMode: write .automatic, .inline or .large", at: label)
        }
        self = mode
    }
}

/// How a navigation bar shows its title, as laid out: `none` without a title.
public enum NavigationBarMode: String, Sendable, Codable {
    case large, inline, none
}

extension SceneSetting {
    /// `navigationTitle("Inbox")` (and iOS 13's `navigationBarTitle`, with its `displayMode:`):
    /// the title of the navigation stack around it; the first read wins, as the root view's does.
    public static let navigationTitle = SceneSetting("navigationTitle", sets: .navigationBar, outside: "cannot change layout", read: navigationTitleSettings)
    public static let navigationBarTitle = SceneSetting("navigationBarTitle", sets: .navigationBar, outside: "cannot change layout", read: navigationTitleSettings)
    /// `navigationBarTitleDisplayMode(.inline)`.
    public static let navigationBarTitleDisplayMode = SceneSetting("navigationBarTitleDisplayMode", sets: .navigationBar, outside: "cannot change layout") { a in
        guard let mode = try TitleDisplayMode(a, nil) else { return [:] }
        return ["displayMode": .string(mode.rawValue)]
    }
    /// `searchable(text:)`: a search field in the bar of the navigation stack around it.
    public static let searchable = SceneSetting(
        "searchable", sets: .navigationBar, outside: "shows its field in a navigation stack's bar, and there is none around it here"
    ) { _ in ["searchable": .bool(true)] }

    @Sendable static func navigationTitleSettings(_ a: SceneArguments) throws -> SceneSettings {
        var settings: SceneSettings = [:]
        let written = a.source(nil)
        if let title = (try? a.displayed(nil)) ?? written { settings["title"] = .string(title) }
        if let mode = try TitleDisplayMode(a, "displayMode") { settings["displayMode"] = .string(mode.rawValue) }
        return settings
    }
}

extension NodeSpec {
    /// `NavigationStack { content }` / `NavigationView`: a navigation bar above the content.
    public static func navigationStack(kind: String, _ content: NavigationContent, label: String) -> NodeSpec {
        var children = content.views
        if children.count > 1 { children = [.vStack(children: children)] }
        let mode = NavigationBarLayout.mode(title: content.title, displayMode: content.displayMode)
        var spec = NodeSpec(
            kind: kind, label: label,
            args: [
                "title": content.title.map { .string($0) } ?? .null, "displayMode": .string(mode.rawValue), "searchable": .bool(content.searchable),
                "platformMetric": .bool(true),
            ], role: .container,
            layout: NavigationBarLayout(title: content.title, mode: mode, searchable: content.searchable), children: children)
        spec.appearance = .navigationBar(title: content.title ?? "", large: mode == .large)
        return spec
    }
}

/// A navigation stack on iPhone and iPad: the navigation bar takes the top of the stack and the
/// content is laid out below it, in the rest. A root view's title is large unless
/// `navigationBarTitleDisplayMode(.inline)` says otherwise (Apple, "navigationBarTitleDisplayMode":
/// `.automatic` "inherits… from the previous navigation item", the root's being large).
/// The bar's height is the screen's (`BarMetrics`, docs/devices.md "Bars"): 44 below the status
/// bar on an iPhone in portrait, 52 more for a large title (measured), 32 in landscape on the
/// smaller iPhones with no large title, 50 on an iPad; on a Dynamic Island iPhone the status bar
/// is shorter than the top inset, so the bar reaches into the safe area the stack is given
/// (content under an inline title starts at 97.667 on an iPhone 14 Pro, not 59 + 44: measured).
/// The stack is taken to fill its screen's safe area, as a root stack does. `searchable` adds
/// its search field below the title: 52, the height of UISearchBar in a navigation bar (an iOS
/// metric, *unconfirmed*; shown, as it is before the content scrolls).
/// The stack takes the whole proposal; a `nil` side takes the content's length plus the bar; 0 × 0
/// on a screen, the screen (`UIKitBounds`).
public struct NavigationBarLayout: Layout {
    public static let searchField: CGFloat = 52

    public let title: String?
    public let mode: NavigationBarMode
    public let searchable: Bool

    public init(title: String?, mode: NavigationBarMode, searchable: Bool = false) {
        self.title = title
        self.mode = mode
        self.searchable = searchable
    }

    /// How the bar shows a title and a display mode as written.
    public static func mode(title: String?, displayMode: TitleDisplayMode?) -> NavigationBarMode {
        guard title != nil else { return .none }
        return displayMode == .inline ? .inline : .large
    }

    /// The bar's height inside the stack on this screen, and how it is made up.
    func bar(_ bars: BarMetrics) -> (height: CGFloat, metrics: String) {
        var height = bars.navigationBar
        var parts = ["\(TraceFormat.short(bars.navigationBar)) bar"]
        if mode == .large, bars.largeTitle > 0 {
            height += bars.largeTitle
            parts.append("\(TraceFormat.short(bars.largeTitle)) large title")
        }
        if searchable {
            height += Self.searchField
            parts.append("\(TraceFormat.short(Self.searchField)) search field (unconfirmed)")
        }
        var metrics = parts.joined(separator: " + ")
        if bars.overlap > 0 {
            height -= bars.overlap
            metrics += " − \(TraceFormat.short(bars.overlap)) inside the top inset"
        }
        return (Swift.max(0, height), metrics + "; " + bars.source)
    }

    func contentProposal(_ p: ProposedViewSize, bar: CGFloat) -> ProposedViewSize {
        ProposedViewSize(width: p.width, height: p.height.map { Swift.max(0, $0 - bar) })
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        if let bounds = UIKitBounds.answer(.navigationStack, proposal: proposal, subviews: subviews) { return bounds }
        let bar = bar(subviews.bars)
        let content = subviews.first?.sizeThatFits(contentProposal(proposal, bar: bar.height)) ?? .zero
        let size = CGSize(
            width: proposal.width.flatMap { $0.isFinite ? $0 : nil } ?? content.width,
            height: proposal.height.flatMap { $0.isFinite ? $0 : nil } ?? content.height + bar.height)
        subviews.record(
            NavigationBar(
                title: title, mode: mode, bar: bar.height, metrics: bar.metrics, proposal: proposal, contentProposal: contentProposal(proposal, bar: bar.height),
                content: content, size: size))
        return size
    }

    /// The content is the root of the stack's hosting controller, which centres a smaller root in
    /// the area below the bar, as the screen's hosting view centres the scene's root.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard let content = subviews.first else { return }
        let bar = bar(subviews.bars).height
        let area = CGRect(x: bounds.minX, y: bounds.minY + bar, width: bounds.width, height: Swift.max(0, bounds.height - bar))
        placeAligned(content, in: area, proposal: ProposedViewSize(width: area.width, height: area.height), alignment: .center, subviews: subviews)
    }
}

/// `navigation.bar`: the bar a navigation stack draws above its content, and what is left below.
public struct NavigationBar: DecisionPayload, SizeDecision, Codable {
    public static let kind: DecisionKind = "navigation.bar"
    public static let sentences = [
        "a navigation bar with the large title \"{title}\" takes {bar} at the top ({metrics}): the content is proposed {content_proposal} below it and takes {content}; the stack takes its proposal → {size}; a smaller content is centred below the bar (as a hosting controller centres its root: unconfirmed)",
        "a navigation bar with the inline title \"{title}\" takes {bar} at the top ({metrics}): the content is proposed {content_proposal} below it and takes {content}; the stack takes its proposal → {size}; a smaller content is centred below the bar (as a hosting controller centres its root: unconfirmed)",
        "an empty navigation bar takes {bar} at the top ({metrics}): the content is proposed {content_proposal} below it and takes {content}; the stack takes its proposal → {size}; a smaller content is centred below the bar (as a hosting controller centres its root: unconfirmed)",
    ]
    /// Empty without a title.
    public var title: String
    public var mode: NavigationBarMode
    /// The bar's height inside the stack.
    public var bar: CGFloat
    /// How the height is made up on this screen, and its source.
    public var metrics: String
    public var proposal: ProposedViewSize
    public var contentProposal: ProposedViewSize
    public var content: CGSize
    public var size: CGSize
    public private(set) var platformMetric = true

    public var sentence: Int { mode == .large ? 0 : mode == .inline ? 1 : 2 }
    public init(title: String?, mode: NavigationBarMode, bar: CGFloat, metrics: String, proposal: ProposedViewSize, contentProposal: ProposedViewSize, content: CGSize, size: CGSize) {
        self.title = title ?? ""; self.mode = mode; self.bar = bar; self.metrics = metrics; self.proposal = proposal; self.contentProposal = contentProposal; self.content = content; self.size = size
    }
}

extension SceneView {
    public static let navigationStack = SceneView("NavigationStack") { a in
        try a.ignore("path")
        let content = try NavigationContent(a)
        // `NavigationStack(path: $store.scope(…)) { root } destination: { store in … }` (the
        // Composable Architecture's): the views pushed later, not the root shown.
        a.ignoreClosure("destination")
        return .navigationStack(kind: "NavigationStack", content, label: a.written)
    }

    public static let navigationView = SceneView("NavigationView") { a in
        return .navigationStack(kind: "NavigationView", try NavigationContent(a), label: a.written)
    }

    /// `NavigationSplitView { sidebar } detail: { … }`: on an iPhone it "collapses into a single
    /// stack" (Apple, `NavigationSplitViewColumn`), whose top is the sidebar while nothing is
    /// selected, as a preview starts: laid out as a navigation stack of the sidebar. The other
    /// columns are not laid out, nor the columns side by side of a regular width (an iPad), and
    /// which column a preview with a selection shows on top is unconfirmed: a warning says so.
    public static let navigationSplitView = SceneView("NavigationSplitView") { a in
        try a.ignore("columnVisibility")
        try a.ignore("preferredCompactColumn")
        let content = try NavigationContent(a, label: "sidebar")
        a.ignoreClosure("content")
        a.ignoreClosure("detail")
        a.warning("NavigationSplitView collapses into a single stack on an iPhone (Apple's documentation): it is laid out as a navigation stack of its sidebar, which is on top while nothing is selected; its other columns are not laid out")
        return .navigationStack(kind: "NavigationSplitView", content, label: a.written)
    }
}
