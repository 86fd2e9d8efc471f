import Foundation

/// `NavigationLink`, `Link` and `Menu` outside a `List` are buttons: on iOS they show their label
/// in the borderless style (Apple, `PrimitiveButtonStyle.automatic`), so each is exactly its
/// label (`button.size`). The destination of a link is another screen and is never evaluated.
/// In a `List` or `Form` row a `NavigationLink` ends in a disclosure indicator: its label, a
/// spacer and a chevron, so the row's content spans the row (`DisclosureIndicator`).
extension SceneView {
    public static let navigationLink = SceneView("NavigationLink") { a in
        try a.ignore("value")
        try a.ignore("destination")
        try a.ignore("isActive")
        var spec = try labelledButton("NavigationLink", a)
        if a.isInside(.list) { spec.children = [.hStack(children: spec.children + DisclosureIndicator.views())] }
        return spec
    }

    public static let link = SceneView("Link") { a in
        try a.ignore("destination")
        return try labelledButton("Link", a)
    }

    public static let menu = SceneView("Menu") { a in
        try a.ignore("primaryAction")
        return try labelledButton("Menu", a)
    }

    /// The label of a button-like control: a title string, or a `label:` closure; the other
    /// trailing closure (a destination, a menu's items) is never evaluated.
    static func labelledButton(_ kind: String, _ a: SceneArguments) throws -> NodeSpec {
        var children: [NodeSpec]
        if let title = try a.string(nil) {
            a.ignoreClosure(nil)
            children = [Text.spec(title: title)]
        } else if a.has("label") {
            a.ignoreClosure(nil)
            children = try a.views("label") ?? []
        } else {
            // `NavigationLink(value: x) { label }`, `NavigationLink(destination: D()) { label }`: the trailing closure is the label.
            children = try a.views(nil) ?? []
        }
        if children.count > 1 { children = [.vStack(children: children)] }
        var spec = NodeSpec.button(style: .automatic, label: a.written, children: children)
        spec.kind = kind
        return spec
    }
}

/// The chevron a list row that navigates ends in, after a spacer: an SF Symbol in the footnote
/// font, semibold, as UIKit's disclosure indicator looks. Its size is an iOS metric no source
/// gives: *unconfirmed* (docs/rules.md).
public enum DisclosureIndicator {
    public static let font = Font.footnote.weight(.semibold)

    static func views() -> [NodeSpec] {
        let chevron = Image.spec(name: "chevron.right", systemName: true, intrinsicSize: nil, resizable: false, label: "Image(systemName: \"chevron.right\")")
        return [Spacer.spec(minLength: nil, label: "Spacer()")] + NodeSpec.font(font, label: "font(.footnote.weight(.semibold))").wrapping([chevron])
    }
}

extension NodeSpec {
    /// `LabeledContent("Title", value: "x")`: the label, a spacer of priority −1 and the content in a
    /// row (OpenSwiftUI `LeadingTrailingLabeledContentStyle`: `HStack { label; Spacer().layoutPriority(-1);
    /// HStack { content } }`), the layout `Toggle` shares.
    public static func labeledContent(label labelView: NodeSpec, content: [NodeSpec], written: String) -> NodeSpec {
        var spacer = NodeSpec.layoutPriority(-1)
        spacer.children = [Spacer.spec(minLength: nil, label: "Spacer()")]
        // The value is drawn in the secondary colour (iOS's `LabeledContent` style).
        var value = NodeSpec.hStack(children: content)
        value.appearance = .foreground(color: "secondary", onlyShape: false)
        var spec = NodeSpec.hStack(children: [labelView, spacer, value])
        spec.kind = "LabeledContent"
        spec.label = written
        return spec
    }
}

extension SceneView {
    /// `LabeledContent("Title", value: "x")`, `LabeledContent("Title") { content }`, `LabeledContent { content } label: { label }`.
    public static let labeledContent = SceneView("LabeledContent") { a in
        let labelView: NodeSpec
        var content: [NodeSpec]?
        if let title = try a.string(nil) {
            labelView = Text.spec(title: title)
        } else if a.has("label") {
            // `LabeledContent { content } label: { label }`: the first trailing closure is the content.
            content = try a.views("content") ?? []
            guard let views = try a.views("label"), let first = views.first else { throw a.error("LabeledContent's label is empty") }
            labelView = views.count == 1 ? first : .vStack(children: views)
        } else {
            throw a.error("LabeledContent needs a title or a 'label:' closure")
        }
        if content == nil {
            if let value = try a.string("value") {
                content = [Text.spec(title: value)]
            } else {
                content = try a.views("content") ?? []
            }
        }
        return .labeledContent(label: labelView, content: content ?? [], written: a.written)
    }
}
