import Foundation

extension NodeSpec {
    public static func vStack(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, children: [NodeSpec]) -> NodeSpec {
        NodeSpec(
            kind: "VStack",
            label: CallLabel.make("VStack", [("alignment", alignment == .center ? nil : "." + alignment.name), ("spacing", CallLabel.number(spacing))], bare: true),
            args: ["alignment": .string(alignment.name), "spacing": .dimension(spacing)], role: .container,
            layout: VStackLayout(alignment: alignment, spacing: spacing), children: children)
    }
}

public struct VStack: View {
    public typealias Body = Never
    let spec: NodeSpec
    public init<Content: View>(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        spec = .vStack(alignment: alignment, spacing: spacing, children: content()._nodeSpecs())
    }
    public func _nodeSpecs() -> [NodeSpec] { [spec] }
}

/// Lays subviews out top to bottom. See `StackAlgorithm` for the rules, `HVStack` for the layout.
public struct VStackLayout: HVStack {
    public static let majorAxis = Axis.vertical
    public var alignment: HorizontalAlignment
    public var spacing: CGFloat?

    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }
}

extension SceneView {
    public static let vStack = SceneView("VStack") { a in
        .vStack(alignment: try a.horizontalAlignment("alignment") ?? .center, spacing: try a.length("spacing"), children: try a.content())
    }
}
