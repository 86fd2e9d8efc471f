import Foundation

extension NodeSpec {
    /// `NavigationStack { content }` / `NavigationView`: a navigation bar above the content.
    public static func navigationStack(kind: String, title: String?, displayMode: String?, label: String, children: [NodeSpec]) -> NodeSpec {
        var content = children
        if content.count > 1 { content = [.vStack(children: content)] }
        let bar = NavigationBarLayout.barHeight(title: title, displayMode: displayMode)
        return NodeSpec(
            kind: kind, label: label,
            args: ["title": title.map { .string($0) } ?? .null, "displayMode": .string(bar.mode), "platformMetric": .bool(true)], role: .container,
            layout: NavigationBarLayout(title: title, mode: bar.mode, barHeight: bar.height), children: content)
    }
}

/// A navigation stack on iPhone: the navigation bar takes the top of the stack and the content is
/// laid out below it, in the rest. A root view's title is large unless
/// `navigationBarTitleDisplayMode(.inline)` says otherwise (Apple, "navigationBarTitleDisplayMode":
/// `.automatic` "inherits… from the previous navigation item", the root's being large). The
/// heights are iOS metrics, *unconfirmed*: a bar 44 tall (Apple's HIG: a navigation bar's
/// standard height), 52 more for a large title, and the same 44-point bar when there is no title.
/// The stack takes the whole proposal; a `nil` side takes the content's length plus the bar.
public struct NavigationBarLayout: Layout {
    public static let inlineBar: CGFloat = 44
    public static let largeTitle: CGFloat = 52

    public let title: String?
    public let mode: String
    public let barHeight: CGFloat

    public init(title: String?, mode: String, barHeight: CGFloat) {
        self.title = title
        self.mode = mode
        self.barHeight = barHeight
    }

    /// The bar's height for a title and a display mode as written.
    public static func barHeight(title: String?, displayMode: String?) -> (mode: String, height: CGFloat) {
        guard title != nil else { return ("none", inlineBar) }
        if displayMode == "inline" { return ("inline", inlineBar) }
        return ("large", inlineBar + largeTitle)
    }

    func contentProposal(_ p: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: p.width, height: p.height.map { Swift.max(0, $0 - barHeight) })
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let content = subviews.first?.sizeThatFits(contentProposal(proposal)) ?? .zero
        let size = CGSize(
            width: proposal.width.flatMap { $0.isFinite ? $0 : nil } ?? content.width,
            height: proposal.height.flatMap { $0.isFinite ? $0 : nil } ?? content.height + barHeight)
        subviews.record(NavigationBar(title: title, mode: mode, bar: barHeight, proposal: proposal, contentProposal: contentProposal(proposal), content: content, size: size))
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
public struct NavigationBar: DecisionPayload, SizeDecision {
    public static let kind: DecisionKind = "navigation.bar"
    public static let sentences = [
        "a navigation bar with the large title \"{title}\" takes {bar} at the top (44 + 52, iOS metrics, unconfirmed): the content is proposed {content_proposal} below it and takes {content}; the stack takes its proposal → {size}",
        "a navigation bar with the inline title \"{title}\" takes {bar} at the top (an iOS metric, unconfirmed): the content is proposed {content_proposal} below it and takes {content}; the stack takes its proposal → {size}",
        "an empty navigation bar takes {bar} at the top (an iOS metric, unconfirmed): the content is proposed {content_proposal} below it and takes {content}; the stack takes its proposal → {size}",
    ]
    public var title: String?
    public var mode: String
    public var bar: CGFloat
    public var proposal: ProposedViewSize
    public var contentProposal: ProposedViewSize
    public var content: CGSize
    public var size: CGSize
    public var platformMetric: Bool { true }

    public var sentence: Int { mode == "large" ? 0 : mode == "inline" ? 1 : 2 }
    public func encode(to f: inout DecisionFields) {
        f.add("title", title ?? ""); f.add("mode", mode); f.add("bar", bar); f.add("proposal", proposal); f.add("content_proposal", contentProposal)
        f.add("content", content); f.add("size", size); f.add("platform_metric", true)
    }
    public init(title: String?, mode: String, bar: CGFloat, proposal: ProposedViewSize, contentProposal: ProposedViewSize, content: CGSize, size: CGSize) {
        self.title = title; self.mode = mode; self.bar = bar; self.proposal = proposal; self.contentProposal = contentProposal; self.content = content; self.size = size
    }
    public init(from f: DecisionFields) throws {
        let t = try f.string("title")
        title = t.isEmpty ? nil : t
        mode = try f.string("mode"); bar = try f.number("bar"); proposal = try f.proposal("proposal"); contentProposal = try f.proposal("content_proposal")
        content = try f.size("content"); size = try f.size("size")
    }
}

extension SceneView {
    public static let navigationStack = SceneView("NavigationStack") { a in
        try a.ignore("path")
        let (content, title, mode) = try a.navigationContent()
        return .navigationStack(kind: "NavigationStack", title: title, displayMode: mode, label: a.written, children: content)
    }

    public static let navigationView = SceneView("NavigationView") { a in
        let (content, title, mode) = try a.navigationContent()
        return .navigationStack(kind: "NavigationView", title: title, displayMode: mode, label: a.written, children: content)
    }
}
