import Foundation

/// `GroupBox("Title") { content }` on iPhone: its label in the headline font, made as wide as it
/// is offered and aligned leading, above its content in a VStack, padded (16) on a rounded
/// rectangle. This is the phone style's body as DanceUI writes it out from iOS 14.3
/// (`PhoneIdiomGroupBoxStyle`: `VStack { label.alignment(horizontal: .leading)
/// .font(.headline); content }.padding().background(RoundedRectangle(cornerRadius: 8))`), with
/// `_AlignmentLayout` as OpenSwiftUI completes it (the offered width, the child aligned in it),
/// which is a `frame(maxWidth: .infinity, alignment: .leading)` here. That iOS 17 keeps it is
/// *unconfirmed* (docs/rules.md).
/// A group box style, as `.groupBoxStyle(…)` sets it for the group boxes inside: iOS has one.
public enum GroupBoxStyleName: String, SceneStyle {
    case automatic
    public static let modifier = "groupBoxStyle"
    public static let standard = GroupBoxStyleName.automatic
    public static let typeSuffix: String? = "GroupBoxStyle"
}

extension SceneView {
    public static let groupBox = SceneView("GroupBox") { a in
        _ = a.style(GroupBoxStyleName.self)
        var labelViews: [NodeSpec] = []
        var content: [NodeSpec]
        if let title = try a.string(nil) {
            labelViews = [Text.spec(title: title)]
            content = try a.content()
        } else if a.has("label") {
            // `GroupBox { content } label: { label }`: the first trailing closure is the content.
            content = try a.views("content") ?? []
            labelViews = try a.views("label") ?? []
        } else {
            content = try a.content()
        }
        var rows: [NodeSpec] = []
        if !labelViews.isEmpty {
            let label = labelViews.count == 1 ? labelViews[0] : .vStack(children: labelViews)
            rows = NodeSpec.flexFrame(maxWidth: .infinity, alignment: .leading).wrapping(NodeSpec.font(.headline).wrapping([label]))
        }
        let padded = NodeSpec.padding(EdgeInsets(.all, NodeSpec.defaultPadding)).wrapping([.vStack(children: rows + content)])
        let box = RoundedRectangle(cornerRadius: GroupBoxMetrics.cornerRadius)
        guard var spec = NodeSpec.overlay("background", content: box._nodeSpecs()).wrapping(padded).first else { throw a.error("GroupBox is empty") }
        spec.kind = "GroupBox"
        spec.label = a.written
        return spec
    }
}

/// The rounded rectangle behind a group box: 8 points (DanceUI's phone style), drawing only.
public enum GroupBoxMetrics {
    public static let cornerRadius: CGFloat = 8
}
