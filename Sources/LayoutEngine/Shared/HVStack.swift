import Foundation

/// The one `Layout` conformance of `HStack` and `VStack`, as OpenSwiftUI's `HVStack`
/// (`Layout/Stack/HVStack.swift`): a stack is its axis, its alignment across it and its spacing,
/// laid out by `StackAlgorithm`.
public protocol HVStack: Layout where Cache == StackCache {
    associatedtype AlignmentType: StackAlignment
    static var majorAxis: Axis { get }
    var alignment: AlignmentType { get }
    var spacing: CGFloat? { get }
}

/// A stack's alignment across its axis: `VerticalAlignment` for an `HStack`, `HorizontalAlignment` for a `VStack`.
public protocol StackAlignment {
    var key: AlignmentKey { get }
}

extension VerticalAlignment: StackAlignment {}
extension HorizontalAlignment: StackAlignment {}

extension HVStack {
    public var _engineTraits: EngineLayoutTraits { EngineLayoutTraits(node: Self.majorAxis == .horizontal ? .horizontalStack : .verticalStack) }

    public static var layoutProperties: LayoutProperties {
        var p = LayoutProperties()
        p.stackOrientation = majorAxis
        return p
    }

    var algorithm: StackAlgorithm { StackAlgorithm(axis: Self.majorAxis, alignment: alignment.key, spacing: spacing) }

    public func makeCache(subviews: Subviews) -> StackCache { StackCache() }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout StackCache) -> CGSize {
        algorithm.geometry(proposal, subviews, &cache).size
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout StackCache) {
        algorithm.placeSubviews(in: bounds, proposal: proposal, subviews, &cache)
    }
}
