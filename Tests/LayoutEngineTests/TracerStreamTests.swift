import Foundation
import Testing
@testable import LayoutEngine

/// The tracer receives exactly the probes, groups, order and distribution
/// steps the stack algorithm implies, in execution order.
@Suite struct TracerStreamTests {
    private func example(_ which: Int, priority: Bool = false) -> Laidout {
        Laidout(
            HStack(spacing: 10) {
                if which == 1 { Color.blue.relativeProposed(width: 0.5) } else { Color.blue }
                if which == 2 { Color.green.relativeProposed(width: 0.5) } else { Color.green }
                if which == 3 {
                    if priority {
                        Color.yellow.relativeProposed(width: 0.5).layoutPriority(1)
                    } else {
                        Color.yellow.relativeProposed(width: 0.5)
                    }
                } else { Color.yellow }
            }.frame(height: 80), 620, 80)
    }

    private func steps(_ l: Laidout) -> [[CGFloat]] {
        l.decisions(StackDistribute.self, by: l.node("HStack(spacing: 10)")).map { d in
            [d.available, CGFloat(d.remaining), d.proposal, d.taken, d.left]
        }
    }

    @Test func everyChildIsProbedAtZeroAndInfinityBeforeDistribution() {
        let l = example(2)
        let stack = l.node("HStack(spacing: 10)")
        let stackCall = l.trace.calls.first { $0.node == stack && $0.start.method == .sizeThatFits && !$0.cacheHit }!
        let children = l.trace.calls.filter { $0.start.parent == stackCall.id }
        #expect(children.map(\.role) == [.probeMin, .probeMax, .probeMin, .probeMax, .probeMin, .probeMax, .measure, .measure, .measure])
        #expect(children.map(\.proposal.width) == [0, .infinity, 0, .infinity, 0, .infinity, 200, 200, 300])
        #expect(children.allSatisfy { $0.proposal.height == 80 })
        #expect(children.map { l.tree[$0.node].label } == [
            "Color.blue", "Color.blue", "relativeProposed(width: 0.5)", "relativeProposed(width: 0.5)", "Color.yellow",
            "Color.yellow", "Color.blue", "relativeProposed(width: 0.5)", "Color.yellow",
        ])
        // The modifier passes each probe on, halved.
        let green = l.trace.calls(on: l.node("Color.green")).filter { !$0.cacheHit && $0.role == .measure }
        #expect(green.map(\.proposal.width) == [0, .infinity, 100])
    }

    @Test func oneGroupInSourceOrderAndThreeDistributionSteps() {
        let l = example(2)
        let stack = l.node("HStack(spacing: 10)")
        let groups = l.decisions(StackGroups.self, by: stack)
        #expect(groups.count == 1)
        #expect(groups[0].priorities == [0])
        #expect(groups[0].members == [[NodeID(2), NodeID(3), NodeID(5)]])
        let order = l.decisions(StackOrder.self, by: stack)
        #expect(order.map(\.orderNodes) == [[NodeID(2), NodeID(3), NodeID(5)]])
        #expect(order[0].sourceOrder && order[0].allAlike)
        #expect(steps(l) == [[600, 3, 200, 200, 400], [400, 2, 200, 100, 300], [300, 1, 300, 300, 0]])
        let flex = l.decisions(StackFlexibility.self, by: stack)
        #expect(flex.map(\.min) == [0, 0, 0])
        #expect(flex.map(\.max) == [.infinity, .infinity, .infinity])
    }

    @Test func priorityGroupsReserveAndReturnMinimums() {
        let l = example(3, priority: true)
        let stack = l.node("HStack(spacing: 10)")
        let groups = l.decisions(StackGroups.self, by: stack)[0]
        #expect(groups.priorities == [1, 0])
        #expect(groups.members == [[NodeID(4)], [NodeID(2), NodeID(3)]])
        #expect(steps(l) == [[600, 1, 600, 300, 300], [300, 2, 150, 150, 150], [150, 1, 150, 150, 0]])
        let reserves = l.decisions(StackReserve.self, by: stack)
        #expect(reserves.map(\.available) == [600, 300])
    }

    @Test func leftoverSpaceIsNotRedistributed() {
        let l = example(3)
        #expect(steps(l) == [[600, 3, 200, 200, 400], [400, 2, 200, 200, 200], [200, 1, 200, 100, 100]])
        let size = l.decisions(StackSize.self, by: l.node("HStack(spacing: 10)"))
        #expect(size.first?.size == CGSize(width: 520, height: 80))
    }

    @Test func placementsExplainPositions() {
        let l = example(2)
        let places = l.decisions(StackPlace.self, by: l.node("HStack(spacing: 10)"))
        #expect(places.map(\.point.x) == [0, 210, 320])
        #expect(places.map(\.offset) == [0, 210, 320])
        #expect(places.map(\.gapBefore) == [0, 10, 10])
    }

    @Test func placementsAreCacheHitsAndCallsNest() {
        let l = example(2)
        let places = l.trace.calls.filter { $0.start.method == .place }
        #expect(places.count == 6)
        for place in places {
            let final = l.trace.calls.first { $0.start.parent == place.id && $0.role == .final }
            #expect(final != nil)
            // The pass starts by placing the root, so only the root's final size is computed there.
            #expect(final?.cacheHit == (place.node != NodeID(0)))
            #expect(final?.size == place.end?.size)
        }
        // Ids ascend in execution order; every parent starts before its child.
        #expect(l.trace.calls.map(\.id) == Array(1...l.trace.calls.count))
        #expect(l.trace.calls.allSatisfy { c in c.start.parent.map { $0 < c.id } ?? true })
        // The frames in the trace are the pass's frames.
        for place in places {
            #expect(CGRect(origin: place.end!.origin!, size: place.end!.size) == l.pass.frame(of: place.node))
        }
    }

    @Test func decisionsAreAttachedToTheCallThatMadeThem() {
        let l = example(2)
        for d in l.trace.decisions {
            let call = l.trace.calls.first { $0.id == d.call }
            #expect(call != nil)
            #expect(call?.node == d.node, "\(d.kind) by \(d.node) recorded in a call on \(String(describing: call?.node))")
            #expect(d.pass == 1)
        }
    }

    @Test func flexibilityOrdersAGroup() {
        // red 0…inf, blue fixed 50, green 0…100: least flexible first.
        let l = Laidout(
            HStack(spacing: 0) {
                Color.red
                Color.blue.frame(width: 50)
                Color.green.frame(maxWidth: 100)
            }, 300, 40)
        let stack = l.node("HStack(spacing: 0)")
        let order = l.decisions(StackOrder.self, by: stack)[0]
        #expect(order.orderNodes == [l.node("frame(width: 50)"), l.node("frame(maxWidth: 100)"), l.node("Color.red")])
        #expect(l.decisions(StackFlexibility.self, by: stack).map(\.flexibility) == [.infinity, 0, 100])
        #expect(!order.sourceOrder)
        #expect(steps2(l, stack) == [[300, 3, 100, 50], [250, 2, 125, 100], [150, 1, 150, 150]])
        #expect(l.frame("Color.red") == CGRect(x: 0, y: 0, width: 150, height: 40))
        #expect(l.frame("frame(width: 50)").minX == 150)
        #expect(l.frame("frame(maxWidth: 100)").minX == 200)
    }

    @Test func twoInfinitelyFlexibleChildrenGoLargerMinimumFirst() {
        let l = Laidout(
            HStack(spacing: 0) {
                Color.red
                Color.blue.frame(minWidth: 200)
            }, 300, 40)
        let stack = l.node("HStack(spacing: 0)")
        #expect(l.decisions(StackOrder.self, by: stack)[0].orderNodes == [l.node("frame(minWidth: 200)"), l.node("Color.red")])
        #expect(l.frame("frame(minWidth: 200)") == CGRect(x: 100, y: 0, width: 200, height: 40))
        #expect(l.frame("Color.red").width == 100)
    }

    private func steps2(_ l: Laidout, _ stack: NodeID) -> [[CGFloat]] {
        l.decisions(StackDistribute.self, by: stack).map { d in
            [d.available, CGFloat(d.remaining), d.proposal, d.taken]
        }
    }

    @Test func passesNumberFromOneAndCallIdsContinue() {
        let trace = RecordingTracer()
        let engine = LayoutEngine(Color.red.frame(width: 10), tracer: trace)
        engine.layout(in: ProposedViewSize(width: 100, height: 100))
        let firstCount = trace.calls.count
        engine.layout(in: ProposedViewSize(width: 50, height: nil))
        #expect(trace.passes.map(\.id) == [1, 2])
        #expect(trace.passes[1].proposal == ProposedViewSize(width: 50, height: nil))
        #expect(trace.calls.count == 2 * firstCount)
        #expect(trace.calls.map(\.id) == Array(1...trace.calls.count))
        #expect(trace.calls[firstCount...].allSatisfy { $0.start.pass == 2 })
    }

    @Test func withoutATracerTheLayoutIsTheSame() {
        let view = HStack(spacing: 10) {
            Color.blue
            Color.green.relativeProposed(width: 0.5)
            Color.yellow
        }.frame(height: 80)
        let traced = LayoutEngine(view, tracer: RecordingTracer()).layout(in: ProposedViewSize(width: 620, height: 80))
        let plain = LayoutEngine(view).layout(in: ProposedViewSize(width: 620, height: 80))
        #expect(traced.frames == plain.frames)
    }
}
