import Foundation

extension NodeSpec {
    /// `Grid(alignment:horizontalSpacing:verticalSpacing:) { GridRow { … } … }`.
    public static func grid(alignment: Alignment, horizontalSpacing: CGFloat?, verticalSpacing: CGFloat?, label: String, children: [NodeSpec]) -> NodeSpec {
        NodeSpec(
            kind: "Grid", label: label,
            args: ["horizontalSpacing": horizontalSpacing.map { .number($0) } ?? .null, "verticalSpacing": verticalSpacing.map { .number($0) } ?? .null],
            role: .container, layout: GridLayout(alignment: alignment, horizontalSpacing: horizontalSpacing, verticalSpacing: verticalSpacing), children: children)
    }

    /// `GridRow(alignment:) { … }`: the cells of one row, laid out by the grid: a list whose
    /// elements say which row they are in (`GridRowMember`).
    public static func gridRow(alignment: VerticalAlignment?, label: String, children: [NodeSpec]) -> NodeSpec {
        let row = GridRowIdentity(alignment: alignment)
        return .list(
            kind: "GridRow", label: label, args: ["alignment": alignment.map { .string($0.name) } ?? .null],
            children: children.map { $0.updatingElements { if !$0.layoutValues.contains(GridRowMember.self) { $0.layoutValues[GridRowMember.self] = row } } })
    }

    /// `gridCellColumns`, `gridColumnAlignment`, `gridCellAnchor`, `gridCellUnsizedAxes`: a modifier
    /// that writes what the cell tells its grid as a layout value.
    public static func gridCell<K: LayoutValueKey>(_ name: String, label: String, args: TraceObject, _ key: K.Type, _ value: K.Value) -> NodeSpec {
        var spec = NodeSpec.modifier(kind: name, label: label, args: args, layout: PassthroughLayout(name: name))
        spec.layoutValues[key] = value
        return spec
    }
}

/// The row a grid cell is in: `GridRow` writes it on each of its views; a view outside any row
/// has none and spans the grid.
public enum GridRowMember: LayoutValueKey {
    public static let defaultValue: GridRowIdentity? = nil
}

/// One `GridRow`, compared by identity, with its `alignment:`.
public final class GridRowIdentity: Sendable {
    public let alignment: VerticalAlignment?
    init(alignment: VerticalAlignment?) { self.alignment = alignment }
}

/// `gridCellColumns(_:)`: how many columns the cell spans.
public enum GridCellColumns: LayoutValueKey {
    public static let defaultValue = 1
}

/// `gridColumnAlignment(_:)`: how the cells of the cell's column are aligned (any guide, custom ones too).
public enum GridColumnAlignment: LayoutValueKey {
    public static let defaultValue: HorizontalAlignment? = nil
}

/// `gridCellAnchor(_:)`: where the cell's view sits in its cell.
public enum GridCellAnchor: LayoutValueKey {
    public static let defaultValue: UnitPoint? = nil
}

/// `gridCellUnsizedAxes(_:)`: the axes along which the cell does not size its row or column.
public enum GridCellUnsizedAxes: LayoutValueKey {
    public static let defaultValue: Axis.Set = []
}

/// `Grid` (iOS 16): rows of cells in shared columns. Apple's "Grid": "A grid and its rows behave
/// something like a collection of HStack instances wrapped in a VStack. However, the grid handles
/// row and column creation as a single operation"; a view outside any `GridRow` makes a row that
/// spans every column; the column count is the longest row's, shorter rows get empty cells.
///
/// ltrace sizes the columns as an HStack sizes its children, each column standing for its cells:
/// probed at 0 and at infinity (the widest answer of its cells), the least flexible first, each
/// offered the width left over the columns left, and as wide as its widest cell's answer. Rows are
/// sized the same way along the height, each cell proposed its column's width. A cell spanning
/// several columns (`gridCellColumns`) and a row-spanning view widen the columns they span when
/// they need more (`widenColumns`); a cell with `gridCellUnsizedAxes` sizes no column on that axis
/// (Apple: it keeps a flexible view "from defining the size of a row or column"). A cell is proposed its cell and aligned there by its
/// `gridCellAnchor`, else its column's `gridColumnAlignment`, else its row's alignment, else the
/// grid's. Spacing is 8 by default (*unconfirmed*), as are the column sizing for flexible cells
/// and how a span shares its excess (docs/rules.md, "Where no source settles the behaviour").
public struct GridLayout: Layout {
    public let alignment: Alignment
    public let horizontalSpacing: CGFloat?
    public let verticalSpacing: CGFloat?

    public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
    }

    var hs: CGFloat { horizontalSpacing ?? GridItem.defaultSpacing }
    var vs: CGFloat { verticalSpacing ?? GridItem.defaultSpacing }

    /// One cell: the subview, where it sits, and what it told the grid.
    struct Cell {
        var subview: Int
        var row: Int
        var column: Int
        var span: Int
        var unsized: Axis.Set = []
        var anchor: UnitPoint?
        var columnAlignment: HorizontalAlignment?
        var rowAlignment: VerticalAlignment?
        /// A view outside any GridRow: the whole row.
        var wholeRow = false
        var priority: Double = 0
    }

    /// The cells, row by row, from what each subview tells the grid (its layout values).
    func cells(_ subviews: Subviews) -> (cells: [Cell], rows: Int, columns: Int) {
        var cells: [Cell] = []
        var rowOf: [ObjectIdentifier: Int] = [:]
        var nextColumn: [Int: Int] = [:]
        var rows = 0
        for i in 0..<subviews.count {
            let subview = subviews[i]
            let gridRow = subview[GridRowMember.self]
            let row: Int
            if let gridRow, let known = rowOf[ObjectIdentifier(gridRow)] {
                row = known
            } else {
                row = rows
                rows += 1
                if let gridRow { rowOf[ObjectIdentifier(gridRow)] = row }
            }
            var cell = Cell(subview: i, row: row, column: nextColumn[row] ?? 0, span: Swift.max(1, subview[GridCellColumns.self]), wholeRow: gridRow == nil)
            cell.rowAlignment = gridRow?.alignment
            cell.columnAlignment = subview[GridColumnAlignment.self]
            cell.anchor = subview[GridCellAnchor.self]
            cell.unsized = subview[GridCellUnsizedAxes.self]
            cell.priority = subview.priority
            nextColumn[row] = cell.column + cell.span
            cells.append(cell)
        }
        let columns = Swift.max(1, nextColumn.filter { key, _ in cells.contains { $0.row == key && !$0.wholeRow } }.values.max() ?? 1)
        for i in cells.indices where cells[i].wholeRow { cells[i].span = columns }
        return (cells, rows, columns)
    }

    /// Lengths of `count` tracks (columns or rows) along `axis`, as an HStack divides its width.
    func divide(
        _ count: Int, along axis: Axis, offered: CGFloat?, spacing: CGFloat, members: [[Cell]], answer: (Cell, CGFloat?) -> CGFloat
    ) -> (lengths: [CGFloat], order: [Int]) {
        let sizing = members.map { $0.filter { $0.span == 1 || axis == .vertical }.filter { !$0.unsized.contains(axis) } }
        guard let offered, offered.isFinite else {
            return (sizing.map { $0.map { answer($0, nil) }.max() ?? 0 }, Array(0..<count))
        }
        // Each track stands for its cells: probed at 0 and at infinity (its widest cell's answers),
        // with its highest cell's layout priority, and shared out as a stack shares its children.
        let minimum = sizing.map { $0.map { answer($0, 0) }.max() ?? 0 }
        let maximum = sizing.map { $0.map { answer($0, .infinity) }.max() ?? 0 }
        let tracks = sizing.indices.map { t in StackSharing.Item(min: minimum[t], max: maximum[t], priority: sizing[t].map(\.priority).max() ?? 0) }
        var lengths = Array(repeating: CGFloat(0), count: count)
        let order = StackSharing(tracks).share(offered - spacing * CGFloat(Swift.max(count - 1, 0))) { track, offer in
            lengths[track] = sizing[track].map { answer($0, offer) }.max() ?? 0
            return lengths[track]
        }
        return (lengths, order)
    }

    /// The cells spanning several columns (`gridCellColumns`, a view outside any GridRow) size the
    /// columns too, after the single cells, the narrowest spans first: each is offered what its
    /// columns could have (the offer less the other columns and the spacing), and when it takes
    /// more than its columns' width, the excess widens them. Apple's "gridCellUnsizedAxes(_:)":
    /// the modifier "prevents a flexible view like a Spacer, Divider, or Color from defining the
    /// size of a row or column", so without it a Divider between the rows widens the grid to
    /// what it is offered. That the excess is shared equally among the spanned columns is
    /// *unconfirmed*.
    /// The columns a cell spans, cut at the last one (empty for a cell past it).
    func spannedColumns(_ cell: Cell, of columns: Int) -> Range<Int> {
        cell.column..<Swift.max(cell.column, Swift.min(cell.column + cell.span, columns))
    }

    /// The width of a run of columns with the spacing between them.
    func width(of range: Range<Int>, in widths: [CGFloat]) -> CGFloat {
        widths[range].reduce(0, +) + hs * CGFloat(Swift.max(range.count - 1, 0))
    }

    func widenColumns(_ widths: inout [CGFloat], for cells: [Cell], columns: Int, offered: CGFloat?, subviews: Subviews, record: Bool) {
        let spanning = cells.filter { ($0.span > 1 || $0.wholeRow) && !$0.unsized.contains(.horizontal) && $0.column < columns }
        for cell in spanning.sorted(by: { $0.span < $1.span }) {
            let spanned = spannedColumns(cell, of: columns)
            let current = width(of: spanned, in: widths)
            let whole = width(of: widths.indices, in: widths)
            let offer = offered.map { $0.isFinite ? Swift.max(0, $0 - whole + current) : $0 }
            let taken = subviews[cell.subview].sizeThatFits(ProposedViewSize(width: offer, height: nil)).width
            let extra = Swift.max(0, taken - current)
            if extra > 0 {
                for c in spanned { widths[c] += extra / CGFloat(spanned.count) }
            }
            if record {
                subviews.record(
                    GridSpan(row: cell.row, first: spanned.lowerBound, last: spanned.upperBound - 1, columnsWidth: current, offered: offer, taken: taken, extra: extra),
                    about: subviews[cell.subview])
            }
        }
    }

    struct Geometry {
        var cells: [Cell]
        var widths: [CGFloat]
        var heights: [CGFloat]
        var size: CGSize
    }

    func geometry(_ proposal: ProposedViewSize, _ subviews: Subviews, record: Bool) -> Geometry {
        let (cells, rows, columns) = cells(subviews)
        let byColumn = (0..<columns).map { c in cells.filter { $0.column == c } }
        let (narrow, columnOrder) = divide(columns, along: .horizontal, offered: proposal.width, spacing: hs, members: byColumn) { cell, w in
            subviews[cell.subview].sizeThatFits(ProposedViewSize(width: w, height: nil)).width
        }
        var widths = narrow
        widenColumns(&widths, for: cells, columns: columns, offered: proposal.width, subviews: subviews, record: record)
        let byRow = (0..<rows).map { r in cells.filter { $0.row == r } }
        let (heights, rowOrder) = divide(rows, along: .vertical, offered: proposal.height, spacing: vs, members: byRow) { cell, h in
            subviews[cell.subview].sizeThatFits(ProposedViewSize(width: width(of: spannedColumns(cell, of: columns), in: widths), height: h)).height
        }
        let size = CGSize(
            width: width(of: widths.indices, in: widths), height: heights.reduce(0, +) + vs * CGFloat(Swift.max(rows - 1, 0)))
        if record {
            subviews.record(GridTrackSizes(axis: .horizontal, offered: proposal.width, spacing: hs, order: columnOrder, lengths: widths, widened: widths != narrow))
            subviews.record(GridTrackSizes(axis: .vertical, offered: proposal.height, spacing: vs, order: rowOrder, lengths: heights))
        }
        return Geometry(cells: cells, widths: widths, heights: heights, size: size)
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        geometry(proposal, subviews, record: true).size
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let g = geometry(proposal, subviews, record: false)
        var xs: [CGFloat] = []
        var x = bounds.minX
        for w in g.widths { xs.append(x); x += w + hs }
        var ys: [CGFloat] = []
        var y = bounds.minY
        for h in g.heights { ys.append(y); y += h + vs }
        let columnAlignment = Dictionary(g.cells.compactMap { c in c.columnAlignment.map { (c.column, $0) } }, uniquingKeysWith: { a, _ in a })
        for cell in g.cells where cell.column < xs.count && cell.row < ys.count {
            let rect = CGRect(
                x: xs[cell.column], y: ys[cell.row], width: width(of: spannedColumns(cell, of: g.widths.count), in: g.widths), height: g.heights[cell.row])
            let p = ProposedViewSize(width: rect.width, height: rect.height)
            let size = subviews[cell.subview].sizeThatFits(p)
            let h = columnAlignment[cell.column] ?? alignment.horizontal
            let v = cell.rowAlignment ?? alignment.vertical
            let offset = cell.anchor.map { a in
                CGPoint(x: LazyGridLayout.share(rect.width - size.width, a.x), y: LazyGridLayout.share(rect.height - size.height, a.y))
            } ?? cellOffset(h, v, cell: rect.size, size: size, subview: subviews[cell.subview], proposal: p)
            let origin = CGPoint(x: rect.minX + offset.x, y: rect.minY + offset.y)
            subviews.record(
                GridPlace(line: cell.row, track: cell.column, vertical: true, cell: rect, alignment: cell.anchor.map { _ in "its anchor" } ?? "." + Alignment(horizontal: columnAlignment[cell.column] ?? alignment.horizontal, vertical: cell.rowAlignment ?? alignment.vertical).name, size: size, origin: origin),
                about: subviews[cell.subview])
            subviews[cell.subview].place(at: origin, anchor: .topLeading, proposal: p)
        }
    }
}

/// `grid.sizes`: how a Grid divided its width among its columns (or its height among its rows).
public struct GridTrackSizes: DecisionPayload, Codable {
    public static let kind: DecisionKind = "grid.sizes"
    public static let sentences = [
        "columns sized as an HStack sizes its children, each standing for its cells (least flexible first, each offered what is left over the columns left; {spacing} between): offered {offered} → {lengths}",
        "rows sized as a VStack sizes its children, each standing for its cells (least flexible first, each offered what is left over the rows left; {spacing} between): offered {offered} → {lengths}",
        "columns sized as an HStack sizes its children, each standing for its cells (least flexible first, each offered what is left over the columns left; {spacing} between), then widened by the cells spanning several columns: offered {offered} → {lengths}",
    ]
    public var horizontal: Bool
    public var axis: Axis { horizontal ? .horizontal : .vertical }
    public var offered: CGFloat?
    public var spacing: CGFloat
    public var order: [Int]
    public var lengths: [CGFloat]
    /// Whether spanning cells widened the columns (`grid.span`).
    public var widened: Bool

    public var sentence: Int { axis == .vertical ? 1 : widened ? 2 : 0 }
    public init(axis: Axis, offered: CGFloat?, spacing: CGFloat, order: [Int], lengths: [CGFloat], widened: Bool = false) {
        horizontal = axis == .horizontal; self.offered = offered; self.spacing = spacing; self.order = order; self.lengths = lengths; self.widened = widened
    }
}

/// `grid.span`: how a cell spanning several columns took part in sizing them.
public struct GridSpan: DecisionPayload, Codable {
    public static let kind: DecisionKind = "grid.span"
    public static let sentences = [
        "the cell of row {row} spans columns {first} to {last}, {columns_width} wide with the spacing between them; offered {offered} (the grid's offer less the other columns), it takes {taken}, which fits: the columns keep their widths",
        "the cell of row {row} spans columns {first} to {last}, {columns_width} wide with the spacing between them; offered {offered} (the grid's offer less the other columns), it takes {taken}, {extra} more, shared equally among them (the sharing unconfirmed); gridCellUnsizedAxes(.horizontal) would keep them",
    ]
    /// The cell's row and the first and last column it spans, from 1.
    public var row: Int
    public var first: Int
    public var last: Int
    public var columnsWidth: CGFloat
    public var offered: CGFloat?
    public var taken: CGFloat
    public var extra: CGFloat

    public var sentence: Int { extra > 0 ? 1 : 0 }
    public init(row: Int, first: Int, last: Int, columnsWidth: CGFloat, offered: CGFloat?, taken: CGFloat, extra: CGFloat) {
        self.row = row + 1; self.first = first + 1; self.last = last + 1; self.columnsWidth = columnsWidth; self.offered = offered; self.taken = taken; self.extra = extra
    }
}

extension SceneView {
    public static let grid = SceneView("Grid") { a in
        .grid(
            alignment: try a.alignment("alignment") ?? .center, horizontalSpacing: try a.length("horizontalSpacing"), verticalSpacing: try a.length("verticalSpacing"),
            label: a.written, children: try a.content())
    }

    public static let gridRow = SceneView("GridRow") { a in
        .gridRow(alignment: try a.verticalAlignment("alignment"), label: a.written, children: try a.content())
    }
}

extension SceneModifier {
    public static let gridCellColumns = SceneModifier("gridCellColumns") { a in
        guard let count = try a.int(nil), count >= 1 else { throw a.error("gridCellColumns needs a count of at least 1") }
        return .gridCell("gridCellColumns", label: a.written, args: ["count": .number(Double(count))], GridCellColumns.self, count)
    }

    public static let gridColumnAlignment = SceneModifier("gridColumnAlignment") { a in
        guard let h = try a.horizontalAlignment(nil) else { throw a.error("gridColumnAlignment needs a HorizontalAlignment") }
        return .gridCell("gridColumnAlignment", label: a.written, args: ["alignment": .string(h.name)], GridColumnAlignment.self, h)
    }

    public static let gridCellAnchor = SceneModifier("gridCellAnchor") { a in
        guard let p = try a.unitPoint(nil) else { throw a.error("gridCellAnchor needs a UnitPoint") }
        return .gridCell("gridCellAnchor", label: a.written, args: ["x": .number(Double(p.x)), "y": .number(Double(p.y))], GridCellAnchor.self, p)
    }

    public static let gridCellUnsizedAxes = SceneModifier("gridCellUnsizedAxes") { a in
        let axes = try a.axes(nil) ?? []
        return .gridCell(
            "gridCellUnsizedAxes", label: a.written, args: ["horizontal": .bool(axes.contains(.horizontal)), "vertical": .bool(axes.contains(.vertical))],
            GridCellUnsizedAxes.self, axes)
    }
}
