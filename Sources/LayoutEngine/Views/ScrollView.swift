import Foundation

extension NodeSpec {
    /// Several content views are stacked in an implicit stack along the scroll axis.
    public static func scrollView(axes: Axis.Set = .vertical, children: [NodeSpec]) -> NodeSpec {
        var content = children
        if children.count > 1 || children.first?.role == .transparent {
            var stack = axes == .horizontal ? hStack(children: children) : vStack(children: children)
            stack.label += " (implicit)"
            content = [stack]
        }
        let axesName = axes == [.horizontal, .vertical] ? "[.horizontal, .vertical]" : (axes == .horizontal ? ".horizontal" : nil)
        var spec = NodeSpec(
            kind: "ScrollView", label: CallLabel.make("ScrollView", [(nil, axesName)], bare: true),
            args: ["axes": .array(Axis.allCases.filter { axes.contains($0) }.map { .string($0.rawValue) })], role: .container,
            layout: ScrollViewLayout(axes: axes), children: content)
        spec.childEnvironment = { environment, _, selfIndex in environment.containerNode = selfIndex }
        // The content shows through the scroll view's frame only (at its starting offset).
        spec.appearance = .clip(.rectangle)
        return spec
    }
}

public struct ScrollView: View {
    public typealias Body = Never
    let spec: NodeSpec
    public init<Content: View>(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        spec = .scrollView(axes: axes, children: content()._nodeSpecs())
    }
    public func _nodeSpecs() -> [NodeSpec] { [spec] }
}

/// `ScrollView`: proposes `nil` along its scroll axes (the content takes its ideal length
/// there) and passes the proposal on across them. Along a scroll axis it takes the proposal
/// (the content's length where the proposal is `nil`); across, it is only as large as its
/// content, whatever it is proposed (swiftuifieldguide.com, "ScrollView": a vertical scroll view
/// "always becomes exactly as tall as proposed" and "only becomes as wide as the width of its
/// contents"; the horizontal case by symmetry, *unconfirmed*). Content starts at the
/// top/leading edge along the scroll axes (*unconfirmed* for content shorter than the view)
/// and is centred across them. It is a container for
/// `containerRelativeFrame`.
public struct ScrollViewLayout: Layout {
    public let axes: Axis.Set

    public init(axes: Axis.Set = .vertical) { self.axes = axes }

    func contentProposal(_ p: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: axes.contains(.horizontal) ? nil : p.width, height: axes.contains(.vertical) ? nil : p.height)
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.engine.withContainer(subviews.owner, proposal) {
            let content = subviews.reduce(CGSize.zero) { acc, s in
                let d = s.sizeThatFits(contentProposal(proposal))
                return CGSize(width: Swift.max(acc.width, d.width), height: Swift.max(acc.height, d.height))
            }
            var size = content
            for axis in Axis.allCases where axes.contains(axis) {
                size[axis] = proposal[axis] ?? content[axis]
            }
            subviews.record(ScrollViewSize(axes: axes, proposal: proposal, contentProposal: contentProposal(proposal), content: content, size: size))
            return size
        }
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews.engine.withContainer(subviews.owner, proposal) {
            let contentP = contentProposal(proposal)
            for s in subviews {
                let size = s.sizeThatFits(contentP)
                let x = axes.contains(.horizontal) ? bounds.minX : bounds.minX + centering(bounds.width, size.width)
                let y = axes.contains(.vertical) ? bounds.minY : bounds.minY + centering(bounds.height, size.height)
                s.place(at: CGPoint(x: x, y: y), anchor: .topLeading, proposal: contentP)
            }
        }
    }
}

/// `scrollview.proposal`: a scroll view takes its proposal along its scroll axes and its content's size across them.
public struct ScrollViewSize: DecisionPayload, Codable {
    public static let kind: DecisionKind = "scrollview.proposal"
    public static let sentences = [
        "vertical scroll view proposed {proposal}: proposes {content_proposal} to its content ({content}); as tall as proposed, only as wide as its content → {size}",
        "horizontal scroll view proposed {proposal}: proposes {content_proposal} to its content ({content}); as wide as proposed, only as tall as its content (unconfirmed: the vertical rule, by symmetry) → {size}",
        "scroll view proposed {proposal} on both axes: proposes {content_proposal} to its content ({content}); takes the proposal → {size}",
    ]
    public var vertical: Bool
    public var horizontal: Bool
    public var axes: Axis.Set { [vertical ? .vertical : [], horizontal ? .horizontal : []] }
    public var proposal: ProposedViewSize
    public var contentProposal: ProposedViewSize
    public var content: CGSize
    public var size: CGSize

    public var sentence: Int { axes == .vertical ? 0 : axes == .horizontal ? 1 : 2 }
    public init(axes: Axis.Set, proposal: ProposedViewSize, contentProposal: ProposedViewSize, content: CGSize, size: CGSize) {
        vertical = axes.contains(.vertical); horizontal = axes.contains(.horizontal); self.proposal = proposal; self.contentProposal = contentProposal; self.content = content; self.size = size
    }
}

extension SceneView {
    public static let scrollView = SceneView("ScrollView") { a in
        let axes = try a.axes(nil) ?? .vertical
        _ = try a.bool("showsIndicators")  // drawing only
        return .scrollView(axes: axes, children: try a.content())
    }
}
