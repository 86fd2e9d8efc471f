import Foundation

/// `frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`.
///
/// Per axis, with proposal `p` and the child's length `c`:
/// - the child is proposed `p` clamped to [min, max]; a `nil` proposal becomes the ideal if set, else stays `nil`;
/// - the frame's length starts as `c`; with a min it becomes `max(min, min(c, p))`; then with a max,
///   `min(max, max(that, p))`; so with both set it is `p` clamped to them;
/// - with a `nil` proposal, the ideal (if set) is the length; otherwise `p` is taken as `c`.
///
/// When both lengths follow without the child (min and max set, or `nil` with an ideal), the child is
/// not asked while sizing. When placing, the child is proposed the frame's own size, except along an axis
/// whose proposal was `nil`, with no ideal, where the frame lies strictly inside its limits: there it is
/// proposed `nil` again. `min > ideal > max` still lays out, with a warning.
public struct FlexFrameLayout: Layout {
    public let minWidth, idealWidth, maxWidth: CGFloat?
    public let minHeight, idealHeight, maxHeight: CGFloat?
    public let alignment: Alignment

    public init(
        minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil, minHeight: CGFloat? = nil,
        idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil, alignment: Alignment = .center
    ) {
        self.minWidth = minWidth
        self.idealWidth = idealWidth
        self.maxWidth = maxWidth
        self.minHeight = minHeight
        self.idealHeight = idealHeight
        self.maxHeight = maxHeight
        self.alignment = alignment
    }

    struct Limits {
        let min, ideal, max: CGFloat?
        var isContradictory: Bool {
            let lo = min ?? -.infinity
            let mid = ideal ?? lo
            let hi = max ?? mid
            return !(lo <= mid && mid <= hi)
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
    func length(_ axis: Axis, proposal: CGFloat?, child: CGFloat?) -> (CGFloat, String) {
        let l = limits(axis)
        if proposal == nil, let ideal = l.ideal { return (ideal, "ideal") }
        let c = child ?? 0
        let p = proposal ?? c
        var value = c
        if let minimum = l.min { value = Swift.max(minimum, Swift.min(c, p)) }
        if let maximum = l.max { value = Swift.min(maximum, Swift.max(value, p)) }
        if l.min != nil && l.max != nil { return (value, "clamp") }
        if value == c { return (value, "child") }
        if value == l.min { return (value, "min") }
        if value == l.max { return (value, "max") }
        return (value, "proposal")
    }

    /// Whether the length along `axis` is known without asking the child.
    private func independentOfChild(_ axis: Axis, _ p: CGFloat?) -> Bool {
        let l = limits(axis)
        return p == nil ? l.ideal != nil : (l.min != nil && l.max != nil)
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        for axis in Axis.allCases where limits(axis).isContradictory {
            let l = limits(axis)
            subviews.warn(
                "Contradictory frame constraints specified: \(axis.dimensionName) min \(TraceFormat.dimension(l.min)), ideal \(TraceFormat.dimension(l.ideal)), max \(TraceFormat.dimension(l.max))")
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
                    .flexFrameAxis, about: subviews.first,
                    ["axis": .string(axis.dimensionName), "rule": .string(rule), "proposal": .dimension(proposal[axis]),
                     "child_proposal": .dimension(childP[axis]), "child": child.map { .number($0[axis]) } ?? .null,
                     "min": .dimension(l.min), "ideal": .dimension(l.ideal), "max": .dimension(l.max), "value": .number(value)],
                    flexMessage(axis, rule: rule, proposal: proposal[axis], childProposal: childP[axis], child: child?[axis], value: value))
            }
        }
        return size
    }

    private func flexMessage(_ axis: Axis, rule: String, proposal: CGFloat?, childProposal: CGFloat?, child: CGFloat?, value: CGFloat) -> String {
        let l = limits(axis)
        let name = axis.dimensionName
        var bounds: [String] = []
        if let v = l.min { bounds.append("min \(TraceFormat.short(v))") }
        if let v = l.ideal { bounds.append("ideal \(TraceFormat.short(v))") }
        if let v = l.max { bounds.append("max \(TraceFormat.short(v))") }
        let limitsText = bounds.isEmpty ? "no limits" : bounds.joined(separator: ", ")
        let passed = "proposed \(TraceFormat.dimension(proposal)), passes \(TraceFormat.dimension(childProposal)) to its child"
        let childText = child.map { ", which took \(TraceFormat.short($0))" } ?? " (child not asked)"
        switch rule {
        case "ideal": return "\(name) (\(limitsText)): proposal nil, so the ideal \(TraceFormat.short(value)) is the length\(childText)"
        case "clamp": return "\(name) (\(limitsText)): \(passed)\(childText); with min and max the frame is the proposal clamped: \(TraceFormat.short(value))"
        case "min": return "\(name) (\(limitsText)): \(passed)\(childText); raised to the minimum: \(TraceFormat.short(value))"
        case "max": return "\(name) (\(limitsText)): \(passed)\(childText); min(max, max(child, proposal)) = \(TraceFormat.short(value))"
        case "proposal": return "\(name) (\(limitsText)): \(passed)\(childText); grows to the proposal: \(TraceFormat.short(value))"
        default: return "\(name) (\(limitsText)): \(passed)\(childText); takes the child's \(TraceFormat.short(value))"
        }
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
