import Foundation

/// `.controlSize(…)`, read by the controls that have sizes (a bordered button's insets).
public enum ControlSize: String, SceneStyle {
    case mini, small, regular, large, extraLarge
    public static let modifier = "controlSize"
    public static let standard = ControlSize.regular
}

/// `.labelsHidden()`, read by the controls that show a label beside them (a toggle, a date picker).
public enum LabelsVisibility: String, SceneStyle {
    case visible, hidden
    public static let modifier = "labelsHidden"
    public static let standard = LabelsVisibility.visible
    public static let setWithoutArgument: LabelsVisibility? = .hidden
}
