import Foundation

/// A proxy for one subview of a layout, as in SwiftUI.
///
/// Every `sizeThatFits`, `dimensions(in:)` and `place` made through a proxy
/// is a call the engine records.
public struct LayoutSubview {
    /// The engine outlives every proxy it hands out during a pass; `unowned(unsafe)` saves two atomic operations per call.
    unowned(unsafe) let engine: LayoutEngine
    let index: Int

    /// Asks the subview for its size. Recorded as a measurement.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        engine.sizeThatFits(node: index, proposal: proposal, role: .measure)
    }

    /// Asks the subview for its size, recording why the parent asks (a probe or a measurement).
    public func sizeThatFits(_ proposal: ProposedViewSize, role: CallRole) -> CGSize {
        engine.sizeThatFits(node: index, proposal: proposal, role: role)
    }

    /// The subview's size and alignment guides for a proposal.
    public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
        dimensions(in: proposal, role: .measure)
    }

    public func dimensions(in proposal: ProposedViewSize, role: CallRole) -> ViewDimensions {
        let size = engine.sizeThatFits(node: index, proposal: proposal, role: role)
        return ViewDimensions(
            size: size, explicitValues: ExplicitAlignmentSource(engine: engine, node: index, proposal: proposal))
    }

    /// Places the subview so that its `anchor` lands on `position`, and lays out its own subviews.
    public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
        engine.place(node: index, at: position, anchor: anchor, proposal: proposal)
    }

    /// The space the subview prefers around it: `.zero` for a `Spacer`, a custom layout's own
    /// `spacing(subviews:cache:)`, else the default.
    public var spacing: ViewSpacing { engine.spacing(of: index) }

    /// The layout priority a stack reads (`layoutPriority`, or −∞ for a `Spacer`).
    public var priority: Double { self[LayoutPriorityValue.self] }

    /// The trace id of the subview's node.
    public var nodeID: NodeID { NodeID(index) }

    /// Whether the subview is a `Spacer` (possibly under drawing-only modifiers).
    public var isSpacer: Bool { engine.tree.nodes[index].isSpacer }

    /// The subview's label as written, e.g. `Color.blue` or `frame(width: 100)`.
    public var label: String { engine.tree.nodes[index].label }
}

/// The subviews of a layout, in source order.
public struct LayoutSubviews: RandomAccessCollection {
    /// The engine outlives every proxy it hands out during a pass; `unowned(unsafe)` saves two atomic operations per call.
    unowned(unsafe) let engine: LayoutEngine
    /// The node whose layout receives these subviews.
    let owner: Int
    let children: [Int]

    public var startIndex: Int { 0 }
    public var endIndex: Int { children.count }

    public subscript(position: Int) -> LayoutSubview {
        LayoutSubview(engine: engine, index: children[position])
    }

    /// Pixels per point of the screen being laid out (SwiftUI's `displayScale`).
    public var displayScale: CGFloat { engine.currentScale }
    /// The Dynamic Type size of the pass being laid out (SwiftUI's `dynamicTypeSize`).
    public var dynamicTypeSize: DynamicTypeSize { engine.currentDynamicTypeSize }
    /// The bars iOS draws on the pass's screen (an iPhone's in portrait for a bare proposal).
    public var bars: BarMetrics { engine.currentPassScreen?.bars ?? .phone }
    /// The device screen of the pass (`--device`), nil for a bare proposal.
    public var screen: DeviceScreen? { engine.currentPassScreen }
    /// What measures text in this layout.
    public var textShaper: TextShaper { engine.textShaper }

    /// The pass's Dynamic Type size, within what a view's `dynamicTypeSize(_:)` allows.
    public func dynamicTypeSize(within range: DynamicTypeRange?) -> DynamicTypeSize {
        range?.clamp(dynamicTypeSize) ?? dynamicTypeSize
    }

    /// The trace id of the node whose layout receives these subviews.
    public var ownerID: NodeID { NodeID(owner) }

    /// True when a tracer is attached: build expensive decision data only then.
    @inline(__always)
    public var isTracing: Bool { engine.activeTracer != nil && !engine.isCapturing }

    /// Records a decision of the owning layout. The payload is built only while tracing.
    @inline(__always)
    public func record<P: DecisionPayload>(_ payload: @autoclosure () -> P, about child: LayoutSubview? = nil) {
        guard isTracing else { return }
        engine.record(Decision(payload(), node: NodeID(owner), child: child.map { NodeID($0.index) }))
    }

    /// Records a custom layout's decision: its own kind, numbers and sentence.
    public func record(
        _ kind: DecisionKind, about child: LayoutSubview? = nil, _ data: @autoclosure () -> TraceObject,
        _ message: @autoclosure () -> String
    ) {
        record(CustomDecision(kind: kind, data: data(), message: message()), about: child)
    }

    /// Records a runtime warning, as SwiftUI would print one.
    public func warn(_ message: @autoclosure () -> String, about child: LayoutSubview? = nil) {
        record(LayoutWarning(message()), about: child)
    }
}
