import Foundation

/// `badge(_:)`: in a `List` or `Form` row, the count or text shown after the row's content, at
/// the trailing edge (Apple's "badge(_:)": a badge on a list row "appears at the row's trailing
/// edge"; a count of zero hides it). ltrace lays that row out as an HStack of the content, a
/// spacer and the badge's text, whose look (the body font, the spacing) is *unconfirmed*
/// (docs/rules.md). Elsewhere, on a tab item, the badge is drawn on the tab bar and changes no layout
/// here.
extension SceneModifier {
    public static let badge = SceneModifier("badge") { a in
        let shown = try a.displayed(nil)
        guard a.isInside(.list), let shown, shown != "0" else { return .modifier(kind: "badge", label: a.written, args: [:], layout: PassthroughLayout(name: "badge")) }
        var spec = NodeSpec.hStack(children: [Spacer.spec(minLength: nil, label: "Spacer()"), Text.spec(title: shown)])
        spec.kind = "badge"
        spec.label = a.written
        return spec
    }
}
