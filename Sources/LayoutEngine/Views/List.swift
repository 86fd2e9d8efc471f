import Foundation

extension NodeSpec {
    /// `List { … }` / `Form { … }`: rows, in sections, in a scrolling list.
    public static func listView(kind: String, style: ListLayout.Style, label: String, children: [NodeSpec]) -> NodeSpec {
        var spec = NodeSpec(
            kind: kind, label: label, args: ["style": .string(style.rawValue), "platformMetric": .bool(true)], role: .container,
            layout: .environmental { environment in
                ListLayout(style: style, sectionSpacing: environment.listSectionSpacing, rowSpacing: environment.listRowSpacing ?? 0)
            }, children: children)
        spec.appearance = .list(inset: ListLayout(style: style).margin > 0)
        return spec
    }

    /// `Section("Title") { rows }`, `Section { rows } header: { … } footer: { … }`: a list the List reads.
    /// Each of its views says which section it is in and which part (`ListSectionMember`); a row
    /// already in a section of its own keeps it.
    public static func section(label: String, header: [NodeSpec], rows: [NodeSpec], footer: [NodeSpec]) -> NodeSpec {
        let section = ListSectionIdentity()
        func marked(_ name: String, _ views: [NodeSpec], _ part: ListLayout.Part) -> [NodeSpec] {
            views.map { view in
                var marker = NodeSpec.modifier(kind: name, label: name, layout: PassthroughLayout(name: name))
                // Headers and footers are drawn in the secondary colour.
                marker.appearance = .foreground(color: "secondary", onlyShape: false)
                return marker.wrapping([view])[0].settingLayoutValue(ListSectionMember.self, ListSectionPart(section: section, part: part))
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
/// style (a `Form`'s, and a `List`'s by default on iOS) each section is a card inset 16 from the
/// list's edges, its header above and its footer below; the grouped style's cards span the width;
/// in the plain style rows span the width. Each row's content is proposed the row's width less its
/// padding and a `nil` height; a row is at least 44 tall and its content sits 16 from its leading
/// edge, centred vertically on the pixel grid. The list takes the height it is offered, as a scroll
/// view does; proposed 0 × 0 on a screen, it takes the screen (`UIKitBounds`).
///
/// Measured (a SwiftUI `List`'s UIKit `recursiveDescription` on an iPhone 14 Pro simulator, iOS 16.4,
/// getsentry/sentry-cocoa; fixture `list-inset-grouped-sections`): cards 16 from the edges, rows 44
/// tall with their text 16 in and 12 down, a header 17 above its text and 6 below it, no space above
/// a first section that has a header, 35.333 between a section without a footer and one without a
/// header (UIKit's empty footer and header, 17.5 each, rounded up to the pixel: UITableConstants),
/// 20 below the last section. Derived from UIKit's `UITableConstants` (decompiled, not measured):
/// 35 above a first section without a header, a footer 6 above its text and 12 below it. The
/// plain style's metrics and the wide-screen margin (20) are *unconfirmed* (docs/rules.md).
public struct ListLayout: Layout {
    public enum Style: String, Sendable, Codable {
        case insetGrouped, grouped, plain, inset, sidebar
    }

    public static let minimumRowHeight: CGFloat = 44
    public static let rowPadding = CGSize(width: 16, height: 11)
    public static let cardMargin: CGFloat = 16
    /// Above a header's text and below it (measured), above a footer's text and below it (UITableConstants).
    public static let headerInsets = (top: CGFloat(17), bottom: CGFloat(6))
    public static let footerInsets = (top: CGFloat(6), bottom: CGFloat(12))
    /// An empty header's or footer's height in a grouped table (UITableConstants), before pixel rounding.
    public static let emptyHeaderFooter: CGFloat = 17.5
    /// Above a first section without a header (UITableConstants).
    public static let aboveFirstSection: CGFloat = 35
    /// Below the last section without a footer (measured).
    public static let belowLastSection: CGFloat = 20

    public let style: Style
    /// `listSectionSpacing(_:)`; nil: the style's (an empty footer and header, or 0 when plain).
    public let sectionSpacing: CGFloat?
    /// `listRowSpacing(_:)`: added between the rows of a section.
    public let rowSpacing: CGFloat

    public init(style: Style, sectionSpacing: CGFloat? = nil, rowSpacing: CGFloat = 0) {
        self.style = style
        self.sectionSpacing = sectionSpacing.map { Swift.max(0, $0.isFinite ? $0 : 0) }
        self.rowSpacing = Swift.max(0, rowSpacing.isFinite ? rowSpacing : 0)
    }

    var margin: CGFloat { style == .plain || style == .grouped ? 0 : Self.cardMargin }

    /// Between a section without a footer and the next without a header, on this pixel grid.
    func spacing(scale: CGFloat) -> CGFloat {
        sectionSpacing ?? (style == .plain ? 0 : 2 * TextMetrics.pixelCeil(Self.emptyHeaderFooter, scale: scale))
    }

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

    /// A section's card: from its first row's top to its last row's bottom (no card without rows).
    struct Card {
        var section: Int
        var frame: CGRect
        /// Where a separator is drawn between two rows, from the list's top.
        var separators: [CGFloat]
    }

    /// Every header, row and footer's frame, and each section's card, from the list's top-left corner.
    func arrange(width: CGFloat?, _ subviews: Subviews) -> (placed: [Placed], cards: [Card], height: CGFloat, width: CGFloat) {
        let items = items(subviews)
        let scale = subviews.displayScale
        let padding = EdgeInsets(top: Self.rowPadding.height, leading: Self.rowPadding.width, bottom: Self.rowPadding.height, trailing: Self.rowPadding.width)
        let half = TextMetrics.pixelCeil(Self.emptyHeaderFooter, scale: scale)
        let grouped = style != .plain
        var y: CGFloat = 0
        var placed: [Placed] = []
        var cards: [Card] = []
        var widest: CGFloat = 0
        var previousHadFooter = false
        let sections = Set(items.map(\.section)).sorted()
        for (n, section) in sections.enumerated() {
            let hasHeader = items.contains { $0.section == section && $0.part == .header }
            let hasFooter = items.contains { $0.section == section && $0.part == .footer }
            if grouped {
                if n == 0 {
                    if !hasHeader { y += Self.aboveFirstSection }
                } else if let custom = sectionSpacing {
                    y += custom
                } else {
                    // A grouped table's empty footer below the section before and empty header above this one.
                    y += (previousHadFooter ? 0 : half) + (hasHeader ? 0 : half)
                }
            } else if n > 0 {
                y += sectionSpacing ?? 0
            }
            var rowsPlaced = 0
            var card: Card?
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
                        // UIKit lays the cell's content out on the pixel grid (a 20.333 text in a 44 row: 12 down).
                        let top = y + TextMetrics.pixelRound(insets.top + (height - insets.top - insets.bottom - size.height) / 2, scale: scale)
                        placed.append(Placed(item: item, frame: CGRect(x: x, y: top, width: size.width, height: size.height), proposal: p))
                        let rowFrame = CGRect(x: margin, y: y, width: Swift.max(0, (width ?? 0) - 2 * margin), height: height)
                        // Rows spaced apart (`listRowSpacing`) are cards of their own.
                        if var c = card, rowSpacing == 0 {
                            c.separators.append(y)
                            c.frame = c.frame.union(rowFrame)
                            card = c
                        } else {
                            if let c = card { cards.append(c) }
                            card = Card(section: section, frame: rowFrame, separators: [])
                        }
                        y += height
                    case .header:
                        y += grouped ? Self.headerInsets.top : 0
                        placed.append(Placed(item: item, frame: CGRect(x: x, y: y, width: size.width, height: size.height), proposal: p))
                        y += size.height + (grouped ? Self.headerInsets.bottom : 0)
                    case .footer:
                        y += grouped ? Self.footerInsets.top : 0
                        placed.append(Placed(item: item, frame: CGRect(x: x, y: y, width: size.width, height: size.height), proposal: p))
                        y += size.height + (grouped ? Self.footerInsets.bottom : 0)
                    }
                }
            }
            if let card { cards.append(card) }
            previousHadFooter = hasFooter
        }
        if grouped, !sections.isEmpty, !previousHadFooter { y += Self.belowLastSection }
        return (placed, cards, y, width ?? (widest + 2 * margin + 2 * Self.rowPadding.width))
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        if let bounds = UIKitBounds.answer(.list, proposal: proposal, subviews: subviews) { return bounds }
        let offered = proposal.width.flatMap { $0.isFinite ? $0 : nil }
        let (placed, _, height, width) = arrange(width: offered, subviews)
        let size = CGSize(width: width, height: proposal.height.flatMap { $0.isFinite ? $0 : nil } ?? height)
        subviews.record(
            ListSize(
                style: style, proposal: proposal, rows: placed.filter { $0.item.part == .row }.count, margin: margin, padding: Self.rowPadding,
                sectionSpacing: spacing(scale: subviews.displayScale), rowSpacing: rowSpacing, contentHeight: height, size: size))
        return size
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let (placed, cards, _, _) = arrange(width: bounds.width, subviews)
        if style != .plain {
            subviews.record(
                ListCards(
                    frames: cards.map { $0.frame.offsetBy(dx: bounds.minX, dy: bounds.minY) },
                    separators: cards.flatMap { c in c.separators.map { bounds.minY + $0 } }))
        }
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
        "{style} list of {rows} rows: sections inset {margin} from its edges and {section_spacing} apart where neither has a footer or header, rows padded {padding_width} × {padding_height} and at least 44 tall, headers 17 above their text and 6 below (iOS 16 metrics, measured), {content_height} of content; takes the height it is offered ({proposal}) → {size}",
        "{style} list of {rows} rows: sections inset {margin} from its edges and {section_spacing} apart where neither has a footer or header, rows padded {padding_width} × {padding_height}, at least 44 tall and {row_spacing} apart, headers 17 above their text and 6 below (iOS 16 metrics, measured), {content_height} of content; takes the height it is offered ({proposal}) → {size}",
        "plain list of {rows} rows: rows padded {padding_width} × {padding_height} and at least 44 tall (measured), sections {section_spacing} apart and headers on their text (unconfirmed), {content_height} of content; takes the height it is offered ({proposal}) → {size}",
        "plain list of {rows} rows: rows padded {padding_width} × {padding_height}, at least 44 tall (measured) and {row_spacing} apart, sections {section_spacing} apart and headers on their text (unconfirmed), {content_height} of content; takes the height it is offered ({proposal}) → {size}",
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

    public var sentence: Int { (style == .plain ? 2 : 0) + (rowSpacing > 0 ? 1 : 0) }
    public init(
        style: ListLayout.Style, proposal: ProposedViewSize, rows: Int, margin: CGFloat, padding: CGSize, sectionSpacing: CGFloat,
        rowSpacing: CGFloat = 0, contentHeight: CGFloat, size: CGSize
    ) {
        self.style = style; self.proposal = proposal; self.rows = rows; self.margin = margin; self.padding = padding; self.sectionSpacing = sectionSpacing
        self.rowSpacing = rowSpacing; self.contentHeight = contentHeight; self.size = size
    }
}

/// `list.place`: where a list put a row, header or footer.
public struct ListPlace: DecisionPayload, Codable {
    public static let kind: DecisionKind = "list.place"
    public static let sentences = ["a {part} of section {section}: at the row's leading padding, centred on the pixel grid in a row at least 44 tall (iOS 16, measured) → {origin}"]
    public var part: String
    public var section: Int
    public var origin: CGPoint

    public init(part: String, section: Int, origin: CGPoint) { self.part = part; self.section = section; self.origin = origin }
}

/// `list.cards`: where a grouped list drew its sections' cards and the separators between rows,
/// for pictures (recorded at placement, in root coordinates, as frames are).
public struct ListCards: DecisionPayload, Codable {
    public static let kind: DecisionKind = "list.cards"
    public static let sentences = ["draws {count} section card(s), separators at {separators}"]
    public var count: Int
    /// Each card's left, top, width and height.
    public var lefts: [CGFloat]
    public var tops: [CGFloat]
    public var widths: [CGFloat]
    public var heights: [CGFloat]
    /// The top of each row after the first in its card: a separator's line.
    public var separators: [CGFloat]

    public init(frames: [CGRect], separators: [CGFloat]) {
        count = frames.count
        lefts = frames.map(\.minX); tops = frames.map(\.minY); widths = frames.map(\.width); heights = frames.map(\.height)
        self.separators = separators
    }

    public var frames: [CGRect] {
        (0..<Swift.min(lefts.count, tops.count, widths.count, heights.count)).map { CGRect(x: lefts[$0], y: tops[$0], width: widths[$0], height: heights[$0]) }
    }
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
