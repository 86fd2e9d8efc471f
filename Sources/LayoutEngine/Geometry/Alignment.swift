import Foundation

/// A guide along the horizontal axis: `.leading`, `.center`, `.trailing` or a custom `AlignmentID`.
public struct HorizontalAlignment: Hashable, Sendable {
    public let key: AlignmentKey

    public init(_ id: any AlignmentID.Type) {
        key = .named(id, axis: .horizontal)
    }

    init(_ id: any AlignmentID.Type, name: String) {
        key = AlignmentKey(id: id, axis: .horizontal, name: name)
    }

    init(key: AlignmentKey) { self.key = key }

    /// A guide declared in a scene file.
    public init(_ custom: CustomAlignmentID) { key = AlignmentKey(custom: custom, axis: .horizontal) }

    public static let leading = HorizontalAlignment(LeadingAlignmentID.self, name: "leading")
    public static let center = HorizontalAlignment(HorizontalCenterAlignmentID.self, name: "center")
    public static let trailing = HorizontalAlignment(TrailingAlignmentID.self, name: "trailing")

    /// `leading`, `center`, `trailing` or the custom guide's type name.
    public var name: String { key.name }
}

/// A guide along the vertical axis: `.top`, `.center`, `.bottom`, the text baselines or a custom `AlignmentID`.
public struct VerticalAlignment: Hashable, Sendable {
    public let key: AlignmentKey

    public init(_ id: any AlignmentID.Type) {
        key = .named(id, axis: .vertical)
    }

    init(_ id: any AlignmentID.Type, name: String) {
        key = AlignmentKey(id: id, axis: .vertical, name: name)
    }

    init(key: AlignmentKey) { self.key = key }

    /// A guide declared in a scene file.
    public init(_ custom: CustomAlignmentID) { key = AlignmentKey(custom: custom, axis: .vertical) }

    public static let top = VerticalAlignment(TopAlignmentID.self, name: "top")
    public static let center = VerticalAlignment(VerticalCenterAlignmentID.self, name: "center")
    public static let bottom = VerticalAlignment(BottomAlignmentID.self, name: "bottom")
    public static let firstTextBaseline = VerticalAlignment(FirstTextBaselineAlignmentID.self, name: "firstTextBaseline")
    public static let lastTextBaseline = VerticalAlignment(LastTextBaselineAlignmentID.self, name: "lastTextBaseline")

    public var name: String { key.name }
}

/// A pair of guides, one per axis.
public struct Alignment: Hashable, Sendable {
    public var horizontal: HorizontalAlignment
    public var vertical: VerticalAlignment

    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    public static let center = Alignment(horizontal: .center, vertical: .center)
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    public static let top = Alignment(horizontal: .center, vertical: .top)
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
    public static let centerFirstTextBaseline = Alignment(horizontal: .center, vertical: .firstTextBaseline)
    public static let centerLastTextBaseline = Alignment(horizontal: .center, vertical: .lastTextBaseline)
    public static let leadingFirstTextBaseline = Alignment(horizontal: .leading, vertical: .firstTextBaseline)
    public static let leadingLastTextBaseline = Alignment(horizontal: .leading, vertical: .lastTextBaseline)
    public static let trailingFirstTextBaseline = Alignment(horizontal: .trailing, vertical: .firstTextBaseline)
    public static let trailingLastTextBaseline = Alignment(horizontal: .trailing, vertical: .lastTextBaseline)

    /// The name as written in Swift: `.topTrailing`, `.center`, or `horizontal/vertical` for other pairs.
    public var name: String {
        let h = horizontal.name, v = vertical.name
        func joined(_ a: String, _ b: String) -> String { a + b.prefix(1).uppercased() + b.dropFirst() }
        switch (h, v) {
        case ("center", "center"): return "center"
        case (_, "center"): return h
        case ("center", "top"), ("center", "bottom"): return v
        case (_, "top"), (_, "bottom"): return joined(v, h)
        default: return joined(h, v)
        }
    }

    /// The guide along one axis.
    func key(_ axis: Axis) -> AlignmentKey {
        axis == .horizontal ? horizontal.key : vertical.key
    }
}
