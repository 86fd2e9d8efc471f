import Foundation

/// The space a view prefers around it, edge by edge, as SwiftUI's `ViewSpacing`: stacks read
/// it between neighbours (`distance(to:along:)`), a custom layout reads it as
/// `subviews[i].spacing` and reports its own through `spacing(subviews:cache:)`.
///
/// A view that says nothing about an edge prefers the platform's default there (8 points on
/// iOS); a `Spacer` prefers 0 on every edge (`ViewSpacing.zero`), so nothing is added next to
/// it. Between two edges, a preference that is said wins over the default, and of two that are
/// said, the larger. SwiftUI keeps finer categories (text-to-text distances, OpenSwiftUI
/// `Layout/Geometry/Spacing.swift`); ltrace's stacks have always used 8 between any two views,
/// and these categories are *unconfirmed* here (docs/rules.md).
public struct ViewSpacing: Hashable, Sendable, CustomStringConvertible {
    /// The preferred space at each edge (top, leading, bottom, trailing: `Edge`'s order), or nil
    /// for the default. Four fields rather than a dictionary: stacks read it for every gap.
    private var top, leading, bottom, trailing: CGFloat?

    /// The default on every edge.
    public init() {}

    /// No space on any edge: a `Spacer`'s.
    public static let zero: ViewSpacing = {
        var s = ViewSpacing()
        s.top = 0; s.leading = 0; s.bottom = 0; s.trailing = 0
        return s
    }()

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
        if top == nil, leading == nil, bottom == nil, trailing == nil { return "default" }
        return Edge.allCases.map { "\($0): \(self[edge: $0].map { TraceFormat.number($0) } ?? "default")" }.joined(separator: ", ")
    }
}
