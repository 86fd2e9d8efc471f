import Foundation
import LayoutEngine
import TraceAnalysis
import TraceStore

/// A node's width and height against the swept root proposal, one point per
/// pass, with the passes where the rule governing its size changes marked
/// (`frame(maxWidth: 400)` starting to clamp, a `ViewThatFits` choosing another
/// candidate, a fixed size giving way).
public struct SweepPlot: Sendable {
    public struct Point: Sendable, Equatable {
        public let pass: Int
        /// The swept proposal.
        public let x: CGFloat
        /// nil when the node was not placed in that pass.
        public let size: CGSize?
    }

    public struct Change: Sendable, Equatable {
        public let pass: Int
        public let x: CGFloat
        /// `node-4 frame(maxWidth: 400): width proposal → clamp`.
        public let description: String
    }

    /// What varies between the passes: the proposed width or height, or the Dynamic Type size
    /// (`--sweep dynamic-type=…`, plotted at the sizes' positions, xSmall = 0 … accessibility5 = 11).
    public enum Swept: Sendable, Equatable {
        case proposal(Axis)
        case dynamicType
        /// `--sweep device=…`: the devices' screens, in the order recorded (plotted at 0, 1, 2…).
        case device([String])

        /// `width`, `height`, `Dynamic Type size`, `device`.
        public var name: String {
            switch self {
            case .proposal(let axis): return axis.dimensionName
            case .dynamicType: return "Dynamic Type size"
            case .device: return "device"
            }
        }

        /// Whether the swept values are names (ticked one by one) rather than numbers.
        public var isNamed: Bool { self != .proposal(.horizontal) && self != .proposal(.vertical) }

        /// A swept value as written: `300`, `accessibility3`, `iphone-15`.
        public func label(_ x: CGFloat) -> String {
            let i = Int(x.rounded())
            switch self {
            case .proposal: return TraceFormat.short(x)
            case .dynamicType:
                return DynamicTypeSize.allCases.indices.contains(i) ? DynamicTypeSize.allCases[i].rawValue : TraceFormat.short(x)
            case .device(let names): return names.indices.contains(i) ? names[i] : TraceFormat.short(x)
            }
        }
    }

    public let node: NodeRow
    public let swept: Swept
    /// The axis whose rules are followed: the swept proposal's, the width for Dynamic Type and devices.
    public let axis: Axis
    public let points: [Point]
    public let changes: [Change]

    public init(trace: TraceReader, node id: NodeID) throws {
        guard let node = try trace.node(id) else {
            throw TraceError.noSuchNode(path: trace.path, node: id, nodes: try trace.nodeCount)
        }
        guard !node.isList else { throw TraceError.listHasNoSize(path: trace.path, node: id, label: node.label) }
        let passes = try trace.passes()
        let widths = Set(passes.map(\.proposal.width)), heights = Set(passes.map(\.proposal.height))
        let sizes = Set(passes.map(\.dynamicTypeSize))
        let screens = passes.map { $0.screen?.description ?? "" }
        guard passes.count >= 2, widths.count > 1 || heights.count > 1 || sizes.count > 1 || Set(screens).count > 1 else {
            throw TraceError.noSweep(path: trace.path)
        }
        if Set(screens).count > 1, !screens.contains("") {
            swept = .device(screens)
        } else {
            swept = widths.count > 1 ? .proposal(.horizontal) : heights.count > 1 ? .proposal(.vertical) : .dynamicType
        }
        axis = swept == .proposal(.vertical) ? .vertical : .horizontal
        self.node = node
        let analysis = WhyAnalysis(trace: trace)
        var points: [Point] = []
        var changes: [Change] = []
        var previous: [Rule]? = nil
        for (index, pass) in passes.enumerated() {
            let swept: CGFloat?
            switch self.swept {
            case .dynamicType: swept = CGFloat(DynamicTypeSize.allCases.firstIndex(of: pass.dynamicTypeSize) ?? 3)
            case .device: swept = CGFloat(index)
            case .proposal: swept = pass.proposal[axis]
            }
            guard let x = swept, x.isFinite else { continue }
            var size: CGSize? = nil
            var rules: [Rule]
            do {
                let chain = try analysis.explain(id, pass: pass.id)
                size = chain.frame.size
                rules = Self.governingRules(chain, axis: axis)
            } catch let notPlaced as WhyNotPlaced {
                rules = [Rule(subject: "\(node.id) \(node.label)", aspect: "placed", value: "no: " + (notPlaced.rules.last?.message ?? notPlaced.description))]
            }
            points.append(Point(pass: pass.id, x: x, size: size))
            if let previous, previous != rules {
                changes.append(Change(pass: pass.id, x: x, description: Self.describe(from: previous, to: rules)))
            }
            previous = rules
        }
        guard points.count >= 2 else {
            throw TraceError.tooFewFinitePasses(path: trace.path, axis: axis)
        }
        self.points = points
        self.changes = changes
    }

    /// One rule on the path: `node-4 frame(maxWidth: 400)`, `width proposal to its child`, `clamped to its max`.
    struct Rule: Equatable {
        let subject: String
        let aspect: String
        let value: String
    }

    /// The rules on the path from the root that fix the node's size along the axis:
    /// each frame's, flexible frame's and fixedSize's rule, and which candidate a ViewThatFits chose.
    static func governingRules(_ chain: WhyChain, axis: Axis) -> [Rule] {
        var rules: [Rule] = []
        let dimension = axis.dimensionName
        for step in chain.steps {
            let subject = "\(step.node.id) \(step.node.label)"
            for rule in step.rules {
                switch rule.payload {
                case let frame as FrameAxis where frame.axis == axis:
                    rules.append(Rule(subject: subject, aspect: dimension, value: frame.fixed ? "fixed" : "passthrough"))
                case let frame as FlexFrameAxis where frame.axis == axis:
                    rules.append(Rule(subject: subject, aspect: "\(dimension) from", value: "\(frame.rule)"))
                    let passed: String
                    switch (frame.proposal, frame.childProposal) {
                    case let (p?, g?) where g < p: passed = "clamped to its max"
                    case let (p?, g?) where g > p: passed = "raised to its min"
                    case (nil, _): passed = "nil"
                    default: passed = "passed on"
                    }
                    rules.append(Rule(subject: subject, aspect: "\(dimension) proposal to its child", value: passed))
                case let fixed as FixedSizeAxis where fixed.axis == axis:
                    rules.append(Rule(subject: subject, aspect: dimension, value: fixed.fixed ? "fixed at its ideal" : "proposed"))
                case is ViewThatFitsChoice:
                    rules.append(Rule(subject: subject, aspect: "choice", value: rule.message))
                default:
                    break
                }
            }
        }
        return rules
    }

    /// The first rule that differs: `node-4 frame(maxWidth: 400): width proposal to its child passed on → clamped to its max`.
    static func describe(from old: [Rule], to new: [Rule]) -> String {
        for (a, b) in zip(old, new) where a != b {
            if a.subject == b.subject && a.aspect == b.aspect { return "\(b.subject): \(b.aspect) \(a.value) → \(b.value)" }
            return "\(a.subject): \(a.aspect) \(a.value) → \(b.subject): \(b.aspect) \(b.value)"
        }
        if new.count > old.count { return "\(new[old.count].subject): \(new[old.count].aspect) \(new[old.count].value)" }
        return "\(old[new.count].subject): no longer \(old[new.count].aspect) \(old[new.count].value)"
    }
}
