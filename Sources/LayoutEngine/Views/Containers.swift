import Foundation

// Each container is a `NodeSpec` constructor (shared with the scene parser)
// plus the SwiftUI-style view that calls it.

extension NodeSpec {
    public static func hStack(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, children: [NodeSpec]) -> NodeSpec {
        NodeSpec(
            kind: "HStack",
            label: CallLabel.make("HStack", [("alignment", alignment == .center ? nil : "." + alignment.name), ("spacing", CallLabel.number(spacing))], bare: true),
            args: ["alignment": .string(alignment.name), "spacing": .dimension(spacing)], role: .container,
            layout: HStackLayout(alignment: alignment, spacing: spacing), children: children)
    }

    public static func vStack(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, children: [NodeSpec]) -> NodeSpec {
        NodeSpec(
            kind: "VStack",
            label: CallLabel.make("VStack", [("alignment", alignment == .center ? nil : "." + alignment.name), ("spacing", CallLabel.number(spacing))], bare: true),
            args: ["alignment": .string(alignment.name), "spacing": .dimension(spacing)], role: .container,
            layout: VStackLayout(alignment: alignment, spacing: spacing), children: children)
    }

    public static func zStack(alignment: Alignment = .center, children: [NodeSpec]) -> NodeSpec {
        NodeSpec(
            kind: "ZStack", label: CallLabel.make("ZStack", [("alignment", alignment == .center ? nil : CallLabel.alignment(alignment))], bare: true),
            args: ["alignment": .string(alignment.name)], role: .container, layout: ZStackLayout(alignment: alignment),
            children: children)
    }

    /// Several content views are stacked in an implicit stack along the scroll axis.
    public static func scrollView(axes: Axis.Set = .vertical, children: [NodeSpec]) -> NodeSpec {
        var content = children
        if children.count > 1 || children.first?.role == .transparent {
            var stack = axes == .horizontal ? hStack(children: children) : vStack(children: children)
            stack.label += " (implicit)"
            content = [stack]
        }
        let axesName = axes == [.horizontal, .vertical] ? "[.horizontal, .vertical]" : (axes == .horizontal ? ".horizontal" : nil)
        var spec = NodeSpec(
            kind: "ScrollView", label: CallLabel.make("ScrollView", [(nil, axesName)], bare: true),
            args: ["axes": .array(Axis.allCases.filter { axes.contains($0) }.map { .string($0.rawValue) })], role: .container,
            layout: ScrollViewLayout(axes: axes), children: content)
        spec.childEnvironment = { environment, _, selfIndex in environment.containerNode = selfIndex }
        return spec
    }

    public static func viewThatFits(axes: Axis.Set = [.horizontal, .vertical], children: [NodeSpec]) -> NodeSpec {
        let axesName = axes == [.horizontal, .vertical] ? nil : (axes == .horizontal ? ".horizontal" : ".vertical")
        return NodeSpec(
            kind: "ViewThatFits", label: CallLabel.make("ViewThatFits", [("in", axesName)], bare: true),
            args: ["axes": .array(Axis.allCases.filter { axes.contains($0) }.map { .string($0.rawValue) })], role: .container,
            layout: ViewThatFitsLayout(axes: axes), children: children)
    }

    /// A reader whose content is evaluated again with its real geometry at placement.
    public static func geometryReader(content: @escaping (GeometryProxy) throws -> [NodeSpec]) rethrows -> NodeSpec {
        var spec = NodeSpec(
            kind: "GeometryReader", label: "GeometryReader", role: .container, layout: GeometryReaderLayout(),
            children: try content(GeometryProxy(size: .zero, frameInRoot: .zero)))
        spec.geometryContent = content
        return spec
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

public struct VStack: View {
    public typealias Body = Never
    let spec: NodeSpec
    public init<Content: View>(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        spec = .vStack(alignment: alignment, spacing: spacing, children: content()._nodeSpecs())
    }
    public func _nodeSpecs() -> [NodeSpec] { [spec] }
}

public struct ZStack: View {
    public typealias Body = Never
    let spec: NodeSpec
    public init<Content: View>(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        spec = .zStack(alignment: alignment, children: content()._nodeSpecs())
    }
    public func _nodeSpecs() -> [NodeSpec] { [spec] }
}

public struct ScrollView: View {
    public typealias Body = Never
    let spec: NodeSpec
    public init<Content: View>(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        spec = .scrollView(axes: axes, children: content()._nodeSpecs())
    }
    public func _nodeSpecs() -> [NodeSpec] { [spec] }
}

public struct ViewThatFits: View {
    public typealias Body = Never
    let spec: NodeSpec
    public init<Content: View>(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
        spec = .viewThatFits(axes: axes, children: content()._nodeSpecs())
    }
    public func _nodeSpecs() -> [NodeSpec] { [spec] }
}

public struct GeometryReader: View {
    public typealias Body = Never
    let spec: NodeSpec
    public init<Content: View>(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
        spec = .geometryReader { content($0)._nodeSpecs() }
    }
    public func _nodeSpecs() -> [NodeSpec] { [spec] }
}
