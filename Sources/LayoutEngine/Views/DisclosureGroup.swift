import Foundation

/// `DisclosureGroup("Title") { content }`: a row of its label and a chevron that shows or hides
/// the content (Apple's "DisclosureGroup"); collapsed unless `isExpanded:` is bound to true, as
/// it starts without a binding. ltrace lays the row out as a list row that navigates is (the
/// label, a spacer and the footnote semibold chevron) and the content below it, leading-aligned;
/// in a `List` or `Form` the row and each content view are rows. The row's look is iOS's and no
/// source gives its metrics: *unconfirmed* (docs/rules.md).
extension SceneView {
    public static let disclosureGroup = SceneView("DisclosureGroup") { a in
        let expanded = try a.bool("isExpanded") ?? false
        var labelViews: [NodeSpec]
        var content: [NodeSpec]
        if let title = try a.string(nil) {
            labelViews = [Text.spec(title: title)]
            content = try a.content()
        } else {
            // `DisclosureGroup { content } label: { label }`: the first trailing closure is the content.
            content = try a.views("content") ?? []
            guard let views = try a.views("label"), !views.isEmpty else { throw a.error("DisclosureGroup needs a title or a 'label:' closure") }
            labelViews = views
        }
        let label = labelViews.count == 1 ? labelViews[0] : .vStack(children: labelViews)
        let row = NodeSpec.hStack(children: [label] + DisclosureIndicator.views())
        let shown = expanded ? content : []
        if a.isInside(.list) {
            return .list(kind: "DisclosureGroup", label: a.written, args: ["expanded": .bool(expanded)], children: [row] + shown)
        }
        var spec = NodeSpec.vStack(alignment: .leading, children: [row] + shown)
        spec.kind = "DisclosureGroup"
        spec.label = a.written
        spec.args["expanded"] = .bool(expanded)
        return spec
    }
}
