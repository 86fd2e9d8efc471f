import Foundation
import LayoutEngine
import TraceStore

/// What each parent of one diff side decided about each of its children, read once
/// per parent: `diff` asks about every child of a stack, and a stack of 10,000
/// children has 30,000 decisions.
final class DecisionIndex {
    let side: DiffSide
    private var sizings: [NodeID: Sizing] = [:]
    private var placings: [NodeID: [NodeID: [String]]] = [:]

    init(_ side: DiffSide) { self.side = side }

    /// A parent's decisions while computing its size for its final proposal.
    struct Sizing {
        /// The messages about each child (flexibility probes left out), in order.
        var aboutChild: [NodeID: [String]] = [:]
        /// A stack's shares, in processing order.
        var shares: [Share] = []
        var shareIndex: [NodeID: Int] = [:]
        var groups: [Group] = []
        /// Each group's processing order.
        var orders: [[NodeID]] = []
    }

    struct Share {
        let child: NodeID
        let available: Double
        let remaining: Double
        let taken: Double
    }

    struct Group {
        let priority: Double
        let members: [NodeID]
    }

    func sizing(_ node: NodeID) throws -> Sizing {
        if let cached = sizings[node] { return cached }
        var sizing = Sizing()
        if let placeID = side.placement(node)?.call, let place = try side.trace.call(placeID),
            let call = try side.trace.sizingCall(ofPlace: place)
        {
            for d in try side.trace.decisions(call: call.id) {
                if let child = d.child, !(d.payload is StackFlexibility) { sizing.aboutChild[child, default: []].append(d.message) }
                switch d.payload {
                case let share as StackDistribute:
                    if let child = d.child {
                        sizing.shareIndex[child] = sizing.shares.count
                        sizing.shares.append(Share(child: child, available: Double(share.available), remaining: Double(share.remaining), taken: Double(share.taken)))
                    }
                case let groups as StackGroups:
                    for (p, members) in zip(groups.priorities, groups.members) { sizing.groups.append(Group(priority: p, members: members)) }
                case let order as StackOrder:
                    sizing.orders.append(order.orderNodes)
                default:
                    break
                }
            }
        }
        sizings[node] = sizing
        return sizing
    }

    /// What a parent decided about each child while placing them: messages by child.
    func placing(_ node: NodeID) throws -> [NodeID: [String]] {
        if let cached = placings[node] { return cached }
        var byChild: [NodeID: [String]] = [:]
        if let call = side.placement(node)?.call {
            for d in try side.trace.decisions(call: call) { if let child = d.child { byChild[child, default: []].append(d.message) } }
        }
        placings[node] = byChild
        return byChild
    }
}
