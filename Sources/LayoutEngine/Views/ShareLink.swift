import Foundation

/// `ShareLink(item:)`: a button that presents the share sheet, so on iOS it is its label in the
/// borderless style, as any button (`button.size`). Without a title or a label it shows the
/// system's "Share" label with the share symbol (Apple's "ShareLink": the default label; its
/// exact look is *unconfirmed*, docs/rules.md). The item and the preview are never read.
extension SceneView {
    public static let shareLink = SceneView("ShareLink") { a in
        for ignored in ["item", "items", "subject", "message", "preview"] { try a.ignore(ignored) }
        var children: [NodeSpec]
        if let title = try a.string(nil) {
            children = [titledLabel(title, a)]
        } else if let views = try a.views("label") {
            children = views.count > 1 ? [.vStack(children: views)] : views
        } else {
            children = [titledLabel("Share", a)]
        }
        return .button("ShareLink", a, children: children)
    }

    /// The title with the share symbol, as a `Label`.
    private static func titledLabel(_ title: String, _ a: SceneArguments) -> NodeSpec {
        let text = Text.spec(title: title)
        let icon = Image.spec(name: "square.and.arrow.up", systemName: true, intrinsicSize: nil, resizable: false, label: "Image(systemName: \"square.and.arrow.up\")")
        return .label(title: text, icon: icon, style: a.style(LabelStyleName.self))
    }
}
