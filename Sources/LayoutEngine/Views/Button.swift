import Foundation

/// A button style, as `.buttonStyle(…)` sets it for the buttons inside.
public enum ButtonStyleName: String, SceneStyle {
    case automatic, borderless, plain, bordered, borderedProminent
    public static let modifier = "buttonStyle"
    public static let standard = ButtonStyleName.automatic
    public static let typeSuffix: String? = "ButtonStyle"
}

/// `.buttonBorderShape(…)`: the shape a bordered button draws, which changes no size.
public enum ButtonBorderShape: String, SceneStyle {
    case automatic, capsule, circle, roundedRectangle, buttonBorder
    public static let modifier = "buttonBorderShape"
    public static let standard = ButtonBorderShape.automatic
}

extension NodeSpec {
    /// `Button("Save") { … }` or `Button { … } label: { … }`: its label, styled.
    public static func button(style: ButtonStyleName, controlSize: ControlSize = .regular, label written: String, children: [NodeSpec]) -> NodeSpec {
        var spec = NodeSpec(
            kind: "Button", label: written, args: ["style": .string(style.rawValue), "controlSize": .string(controlSize.rawValue)], role: .container,
            layout: ButtonLayout(style: style, controlSize: controlSize), children: children)
        switch style {
        case .bordered: spec.appearance = .control(.borderedButton)
        case .borderedProminent: spec.appearance = .control(.prominentButton)
        case .plain: break
        case .automatic, .borderless: spec.appearance = .foreground(color: "accentColor", onlyShape: false)
        }
        return spec
    }

    /// A button-like control (`Button`, `ShareLink`, `EditButton`, a button toggle) in the button
    /// style and control size set around it, `fallback` when no style is.
    public static func button(_ kind: String, _ a: SceneArguments, fallback: ButtonStyleName = .automatic, children: [NodeSpec]) -> NodeSpec {
        var spec = NodeSpec.button(style: a.style(ButtonStyleName.self) ?? fallback, controlSize: a.style(ControlSize.self) ?? .standard, label: a.written, children: children)
        spec.kind = kind
        return spec
    }
}

/// `Button`: on iOS the automatic style is borderless (Apple, `PrimitiveButtonStyle.automatic`: a
/// button "directly on a blank canvas" uses "the borderless button style by default" on iOS; in a
/// `List` it resolves to the list's row style, which draws the whole row's highlight and lays the
/// label out as the row's content: the same layout here, *unconfirmed*), and a borderless or plain button is exactly its
/// label: the label is proposed the button's proposal and the button takes its size (OpenSwiftUI
/// `BorderlessButtonStyle`/`PlainButtonStyle`: the label with modifiers that change no layout).
/// A bordered button (`.bordered`, `.borderedProminent`) pads its label by insets that depend on
/// the control size; those insets are iOS metrics no source gives (`ButtonSize.insets`, marked
/// unconfirmed). Several views in the label are laid out as a body of several views is.
public struct ButtonLayout: Layout {
    public let style: ButtonStyleName
    public let controlSize: ControlSize

    public init(style: ButtonStyleName, controlSize: ControlSize = .regular) {
        self.style = style
        self.controlSize = controlSize
    }

    /// Bordered-button insets (horizontal, vertical) per control size: iOS metrics, *unconfirmed*
    /// (no measured source; docs/rules.md, "Where no source settles the behaviour") except the
    /// large vertical inset, 15: measured, a large `.borderedProminent` button of body text is
    /// 50.33 high on an iOS simulator (autoreleasefool/approach's PrimaryButton snapshot, 151 px at
    /// 3×; Tests/Fixtures/snapshot-bordered-prominent-large-height.swift), where 14 gave 48.33.
    public static let borderedInsets: [ControlSize: (horizontal: CGFloat, vertical: CGFloat)] = [
        .mini: (8, 3), .small: (10, 5), .regular: (12, 7), .large: (20, 15), .extraLarge: (24, 16),
    ]

    var insets: EdgeInsets {
        guard style == .bordered || style == .borderedProminent else { return EdgeInsets() }
        let i = Self.borderedInsets[controlSize] ?? (12, 7)
        return EdgeInsets(top: i.vertical, leading: i.horizontal, bottom: i.vertical, trailing: i.horizontal)
    }

    func inner(_ proposal: ProposedViewSize) -> ProposedViewSize {
        let i = insets
        return ProposedViewSize(
            width: proposal.width.map { Swift.max($0 - i.leading - i.trailing, 0) }, height: proposal.height.map { Swift.max($0 - i.top - i.bottom, 0) })
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let label = subviews.first?.sizeThatFits(inner(proposal)) ?? .zero
        let i = insets
        let size = CGSize(width: label.width + i.leading + i.trailing, height: label.height + i.top + i.bottom)
        subviews.record(ButtonSize(style: style, controlSize: controlSize, proposal: proposal, label: label, insets: CGSize(width: i.leading, height: i.top), size: size))
        return size
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard let label = subviews.first else { return }
        let i = insets
        label.place(at: CGPoint(x: bounds.minX + i.leading, y: bounds.minY + i.top), anchor: .topLeading, proposal: inner(proposal))
    }
}

/// `button.size`: a button is its label, plus the bordered styles' insets (iOS metrics).
public struct ButtonSize: DecisionPayload, SizeDecision, Codable {
    public static let kind: DecisionKind = "button.size"
    public static let sentences = [
        "style {style} (automatic is borderless on iOS): the button is exactly its label, proposed {proposal}, which takes {label} → {size}",
        "style {style}, control size {control_size}: the button pads its label by {insets_width} on each side and {insets_height} above and below (iOS metrics, unconfirmed but for the large vertical inset, measured); the label takes {label} → {size}",
    ]
    public var style: ButtonStyleName
    public var controlSize: ControlSize
    public var proposal: ProposedViewSize
    public var label: CGSize
    public var insets: CGSize
    /// The insets are platform metrics, not derived.
    public let platformMetric: Bool
    public var size: CGSize

    public var sentence: Int { platformMetric ? 1 : 0 }
    public init(style: ButtonStyleName, controlSize: ControlSize, proposal: ProposedViewSize, label: CGSize, insets: CGSize, size: CGSize) {
        self.style = style; self.controlSize = controlSize; self.proposal = proposal; self.label = label; self.insets = insets; platformMetric = insets != .zero; self.size = size
    }
}

extension SceneView {
    /// `Button("Title") { action }`, `Button("Title", systemImage: "plus") { }`, `Button(action: f) { label }`,
    /// `Button { action } label: { label }`, `Button(role: .destructive) …`. The action never runs.
    public static let button = SceneView("Button") { a in
        try a.ignore("role")
        let title = try a.string(nil)
        let symbol = try a.string("systemImage")
        var children: [NodeSpec]
        if let title {
            try a.ignore("action")
            a.ignoreClosure(nil)
            let text = Text.spec(title: title)
            children = symbol.map { [.label(title: text, icon: Image.spec(name: $0, systemName: true, intrinsicSize: nil, resizable: false, label: "Image(systemName: \(CallLabel.quoted($0)))"), style: a.style(LabelStyleName.self))] } ?? [text]
        } else if a.has("action") {
            try a.ignore("action")
            children = try a.views("label") ?? []
        } else {
            a.ignoreClosure(nil)
            children = try a.views("label") ?? []
        }
        if children.count > 1 { children = [.vStack(children: children)] }
        return .button("Button", a, children: children)
    }
}
