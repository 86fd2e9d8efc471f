import Foundation

/// A view's size and alignment guides, as a parent sees them.
///
/// Alignment-guide closures receive one of these: `$0.width`, `$0[.top]`,
/// `$0[.trailing]`, `$0[explicit: .firstTextBaseline]`.
public struct ViewDimensions {
    public let width: CGFloat
    public let height: CGFloat
    let explicitValues: ExplicitAlignmentSource?

    public init(width: CGFloat, height: CGFloat) {
        self.width = width
        self.height = height
        self.explicitValues = nil
    }

    init(size: CGSize, explicitValues: ExplicitAlignmentSource?) {
        self.width = size.width
        self.height = size.height
        self.explicitValues = explicitValues
    }

    public var size: CGSize { CGSize(width: width, height: height) }

    public subscript(guide: HorizontalAlignment) -> CGFloat {
        self[key: guide.key]
    }

    public subscript(guide: VerticalAlignment) -> CGFloat {
        self[key: guide.key]
    }

    public subscript(explicit guide: HorizontalAlignment) -> CGFloat? {
        explicitValues?.value(guide.key, size: size)
    }

    public subscript(explicit guide: VerticalAlignment) -> CGFloat? {
        explicitValues?.value(guide.key, size: size)
    }

    subscript(key key: AlignmentKey) -> CGFloat {
        explicitValues?.value(key, size: size) ?? key.defaultValue(in: self)
    }

    func explicit(_ key: AlignmentKey) -> CGFloat? {
        explicitValues?.value(key, size: size)
    }
}

/// Where a view's explicit alignment values come from: the engine asks the
/// view's layout lazily, only when a guide is read.
struct ExplicitAlignmentSource {
    /// The engine outlives every proxy it hands out during a pass; `unowned(unsafe)` saves two atomic operations per call.
    unowned(unsafe) let engine: LayoutEngine
    let node: Int
    let proposal: ProposedViewSize

    func value(_ key: AlignmentKey, size: CGSize) -> CGFloat? {
        engine.explicitAlignment(of: key, node: node, size: size, proposal: proposal)
    }
}
