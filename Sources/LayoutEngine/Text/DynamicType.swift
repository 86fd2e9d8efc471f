import Foundation

/// SwiftUI's `DynamicTypeSize`: the text size a person chose in Settings, which scales every
/// text style. `large` is the default.
public enum DynamicTypeSize: String, CaseIterable, Comparable, Sendable, Codable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

    public static func < (a: DynamicTypeSize, b: DynamicTypeSize) -> Bool { a.index < b.index }

    /// The size a scene is read at for passes laid out at `sizes` (`@ScaledMetric`,
    /// `@Environment(\.dynamicTypeSize)`): their one size, Large for none, nil for several.
    public static func readingSize(of sizes: [DynamicTypeSize]) -> DynamicTypeSize? {
        Set(sizes).count > 1 ? nil : sizes.first ?? .large
    }

    var index: Int { Self.allCases.firstIndex(of: self)! }

    /// The point size of a text style at this size. Measured: `UIFont.preferredFont(forTextStyle:)`
    /// for every `UIContentSizeCategory` on an iOS 13.3 simulator (temoki/UIKit_DynamicType,
    /// README.md, commit 04de9d61), which agrees with Apple's HIG "Typography – Specifications –
    /// Dynamic Type sizes" in every cell. Columns run xSmall … xxxLarge, accessibility1 … 5.
    static let pointSizes: [Font.TextStyle: [CGFloat]] = [
        .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60],
        .title: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58],
        .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56],
        .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55],
        .headline: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
        .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49],
        .body: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
        .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51],
        .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44],
        .caption: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43],
        .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 41],
    ]
}

extension Font {
    /// The text styles, which Dynamic Type scales (a font of a fixed size has none).
    public enum TextStyle: String, CaseIterable, Sendable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2
    }

    /// How much a text style grows from the Large size to `size`: what `UIFontMetrics(forTextStyle:)
    /// .scaledValue(for:)` and `@ScaledMetric(relativeTo:)` multiply a length by (Apple documents
    /// that the value scales as the style's font does; derived, not measured).
    public static func scaleFactor(of style: Font.TextStyle, at size: DynamicTypeSize) -> CGFloat {
        guard let sizes = DynamicTypeSize.pointSizes[style] else { return 1 }
        return sizes[size.index] / sizes[DynamicTypeSize.large.index]
    }

    /// This font at a Dynamic Type size: a text style's size from Apple's table, a font of a
    /// fixed size as it is.
    public func scaled(to size: DynamicTypeSize) -> Font {
        guard let textStyle, let sizes = DynamicTypeSize.pointSizes[textStyle], size != .large else { return self }
        var font = self
        // A custom font scales as its text style does, in proportion (UIFontMetrics; the exact
        // curve is unconfirmed).
        font.size = scalesRelatively ? self.size * Font.scaleFactor(of: textStyle, at: size) : sizes[size.index]
        return font
    }

    /// `Font.custom(name, size:)` (relative to body, as Apple documents it), `relativeTo:` a text
    /// style, or `fixedSize:`, which does not scale.
    public static func custom(_ name: String, size: CGFloat, relativeTo style: TextStyle? = .body) -> Font {
        var font = Font(size: size, name: "custom(\(CallLabel.quoted(name)), \(style == nil ? "fixedSize" : "size"): \(TraceFormat.number(size)))", textStyle: style)
        font.scalesRelatively = style != nil
        font.customName = name
        return font
    }
}

/// The Dynamic Type sizes a view allows (`dynamicTypeSize(.xxLarge)`, `dynamicTypeSize(...DynamicTypeSize.xxxLarge)`):
/// the size a pass is laid out at is clamped to them.
public struct DynamicTypeRange: Hashable, Sendable {
    public var lower: DynamicTypeSize
    public var upper: DynamicTypeSize

    public init(_ lower: DynamicTypeSize, _ upper: DynamicTypeSize) {
        self.lower = lower
        self.upper = upper
    }

    public func clamp(_ size: DynamicTypeSize) -> DynamicTypeSize { Swift.min(Swift.max(size, lower), upper) }

    /// This modifier's range applied after an outer one: the pass's size goes through the outer
    /// first, then this (a size set nearer the text wins; a range nearer the text clamps what the
    /// outer let through).
    func inside(_ outer: DynamicTypeRange?) -> DynamicTypeRange {
        guard let outer else { return self }
        return DynamicTypeRange(clamp(outer.lower), clamp(outer.upper))
    }
}
