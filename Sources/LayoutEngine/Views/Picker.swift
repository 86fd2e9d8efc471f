import Foundation

extension NodeSpec {
    /// A picker in the menu style: the selected option and a chevron, after its label in a list
    /// row (as `LabeledContent`), alone elsewhere.
    public static func menuPicker(label labelView: NodeSpec?, selected: NodeSpec?, written: String) -> NodeSpec {
        let chevron = Image.spec(name: "chevron.up.chevron.down", systemName: true, intrinsicSize: nil, resizable: false, label: "Image(systemName: \"chevron.up.chevron.down\")")
        let value = NodeSpec.hStack(spacing: 4, children: (selected.map { [$0] } ?? []) + [chevron])
        var spec: NodeSpec
        if let labelView {
            spec = .labeledContent(label: labelView, content: [value], written: written)
        } else {
            spec = value
            spec.label = written
        }
        spec.kind = "Picker"
        return spec
    }

    /// A picker in the inline style inside a `List` or `Form`: its label, then each option as a
    /// row of its own, the selected one with a trailing checkmark (Apple: "each option is displayed
    /// inline with other views in the current container"; that the label takes a row of its own is
    /// unconfirmed). The rows are the enclosing list's rows, as a `ForEach`'s are.
    public static func inlinePicker(label labelView: NodeSpec?, options: [NodeSpec], selected: Int?, written: String) -> NodeSpec {
        let rows = options.enumerated().map { (i, option) -> NodeSpec in
            let checkmark = Image.spec(name: "checkmark", systemName: true, intrinsicSize: nil, resizable: false, label: "Image(systemName: \"checkmark\")")
            return .hStack(children: [option, Spacer.spec(minLength: nil, label: "Spacer()")] + (i == selected ? [checkmark] : []))
        }
        return .list(kind: "Picker", label: written, args: ["style": .string("inline")], children: (labelView.map { [$0] } ?? []) + rows)
    }
}

/// A picker style, as `.pickerStyle(…)` sets it for the pickers inside.
public enum PickerStyleName: String, SceneStyle {
    case automatic, menu, segmented, wheel, inline, navigationLink, palette, radioGroup
    public static let modifier = "pickerStyle"
    public static let standard = PickerStyleName.automatic
    public static let typeSuffix: String? = "PickerStyle"
}

/// The value a picker's option is tagged with (`tag(_:)`), which the picker matches against its
/// selection; nil for an untagged view.
public enum PickerTag: LayoutValueKey {
    public static let defaultValue: TraceValue? = nil
}

extension SceneSetting {
    /// `tag(_:)` draws nothing, but a `Picker` shows the option whose tag is its selection.
    public static let tag = SceneSetting("tag") { a in
        let value = a.boundValue(nil) ?? .null
        return { view in
            view.layoutValues[PickerTag.self] = value
            view.args["tag"] = value
        }
    }
}

/// The wheel a picker in the wheel style draws (and the inline style outside a list, as iOS shows
/// it): UIPickerView's height, 216, across the width it is offered. An iOS metric, unconfirmed.
public enum PickerWheelMetrics {
    public static let height: CGFloat = 216
}

extension SceneView {
    /// `Picker("Flavor", selection: $flavor) { ForEach(…) { Text(…).tag(…) } }`. The menu style (iOS's
    /// default) shows the option whose `tag` is the selection (else the first) and a chevron, 4 apart
    /// (an iOS metric, unconfirmed); in a `List` or `Form` row the label comes first, as in
    /// `LabeledContent`; elsewhere iOS shows the value alone. `.pickerStyle(.segmented)` is a control
    /// as wide as offered and 32 tall (UISegmentedControl's height, an iOS metric, unconfirmed).
    /// `.inline` in a list lays each option out as a row (`inlinePicker`); `.wheel`, and `.inline`
    /// elsewhere, is a wheel as wide as offered (`PickerWheelMetrics`).
    public static let picker = SceneView("Picker") { a in
        let title = try a.string(nil)
        let selection = a.boundValue("selection")
        try a.ignore("sources")
        let options = try a.content()
        let labelViews = try a.views("label")
        var style = a.style(PickerStyleName.self) ?? .menu
        if ![.menu, .automatic, .segmented, .wheel, .inline].contains(style) {
            a.warning("the '.\(style.rawValue)' picker style is laid out as the menu style, the only other one ltrace knows")
            style = .menu
        }
        if style == .segmented {
            return .platformControl(kind: "Picker", control: "a segmented control", width: .flexible(ideal: 100), height: .fixed(32), label: a.written, looks: .control(.segmented))
        }
        if style == .wheel || (style == .inline && !a.isInside(.list)) {
            return .platformControl(kind: "Picker", control: "a wheel picker", width: .flexible(ideal: 100), height: .fixed(PickerWheelMetrics.height), label: a.written, looks: .control(.wheel))
        }
        // The options, with ForEach and Group flattened.
        func flattened(_ specs: [NodeSpec]) -> [NodeSpec] { specs.flatMap { $0.role == .transparent ? flattened($0.children) : [$0] } }
        let choices = flattened(options)
        let selectedIndex = choices.firstIndex { $0.layoutValues[PickerTag.self] != nil && $0.layoutValues[PickerTag.self] == selection } ?? (choices.isEmpty ? nil : 0)
        let labelView = title.map { Text.spec(title: $0) } ?? labelViews?.first
        if style == .inline {
            return .inlinePicker(label: labelView, options: choices, selected: selectedIndex, written: a.written)
        }
        return .menuPicker(label: a.isInside(.list) ? labelView : nil, selected: selectedIndex.map { choices[$0] }, written: a.written)
    }
}
