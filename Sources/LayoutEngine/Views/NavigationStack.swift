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

    /// The content of a navigation stack's call, with what its modifiers set on the bar.
    init(_ a: SceneArguments) throws {
        let (views, bar) = try a.content(collecting: .navigationBar)
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
        let bar = NavigationBarLayout.barHeight(title: content.title, displayMode: content.displayMode)
        let search = content.searchable ? NavigationBarLayout.searchField : 0
        return NodeSpec(
            kind: kind, label: label,
            args: [
                "title": content.title.map { .string($0) } ?? .null, "displayMode": .string(bar.mode.rawValue), "searchable": .bool(content.searchable),
                "platformMetric": .bool(true),
            ], role: .container,
            layout: NavigationBarLayout(title: content.title, mode: bar.mode, barHeight: bar.height + search, searchField: search), children: children)
    }
}

/// A navigation stack on iPhone: the navigation bar takes the top of the stack and the content is
/// laid out below it, in the rest. A root view's title is large unless
/// `navigationBarTitleDisplayMode(.inline)` says otherwise (Apple, "navigationBarTitleDisplayMode":
/// `.automatic` "inherits… from the previous navigation item", the root's being large). The
/// heights are iOS metrics, *unconfirmed*: a bar 44 tall (Apple's HIG: a navigation bar's
/// standard height), 52 more for a large title, and the same 44-point bar when there is no title.
/// `searchable` inside the stack adds its search field below the title: 52 more, the height of
/// UISearchBar in a navigation bar (an iOS metric, *unconfirmed*; shown, as it is before the
/// content scrolls).
/// The stack takes the whole proposal; a `nil` side takes the content's length plus the bar.
public struct NavigationBarLayout: Layout {
    public static let inlineBar: CGFloat = 44
    public static let largeTitle: CGFloat = 52
    public static let searchField: CGFloat = 52

    public let title: String?
    public let mode: NavigationBarMode
    /// The whole bar, the search field included.
    public let barHeight: CGFloat
    /// The search field's part of the bar; 0 without `searchable`.
    public let searchField: CGFloat

    public init(title: String?, mode: NavigationBarMode, barHeight: CGFloat, searchField: CGFloat = 0) {
        self.title = title
        self.mode = mode
        self.barHeight = barHeight
        self.searchField = searchField
    }

    /// The bar's height for a title and a display mode as written.
    public static func barHeight(title: String?, displayMode: TitleDisplayMode?) -> (mode: NavigationBarMode, height: CGFloat) {
        guard title != nil else { return (.none, inlineBar) }
        if displayMode == .inline { return (.inline, inlineBar) }
        return (.large, inlineBar + largeTitle)
    }

    func contentProposal(_ p: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: p.width, height: p.height.map { Swift.max(0, $0 - barHeight) })
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let content = subviews.first?.sizeThatFits(contentProposal(proposal)) ?? .zero
        let size = CGSize(
            width: proposal.width.flatMap { $0.isFinite ? $0 : nil } ?? content.width,
            height: proposal.height.flatMap { $0.isFinite ? $0 : nil } ?? content.height + barHeight)
        subviews.record(
            NavigationBar(
                title: title, mode: mode, bar: barHeight, search: searchField, proposal: proposal, contentProposal: contentProposal(proposal), content: content,
                size: size))
        return size
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard let content = subviews.first else { return }
        var p = contentProposal(proposal)
        p.width = bounds.width
        p.height = Swift.max(0, bounds.height - barHeight)
        content.place(at: CGPoint(x: bounds.minX, y: bounds.minY + barHeight), anchor: .topLeading, proposal: p)
    }
}

/// `navigation.bar`: the bar a navigation stack draws above its content, and what is left below.
public struct NavigationBar: DecisionPayload, SizeDecision, Codable {
    public static let kind: DecisionKind = "navigation.bar"
    public static let sentences = [
        "a navigation bar with the large title \"{title}\" takes {bar} at the top (44 + 52, iOS metrics, unconfirmed): the content is proposed {content_proposal} below it and takes {content}; the stack takes its proposal → {size}",
        "a navigation bar with the inline title \"{title}\" takes {bar} at the top (an iOS metric, unconfirmed): the content is proposed {content_proposal} below it and takes {content}; the stack takes its proposal → {size}",
        "an empty navigation bar takes {bar} at the top (an iOS metric, unconfirmed): the content is proposed {content_proposal} below it and takes {content}; the stack takes its proposal → {size}",
        "a navigation bar with the large title \"{title}\" and a search field takes {bar} at the top (44 + 52 + {search}, iOS metrics, unconfirmed): the content is proposed {content_proposal} below it and takes {content}; the stack takes its proposal → {size}",
        "a navigation bar with the inline title \"{title}\" and a search field takes {bar} at the top (44 + {search}, iOS metrics, unconfirmed): the content is proposed {content_proposal} below it and takes {content}; the stack takes its proposal → {size}",
        "a navigation bar with a search field takes {bar} at the top (44 + {search}, iOS metrics, unconfirmed): the content is proposed {content_proposal} below it and takes {content}; the stack takes its proposal → {size}",
    ]
    /// Empty without a title.
    public var title: String
    public var mode: NavigationBarMode
    public var bar: CGFloat
    /// The search field's part of the bar, 0 without one.
    public var search: CGFloat
    public var proposal: ProposedViewSize
    public var contentProposal: ProposedViewSize
    public var content: CGSize
    public var size: CGSize
    public private(set) var platformMetric = true

    public var sentence: Int { (mode == .large ? 0 : mode == .inline ? 1 : 2) + (search > 0 ? 3 : 0) }
    public init(title: String?, mode: NavigationBarMode, bar: CGFloat, search: CGFloat = 0, proposal: ProposedViewSize, contentProposal: ProposedViewSize, content: CGSize, size: CGSize) {
        self.title = title ?? ""; self.mode = mode; self.bar = bar; self.search = search; self.proposal = proposal; self.contentProposal = contentProposal; self.content = content; self.size = size
    }
}

extension SceneView {
    public static let navigationStack = SceneView("NavigationStack") { a in
        try a.ignore("path")
        return .navigationStack(kind: "NavigationStack", try NavigationContent(a), label: a.written)
    }

    public static let navigationView = SceneView("NavigationView") { a in
        return .navigationStack(kind: "NavigationView", try NavigationContent(a), label: a.written)
    }
}
