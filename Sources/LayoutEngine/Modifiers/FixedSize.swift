import Foundation

extension NodeSpec {
    public static func fixedSize(horizontal: Bool = true, vertical: Bool = true) -> NodeSpec {
        .modifier(
            kind: "fixedSize",
            label: horizontal && vertical ? "fixedSize()" : "fixedSize(horizontal: \(horizontal), vertical: \(vertical))",
            args: ["horizontal": .bool(horizontal), "vertical": .bool(vertical)],
            layout: FixedSizeLayout(horizontal: horizontal, vertical: vertical))
    }
}

extension View {
    /// Proposes `nil` on both axes: the view takes its ideal size.
    public func fixedSize() -> some View { modified(by: .fixedSize()) }

    /// Proposes `nil` on the chosen axes.
    public func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
        modified(by: .fixedSize(horizontal: horizontal, vertical: vertical))
    }
}
