import Foundation

/// `GeometryReader`: takes the whole proposal (`nil` → 10, *unconfirmed*),
/// evaluates its content with the resulting geometry, and places the content
/// at its top-leading corner, proposing its own size.
public struct GeometryReaderLayout: Layout {
    public init() {}

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let size = proposal.replacingUnspecifiedDimensions()
        subviews.record(
            .geometryReader, ["proposal": .proposal(proposal), "size": .size(size)],
            "takes the whole proposal \(proposal) (nil → 10): \(TraceFormat.size(size)); the content does not count")
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
