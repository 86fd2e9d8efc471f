import Foundation

/// The space a view prefers around it, edge by edge, as SwiftUI's `ViewSpacing`: stacks read
/// it between neighbours (`distance(to:along:)`), a custom layout reads it as
/// `subviews[i].spacing` and reports its own through `spacing(subviews:cache:)`.
///
/// A view that says nothing about an edge prefers the platform's default there (8 points on
/// iOS); a `Spacer` prefers 0 on every edge (`ViewSpacing.zero`), so nothing is added next to
/// it. Between two edges, a preference that is said wins over the default, and of two that are
/// said, the larger.
///
/// Above and below a text SwiftUI keeps finer categories (OpenSwiftUI
/// `Layout/Geometry/Spacing.swift`, `View/Text/Text/Text+Spacing.swift`, commit 069dd80b), and
/// ltrace keeps them too: when two neighbours share a category, the largest distance over the
/// shared categories is the gap, and the uncategorised preferences above count only when they
/// share none. A text says, at its top and bottom edges:
/// - *text to text*: its font's leading, rounded up to the pixel: a text below another stands
///   that far from it, as the next line of a paragraph would;
/// - *edge above text* (top): its descent and a tenth of its line, rounded up to the pixel;
/// - *edge below text* (bottom): its line and that tenth less its cap height (or the tenth and
///   its descent, if larger).
/// Every other view says 0 for *edge below text* at its top and *edge above text* at its
/// bottom, so a text above a view stands its own *edge below text* from it, and a view above a
/// text the text's *edge above text*. Measured: docs/rules.md, "Text and its neighbours".
public struct ViewSpacing: Hashable, Sendable, CustomStringConvertible {
    /// The preferred space at each edge (top, leading, bottom, trailing: `Edge`'s order), or nil
    /// for the default. Four fields rather than a dictionary: stacks read it for every gap.
    private var top, leading, bottom, trailing: CGFloat?
    /// *Text to text* at the top and bottom edges: a text's font leading on the pixel grid.
    public internal(set) var textTop, textBottom: CGFloat?
    /// *Edge above text* and *edge below text* at the top and bottom edges.
    public internal(set) var aboveTextTop, aboveTextBottom, belowTextTop, belowTextBottom: CGFloat?

    /// The default on every edge: a view that is not a text.
    public init() {
        aboveTextBottom = 0
        belowTextTop = 0
    }

    private init(empty: Void) {}

    /// Nothing said about any edge: what a stack starts from before taking its subviews'.
    static let empty = ViewSpacing(empty: ())

    /// No space on any edge: a `Spacer`'s.
    public static let zero: ViewSpacing = {
        var s = ViewSpacing.empty
        s.top = 0; s.leading = 0; s.bottom = 0; s.trailing = 0
        return s
    }()

    /// A text's spacing: `leading` to a text above or below, `aboveText` to a view above it,
    /// `belowText` to a view below it.
    public static func text(leading: CGFloat, aboveText: CGFloat, belowText: CGFloat) -> ViewSpacing {
        var s = ViewSpacing.empty
        s.textTop = leading
        s.textBottom = leading
        s.aboveTextTop = aboveText
        s.belowTextBottom = belowText
        return s
    }

    /// This spacing with `edges` said again as a view that is not a text says them (a padded
    /// edge, an edge a frame fixes: OpenSwiftUI's `Spacing.reset`).
    public func resetting(_ edges: Edge.Set) -> ViewSpacing {
        var s = self
        for edge in Edge.allCases where edges.contains(Edge.Set(edge)) { s[edge: edge] = nil }
        if edges.contains(.top) { s.textTop = nil; s.aboveTextTop = nil; s.belowTextTop = 0 }
        if edges.contains(.bottom) { s.textBottom = nil; s.belowTextBottom = nil; s.aboveTextBottom = 0 }
        return s
    }

    private subscript(edge edge: Edge) -> CGFloat? {
        get {
            switch edge {
            case .top: return top
            case .leading: return leading
            case .bottom: return bottom
            case .trailing: return trailing
            }
        }
        set {
            switch edge {
            case .top: top = newValue
            case .leading: leading = newValue
            case .bottom: bottom = newValue
            case .trailing: trailing = newValue
            }
        }
    }

    /// The platform's space between two views that say nothing about it.
    public static let defaultDistance: CGFloat = 8

    /// The space between this view and `next`, which follows it along `axis`.
    public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat {
        if axis == .vertical {
            // The categories both edges have; the largest distance among them.
            var shared: CGFloat?
            func take(_ d: CGFloat) { shared = Swift.max(shared ?? d, d) }
            if textBottom != nil, let below = next.textTop { take(below) }
            if let a = belowTextBottom, let b = next.belowTextTop { take(a + b) }
            if let a = aboveTextBottom, let b = next.aboveTextTop { take(a + b) }
            if let shared { return shared }
        }
        let (mine, theirs) = axis == .horizontal ? (trailing, next.leading) : (bottom, next.top)
        switch (mine, theirs) {
        case (nil, nil): return Self.defaultDistance
        case (let a?, nil): return a
        case (nil, let b?): return b
        case (let a?, let b?): return max(a, b)
        }
    }

    /// Takes `other`'s preferences on `edges` as well: the larger of the two at each edge (a
    /// default counts as `defaultDistance`).
    public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) {
        func merge(_ mine: inout CGFloat?, _ theirs: CGFloat?) {
            if let t = theirs { mine = Swift.max(mine ?? t, t) }
        }
        if edges.contains(.top) {
            merge(&textTop, other.textTop); merge(&aboveTextTop, other.aboveTextTop); merge(&belowTextTop, other.belowTextTop)
        }
        if edges.contains(.bottom) {
            merge(&textBottom, other.textBottom); merge(&aboveTextBottom, other.aboveTextBottom); merge(&belowTextBottom, other.belowTextBottom)
        }
        for edge in Edge.allCases where edges.contains(Edge.Set(edge)) {
            switch (self[edge: edge], other[edge: edge]) {
            case (let a?, let b?): self[edge: edge] = max(a, b)
            case (let a?, nil): self[edge: edge] = a >= Self.defaultDistance ? a : nil
            case (nil, let b?): self[edge: edge] = b >= Self.defaultDistance ? b : nil
            case (nil, nil): break
            }
        }
    }

    public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing {
        var copy = self
        copy.formUnion(other, edges: edges)
        return copy
    }

    /// The preferred space at one edge, nil for the default.
    public subscript(edge: Edge) -> CGFloat? { self[edge: edge] }

    public var description: String {
        var parts: [String] = []
        if top != nil || leading != nil || bottom != nil || trailing != nil {
            parts = Edge.allCases.map { "\($0): \(self[edge: $0].map { TraceFormat.number($0) } ?? "default")" }
        }
        if let t = textTop { parts.append("text to text above: \(TraceFormat.number(t))") }
        if let t = textBottom { parts.append("text to text below: \(TraceFormat.number(t))") }
        if let t = aboveTextTop, t != 0 { parts.append("edge above text: \(TraceFormat.number(t))") }
        if let t = belowTextBottom, t != 0 { parts.append("edge below text: \(TraceFormat.number(t))") }
        return parts.isEmpty ? "default" : parts.joined(separator: ", ")
    }
}

