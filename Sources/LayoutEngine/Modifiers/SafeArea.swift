import Foundation

extension LayoutEngine {
    /// The device screen of the pass being laid out (`--device`), or nil: no safe area.
    var screen: DeviceScreen? { currentPassScreen }
}

extension NodeSpec {
    /// `ignoresSafeArea(_:edges:)` / `edgesIgnoringSafeArea(_:)`.
    public static func ignoresSafeArea(_ edges: Edge.Set, label: String) -> NodeSpec {
        .modifier(kind: "ignoresSafeArea", label: label, args: ["edges": .string(View_edgeName(edges))], layout: IgnoresSafeAreaLayout(edges: edges))
    }
}

func View_edgeName(_ edges: Edge.Set) -> String {
    [(Edge.Set.top, "top"), (.leading, "leading"), (.bottom, "bottom"), (.trailing, "trailing")].filter { edges.contains($0.0) }.map(\.1).joined(separator: ",")
}

/// `ignoresSafeArea`: the modifier takes the frame its parent gives (it answers with its child's
/// size), and when it places its child, each edge of that frame that lies on the safe area's
/// edge is pushed out to the screen's edge, so the child extends under the bars (Apple,
/// "ignoresSafeArea(_:edges:)": "By default, SwiftUI sizes and positions views to avoid system
/// defined safe areas… Use this modifier to extend a view into the safe area"). An edge that
/// does not touch the safe area's edge stays. Without a device there is no safe area and nothing
/// changes. Regions (`.keyboard`, `.container`) are not told apart.
public struct IgnoresSafeAreaLayout: Layout {
    public let edges: Edge.Set

    public init(edges: Edge.Set) { self.edges = edges }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.first?.sizeThatFits(proposal) ?? .zero
    }

    /// The frame extended to the screen's edges on the edges that touch the safe area.
    func extended(_ bounds: CGRect, _ screen: DeviceScreen?) -> (rect: CGRect, grown: EdgeInsets) {
        guard let screen else { return (bounds, EdgeInsets()) }
        let safe = screen.safeArea
        let epsilon: CGFloat = 0.001
        var grown = EdgeInsets()
        if edges.contains(.top), bounds.minY <= safe.minY + epsilon { grown.top = bounds.minY }
        if edges.contains(.leading), bounds.minX <= safe.minX + epsilon { grown.leading = bounds.minX }
        if edges.contains(.bottom), bounds.maxY >= safe.maxY - epsilon { grown.bottom = screen.size.height - bounds.maxY }
        if edges.contains(.trailing), bounds.maxX >= safe.maxX - epsilon { grown.trailing = screen.size.width - bounds.maxX }
        for keyPath in [\EdgeInsets.top, \.leading, \.bottom, \.trailing] where grown[keyPath: keyPath] < 0 { grown[keyPath: keyPath] = 0 }
        let rect = CGRect(
            x: bounds.minX - grown.leading, y: bounds.minY - grown.top, width: bounds.width + grown.leading + grown.trailing,
            height: bounds.height + grown.top + grown.bottom)
        return (rect, grown)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard let child = subviews.first else { return }
        let screen = subviews.engine.screen
        let (rect, grown) = extended(bounds, screen)
        subviews.record(SafeAreaIgnored(device: screen?.description, frame: bounds, grown: grown, extended: rect), about: child)
        child.place(at: rect.origin, anchor: .topLeading, proposal: ProposedViewSize(width: rect.width, height: rect.height))
    }
}

/// `safearea.ignore`: how far `ignoresSafeArea` extended its child, edge by edge.
public struct SafeAreaIgnored: DecisionPayload, Codable {
    public static let kind: DecisionKind = "safearea.ignore"
    public static let sentences = [
        "no device, so no safe area: the child is placed in the frame {frame_size} at {frame_origin}",
        "on {device}, the edges of the frame {frame_size} at {frame_origin} that lie on the safe area's edge are pushed to the screen's (top {top}, leading {leading}, bottom {bottom}, trailing {trailing}): the child is proposed and placed {extended_size} at {extended_origin}",
    ]
    /// Empty without a device.
    public var device: String
    public var frame: CGRect
    /// How far each edge was pushed out.
    public var top, leading, bottom, trailing: CGFloat
    public var extended: CGRect

    public var grown: EdgeInsets { EdgeInsets(top: top, leading: leading, bottom: bottom, trailing: trailing) }

    public var sentence: Int { device.isEmpty ? 0 : 1 }
    public init(device: String?, frame: CGRect, grown: EdgeInsets, extended: CGRect) {
        self.device = device ?? ""; self.frame = frame
        top = grown.top; leading = grown.leading; bottom = grown.bottom; trailing = grown.trailing
        self.extended = extended
    }
}

extension SceneModifier {
    /// `ignoresSafeArea()`, `ignoresSafeArea(.container, edges: .top)`, `edgesIgnoringSafeArea(.all)`.
    public static let ignoresSafeArea = SceneModifier("ignoresSafeArea") { a in
        try a.ignore(nil)  // the regions: .all, .container, .keyboard
        let edges = try a.value("edges", [.edges]).flatMap { if case .edges(let e) = $0 { return e }; return nil } ?? .all
        return .ignoresSafeArea(edges, label: a.written)
    }

    public static let edgesIgnoringSafeArea = SceneModifier("edgesIgnoringSafeArea") { a in
        let edges = try a.value(nil, [.edges]).flatMap { if case .edges(let e) = $0 { return e }; return nil } ?? .all
        return .ignoresSafeArea(edges, label: a.written)
    }
}

extension NodeSpec {
    /// `safeAreaInset(edge:alignment:spacing:content:)`: the modified view first, then the inset content.
    public static func safeAreaInset(edge: Edge, alignment: Alignment, spacing: CGFloat?, label: String, content: [NodeSpec]) -> NodeSpec {
        var content = content
        if content.count > 1 { content = [.zStack(children: content)] }
        var spec = NodeSpec.modifier(
            kind: "safeAreaInset", label: label, args: ["edge": .string(edge.name), "spacing": spacing.map { .number($0) } ?? .null],
            layout: SafeAreaInsetLayout(edge: edge, alignment: alignment, spacing: spacing))
        spec.children = content
        return spec
    }
}

/// `safeAreaInset(edge:…)`: the inset content is anchored to `edge` and the modified view is
/// inset from that edge by the content's thickness plus `spacing` (Apple, "safeAreaInset(edge:
/// alignment:spacing:content:)": "The content view is anchored to the specified vertical edge in
/// the parent view… The modified view is inset by the height of content, from edge"). The
/// content is proposed the modifier's size along the edge, and across it the proposal minus the
/// spacing and the modified view's minimum (probed at 0); the modified view gets the rest. The
/// default spacing, 0 when none is written, is *unconfirmed*.
public struct SafeAreaInsetLayout: Layout {
    public let edge: Edge
    public let alignment: Alignment
    public let spacing: CGFloat?

    public init(edge: Edge, alignment: Alignment, spacing: CGFloat?) {
        self.edge = edge
        self.alignment = alignment
        self.spacing = spacing
    }

    /// The axis the inset takes from: height for a top or bottom inset.
    var axis: Axis { edge == .top || edge == .bottom ? .vertical : .horizontal }
    var gap: CGFloat { spacing ?? 0 }

    struct Split {
        var inset: CGSize
        var insetProposal: ProposedViewSize
        var main: CGSize
        var mainProposal: ProposedViewSize
        var mainMinimum: CGFloat
    }

    func split(_ proposal: ProposedViewSize, _ subviews: Subviews) -> Split? {
        guard subviews.count == 2 else { return nil }
        let (main, inset) = (subviews[0], subviews[1])
        var probe = proposal
        probe[axis] = 0
        let mainMinimum = main.sizeThatFits(probe, role: .probeMin)[axis]
        var insetProposal = proposal
        insetProposal[axis] = proposal[axis].map { Swift.max(0, $0 - gap - mainMinimum) }
        let insetSize = inset.sizeThatFits(insetProposal)
        var mainProposal = proposal
        mainProposal[axis] = proposal[axis].map { Swift.max(0, $0 - gap - insetSize[axis]) }
        let mainSize = main.sizeThatFits(mainProposal)
        return Split(inset: insetSize, insetProposal: insetProposal, main: mainSize, mainProposal: mainProposal, mainMinimum: mainMinimum)
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        guard let s = split(proposal, subviews) else { return subviews.first?.sizeThatFits(proposal) ?? .zero }
        var size = CGSize.zero
        size[axis] = s.main[axis] + gap + s.inset[axis]
        size[axis.other] = Swift.max(s.main[axis.other], s.inset[axis.other])
        subviews.record(
            SafeAreaInsetSize(edge: edge.name, mainMinimum: s.mainMinimum, spacing: gap, insetProposal: s.insetProposal, inset: s.inset, mainProposal: s.mainProposal, main: s.main, size: size))
        return size
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard let s = split(proposal, subviews) else {
            subviews.first?.place(at: bounds.origin, anchor: .topLeading, proposal: proposal)
            return
        }
        let (main, inset) = (subviews[0], subviews[1])
        // The modified view at the opposite edge, the content at `edge`; both aligned across the axis.
        let acrossFraction = alignment.fraction(axis.other)
        func across(_ size: CGSize) -> CGFloat { (axis == .vertical ? bounds.minX : bounds.minY) + (bounds.size[axis.other] - size[axis.other]) * acrossFraction }
        let start = axis == .vertical ? bounds.minY : bounds.minX
        let end = axis == .vertical ? bounds.maxY : bounds.maxX
        let leadingEdge = edge == .top || edge == .leading
        let mainAlong = leadingEdge ? end - s.main[axis] : start
        let insetAlong = leadingEdge ? start : end - s.inset[axis]
        func point(_ along: CGFloat, _ size: CGSize) -> CGPoint { axis == .vertical ? CGPoint(x: across(size), y: along) : CGPoint(x: along, y: across(size)) }
        main.place(at: point(mainAlong, s.main), anchor: .topLeading, proposal: s.mainProposal)
        inset.place(at: point(insetAlong, s.inset), anchor: .topLeading, proposal: s.insetProposal)
    }
}

/// `safearea.inset`: how `safeAreaInset` divided its length between its content and the modified view.
public struct SafeAreaInsetSize: DecisionPayload, SizeDecision, Codable {
    public static let kind: DecisionKind = "safearea.inset"
    public static let sentences = [
        "inset at the {edge}: the content is proposed {inset_proposal} (less {spacing} of spacing and the view's minimum {main_minimum}) and takes {inset}; the view gets the rest, {main_proposal}, and takes {main} → {size}",
    ]
    public var edge: String
    public var mainMinimum: CGFloat
    public var spacing: CGFloat
    public var insetProposal: ProposedViewSize
    public var inset: CGSize
    public var mainProposal: ProposedViewSize
    public var main: CGSize
    public var size: CGSize

    public init(edge: String, mainMinimum: CGFloat, spacing: CGFloat, insetProposal: ProposedViewSize, inset: CGSize, mainProposal: ProposedViewSize, main: CGSize, size: CGSize) {
        self.edge = edge; self.mainMinimum = mainMinimum; self.spacing = spacing; self.insetProposal = insetProposal; self.inset = inset
        self.mainProposal = mainProposal; self.main = main; self.size = size
    }
}

extension SceneModifier {
    /// `safeAreaInset(edge: .bottom, alignment: .center, spacing: 8) { content }`.
    public static let safeAreaInset = SceneModifier("safeAreaInset") { a in
        let edges = try a.value("edge", [.edges]).flatMap { if case .edges(let e) = $0 { return e }; return nil }
        guard let edges, let edge = [Edge.top, .leading, .bottom, .trailing].first(where: { Edge.Set($0) == edges }) else {
            throw a.error("safeAreaInset needs 'edge:' (.top, .bottom, .leading or .trailing)")
        }
        let alignment: Alignment
        if edge == .top || edge == .bottom {
            alignment = Alignment(horizontal: try a.horizontalAlignment("alignment") ?? .center, vertical: .center)
        } else {
            alignment = Alignment(horizontal: .center, vertical: try a.verticalAlignment("alignment") ?? .center)
        }
        let spacing = try a.length("spacing")
        return .safeAreaInset(edge: edge, alignment: alignment, spacing: spacing, label: a.written, content: try a.content())
    }

    /// `safeAreaPadding(_:_:)`: padding that the safe area takes on (iOS 17); ltrace lays it out as `padding`,
    /// which it is for views that do not ignore the safe area (*unconfirmed* for those that do).
    public static let safeAreaPadding = SceneModifier("safeAreaPadding") { a in
        let insets = try SceneModifier.paddingInsets(a)
        var spec = NodeSpec.padding(insets, label: a.written)
        spec.kind = "safeAreaPadding"
        return spec
    }
}

extension Edge {
    /// `top`, `leading`, `bottom`, `trailing`.
    var name: String { ["top", "leading", "bottom", "trailing"][Int(rawValue)] }
}
