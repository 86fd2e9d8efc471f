import Foundation

extension NodeSpec {
    /// An overlay or background; `content` follows the modified view as further subviews.
    ///
    /// Several content views form one implicit, centre-aligned ZStack, which the alignment
    /// places as a whole (Apple's `overlay(alignment:content:)` documentation: "the alignment
    /// applies to the implicit stack rather than to the individual views"; OpenSwiftUI
    /// `OverlayModifier.swift` makes `_ZStackLayout.implicitRoot` the content's root).
    public static func overlay(_ name: String = "overlay", alignment: Alignment = .center, content: [NodeSpec]) -> NodeSpec {
        var content = content
        if content.reduce(0, { $0 + $1.viewCount }) > 1 {
            var stack = NodeSpec.zStack(children: content)
            stack.label += " (implicit)"
            content = [stack]
        }
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

/// `overlay` and `background`: the size is the primary view's (the first
/// subview); each secondary view is proposed the primary's size and aligned
/// to it. The primary's alignment guides are the result's.
public struct OverlayLayout: Layout, ForwardsGuides {
    public let alignment: Alignment
    /// `overlay` or `background`: only drawing order differs.
    public let name: String

    public init(alignment: Alignment = .center, name: String = "overlay") {
        self.alignment = alignment
        self.name = name
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        guard let primary = subviews.first else { return .zero }
        let size = primary.sizeThatFits(proposal)
        subviews.record(OverlaySize(modifier: name, size: size, secondaries: subviews.count - 1), about: primary)
        return size
    }

    /// The content is aligned to the primary view's guides, its explicit ones (`alignmentGuide`)
    /// included (OpenSwiftUI `OverlayModifier.swift`, `SecondaryLayerGeometryQuery`, reads the
    /// primary's dimensions with its guide computer; fatbobman's and swiftuifieldguide's badges).
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard let primary = subviews.first else { return }
        primary.place(at: bounds.origin, anchor: .topLeading, proposal: proposal)
        let guides = primary.dimensions(in: proposal)
        for secondary in subviews.dropFirst() {
            placeAligned(
                secondary, in: bounds, proposal: ProposedViewSize(bounds.size), alignment: alignment, subviews: subviews,
                containerGuides: guides)
        }
    }
}

/// `overlay.size`: an overlay or background takes the size of the view it modifies.
public struct OverlaySize: DecisionPayload, SizeDecision, Codable {
    public static let kind: DecisionKind = "overlay.size"
    public static let sentences = ["{modifier} takes the size of the view it modifies, {size}; its content does not count"]
    public var modifier: String
    public var size: CGSize
    public var secondaries: Int

    public init(modifier: String, size: CGSize, secondaries: Int) { self.modifier = modifier; self.size = size; self.secondaries = secondaries }
}

extension SceneModifier {
    static func secondary(_ name: String) -> SceneModifier {
        SceneModifier(name) { a in
            // `background(.blue, in: RoundedRectangle(…))`: the shape, filled with a style that only draws.
            if name == "background", a.has("in"), let shape = try a.views("in") {
                try a.ignore(nil)
                try a.ignore("fillStyle")
                return .overlay(name, content: shape)
            }
            let alignment = try a.alignment("alignment") ?? .center
            // `background(_:ignoresSafeAreaEdges:)` extends only what it draws past the safe area.
            try a.ignore("ignoresSafeAreaEdges")
            // `.background()`: the default background style, which fills the view as a colour does.
            guard let content = try a.views("content") ?? (name == "background" && a.isEmpty ? [Color(name: "background")._nodeSpecs()[0]] : nil) else {
                throw a.error("\(name) needs a view or a content closure")
            }
            return .overlay(name, alignment: alignment, content: content)
        }
    }
    public static let overlay = secondary("overlay")
    public static let background = secondary("background")
}
