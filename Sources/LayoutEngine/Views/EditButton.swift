import Foundation

/// `EditButton()`: a button that toggles the edit mode, titled "Edit" until it is tapped (Apple's
/// "EditButton"); on iOS it is that title in the borderless style, as any button (`button.size`).
extension SceneView {
    public static let editButton = SceneView("EditButton") { a in
        .button("EditButton", a, children: [Text.spec(title: "Edit")])
    }
}
