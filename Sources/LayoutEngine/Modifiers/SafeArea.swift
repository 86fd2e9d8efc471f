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
public struct SafeAreaIgnored: DecisionPayload {
    public static let kind: DecisionKind = "safearea.ignore"
    public static let sentences = [
        "no device, so no safe area: the child is placed in the frame {frame_size} at {frame_origin}",
        "on {device}, the edges of the frame {frame_size} at {frame_origin} that lie on the safe area's edge are pushed to the screen's (top {top}, leading {leading}, bottom {bottom}, trailing {trailing}): the child is proposed and placed {extended_size} at {extended_origin}",
    ]
    public var device: String?
    public var frame: CGRect
    public var grown: EdgeInsets
    public var extended: CGRect

    public var sentence: Int { device == nil ? 0 : 1 }
    public func encode(to f: inout DecisionFields) {
        f.add("device", device ?? ""); f.add("frame_origin", frame.origin); f.add("frame_size", frame.size)
        f.add("top", grown.top); f.add("leading", grown.leading); f.add("bottom", grown.bottom); f.add("trailing", grown.trailing)
        f.add("extended_origin", extended.origin); f.add("extended_size", extended.size)
    }
    public init(device: String?, frame: CGRect, grown: EdgeInsets, extended: CGRect) {
        self.device = device; self.frame = frame; self.grown = grown; self.extended = extended
    }
    public init(from f: DecisionFields) throws {
        let d = try f.string("device")
        device = d.isEmpty ? nil : d
        frame = CGRect(origin: try f.point("frame_origin"), size: try f.size("frame_size"))
        grown = EdgeInsets(top: try f.number("top"), leading: try f.number("leading"), bottom: try f.number("bottom"), trailing: try f.number("trailing"))
        extended = CGRect(origin: try f.point("extended_origin"), size: try f.size("extended_size"))
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
