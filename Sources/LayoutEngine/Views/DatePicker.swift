import Foundation

/// `DatePicker("Due", selection: $date)` on iPhone, in the compact style (`.automatic` and
/// `.compact`): its label, a spacer of priority −1 and the date's buttons in a row, as a
/// `LabeledContent` is; with `.labelsHidden()` the buttons alone. Each button is the date or the
/// time as text (`Text.unformattedDate` and `unformattedTime`: a selection's value is unknown) padded on a
/// rounded rectangle; `displayedComponents` chooses which. `.wheel` is a wheel as wide as offered,
/// as a wheel picker is. The buttons' insets and the gap between them are iOS metrics no source
/// gives: *unconfirmed* (docs/rules.md), `DatePickerMetrics`.
public enum DatePickerMetrics {
    public static let buttonInsets = EdgeInsets(top: 7, leading: 11, bottom: 7, trailing: 11)
    public static let buttonSpacing: CGFloat = 8
    public static let cornerRadius: CGFloat = 6
}

/// A date picker style, as `.datePickerStyle(…)` sets it for the date pickers inside.
public enum DatePickerStyleName: String, SceneStyle {
    case automatic, compact, graphical, wheel, field, stepperField
    public static let modifier = "datePickerStyle"
    public static let standard = DatePickerStyleName.automatic
    public static let typeSuffix: String? = "DatePickerStyle"
}

extension SceneView {
    public static let datePicker = SceneView("DatePicker") { a in
        try a.ignore("selection")
        try a.ignore("in")
        let title = try a.string(nil)
        let components = try a.memberNames("displayedComponents") ?? ["date", "hourAndMinute"]
        let labelViews = try a.views("label")
        let style = a.style(DatePickerStyleName.self) ?? .standard
        if style == .wheel {
            return .platformControl(kind: "DatePicker", control: "a wheel date picker", width: .flexible(ideal: 320), height: .fixed(PickerWheelMetrics.height), label: a.written, looks: .control(.wheel))
        }
        if style == .graphical {
            a.warning("no source gives the size of the graphical date picker's calendar; it is laid out in the compact style")
        }
        var buttons: [NodeSpec] = []
        for (name, text) in [("date", Text.unformattedDate), ("hourAndMinute", Text.unformattedTime)] where components.contains(name) {
            let label = Text.spec(title: text)
            let padded = NodeSpec.padding(DatePickerMetrics.buttonInsets).wrapping([label])
            let pill = RoundedRectangle(cornerRadius: DatePickerMetrics.cornerRadius)._nodeSpecs()
            buttons += NodeSpec.overlay("background", content: pill).wrapping(padded)
        }
        let row = NodeSpec.hStack(spacing: DatePickerMetrics.buttonSpacing, children: buttons)
        let labelView = title.map { Text.spec(title: $0) } ?? labelViews.map { $0.count == 1 ? $0[0] : .vStack(children: $0) }
        if a.style(LabelsVisibility.self) == .hidden || labelView == nil {
            var spec = row
            spec.kind = "DatePicker"
            spec.label = a.written
            return spec
        }
        var spec = NodeSpec.labeledContent(label: labelView!, content: [row], written: a.written)
        spec.kind = "DatePicker"
        return spec
    }
}
