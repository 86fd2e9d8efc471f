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
}

extension SceneView {
    /// `Picker("Flavor", selection: $flavor) { ForEach(…) { Text(…).tag(…) } }`. The menu style (iOS's
    /// default) shows the option whose `tag` is the selection (else the first) and a chevron, 4 apart
    /// (an iOS metric, unconfirmed); in a `List` or `Form` row the label comes first, as in
    /// `LabeledContent`; elsewhere iOS shows the value alone. `.pickerStyle(.segmented)` is a control
    /// as wide as offered and 32 tall (UISegmentedControl's height, an iOS metric, unconfirmed).
    public static let picker = SceneView("Picker") { a in
        let title = try a.string(nil)
        let selection = a.selectionTag("selection")
        try a.ignore("sources")
        let options = try a.content()
        let labelViews = try a.views("label")
        let style = a.environment("pickerStyle") ?? "menu"
        if style == "segmented" {
            return .platformControl(kind: "Picker", control: "a segmented control", width: .flexible(ideal: 100), height: .fixed(32), label: a.written)
        }
        // The options, with ForEach and Group flattened.
        func flattened(_ specs: [NodeSpec]) -> [NodeSpec] { specs.flatMap { $0.role == .transparent ? flattened($0.children) : [$0] } }
        let choices = flattened(options)
        let selected = choices.first { $0.args["tag"] != nil && $0.args["tag"] == selection } ?? choices.first
        let labelView = title.map { Text.spec(content: $0, style: TextStyle(), label: "Text(\(CallLabel.quoted($0)))") } ?? labelViews?.first
        return .menuPicker(label: a.inList ? labelView : nil, selected: selected, written: a.written)
    }
}
