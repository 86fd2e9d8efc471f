import Foundation

extension NodeSpec {
    /// SwiftUI's default padding.
    public static let defaultPadding: CGFloat = 16

    public static func padding(_ insets: EdgeInsets, label: String? = nil) -> NodeSpec {
        .modifier(
            kind: "padding",
            label: label
                ?? "padding(EdgeInsets(top: \(TraceFormat.number(insets.top)), leading: \(TraceFormat.number(insets.leading)), bottom: \(TraceFormat.number(insets.bottom)), trailing: \(TraceFormat.number(insets.trailing))))",
            args: ["top": .number(insets.top), "leading": .number(insets.leading), "bottom": .number(insets.bottom),
                   "trailing": .number(insets.trailing)],
            layout: PaddingLayout(insets: insets))
    }
}

extension View {
    public func padding(_ insets: EdgeInsets) -> some View { modified(by: .padding(insets)) }

    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        let value = length ?? NodeSpec.defaultPadding
        let edgesName: String? = edges == .all ? nil : Self.edgeSetName(edges)
        return modified(
            by: .padding(EdgeInsets(edges, value), label: CallLabel.make("padding", [(nil, edgesName), (nil, CallLabel.number(length))])))
    }

    public func padding(_ length: CGFloat) -> some View {
        modified(by: .padding(EdgeInsets(.all, length), label: "padding(\(TraceFormat.number(length)))"))
    }

    static func edgeSetName(_ edges: Edge.Set) -> String {
        let named: [(Edge.Set, String)] = [(.horizontal, "horizontal"), (.vertical, "vertical"), (.top, "top"), (.leading, "leading"), (.bottom, "bottom"), (.trailing, "trailing")]
        if let match = named.first(where: { $0.0 == edges }) { return "." + match.1 }
        let parts = [(Edge.Set.top, "top"), (.leading, "leading"), (.bottom, "bottom"), (.trailing, "trailing")].filter { edges.contains($0.0) }
        return "[" + parts.map { "." + $0.1 }.joined(separator: ", ") + "]"
    }
}

/// `padding`: proposes the proposal shrunk by the insets (not below 0; `nil`
/// and infinity pass through) and grows the child's size by them.
public struct PaddingLayout: Layout {
    public var _engineTraits: EngineLayoutTraits { EngineLayoutTraits(shiftsChildGuides: true, resetSpacingEdges: resetSpacingEdges) }

    public let insets: EdgeInsets

    /// A padded edge is not its content's.
    var resetSpacingEdges: Edge.Set {
        var edges: Edge.Set = []
        if insets.top != 0 { edges.insert(.top) }
        if insets.leading != 0 { edges.insert(.leading) }
        if insets.bottom != 0 { edges.insert(.bottom) }
        if insets.trailing != 0 { edges.insert(.trailing) }
        return edges
    }

    public init(insets: EdgeInsets) { self.insets = insets }

    func childProposal(_ p: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(
            width: p.width.map { Swift.max(0, $0 - insets[.horizontal]) },
            height: p.height.map { Swift.max(0, $0 - insets[.vertical]) })
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        guard let child = subviews.first else { return CGSize(width: insets[.horizontal], height: insets[.vertical]) }
        let childP = childProposal(proposal)
        let c = child.sizeThatFits(childP)
        let size = CGSize(width: c.width + insets[.horizontal], height: c.height + insets[.vertical])
        subviews.record(PaddingInsets(insets: insets, proposal: proposal, childProposal: childP, child: c, size: size), about: child)
        return size
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard let child = subviews.first else { return }
        let point = CGPoint(x: bounds.minX + insets.leading, y: bounds.minY + insets.top)
        subviews.record(PaddingPlace(point: point), about: child)
        child.place(at: point, anchor: .topLeading, proposal: childProposal(proposal))
    }
}

/// `padding.insets`: the proposal shrunk by the insets, the child's size grown by them.
public struct PaddingInsets: DecisionPayload, Codable {
    public static let kind: DecisionKind = "padding.insets"
    public static let sentences = [
        "insets (top {top}, leading {leading}, bottom {bottom}, trailing {trailing}): proposes {proposal} minus insets = {child_proposal}; child {child_size} plus insets = {size}",
    ]
    public var top, leading, bottom, trailing: CGFloat
    public var proposal: ProposedViewSize
    public var childProposal: ProposedViewSize
    public var childSize: CGSize
    public var size: CGSize

    public var insets: EdgeInsets { EdgeInsets(top: top, leading: leading, bottom: bottom, trailing: trailing) }
    public init(insets: EdgeInsets, proposal: ProposedViewSize, childProposal: ProposedViewSize, child: CGSize, size: CGSize) {
        top = insets.top; leading = insets.leading; bottom = insets.bottom; trailing = insets.trailing
        self.proposal = proposal; self.childProposal = childProposal; childSize = child; self.size = size
    }
}

/// `padding.place`: the child placed inside the insets.
public struct PaddingPlace: DecisionPayload, Codable {
    public static let kind: DecisionKind = "padding.place"
    public static let sentences = ["child placed inside the insets at {point}"]
    public var point: CGPoint
    public init(point: CGPoint) { self.point = point }
}

extension SceneModifier {
    /// `padding()`, `padding(8)`, `padding(.horizontal)`, `padding(.top, 4)`, `padding(EdgeInsets(…))`.
    public static let padding = SceneModifier("padding") { a in .padding(try paddingInsets(a)) }

    /// `padding()`, `padding(8)`, `padding(.horizontal)`, `padding(.top, 4)`, `padding(EdgeInsets(…))`.
    static func paddingInsets(_ a: SceneArguments) throws -> EdgeInsets {
        switch try a.value(nil, [.edges, .insets, .number]) {
        case nil: return EdgeInsets(.all, NodeSpec.defaultPadding)
        case .edges(let edges)?: return EdgeInsets(edges, try a.length(nil) ?? NodeSpec.defaultPadding)
        case .insets(let insets)?: return insets
        case .number(let n)?: return EdgeInsets(.all, n)
        case .size?, .point?, .none?: throw a.error("padding takes a length, an Edge.Set or EdgeInsets", at: nil)  // not read as these
        }
    }
}
