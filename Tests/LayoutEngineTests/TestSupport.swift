import Foundation
import Testing
@testable import LayoutEngine

/// A view laid out once, with its trace.
struct Laidout {
    let engine: LayoutEngine
    let pass: LayoutPass
    let trace: RecordingTracer
    var tree: ViewTree { engine.tree }

    init<V: View>(_ view: V, _ width: CGFloat?, _ height: CGFloat?) {
        trace = RecordingTracer()
        engine = LayoutEngine(view, tracer: trace)
        pass = engine.layout(in: ProposedViewSize(width: width, height: height))
    }

    /// The node with this label (exactly one must exist).
    func node(_ label: String, sourceLocation: SourceLocation = #_sourceLocation) -> NodeID {
        let found = tree.nodes(labeled: label)
        #expect(found.count == 1, "expected one node labelled \(label), found \(found.count)", sourceLocation: sourceLocation)
        return found.first?.id ?? NodeID(0)
    }

    func frame(_ label: String, sourceLocation: SourceLocation = #_sourceLocation) -> CGRect {
        pass.frame(of: node(label, sourceLocation: sourceLocation)) ?? .null
    }

    func frame(_ id: NodeID) -> CGRect { pass.frame(of: id) ?? .null }

    /// The payloads of one kind of decision made by one node's layout.
    func decisions<P: DecisionPayload>(_ type: P.Type, by node: NodeID) -> [P] {
        trace.decisions(type).filter { $0.node == node }.compactMap { $0.as(type) }
    }
}

func approx(_ a: CGFloat, _ b: CGFloat, _ tolerance: CGFloat = 0.01) -> Bool {
    if a.isInfinite || b.isInfinite { return a == b }
    return abs(a - b) <= tolerance
}
