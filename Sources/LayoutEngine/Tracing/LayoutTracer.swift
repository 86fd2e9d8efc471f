import Foundation

/// Receives every step of a layout, in execution order.
///
/// The engine calls these only when a tracer is attached; without one the
/// instrumentation costs a nil check per call.
public protocol LayoutTracer: AnyObject {
    func beginPass(_ pass: PassInfo)
    func beginCall(_ call: CallStart)
    func endCall(_ call: CallEnd)
    func decide(_ decision: Decision)
    func endPass(_ pass: PassInfo)
    /// Nodes created during layout (a `GeometryReader` whose content changed shape).
    func addNodes(_ nodes: [ViewNode])
    /// Nodes given a new label, arguments or appearance during layout (a `GeometryReader`'s
    /// content evaluated again with its geometry, in the same shape).
    func rebindNodes(_ nodes: [ViewNode])
}

extension LayoutTracer {
    public func addNodes(_ nodes: [ViewNode]) {}
    public func rebindNodes(_ nodes: [ViewNode]) {}
}

/// A tracer that keeps everything in memory: for tests, replay and small scenes.
public final class RecordingTracer: LayoutTracer {
    /// A finished call: its start and its end.
    public struct Call: Sendable {
        public let start: CallStart
        public var end: CallEnd?
        public var id: CallID { start.id }
        public var node: NodeID { start.node }
        public var role: CallRole { start.role }
        public var proposal: ProposedViewSize { start.proposal }
        public var size: CGSize? { end?.size }
        public var cacheHit: Bool { end?.cacheHit ?? false }
    }

    public private(set) var passes: [PassInfo] = []
    public private(set) var calls: [Call] = []
    public private(set) var decisions: [Decision] = []
    public private(set) var addedNodes: [ViewNode] = []
    private var index: [CallID: Int] = [:]

    public init() {}

    public func beginPass(_ pass: PassInfo) { passes.append(pass) }
    public func endPass(_ pass: PassInfo) {}

    public func beginCall(_ call: CallStart) {
        index[call.id] = calls.count
        calls.append(Call(start: call, end: nil))
    }

    public func endCall(_ call: CallEnd) {
        if let i = index[call.id] { calls[i].end = call }
    }

    public func decide(_ decision: Decision) { decisions.append(decision) }

    public func addNodes(_ nodes: [ViewNode]) { addedNodes += nodes }

    /// The decisions of one kind, in order.
    public func decisions<P: DecisionPayload>(_ type: P.Type) -> [Decision] {
        decisions.filter { $0.payload is P }
    }

    /// The payloads of one kind, in order.
    public func payloads<P: DecisionPayload>(_ type: P.Type) -> [P] {
        decisions.compactMap { $0.payload as? P }
    }

    /// Calls on one node, in order.
    public func calls(on node: NodeID) -> [Call] {
        calls.filter { $0.node == node }
    }
}
