import Foundation

extension NodeSpec {
    public static func hStack(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, children: [NodeSpec]) -> NodeSpec {
        NodeSpec(
            kind: "HStack",
            label: CallLabel.make("HStack", [("alignment", alignment == .center ? nil : "." + alignment.name), ("spacing", CallLabel.number(spacing))], bare: true),
            args: ["alignment": .string(alignment.name), "spacing": .dimension(spacing)], role: .container,
            layout: HStackLayout(alignment: alignment, spacing: spacing), children: children)
    }
}

public struct HStack: View {
    public typealias Body = Never
    let spec: NodeSpec
    public init<Content: View>(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        spec = .hStack(alignment: alignment, spacing: spacing, children: content()._nodeSpecs())
    }
    public func _nodeSpecs() -> [NodeSpec] { [spec] }
}

/// Lays subviews out left to right. See `StackAlgorithm` for the rules, `HVStack` for the layout.
public struct HStackLayout: HVStack {
    public static let majorAxis = Axis.horizontal
    public var alignment: VerticalAlignment
    public var spacing: CGFloat?

    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }
}

extension SceneView {
    public static let hStack = SceneView("HStack") { a in
        .hStack(alignment: try a.verticalAlignment("alignment") ?? .center, spacing: try a.length("spacing"), children: try a.content())
    }
}
