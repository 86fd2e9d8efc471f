import Foundation

extension NodeSpec {
    public static func relativeProposed(width: Double = 1, height: Double = 1) -> NodeSpec {
        .modifier(
            kind: "relativeProposed",
            label: CallLabel.make("relativeProposed", [("width", width == 1 ? nil : TraceFormat.number(width)), ("height", height == 1 ? nil : TraceFormat.number(height))]),
            args: ["width": .number(width), "height": .number(height)],
            layout: RelativeSizeLayout(relativeWidth: width, relativeHeight: height))
    }
}

extension View {
    /// Proposes a fraction of its proposal to this view (Ole Begemann's modifier).
    public func relativeProposed(width: Double = 1, height: Double = 1) -> some View {
        modified(by: .relativeProposed(width: width, height: height))
    }
}
