import Foundation

extension NodeSpec {
    /// An overlay or background; `content` follows the modified view as further subviews.
    public static func overlay(_ name: String = "overlay", alignment: Alignment = .center, content: [NodeSpec]) -> NodeSpec {
        var spec = NodeSpec.modifier(
            kind: name, label: CallLabel.make(name, [("alignment", alignment == .center ? nil : CallLabel.alignment(alignment))]),
            args: ["alignment": .string(alignment.name)], layout: OverlayLayout(alignment: alignment, name: name))
        spec.children = content
        spec.childEnvironment = { environment, index, _ in if index > 0 { environment.stackOrientation = nil } }
        return spec
    }
}

extension View {
    public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        modified(by: .overlay(alignment: alignment, content: content()._nodeSpecs()))
    }

    public func overlay<V: View>(_ overlay: V, alignment: Alignment = .center) -> some View {
        modified(by: .overlay(alignment: alignment, content: overlay._nodeSpecs()))
    }

    public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        modified(by: .overlay("background", alignment: alignment, content: content()._nodeSpecs()))
    }

    public func background<V: View>(_ background: V, alignment: Alignment = .center) -> some View {
        modified(by: .overlay("background", alignment: alignment, content: background._nodeSpecs()))
    }

    /// A background filled with a style (a colour): the colour takes the view's size.
    public func background<S: ShapeStyle>(_ style: S) -> some View {
        let color = (style as? Color) ?? (style as? AnyGradient)?.color ?? .clear
        return modified(by: .overlay("background", content: color._nodeSpecs()))
    }
}
