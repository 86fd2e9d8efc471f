import Foundation

/// `AsyncImage(url:)`: ltrace never loads the image, so it lays out what the view shows until the
/// image loads. Apple's "AsyncImage": "Until the image loads, the view displays a standard
/// placeholder that fills the available space"; `init(url:scale:content:placeholder:)` shows its
/// `placeholder` first; `init(url:scale:transaction:content:)` calls `content` with the phase,
/// `.empty` until the load ends (its `image` and `error` nil).
public struct AsyncImageLayout: Layout {
    /// What the view shows before its image loads.
    public enum Showing: String, Sendable, Codable {
        /// The standard placeholder, which fills its proposal (a `nil` side becomes 10, as a shape's).
        case standard
        /// The `placeholder:` views.
        case placeholder
        /// What the `content` closure makes of the empty phase.
        case emptyPhase
    }

    public let showing: Showing

    public init(showing: Showing) { self.showing = showing }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let size = subviews.first?.sizeThatFits(proposal) ?? proposal.replacingUnspecifiedDimensions()
        subviews.record(AsyncImageSize(showing: showing, proposal: proposal, size: size), about: subviews.first)
        return size
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews.first?.place(at: bounds.origin, anchor: .topLeading, proposal: proposal)
    }
}

/// `asyncimage.size`: what an AsyncImage showed before its image loaded, and its size.
public struct AsyncImageSize: DecisionPayload, SizeDecision, Codable {
    public static let kind: DecisionKind = "asyncimage.size"
    public static let sentences = [
        "ltrace never loads the image, and until it loads an AsyncImage shows a standard placeholder that fills the space it is offered (Apple's AsyncImage): {proposal} → {size}",
        "ltrace never loads the image, and until it loads an AsyncImage shows its placeholder: proposes {proposal} to it and takes its {size}",
        "ltrace never loads the image, and until it loads an AsyncImage shows what its content makes of the empty phase (image and error nil): proposes {proposal} to it and takes its {size}",
    ]
    public var showing: AsyncImageLayout.Showing
    public var proposal: ProposedViewSize
    public var size: CGSize

    public var sentence: Int { showing == .standard ? 0 : showing == .placeholder ? 1 : 2 }
    public init(showing: AsyncImageLayout.Showing, proposal: ProposedViewSize, size: CGSize) { self.showing = showing; self.proposal = proposal; self.size = size }
}

extension SceneView {
    /// `AsyncImage(url:)`, `AsyncImage(url:) { image in … } placeholder: { … }`, `AsyncImage(url:) { phase in … }`.
    public static let asyncImage = SceneView("AsyncImage") { a in
        try a.ignore("url")
        try a.ignore("request")
        try a.ignore("scale")
        try a.ignore("transaction")
        let showing: AsyncImageLayout.Showing
        var children: [NodeSpec]
        if a.has("placeholder") {
            // The first trailing closure receives the loaded image, which never comes.
            a.ignoreClosure("content")
            showing = .placeholder
            children = try a.views("placeholder") ?? []
        } else if let views = try a.views("content", passing: [AsyncImagePhase.empty]) {
            showing = .emptyPhase
            children = views
        } else {
            showing = .standard
            children = []
        }
        if children.count > 1 { children = [.vStack(children: children)] }
        return NodeSpec(kind: "AsyncImage", label: a.written, args: ["showing": .string(showing.rawValue)], role: children.isEmpty ? .leaf : .container,
            layout: AsyncImageLayout(showing: showing), children: children)
    }
}

/// `AsyncImagePhase` as the content closure sees it before the image loads.
enum AsyncImagePhase {
    static let empty = SceneClosureValue.value(type: "AsyncImagePhase", caseName: "empty", members: ["image": .null, "error": .null])
}
