import Foundation

extension NodeSpec {
    /// A reader whose content is evaluated again with its real geometry at placement. It starts
    /// with `initial` (content already evaluated by whoever built the reader), else with its
    /// content at size zero; content that cannot be evaluated at zero (a grid column as wide as a
    /// share of the reader) starts empty and is built when the reader is placed, as SwiftUI
    /// evaluates it only with the geometry it was given. Evaluating the content once here, not
    /// twice, keeps nested readers linear to build (each evaluation builds the readers inside).
    public static func geometryReader(initial: [NodeSpec]? = nil, content: @escaping (GeometryProxy) throws -> [NodeSpec]) -> NodeSpec {
        var spec = NodeSpec(
            kind: "GeometryReader", label: "GeometryReader", role: .container, layout: GeometryReaderLayout(),
            children: initial ?? (try? content(GeometryProxy(size: .zero, frameInRoot: .zero))) ?? [])
        spec.geometryContent = content
        return spec
    }
}

public struct GeometryReader: View {
    public typealias Body = Never
    let spec: NodeSpec
    public init<Content: View>(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
        spec = .geometryReader { content($0)._nodeSpecs() }
    }
    public func _nodeSpecs() -> [NodeSpec] { [spec] }
}

/// `GeometryReader`: takes the whole proposal (`nil` → 10), evaluates its content with the
/// resulting geometry, and places each content view at its top-leading corner, proposing its
/// own size. OpenSwiftUI, audited for SwiftUI 6.5.4 (commit 069dd80b): the reader hides its
/// layout from its parent (`Layout/Geometry/GeometryReader.swift` line 65), which measures it
/// with the default engine, 10 for a `nil` dimension (`LayoutComputer/LayoutComputer.swift`
/// lines 178–181, `Geometry/ProposedSize.swift` lines 50–52); content is placed at lines 306–324.
public struct GeometryReaderLayout: Layout {
    public init() {}

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let size = proposal.replacingUnspecifiedDimensions()
        subviews.record(GeometryReaderSize(proposal: proposal, size: size))
        return size
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let engine = subviews.engine
        if !engine.isCapturing {
            engine.rebuildGeometryContent(of: subviews.owner, proxy: GeometryProxy(size: bounds.size, frameInRoot: bounds))
        }
        for s in engine.subviews(of: subviews.owner) {
            s.place(at: bounds.origin, anchor: .topLeading, proposal: ProposedViewSize(bounds.size))
        }
    }
}

/// What a `GeometryReader`'s content can read: its size and frame.
public struct GeometryProxy: Sendable {
    public let size: CGSize
    let frameInRoot: CGRect

    public init(size: CGSize, frameInRoot: CGRect) {
        self.size = size
        self.frameInRoot = frameInRoot
    }

    public var safeAreaInsets: EdgeInsets { EdgeInsets() }

    /// The reader's frame: `.local` at the origin, `.global` in root coordinates.
    public func frame(in space: CoordinateSpace) -> CGRect {
        space == .local ? CGRect(origin: .zero, size: size) : frameInRoot
    }
}

public enum CoordinateSpace: Hashable, Sendable {
    case local, global
}

/// `geometryreader.size`: a geometry reader takes its whole proposal.
public struct GeometryReaderSize: DecisionPayload, SizeDecision, Codable {
    public static let kind: DecisionKind = "geometryreader.size"
    public static let sentences = ["takes the whole proposal {proposal} (nil → 10): {size}; the content does not count"]
    public var proposal: ProposedViewSize
    public var size: CGSize
    public init(proposal: ProposedViewSize, size: CGSize) { self.proposal = proposal; self.size = size }
}
