import Foundation

extension NodeSpec {
    public static func flexFrame(
        minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil, minHeight: CGFloat? = nil,
        idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil, alignment: Alignment = .center
    ) -> NodeSpec {
        let values: [(String, CGFloat?)] = [
            ("minWidth", minWidth), ("idealWidth", idealWidth), ("maxWidth", maxWidth), ("minHeight", minHeight),
            ("idealHeight", idealHeight), ("maxHeight", maxHeight),
        ]
        var args = TraceObject(values.map { ($0.0, TraceValue.dimension($0.1)) })
        args["alignment"] = .string(alignment.name)
        return .modifier(
            kind: "frame",
            label: CallLabel.make(
                "frame", values.map { ($0.0, CallLabel.number($0.1)) } + [("alignment", alignment == .center ? nil : CallLabel.alignment(alignment))]),
            args: args,
            layout: FlexFrameLayout(
                minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth, minHeight: minHeight, idealHeight: idealHeight,
                maxHeight: maxHeight, alignment: alignment))
    }
}

extension View {
    /// A flexible frame: the proposal clamped to the limits, with ideal sizes for `nil` proposals.
    public func frame(
        minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil, minHeight: CGFloat? = nil,
        idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil, alignment: Alignment = .center
    ) -> some View {
        modified(
            by: .flexFrame(
                minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth, minHeight: minHeight, idealHeight: idealHeight,
                maxHeight: maxHeight, alignment: alignment))
    }
}

/// `frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`.
///
/// The limits are first normalised per axis as SwiftUI's initialiser does (OpenSwiftUI
/// `FrameLayout.swift` `_FlexFrameLayout.init`, checked against SwiftUI's own initialiser by its
/// symbol dual tests): a minimum below 0 becomes 0, the ideal is raised to the minimum and the
/// maximum to the ideal (to 0 without one). A maximum below a minimum with no ideal between
/// them stays inverted.
///
/// Then, per axis, with proposal `p` and the child's length `c`:
/// - the child is proposed `p` clamped to [min, max]; a `nil` proposal becomes the ideal if set, else stays `nil`;
/// - the frame's length starts as `c`; with a min it becomes `max(min, min(c, p))`; then with a max,
///   `min(max, max(that, p))`; so with both set it is `p` clamped to them;
/// - with a `nil` proposal, the ideal (if set) is the length; otherwise `p` is taken as `c`;
/// - with inverted limits (min > max) the frame takes the child's length.
///
/// When both lengths follow without the child (min and max set, or `nil` with an ideal), the child is
/// not asked while sizing. When placing, the child is proposed the frame's own size, except along an axis
/// whose proposal was `nil`, with no ideal, where the frame lies strictly inside its limits: there it is
/// proposed `nil` again. Limits out of order still lay out, with SwiftUI's warning.
public struct FlexFrameLayout: Layout {
    public var _engineTraits: EngineLayoutTraits { EngineLayoutTraits(shiftsChildGuides: true, resetSpacingEdges: resetSpacingEdges) }

    /// The edges of an axis the frame limits are not its content's.
    var resetSpacingEdges: Edge.Set {
        var edges: Edge.Set = []
        if requested.horizontal.min != nil || requested.horizontal.ideal != nil || requested.horizontal.max != nil { edges.formUnion(.horizontal) }
        if requested.vertical.min != nil || requested.vertical.ideal != nil || requested.vertical.max != nil { edges.formUnion(.vertical) }
        return edges
    }

    /// The limits as normalised, which layout uses.
    public let minWidth, idealWidth, maxWidth: CGFloat?
    public let minHeight, idealHeight, maxHeight: CGFloat?
    public let alignment: Alignment
    /// The limits as written, per axis (horizontal, vertical).
    let requested: (horizontal: Limits, vertical: Limits)

    public init(
        minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil, minHeight: CGFloat? = nil,
        idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil, alignment: Alignment = .center
    ) {
        requested = (Limits(min: minWidth, ideal: idealWidth, max: maxWidth), Limits(min: minHeight, ideal: idealHeight, max: maxHeight))
        let width = requested.horizontal.normalised, height = requested.vertical.normalised
        self.minWidth = width.min
        self.idealWidth = width.ideal
        self.maxWidth = width.max
        self.minHeight = height.min
        self.idealHeight = height.ideal
        self.maxHeight = height.max
        self.alignment = alignment
    }

    struct Limits: Equatable {
        let min, ideal, max: CGFloat?
        /// SwiftUI's check before it builds the frame: min ≤ ideal ≤ max, missing values filled from their neighbours.
        var isContradictory: Bool {
            let lo = min ?? -.infinity
            let mid = ideal ?? lo
            let hi = max ?? mid
            return !(lo <= mid && mid <= hi)
        }
        var normalised: Limits {
            let lo = min.map { Swift.max($0, 0) }
            let mid = ideal.map { Swift.max(lo ?? 0, $0) }
            return Limits(min: lo, ideal: mid, max: max.map { Swift.max(mid ?? 0, $0) })
        }
        /// Both limits set and out of order, which normalisation leaves when there is no ideal.
        var isInverted: Bool {
            guard let min, let max else { return false }
            return min > max
        }
    }

    func limits(_ axis: Axis) -> Limits {
        axis == .horizontal
            ? Limits(min: minWidth, ideal: idealWidth, max: maxWidth)
            : Limits(min: minHeight, ideal: idealHeight, max: maxHeight)
    }

    func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        var result = ProposedViewSize.unspecified
        for axis in Axis.allCases {
            let l = limits(axis)
            guard let p = proposal[axis] ?? l.ideal else { continue }
            result[axis] = Swift.min(Swift.max(p, l.min ?? -.infinity), l.max ?? .infinity)
        }
        return result
    }

    /// The frame's length along an axis, and the rule that produced it:
    /// `ideal`, `child`, `clamp`, `min`, `max` or `proposal`.
    func length(_ axis: Axis, proposal: CGFloat?, child: CGFloat?) -> (CGFloat, FlexFrameAxis.Rule) {
        let l = limits(axis)
        if proposal == nil, let ideal = l.ideal { return (ideal, .ideal) }
        let c = child ?? 0
        if l.isInverted { return (c, .child) }
        let p = proposal ?? c
        var value = c
        if let minimum = l.min { value = Swift.max(minimum, Swift.min(c, p)) }
        if let maximum = l.max { value = Swift.min(maximum, Swift.max(value, p)) }
        if l.min != nil && l.max != nil { return (value, .clamp) }
        if value == c { return (value, .child) }
        if value == l.min { return (value, .min) }
        if value == l.max { return (value, .max) }
        return (value, .proposal)
    }

    /// Whether the length along `axis` is known without asking the child.
    private func independentOfChild(_ axis: Axis, _ p: CGFloat?) -> Bool {
        let l = limits(axis)
        return p == nil ? l.ideal != nil : (l.min != nil && l.max != nil && !l.isInverted)
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        for axis in Axis.allCases {
            let written = axis == .horizontal ? requested.horizontal : requested.vertical
            if written.isContradictory {
                subviews.warn(
                    "Contradictory frame constraints specified: \(axis.dimensionName) min \(TraceFormat.dimension(written.min)), ideal \(TraceFormat.dimension(written.ideal)), max \(TraceFormat.dimension(written.max))")
            }
            let used = limits(axis)
            if used != written, subviews.isTracing {
                subviews.record(
                    FlexFrameNormalised(
                        axis: axis, min: written.min, ideal: written.ideal, max: written.max, usedMin: used.min, usedIdeal: used.ideal, usedMax: used.max),
                    about: subviews.first)
            }
        }
        let childP = childProposal(proposal)
        var child: CGSize? = nil
        if !(independentOfChild(.horizontal, proposal.width) && independentOfChild(.vertical, proposal.height)),
            let first = subviews.first
        {
            child = first.sizeThatFits(childP)
        }
        var size = CGSize.zero
        for axis in Axis.allCases {
            let (value, rule) = length(axis, proposal: proposal[axis], child: child?[axis])
            size[axis] = value
            if subviews.isTracing {
                let l = limits(axis)
                subviews.record(
                    FlexFrameAxis(
                        axis: axis, rule: rule, proposal: proposal[axis], childProposal: childP[axis], child: child?[axis], min: l.min,
                        ideal: l.ideal, max: l.max, value: value),
                    about: subviews.first)
            }
        }
        return size
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard let child = subviews.first else { return }
        var placement = ProposedViewSize(bounds.size)
        for axis in Axis.allCases {
            let l = limits(axis)
            let value = bounds.size[axis]
            if l.ideal == nil, proposal[axis] == nil, (l.min ?? -.infinity) < value, value < (l.max ?? .infinity) {
                placement[axis] = nil
            }
        }
        placeAligned(child, in: bounds, proposal: placement, alignment: alignment, subviews: subviews)
    }
}

/// `flexframe.normalise`: SwiftUI's frame initialiser puts the limits of one axis in order
/// before any layout: min ≥ 0, ideal ≥ min, max ≥ ideal (OpenSwiftUI `_FlexFrameLayout.init`,
/// whose results its dual tests compare with SwiftUI's own initialiser).
public struct FlexFrameNormalised: DecisionPayload, AxisDecision, Codable {
    public static let kind: DecisionKind = "flexframe.normalise"
    public static let sentences = DecisionSentence.perAxis([
        "{axis} limits normalised as SwiftUI's frame initialiser does (min ≥ 0, ideal raised to min, max raised to ideal): written {written}, used {used}",
    ])
    public var axis: Axis
    public var min, ideal, max: CGFloat?
    public var usedMin, usedIdeal, usedMax: CGFloat?
    /// The limits as written and as used, for the sentence: `min 100, max 400`.
    public let written: String, used: String

    public var sentence: Int { axis.code }
    static func text(_ values: [(String, CGFloat?)]) -> String {
        values.compactMap { name, v in v.map { "\(name) \(TraceFormat.short($0))" } }.joined(separator: ", ")
    }
    public init(axis: Axis, min: CGFloat?, ideal: CGFloat?, max: CGFloat?, usedMin: CGFloat?, usedIdeal: CGFloat?, usedMax: CGFloat?) {
        self.axis = axis; self.min = min; self.ideal = ideal; self.max = max; self.usedMin = usedMin; self.usedIdeal = usedIdeal; self.usedMax = usedMax
        written = Self.text([("min", min), ("ideal", ideal), ("max", max)])
        used = Self.text([("min", usedMin), ("ideal", usedIdeal), ("max", usedMax)])
    }
}

/// `flexframe.axis`: one axis of a flexible frame, and which of its rules set the length.
public struct FlexFrameAxis: DecisionPayload, AxisDecision, Codable {
    public static let kind: DecisionKind = "flexframe.axis"
    /// Which rule gave the length; stored as its position here (the order of `sentences`).
    public enum Rule: Int, CaseIterable, Sendable, Codable {
        /// A nil proposal and an ideal length.
        case ideal
        /// Both min and max: the proposal clamped.
        case clamp
        case child
        case min
        case max
        case proposal

        public var code: Int { rawValue }
    }
    public static let sentences = DecisionSentence.perAxis(limitsWritten.flatMap { limits in
        [
            "{axis} (\(limits)): proposal nil, so the ideal {value} is the length",
            "{axis} (\(limits)): proposed {proposal}, passes {child_proposal} to its child; with min and max the frame is the proposal clamped: {value}",
            "{axis} (\(limits)): proposed {proposal}, passes {child_proposal} to its child, which took {child_length}; takes the child's {value}",
            "{axis} (\(limits)): proposed {proposal}, passes {child_proposal} to its child, which took {child_length}; raised to the minimum: {value}",
            "{axis} (\(limits)): proposed {proposal}, passes {child_proposal} to its child, which took {child_length}; min(max, max(child, proposal)) = {value}",
            "{axis} (\(limits)): proposed {proposal}, passes {child_proposal} to its child, which took {child_length}; grows to the proposal: {value}",
        ]
    })
    /// The limits as the sentence names them, one variant for each set of limits written
    /// (`min {min}, max {max}`, `no limits`), indexed by `limitsMask`: the sentence is made
    /// from the stored limits, so no text of them is stored with each decision.
    static let limitsWritten: [String] = (0..<8).map { mask in
        let named = ["min", "ideal", "max"].enumerated().filter { mask & (1 << $0.offset) != 0 }.map { "\($0.element) {\($0.element)}" }
        return named.isEmpty ? "no limits" : named.joined(separator: ", ")
    }
    public var axis: Axis
    public var rule: Rule
    public var proposal: CGFloat?
    public var childProposal: CGFloat?
    /// The child's length, when it was asked.
    public var childLength: CGFloat?
    public var min: CGFloat?
    public var ideal: CGFloat?
    public var max: CGFloat?
    public var value: CGFloat

    /// Which limits are written: bit 0 min, bit 1 ideal, bit 2 max.
    var limitsMask: Int { (min == nil ? 0 : 1) | (ideal == nil ? 0 : 2) | (max == nil ? 0 : 4) }
    public var sentence: Int { (limitsMask * Rule.allCases.count + rule.code) * 2 + axis.code }
    public init(axis: Axis, rule: Rule, proposal: CGFloat?, childProposal: CGFloat?, child: CGFloat?, min: CGFloat?, ideal: CGFloat?, max: CGFloat?, value: CGFloat) {
        self.axis = axis; self.rule = rule; self.proposal = proposal; self.childProposal = childProposal; childLength = child
        self.min = min; self.ideal = ideal; self.max = max; self.value = value
    }
}
