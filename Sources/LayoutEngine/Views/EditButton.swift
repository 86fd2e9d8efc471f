import Foundation

/// `EditButton()`: a button that toggles the edit mode, titled "Edit" until it is tapped (Apple's
/// "EditButton"); on iOS it is that title in the borderless style, as any button (`button.size`).
extension SceneView {
    public static let editButton = SceneView("EditButton") { a in
        let style = a.environment("buttonStyle").flatMap(ButtonStyleName.init(rawValue:)) ?? .automatic
        var spec = NodeSpec.button(
            style: style, controlSize: a.environment("controlSize") ?? "regular", label: a.written,
            children: [Text.spec(content: "Edit", style: TextStyle(), label: "Text(\"Edit\")")])
        spec.kind = "EditButton"
        return spec
    }
}
