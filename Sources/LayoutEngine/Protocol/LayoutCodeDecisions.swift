import Foundation

// The decisions of a layout's own code: each query a custom layout's method makes of a subview
// and each placement, named by the statement that made it (`RelativeSizeLayout.sizeThatFits,
// scene.swift:12`). The scene interpreter records them as it runs a scene's `Layout`; `why` on
// the subview shows them with its size and position.

/// `layout.propose`: a layout's code proposed a size to a subview (`subviews[0].sizeThatFits(p)`,
/// `dimensions(in:)`) and read its answer.
public struct LayoutCodeProposal: DecisionPayload, Codable {
    public static let kind: DecisionKind = "layout.propose"
    public static let sentences = [
        "{layout}.{method}, {source}: proposed {proposal} to {child}, which answered {size}",
    ]
    public var layout: String
    public var method: String
    /// `file:line` of the statement.
    public var source: String
    public var proposal: ProposedViewSize
    public var size: CGSize

    public init(layout: String, method: String, source: String, proposal: ProposedViewSize, size: CGSize) {
        self.layout = layout; self.method = method; self.source = source; self.proposal = proposal; self.size = size
    }
}

/// `layout.place`: a layout's code placed a subview (`subviews[0].place(at:anchor:proposal:)`).
public struct LayoutCodePlacement: DecisionPayload, Codable {
    public static let kind: DecisionKind = "layout.place"
    public static let sentences = [
        "{layout}.{method}, {source}: placed {child}'s {anchor} anchor at {point}, proposing {proposal}",
    ]
    public var layout: String
    public var method: String
    public var source: String
    public var point: CGPoint
    public var anchor: String
    public var proposal: ProposedViewSize

    public init(layout: String, method: String, source: String, point: CGPoint, anchor: String, proposal: ProposedViewSize) {
        self.layout = layout; self.method = method; self.source = source; self.point = point; self.anchor = anchor; self.proposal = proposal
    }
}

/// `layout.answer`: what a layout's method returned (a size, a guide's value, its spacing), with
/// the line of the `return`.
public struct LayoutCodeAnswer: DecisionPayload, SizeDecision, Codable {
    public static let kind: DecisionKind = "layout.answer"
    public static let sentences = ["{layout}.{method}, {source}: answered {answer} for {proposal}"]
    public var layout: String
    public var method: String
    public var source: String
    public var proposal: ProposedViewSize
    /// The answer as written in the trace (`200 × 80`, `12`, `nil`).
    public var answer: String

    public init(layout: String, method: String, source: String, proposal: ProposedViewSize, answer: String) {
        self.layout = layout; self.method = method; self.source = source; self.proposal = proposal; self.answer = answer
    }
}

/// `layout.cache`: a layout made or updated its cache (`makeCache(subviews:)`, `updateCache`).
public struct LayoutCodeCache: DecisionPayload, Codable {
    public static let kind: DecisionKind = "layout.cache"
    public static let sentences = ["{layout}.{method}, {source}: {layout}'s cache is {cache}"]
    public var layout: String
    public var method: String
    public var source: String
    /// The cache's value as the trace writes it.
    public var cache: String

    public init(layout: String, method: String, source: String, cache: String) {
        self.layout = layout; self.method = method; self.source = source; self.cache = cache
    }
}
