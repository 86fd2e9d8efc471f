import Foundation

extension NodeSpec {
    /// `Label("Title", systemImage: "star")`: its icon and title side by side, or one of them
    /// (`labelStyle(.titleOnly)`, `.iconOnly`).
    public static func label(title: NodeSpec, icon: NodeSpec, style: LabelStyleName? = nil, label written: String? = nil) -> NodeSpec {
        let style = style ?? .titleAndIcon
        let children: [NodeSpec]
        switch style {
        case .titleOnly: children = [title]
        case .iconOnly: children = [icon]
        case .automatic, .titleAndIcon: children = [icon, title]
        }
        var spec = NodeSpec.hStack(spacing: LabelLayoutMetrics.spacing, children: children)
        spec.kind = "Label"
        spec.label = written ?? "Label"
        spec.args["style"] = .string(style.rawValue)
        spec.args["platformMetric"] = .bool(true)
        spec.layoutValues[LabelParts.self] = children.count == 2 ? .iconAndTitle : .one
        return spec
    }
}

/// What a `Label`'s children are, for a container that lays a label out its own way (an empty
/// state stands the icon above the title).
public enum LabelParts: LayoutValueKey, Sendable {
    case notALabel, one, iconAndTitle
    public static let defaultValue = LabelParts.notALabel
}

/// A label style, as `.labelStyle(…)` sets it for the labels inside.
public enum LabelStyleName: String, SceneStyle {
    case automatic, titleAndIcon, titleOnly, iconOnly
    public static let modifier = "labelStyle"
    public static let standard = LabelStyleName.automatic
    public static let typeSuffix: String? = "LabelStyle"
}

/// `Label`'s default style on iOS lays its icon before its title, as an HStack does, with a gap
/// that no source gives: 8, the default spacing between two views (an iOS metric, *unconfirmed*;
/// docs/rules.md, "Where no source settles the behaviour"). The stack's decisions explain its size.
public enum LabelLayoutMetrics {
    public static let spacing: CGFloat = 8
}

extension SceneView {
    /// `Label("Title", systemImage: "star")`, `Label("Title", image: "asset")`, `Label { title } icon: { icon }`.
    public static let label = SceneView("Label") { a in
        let style = a.style(LabelStyleName.self)
        if let title = try a.string(nil) {
            let text = Text.spec(title: title)
            let icon: NodeSpec
            if let symbol = try a.string("systemImage") {
                icon = Image.spec(name: symbol, systemName: true, intrinsicSize: nil, resizable: false, label: "Image(systemName: \(CallLabel.quoted(symbol)))")
            } else if let views = try a.views("image") ?? a.views("icon"), let first = views.first {
                icon = first
            } else {
                throw a.error("Label needs 'systemImage:' or 'image:'")
            }
            return .label(title: text, icon: icon, style: style, label: a.written)
        }
        guard let title = try a.views("title")?.first, let icon = try a.views("icon")?.first else {
            throw a.error("Label needs a title and an icon: Label(\"Title\", systemImage: \"star\") or Label { … } icon: { … }")
        }
        return .label(title: title, icon: icon, style: style, label: a.written)
    }
}
