import Foundation

extension NodeSpec {
    /// `List { … }` / `Form { … }`: rows, in sections, in a scrolling list.
    public static func listView(kind: String, style: ListLayout.Style, label: String, children: [NodeSpec]) -> NodeSpec {
        NodeSpec(
            kind: kind, label: label, args: ["style": .string(style.rawValue), "platformMetric": .bool(true)], role: .container,
            layout: .environmental { environment in
                ListLayout(style: style, sectionSpacing: environment.listSectionSpacing, rowSpacing: environment.listRowSpacing ?? 0)
            }, children: children)
    }

    /// `Section("Title") { rows }`, `Section { rows } header: { … } footer: { … }`: a list the List reads.
    /// Each of its views says which section it is in and which part (`ListSectionMember`); a row
    /// already in a section of its own keeps it.
    public static func section(label: String, header: [NodeSpec], rows: [NodeSpec], footer: [NodeSpec]) -> NodeSpec {
        let section = ListSectionIdentity()
        func marked(_ name: String, _ views: [NodeSpec], _ part: ListLayout.Part) -> [NodeSpec] {
            views.map { view in
                NodeSpec.modifier(kind: name, label: name, layout: PassthroughLayout(name: name)).wrapping([view])[0]
                    .settingLayoutValue(ListSectionMember.self, ListSectionPart(section: section, part: part))
            }
        }
        let sectionRows = rows.map { row in
            row.updatingElements { element in
                if !element.layoutValues.contains(ListSectionMember.self) {
                    element.layoutValues[ListSectionMember.self] = ListSectionPart(section: section, part: .row)
                }
            }
        }
        return .list(kind: "Section", label: label, children: marked("sectionHeader", header, .header) + sectionRows + marked("sectionFooter", footer, .footer))
    }
}

/// `List` and `Form` on iPhone: a scrolling column of rows grouped in sections. In the inset-grouped
/// style (a `Form`'s, and a `List`'s by default on iOS) each section is a card inset from the
/// list's edges, its header above and its footer below; in the plain style rows span the width.
/// Each row's content is proposed the row's width less its padding and a `nil` height; a row is at
/// least 44 tall (Apple's HIG: a 44 × 44-point minimum tappable area) and its content sits at its
/// leading edge, centred vertically. The list takes the height it is offered, as a scroll view does.
/// The margins, paddings and spacings are iOS metrics no source gives: *unconfirmed* (docs/rules.md).
public struct ListLayout: Layout {
    public enum Style: String, Sendable, Codable {
        case insetGrouped, grouped, plain, inset, sidebar
    }

    public static let minimumRowHeight: CGFloat = 44
    public static let rowPadding = CGSize(width: 16, height: 11)
    public static let cardMargin: CGFloat = 16
    public static let sectionSpacing: CGFloat = 35
    public static let headerGap: CGFloat = 7

    public let style: Style
    /// `listSectionSpacing(_:)`; nil: the style's (35, or 0 when plain).
    public let sectionSpacing: CGFloat?
    /// `listRowSpacing(_:)`: added between the rows of a section.
    public let rowSpacing: CGFloat

    public init(style: Style, sectionSpacing: CGFloat? = nil, rowSpacing: CGFloat = 0) {
        self.style = style
        self.sectionSpacing = sectionSpacing.map { Swift.max(0, $0.isFinite ? $0 : 0) }
        self.rowSpacing = Swift.max(0, rowSpacing.isFinite ? rowSpacing : 0)
    }

    var margin: CGFloat { style == .plain ? 0 : Self.cardMargin }
    var spacing: CGFloat { sectionSpacing ?? (style == .plain ? 0 : Self.sectionSpacing) }

    public enum Part: Sendable { case header, row, footer }

    struct Item {
        var subview: Int
        var section: Int
        var part: Part
    }

    func items(_ subviews: Subviews) -> [Item] {
        var sectionOf: [ObjectIdentifier: Int] = [:]
        var items: [Item] = []
        var loose = -1
        for i in 0..<subviews.count {
            let member = subviews[i][ListSectionMember.self]
            let index: Int
            if let section = member.map({ ObjectIdentifier($0.section) }) {
                index = sectionOf[section] ?? (sectionOf.count + (loose >= 0 ? 1 : 0))
                sectionOf[section] = index
            } else {
                // Rows outside any Section share one implicit section.
                if loose < 0 { loose = sectionOf.count }
                index = loose
            }
            items.append(Item(subview: i, section: index, part: member?.part ?? .row))
        }
        return items
    }

    struct Placed {
        var item: Item
        var frame: CGRect
        var proposal: ProposedViewSize
    }

    /// Every header, row and footer's frame, from the list's top-left corner.
    func arrange(width: CGFloat?, _ subviews: Subviews) -> (placed: [Placed], height: CGFloat, width: CGFloat) {
        let items = items(subviews)
        let padding = EdgeInsets(top: Self.rowPadding.height, leading: Self.rowPadding.width, bottom: Self.rowPadding.height, trailing: Self.rowPadding.width)
        var y: CGFloat = 0
        var placed: [Placed] = []
        var widest: CGFloat = 0
        let sections = Set(items.map(\.section)).sorted()
        for (n, section) in sections.enumerated() {
            // Above the first section, the style's own space (listSectionSpacing is between sections: unconfirmed).
            y += n == 0 ? (style == .plain ? 0 : Self.sectionSpacing) : spacing
            var rowsPlaced = 0
            for part in [Part.header, .row, .footer] {
                for item in items where item.section == section && item.part == part {
                    if part == .row {
                        if rowsPlaced > 0 { y += rowSpacing }
                        rowsPlaced += 1
                    }
                    // A row's `listRowInsets` replace the list's padding around it.
                    let insets = part == .row ? subviews[item.subview][ListRowInsets.self] ?? padding : padding
                    let p = ProposedViewSize(width: width.map { Swift.max(0, $0 - 2 * margin - insets.leading - insets.trailing) }, height: nil)
                    let size = subviews[item.subview].sizeThatFits(p)
                    widest = Swift.max(widest, size.width)
                    let x = margin + insets.leading
                    switch part {
                    case .row:
                        let height = Swift.max(Self.minimumRowHeight, size.height + insets.top + insets.bottom)
                        let top = y + insets.top + (height - insets.top - insets.bottom - size.height) / 2
                        placed.append(Placed(item: item, frame: CGRect(x: x, y: top, width: size.width, height: size.height), proposal: p))
                        y += height
                    case .header, .footer:
                        if part == .footer { y += Self.headerGap }
                        placed.append(Placed(item: item, frame: CGRect(x: x, y: y, width: size.width, height: size.height), proposal: p))
                        y += size.height
                        if part == .header { y += Self.headerGap }
                    }
                }
            }
        }
        return (placed, y, width ?? (widest + 2 * margin + 2 * Self.rowPadding.width))
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let offered = proposal.width.flatMap { $0.isFinite ? $0 : nil }
        let (placed, height, width) = arrange(width: offered, subviews)
        let size = CGSize(width: width, height: proposal.height.flatMap { $0.isFinite ? $0 : nil } ?? height)
        subviews.record(
            ListSize(
                style: style, proposal: proposal, rows: placed.filter { $0.item.part == .row }.count, margin: margin, padding: Self.rowPadding,
                sectionSpacing: spacing, rowSpacing: rowSpacing, contentHeight: height, size: size))
        return size
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let (placed, _, _) = arrange(width: bounds.width, subviews)
        for p in placed {
            let origin = CGPoint(x: bounds.minX + p.frame.minX, y: bounds.minY + p.frame.minY)
            subviews.record(ListPlace(part: "\(p.item.part)", section: p.item.section + 1, origin: origin), about: subviews[p.item.subview])
            subviews[p.item.subview].place(at: origin, anchor: .topLeading, proposal: p.proposal)
        }
    }
}

/// `list.size`: a list's rows and the metrics that lay them out.
public struct ListSize: DecisionPayload, SizeDecision, Codable {
    public static let kind: DecisionKind = "list.size"
    public static let sentences = [
        "{style} list of {rows} rows: sections inset {margin} from its edges and {section_spacing} apart, rows padded {padding_width} × {padding_height} and at least 44 tall (iOS metrics, unconfirmed), {content_height} of content; takes the height it is offered ({proposal}) → {size}",
        "{style} list of {rows} rows: sections inset {margin} from its edges and {section_spacing} apart, rows padded {padding_width} × {padding_height}, at least 44 tall (iOS metrics, unconfirmed) and {row_spacing} apart, {content_height} of content; takes the height it is offered ({proposal}) → {size}",
    ]
    public var style: ListLayout.Style
    public var proposal: ProposedViewSize
    public var rows: Int
    public var margin: CGFloat
    public var padding: CGSize
    /// Between sections: `listSectionSpacing(_:)`, else the style's.
    public var sectionSpacing: CGFloat
    /// Between rows: `listRowSpacing(_:)`, else 0.
    public var rowSpacing: CGFloat
    public var contentHeight: CGFloat
    public var size: CGSize
    public private(set) var platformMetric = true

    public var sentence: Int { rowSpacing > 0 ? 1 : 0 }
    public init(
        style: ListLayout.Style, proposal: ProposedViewSize, rows: Int, margin: CGFloat, padding: CGSize, sectionSpacing: CGFloat = ListLayout.sectionSpacing,
        rowSpacing: CGFloat = 0, contentHeight: CGFloat, size: CGSize
    ) {
        self.style = style; self.proposal = proposal; self.rows = rows; self.margin = margin; self.padding = padding; self.sectionSpacing = sectionSpacing
        self.rowSpacing = rowSpacing; self.contentHeight = contentHeight; self.size = size
    }
}

/// `list.place`: where a list put a row, header or footer.
public struct ListPlace: DecisionPayload, Codable {
    public static let kind: DecisionKind = "list.place"
    public static let sentences = ["a {part} of section {section}: at the row's leading padding, centred in a row at least 44 tall (iOS metrics, unconfirmed) → {origin}"]
    public var part: String
    public var section: Int
    public var origin: CGPoint

    public init(part: String, section: Int, origin: CGPoint) { self.part = part; self.section = section; self.origin = origin }
}

/// The section of a list a view is in, and which part of it: `Section` writes it on each of its views.
public enum ListSectionMember: LayoutValueKey {
    public static let defaultValue: ListSectionPart? = nil
}

public struct ListSectionPart: Sendable {
    public let section: ListSectionIdentity
    public let part: ListLayout.Part
}

/// One `Section`, compared by identity.
public final class ListSectionIdentity: Sendable {}

/// `listRowInsets(_:)`: the insets of the row instead of the list's padding (16 at the sides, 11
/// above and below); `nil` keeps the list's. Apple, "listRowInsets(_:)": "the inset to apply to the
/// edges of the row"; that the row keeps its minimum height of 44 is *unconfirmed*.
public enum ListRowInsets: LayoutValueKey {
    public static let defaultValue: EdgeInsets? = nil
}

extension SceneSetting {
    /// `listRowInsets(EdgeInsets(…))` on a row: written on the row for its list's layout.
    public static let listRowInsets = SceneSetting("listRowInsets") { a in
        let insets: EdgeInsets?
        switch try a.value(nil, [.insets, .none]) {
        case .insets(let written)?: insets = written
        default: insets = nil
        }
        return { row in row.layoutValues[ListRowInsets.self] = insets }
    }
}

/// A list style, as `.listStyle(…)` sets it for the lists inside; `.automatic` is inset-grouped on iOS.
public enum ListStyleName: String, SceneStyle {
    case automatic, insetGrouped, grouped, plain, inset, sidebar
    public static let modifier = "listStyle"
    public static let standard = ListStyleName.automatic
    public static let typeSuffix: String? = "ListStyle"

    var layout: ListLayout.Style { ListLayout.Style(rawValue: rawValue) ?? .insetGrouped }
}

/// A form style, as `.formStyle(…)` sets it for the forms inside.
public enum FormStyleName: String, SceneStyle {
    case automatic, grouped, columns
    public static let modifier = "formStyle"
    public static let standard = FormStyleName.automatic
    public static let typeSuffix: String? = "FormStyle"
}

extension SceneView {
    /// `List { … }`, `List(items) { item in … }` (rows from a collection), `List(selection:)`.
    public static let list = SceneView("List", opens: .list) { a in
        try a.ignore("selection")
        return .listView(kind: "List", style: (a.style(ListStyleName.self) ?? .standard).layout, label: a.written, children: try a.dataContent())
    }

    /// `formStyle(.grouped)` and `.automatic` are this layout on iOS; `.columns` lines controls up
    /// in columns on macOS only, so an iOS form keeps its grouped rows.
    public static let form = SceneView("Form", opens: .list) { a in
        _ = a.style(FormStyleName.self)
        return .listView(kind: "Form", style: .insetGrouped, label: a.written, children: try a.content())
    }

    public static let section = SceneView("Section") { a in
        let title = try a.string(nil)
        let header = title.map { [Text.spec(runs: [TextRun($0.uppercased(), style: TextStyle(font: .footnote))], label: "Text(\(CallLabel.quoted($0)))")] } ?? []
        try a.ignore("isExpanded")
        let rows = try a.content()
        let headerViews = try a.views("header") ?? header
        let footer = try a.views("footer") ?? []
        return .section(label: a.written, header: headerViews, rows: rows, footer: footer)
    }
}

extension NodeSpec {
    public static func listSectionSpacing(_ spacing: CGFloat?, label: String) -> NodeSpec {
        environment("listSectionSpacing", label: label, args: ["spacing": spacing.map { .number(Double($0)) } ?? .null]) { $0.listSectionSpacing = spacing }
    }

    public static func listRowSpacing(_ spacing: CGFloat?, label: String) -> NodeSpec {
        environment("listRowSpacing", label: label, args: ["spacing": spacing.map { .number(Double($0)) } ?? .null]) { $0.listRowSpacing = spacing }
    }
}

extension SceneModifier {
    /// `listSectionSpacing(12)`, `.custom(12)`, `.default`; `.compact`, whose spacing no source gives, is laid out
    /// as the default, with a warning.
    public static let listSectionSpacing = SceneModifier("listSectionSpacing") { a in
        let written = a.source(nil) ?? ""
        if written.hasPrefix("."), !written.hasPrefix(".custom(") {
            let name = try a.memberNames(nil)?.first ?? ""
            switch name {
            case "default": return .listSectionSpacing(nil, label: a.written)
            case "compact":
                a.warning("'.compact' section spacing is an iOS metric no source gives; laid out as the default spacing")
                return .listSectionSpacing(nil, label: a.written)
            default: throw a.error("'.\(name)' is not a ListSectionSpacing: write .default, .compact or a length", at: nil)
            }
        }
        if written.hasPrefix(".custom(") {
            // `.custom(12)`: the length written inside.
            try a.ignore(nil)
            guard let spacing = Double(written.dropFirst(".custom(".count).dropLast().trimmingCharacters(in: .whitespaces)) else {
                throw a.error("write .custom with a number: .custom(12)")
            }
            return .listSectionSpacing(CGFloat(spacing), label: a.written)
        }
        guard let spacing = try a.length(nil) else { throw a.error("listSectionSpacing needs .default, .compact or a length") }
        return .listSectionSpacing(spacing, label: a.written)
    }

    /// `listRowSpacing(8)`: 8 points between a list's rows; nil: none.
    public static let listRowSpacing = SceneModifier("listRowSpacing") { a in
        if a.source(nil) == "nil" {
            try a.ignore(nil)
            return .listRowSpacing(nil, label: a.written)
        }
        guard let spacing = try a.length(nil) else { throw a.error("listRowSpacing needs a length or nil") }
        return .listRowSpacing(spacing, label: a.written)
    }
}
