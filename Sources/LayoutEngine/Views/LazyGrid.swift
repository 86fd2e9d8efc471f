import Foundation

/// A column of a `LazyVGrid` (a row of a `LazyHGrid`): its size rule, the gap after it, and
/// how its items are aligned in their cells.
public struct GridItem: Hashable, Sendable {
    public enum Size: Hashable, Sendable {
        case fixed(CGFloat)
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
    }

    /// The gap after this column (SwiftUI's default, 8, when nil).
    public static let defaultSpacing: CGFloat = 8

    public var size: Size
    public var spacing: CGFloat?
    public var alignment: Alignment?

    public init(_ size: Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }

    var gap: CGFloat { spacing ?? Self.defaultSpacing }

    /// `.fixed(70)`, `.flexible(minimum: 10)`, `.adaptive(minimum: 40)`, as written.
    public var written: String {
        switch size {
        case .fixed(let w): return ".fixed(\(TraceFormat.swiftLiteral(w)))"
        case .flexible(let lo, let hi): return ".flexible(minimum: \(TraceFormat.swiftLiteral(lo)), maximum: \(TraceFormat.swiftLiteral(hi)))"
        case .adaptive(let lo, let hi): return ".adaptive(minimum: \(TraceFormat.swiftLiteral(lo)), maximum: \(TraceFormat.swiftLiteral(hi)))"
        }
    }
}

extension NodeSpec {
    /// `LazyVGrid(columns:)` (axis `.vertical`: items fill rows of columns) or `LazyHGrid(rows:)`.
    public static func lazyGrid(
        axis: Axis, items: [GridItem], alignment: Alignment = .center, spacing: CGFloat? = nil, label: String? = nil, children: [NodeSpec]
    ) -> NodeSpec {
        let name = axis == .vertical ? "LazyVGrid" : "LazyHGrid"
        return NodeSpec(
            kind: name, label: label ?? name,
            args: ["tracks": .array(items.map { .string($0.written) }), "spacing": spacing.map { .number($0) } ?? .null],
            role: .container, layout: LazyGridLayout(axis: axis, items: items, alignment: alignment, spacing: spacing), children: children)
    }
}

/// `LazyVGrid` / `LazyHGrid`: the tracks (columns of a vertical grid, rows of a horizontal one)
/// are sized from their `GridItem`s alone, never from the items (swiftuifieldguide.com,
/// "LazyVGrid": "the widths of the grid columns are computed without consulting the subviews").
/// Described for a vertical grid; a horizontal grid is the same with the axes swapped.
///
/// - Tracks (objc.io, "SwiftUI's Grid Views", quiz 1, and Swift Talk S01E238's reimplementation,
///   checked against SwiftUI): the gaps between columns (each item's `spacing`, 8 by default)
///   are taken from the proposed width; then fixed columns first, the others in declared order,
///   each is offered the width left divided by the columns left: a fixed column takes its width,
///   a flexible one the offer clamped to its minimum and maximum (Apple,
///   `GridItem.Size.flexible`: "the size of the grid with spacing and inflexible items removed,
///   divided by the number of flexible items, clamped to the provided bounds"), an adaptive one
///   the offer as it is (objc.io quiz 2: 52 points, under its minimum of 70).
/// - An adaptive column holds n = max(1, ⌊(w + s) / (min + s)⌋) items of (w − (n − 1)s) / n each,
///   at most its maximum, s its spacing (objc.io quiz 1: 122 points hold two items of 57).
/// - The grid is as wide as proposed, or as its columns when they need more; it lays its columns
///   out again in that width when placed (S01E238). Items fill rows in order; a row is as tall as
///   its tallest item proposed (column width, nil); rows are `spacing` apart (8 by default,
///   *unconfirmed*); an item is proposed its cell and aligned in it (its column's alignment, else
///   the grid's).
public struct LazyGridLayout: Layout {
    public let axis: Axis
    public let items: [GridItem]
    public let alignment: Alignment
    public let spacing: CGFloat?

    public init(axis: Axis, items: [GridItem], alignment: Alignment = .center, spacing: CGFloat? = nil) {
        self.axis = axis
        self.items = items
        self.alignment = alignment
        self.spacing = spacing
    }

    static let maximumAdaptiveTracks: CGFloat = 10_000

    /// The part of some free space an alignment puts before a view; 0 when the space is not finite.
    static func share(_ free: CGFloat, _ fraction: CGFloat) -> CGFloat {
        let v = free * fraction
        return v.isFinite ? v : 0
    }

    /// The axis the tracks divide: width for a vertical grid.
    var across: Axis { axis == .vertical ? .horizontal : .vertical }
    var lineSpacing: CGFloat { spacing ?? GridItem.defaultSpacing }

    /// One resolved track: its offset from the grid's leading edge, length and alignment.
    struct Track {
        var offset: CGFloat
        var length: CGFloat
        var alignment: Alignment
    }

    /// Sizes the declared items in `length`, then expands adaptive ones into their tracks.
    func tracks(in length: CGFloat, record: ((GridTracks) -> Void)? = nil) -> [Track] {
        guard !items.isEmpty else { return [] }
        let gaps = items.dropLast().reduce(0) { $0 + $1.gap }
        var remaining = length - gaps
        var lengths = Array(repeating: CGFloat(0), count: items.count)
        var order = items.indices.filter { if case .fixed = items[$0].size { return true }; return false }
        order += items.indices.filter { !order.contains($0) }
        var offers = Array(repeating: CGFloat(0), count: items.count)
        for (n, i) in order.enumerated() {
            let offer = remaining / CGFloat(order.count - n)
            offers[i] = offer
            switch items[i].size {
            case .fixed(let w): lengths[i] = w
            case .flexible(let lo, let hi): lengths[i] = Swift.min(Swift.max(offer, lo), hi)
            // An adaptive column takes its offer as it is: its minimum only counts its items
            // (objc.io quiz 2: beside a flexible column of minimum 140 in 200, it is 52 wide).
            case .adaptive: lengths[i] = Swift.max(0, offer)
            }
            // An infinite length (a stack probing its flexibility) leaves every later track an
            // infinite offer, where ∞ − ∞ would be NaN (unconfirmed: SwiftUI's grid code is not public).
            if remaining.isFinite { remaining -= lengths[i] }
        }
        var tracks: [Track] = []
        var counts: [Int] = []
        var offset: CGFloat = 0
        for (i, item) in items.enumerated() {
            let align = item.alignment ?? alignment
            if case .adaptive(let lo, let hi) = item.size {
                let s = item.gap
                // As many as fit, at least one; an infinite or absurd width is capped (no real grid has more tracks).
                let fitting = ((lengths[i] + s) / (lo + s)).rounded(.down)
                let n = fitting.isFinite ? Swift.max(1, Int(Swift.min(fitting, Self.maximumAdaptiveTracks))) : 1
                let each = Swift.min((lengths[i] - CGFloat(n - 1) * s) / CGFloat(n), hi)
                for k in 0..<n { tracks.append(Track(offset: k == 0 ? offset : offset + CGFloat(k) * (each + s), length: each, alignment: align)) }
                counts.append(n)
            } else {
                tracks.append(Track(offset: offset, length: lengths[i], alignment: align))
                counts.append(1)
            }
            offset += lengths[i] + item.gap
        }
        record?(GridTracks(axis: axis, length: length, gaps: gaps, order: order, offers: offers, lengths: lengths, counts: counts,
                           trackLengths: tracks.map(\.length)))
        return tracks
    }

    /// The lines (rows of a vertical grid): the items of each, in order.
    func lines(_ count: Int, tracks: Int) -> [Range<Int>] {
        guard tracks > 0 else { return [] }
        return stride(from: 0, to: count, by: tracks).map { $0..<Swift.min($0 + tracks, count) }
    }

    func itemProposal(_ track: CGFloat, _ line: CGFloat?) -> ProposedViewSize {
        axis == .vertical ? ProposedViewSize(width: track, height: line) : ProposedViewSize(width: line, height: track)
    }

    /// The tracks' total length, gaps included.
    func span(_ tracks: [Track]) -> CGFloat { tracks.last.map { $0.offset + $0.length } ?? 0 }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let offered = proposal[across] ?? 0
        let tracks = tracks(in: offered) { subviews.record($0) }
        var total: CGFloat = 0
        var lineLengths: [CGFloat] = []
        for line in lines(subviews.count, tracks: tracks.count) {
            let length = zip(line, tracks).map { i, t in subviews[i].sizeThatFits(itemProposal(t.length, nil))[axis] }.max() ?? 0
            lineLengths.append(length)
            total += length
        }
        total += CGFloat(Swift.max(lineLengths.count - 1, 0)) * lineSpacing
        let acrossLength = Swift.max(offered, span(tracks))
        var size = CGSize.zero
        size[across] = acrossLength
        size[axis] = total
        subviews.record(
            GridLines(axis: axis, lines: lineLengths, spacing: lineSpacing, defaultSpacing: spacing == nil, offered: proposal[across], tracksSpan: span(tracks), size: size))
        return size
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        // The columns are laid out again in the grid's own width (S01E238).
        let tracks = tracks(in: bounds.size[across]) { subviews.record($0) }
        let blockOffset = Self.share(bounds.size[across] - span(tracks), alignment.fraction(across))
        var position = axis == .vertical ? bounds.minY : bounds.minX
        for (lineIndex, line) in lines(subviews.count, tracks: tracks.count).enumerated() {
            let length = zip(line, tracks).map { i, t in subviews[i].sizeThatFits(itemProposal(t.length, nil))[axis] }.max() ?? 0
            for (trackIndex, (i, t)) in zip(line, tracks).enumerated() {
                let p = itemProposal(t.length, length)
                let size = subviews[i].sizeThatFits(p)
                let start = (axis == .vertical ? bounds.minX : bounds.minY) + blockOffset + t.offset
                let cellOrigin = axis == .vertical ? CGPoint(x: start, y: position) : CGPoint(x: position, y: start)
                let cellSize = axis == .vertical ? CGSize(width: t.length, height: length) : CGSize(width: length, height: t.length)
                let offset = cellOffset(t.alignment.horizontal, t.alignment.vertical, cell: cellSize, size: size, subview: subviews[i], proposal: p)
                let origin = CGPoint(x: cellOrigin.x + offset.x, y: cellOrigin.y + offset.y)
                subviews.record(
                    GridPlace(
                        line: lineIndex, track: trackIndex, vertical: axis == .vertical, cell: CGRect(origin: cellOrigin, size: CGSize(width: p.width ?? 0, height: p.height ?? 0)),
                        alignment: "." + t.alignment.name, size: size, origin: origin),
                    about: subviews[i])
                subviews[i].place(at: origin, anchor: .topLeading, proposal: p)
            }
            position += length + lineSpacing
        }
    }
}

extension Alignment {
    /// Where along `axis` the alignment puts a view in a larger space: 0 leading/top, 0.5 centre, 1 trailing/bottom.
    func fraction(_ axis: Axis) -> CGFloat {
        switch axis {
        case .horizontal: return horizontal == .leading ? 0 : horizontal == .trailing ? 1 : 0.5
        case .vertical: return vertical == .top ? 0 : vertical == .bottom ? 1 : 0.5
        }
    }
}

/// `grid.tracks`: how a lazy grid divided its width (a vertical grid's columns) among its `GridItem`s.
public struct GridTracks: DecisionPayload, Codable {
    public static let kind: DecisionKind = "grid.tracks"
    public static let sentences = [
        "{length} wide less {gaps} of gaps between columns; fixed columns first, then in order, each offered what is left over the columns left, a flexible one clamped to its limits: offered {offers} → {lengths}; adaptive columns hold {counts} items → columns {tracks}",
        "{length} tall less {gaps} of gaps between rows; fixed rows first, then in order, each offered what is left over the rows left, a flexible one clamped to its limits: offered {offers} → {lengths}; adaptive rows hold {counts} items → rows {tracks}",
    ]
    public var vertical: Bool
    public var axis: Axis { vertical ? .vertical : .horizontal }
    public var length: CGFloat
    public var gaps: CGFloat
    public var order: [Int]
    public var offers: [CGFloat]
    public var lengths: [CGFloat]
    public var counts: [Int]
    /// The tracks' lengths.
    public var tracks: [CGFloat]

    public var sentence: Int { axis == .vertical ? 0 : 1 }
    public init(axis: Axis, length: CGFloat, gaps: CGFloat, order: [Int], offers: [CGFloat], lengths: [CGFloat], counts: [Int], trackLengths: [CGFloat]) {
        vertical = axis == .vertical; self.length = length; self.gaps = gaps; self.order = order; self.offers = offers; self.lengths = lengths
        self.counts = counts; tracks = trackLengths
    }
}

/// `grid.lines`: a lazy grid's rows (of a vertical grid), each as tall as its tallest item, and the grid's size.
public struct GridLines: DecisionPayload, SizeDecision, Codable {
    public static let kind: DecisionKind = "grid.lines"
    public static let sentences = [
        "rows as tall as their tallest item proposed (column width, nil): {lines}, {spacing} apart; as wide as proposed ({offered}) or as its columns ({span}) → {size}",
        "columns as wide as their widest item proposed (nil, row height): {lines}, {spacing} apart; as tall as proposed ({offered}) or as its rows ({span}) → {size}",
        "rows as tall as their tallest item proposed (column width, nil): {lines}, {spacing} apart (the default; unconfirmed); as wide as proposed ({offered}) or as its columns ({span}) → {size}",
        "columns as wide as their widest item proposed (nil, row height): {lines}, {spacing} apart (the default; unconfirmed); as tall as proposed ({offered}) or as its rows ({span}) → {size}",
    ]
    public var vertical: Bool
    public var axis: Axis { vertical ? .vertical : .horizontal }
    public var lines: [CGFloat]
    public var spacing: CGFloat
    /// No `spacing:` was written: SwiftUI's default applies.
    public var defaultSpacing: Bool
    public var offered: CGFloat?
    /// The tracks' total length.
    public var span: CGFloat
    public var size: CGSize

    public var sentence: Int { (axis == .vertical ? 0 : 1) + (defaultSpacing ? 2 : 0) }
    public init(axis: Axis, lines: [CGFloat], spacing: CGFloat, defaultSpacing: Bool, offered: CGFloat?, tracksSpan: CGFloat, size: CGSize) {
        vertical = axis == .vertical; self.lines = lines; self.spacing = spacing; self.defaultSpacing = defaultSpacing; self.offered = offered
        span = tracksSpan; self.size = size
    }
}

/// `grid.place`: where a lazy grid put an item: its cell, and its alignment there.
public struct GridPlace: DecisionPayload, Codable {
    public static let kind: DecisionKind = "grid.place"
    public static let sentences = [
        "row {row}, column {column}: its cell is {cell_size} at {cell_origin}, proposed to it; aligned {alignment} there → {origin}",
        "column {column}, row {row}: its cell is {cell_size} at {cell_origin}, proposed to it; aligned {alignment} there → {origin}",
    ]
    /// The cell's row and column, from 1.
    public var row: Int
    public var column: Int
    public var vertical: Bool
    /// The line (a vertical grid's row) and the track in it, from 0.
    public var line: Int { (vertical ? row : column) - 1 }
    public var track: Int { (vertical ? column : row) - 1 }
    public var cell: CGRect
    /// As written: `.center`, `.topLeading`.
    public var alignment: String
    public var size: CGSize
    public var origin: CGPoint

    public var sentence: Int { vertical ? 0 : 1 }
    public init(line: Int, track: Int, vertical: Bool, cell: CGRect, alignment: String, size: CGSize, origin: CGPoint) {
        row = (vertical ? line : track) + 1; column = (vertical ? track : line) + 1; self.vertical = vertical; self.cell = cell; self.alignment = alignment; self.size = size; self.origin = origin
    }
}

extension SceneView {
    public static let lazyVGrid = SceneView("LazyVGrid") { a in
        guard let columns = try a.gridItems("columns") else { throw a.error("LazyVGrid needs 'columns:', an array of GridItem") }
        let alignment = try a.horizontalAlignment("alignment") ?? .center
        let spacing = try a.length("spacing")
        try a.ignore("pinnedViews")
        return .lazyGrid(axis: .vertical, items: columns, alignment: Alignment(horizontal: alignment, vertical: .center), spacing: spacing, label: a.written, children: try a.content())
    }

    public static let lazyHGrid = SceneView("LazyHGrid") { a in
        guard let rows = try a.gridItems("rows") else { throw a.error("LazyHGrid needs 'rows:', an array of GridItem") }
        let alignment = try a.verticalAlignment("alignment") ?? .center
        let spacing = try a.length("spacing")
        try a.ignore("pinnedViews")
        return .lazyGrid(axis: .horizontal, items: rows, alignment: Alignment(horizontal: .center, vertical: alignment), spacing: spacing, label: a.written, children: try a.content())
    }
}
