import Foundation

extension NodeSpec {
    public static func containerRelativeFrame(
        _ axes: Axis.Set, alignment: Alignment = .center, rule: String = "full length", label: String? = nil,
        length: @escaping (CGFloat, Axis) -> CGFloat = { value, _ in value }
    ) -> NodeSpec {
        NodeSpec(
            kind: "containerRelativeFrame",
            label: label ?? CallLabel.make("containerRelativeFrame", [(nil, axesName(axes)), ("alignment", alignment == .center ? nil : CallLabel.alignment(alignment))]),
            args: ["axes": .array(Axis.allCases.filter { axes.contains($0) }.map { .string($0.rawValue) }), "rule": .string(rule),
                   "alignment": .string(alignment.name)],
            role: .modifier,
            layout: .environmental { environment in
                ContainerRelativeFrameLayout(axes: axes, alignment: alignment, container: environment.containerNode, rule: rule, length: length)
            })
    }

    /// `count` equal columns with `spacing` between them; the view spans `span` of them.
    public static func containerRelativeFrame(
        _ axes: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat, alignment: Alignment = .center
    ) -> NodeSpec {
        let c = CGFloat(Swift.max(count, 1)), s = CGFloat(span)
        return containerRelativeFrame(
            axes, alignment: alignment, rule: "count: \(count), span: \(span), spacing: \(TraceFormat.number(spacing))",
            label: CallLabel.make(
                "containerRelativeFrame",
                [(nil, axesName(axes)), ("count", String(count)), ("span", span == 1 ? nil : String(span)), ("spacing", TraceFormat.number(spacing)),
                 ("alignment", alignment == .center ? nil : CallLabel.alignment(alignment))])
        ) { length, _ in
            Swift.max(0, (length - spacing * (c - 1)) / c * s + spacing * (s - 1))
        }
    }

    static func axesName(_ axes: Axis.Set) -> String {
        axes == [.horizontal, .vertical] ? "[.horizontal, .vertical]" : (axes == .horizontal ? ".horizontal" : ".vertical")
    }
}

extension View {
    /// Sizes the view to the nearest container (a ScrollView or the root) along `axes`.
    public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center) -> some View {
        modified(by: .containerRelativeFrame(axes, alignment: alignment))
    }

    public func containerRelativeFrame(
        _ axes: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat, alignment: Alignment = .center
    ) -> some View {
        modified(by: .containerRelativeFrame(axes, count: count, span: span, spacing: spacing, alignment: alignment))
    }

    public func containerRelativeFrame(
        _ axes: Axis.Set, alignment: Alignment = .center, _ length: @escaping (CGFloat, Axis) -> CGFloat
    ) -> some View {
        modified(by: .containerRelativeFrame(axes, alignment: alignment, rule: "closure", length: length))
    }
}

/// `containerRelativeFrame`: along the given axes the frame's length is
/// computed from the nearest container's size (a `ScrollView`, else the root
/// proposal; stacks do not count), proposed to the child and taken as the
/// frame's own; other axes pass the proposal through and take the child's size.
/// A container length that is `nil` leaves that axis unconstrained.
public struct ContainerRelativeFrameLayout: Layout {
    public var _engineTraits: EngineLayoutTraits { EngineLayoutTraits(shiftsChildGuides: true) }

    public let axes: Axis.Set
    public let alignment: Alignment
    /// The nearest container's node; `nil` is the root.
    let container: Int?
    let length: (CGFloat, Axis) -> CGFloat
    /// How the length is computed, for the trace: `count: 3, span: 1, spacing: 8`.
    let rule: String

    init(axes: Axis.Set, alignment: Alignment, container: Int?, rule: String, length: @escaping (CGFloat, Axis) -> CGFloat) {
        self.axes = axes
        self.alignment = alignment
        self.container = container
        self.rule = rule
        self.length = length
    }

    func childProposal(_ proposal: ProposedViewSize, _ subviews: Subviews) -> (ProposedViewSize, ProposedViewSize) {
        let containerSize = subviews.engine.containerProposal(container)
        var p = proposal
        for axis in Axis.allCases where axes.contains(axis) {
            if let c = containerSize[axis] { p[axis] = length(c, axis) }
        }
        return (p, containerSize)
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let (childP, containerSize) = childProposal(proposal, subviews)
        let c = subviews.first?.sizeThatFits(childP) ?? childP.replacingUnspecifiedDimensions()
        var size = c
        for axis in Axis.allCases where axes.contains(axis) && containerSize[axis] != nil {
            size[axis] = childP[axis]!
        }
        if subviews.isTracing {
            for axis in Axis.allCases where axes.contains(axis) {
                subviews.record(
                    ContainerRelativeLength(
                        axis: axis, container: container.map { "node-\($0)" } ?? "the root", containerLength: containerSize[axis], rule: rule,
                        value: size[axis]),
                    about: subviews.first)
            }
        }
        return size
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard let child = subviews.first else { return }
        placeAligned(child, in: bounds, proposal: childProposal(proposal, subviews).0, alignment: alignment, subviews: subviews)
    }
}

/// `containerrelative.length`: one axis of a `containerRelativeFrame`, from its container's length.
public struct ContainerRelativeLength: DecisionPayload, AxisRule, Codable {
    public static let kind: DecisionKind = "containerrelative.length"
    public static let sentences = DecisionSentence.perAxis([
        "{axis}: {container} has no {axis}, so the proposal passes through",
        "{axis} from {container}'s {container_length} ({rule}) = {value}, whatever the proposal",
    ])
    public var axis: Axis
    /// `node-3` or `the root`.
    public var container: String
    public var containerLength: CGFloat?
    public var rule: String
    public var value: CGFloat

    public var ignoresProposal: Bool { containerLength != nil }
    public var sentence: Int { (containerLength == nil ? 0 : 2) + axis.code }
    public init(axis: Axis, container: String, containerLength: CGFloat?, rule: String, value: CGFloat) {
        self.axis = axis; self.container = container; self.containerLength = containerLength; self.rule = rule; self.value = value
    }
}

extension SceneModifier {
    /// `containerRelativeFrame(.horizontal)`, `(…, count: 3, span: 2, spacing: 8)` or `(…) { length, axis in … }`.
    public static let containerRelativeFrame = SceneModifier("containerRelativeFrame") { a in
        guard let axes = try a.axes(nil) else { throw a.error("containerRelativeFrame needs axes, such as .horizontal") }
        let alignment = try a.alignment("alignment") ?? .center
        if let count = try a.int("count") {
            guard count > 0 else { throw a.error("count must be at least 1", at: "count") }
            let span = try a.int("span") ?? 1
            guard let spacing = try a.coordinate("spacing") else { throw a.error("containerRelativeFrame(_:count:span:spacing:) needs 'spacing:'") }
            return .containerRelativeFrame(axes, count: count, span: span, spacing: spacing, alignment: alignment)
        }
        if let rule = try a.lengthClosure(nil) {
            return .containerRelativeFrame(axes, alignment: alignment, rule: rule.source, length: rule.compute)
        }
        return .containerRelativeFrame(axes, alignment: alignment)
    }
}
