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

/// Lays subviews out top to bottom. See `StackAlgorithm` for the rules.
public struct VStackLayout: Layout, TraitedLayout {
    public var trait: NodeTrait { .verticalStack }

    public var alignment: HorizontalAlignment
    public var spacing: CGFloat?

    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    public static var layoutProperties: LayoutProperties {
        var p = LayoutProperties()
        p.stackOrientation = .vertical
        return p
    }

    var algorithm: StackAlgorithm { StackAlgorithm(axis: .vertical, alignment: alignment.key, spacing: spacing) }

    public func makeCache(subviews: Subviews) -> StackCache { StackCache() }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout StackCache) -> CGSize {
        algorithm.geometry(proposal, subviews, &cache).size
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout StackCache) {
        algorithm.placeSubviews(in: bounds, proposal: proposal, subviews, &cache)
    }
}

extension SceneView {
    public static let vStack = SceneView("VStack") { a in
        .vStack(alignment: try a.horizontalAlignment("alignment") ?? .center, spacing: try a.length("spacing"), children: try a.content())
    }
}
