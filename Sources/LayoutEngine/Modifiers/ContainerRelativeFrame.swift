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
