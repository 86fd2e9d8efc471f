import Foundation

extension NodeSpec {
    public static func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> NodeSpec {
        .modifier(
            kind: "frame",
            label: CallLabel.make(
                "frame", [("width", CallLabel.number(width)), ("height", CallLabel.number(height)),
                          ("alignment", alignment == .center ? nil : CallLabel.alignment(alignment))]),
            args: ["width": .dimension(width), "height": .dimension(height), "alignment": .string(alignment.name)],
            layout: FrameLayout(width: width, height: height, alignment: alignment))
    }

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
    /// A fixed frame: a set dimension is the frame's size and what it proposes.
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        modified(by: .frame(width: width, height: height, alignment: alignment))
    }

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
