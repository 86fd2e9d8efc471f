import Foundation

/// Flexible space along its stack's axis.
public struct Spacer: View {
    public typealias Body = Never
    public let minLength: CGFloat?
    public init(minLength: CGFloat? = nil) { self.minLength = minLength }

    public func _nodeSpecs() -> [NodeSpec] {
        [Self.spec(minLength: minLength, label: CallLabel.make("Spacer", [("minLength", CallLabel.number(minLength))]))]
    }

    public static func spec(minLength: CGFloat?, label: String) -> NodeSpec {
        var spec = NodeSpec(
            kind: "Spacer", label: label, args: ["minLength": .dimension(minLength)], role: .leaf,
            layout: .environmental { SpacerLayout(minLength: minLength, axis: $0.stackOrientation) })
        spec.isSpacerLeaf = true
        return spec
    }
}

/// A thin line across its stack's axis.
public struct Divider: View {
    public typealias Body = Never
    public init() {}
    public func _nodeSpecs() -> [NodeSpec] { [Self.spec(label: "Divider()")] }

    public static func spec(label: String) -> NodeSpec {
        NodeSpec(kind: "Divider", label: label, role: .leaf, layout: .environmental { DividerLayout(stackAxis: $0.stackOrientation) })
    }
}
