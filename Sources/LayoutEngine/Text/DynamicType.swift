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

    /// Each text style's point size and leading (line height) at each size, columns xSmall …
    /// xxxLarge, accessibility1 … 5. The sizes are measured: `UIFont.preferredFont(forTextStyle:)`
    /// for every `UIContentSizeCategory` on an iOS 13.3 simulator (temoki/UIKit_DynamicType,
    /// README.md, commit 04de9d61), which agrees with Apple's HIG "Typography – Specifications –
    /// Dynamic Type sizes" in every cell. The leadings are the HIG's column beside them (iOS,
    /// iPadOS), as copied from developer.apple.com in January 2026 (MaryM1660/Continuum_test
    /// `APPLE_HIG_TYPOGRAPHY_SPECIFICATIONS.md`, commit 3e048f00; compnerd/swift-win32's table
    /// agrees but for two AX5 cells): what `UIFontMetrics` and `@ScaledMetric` scale by
    /// (`Font.scaleFactor`) and what a text style's font adds between lines (`Font.textStyleLeading`).
    static let specifications: [Font.TextStyle: [(size: CGFloat, leading: CGFloat)]] = [
        .largeTitle: [(31, 38), (32, 39), (33, 40), (34, 41), (36, 43), (38, 46), (40, 48), (44, 52), (48, 57), (52, 61), (56, 66), (60, 70)],
        .title: [(25, 31), (26, 32), (27, 33), (28, 34), (30, 37), (32, 39), (34, 41), (38, 46), (43, 51), (48, 57), (53, 62), (58, 68)],
        .title2: [(19, 24), (20, 25), (21, 26), (22, 28), (24, 30), (26, 32), (28, 34), (34, 41), (39, 47), (44, 52), (50, 59), (56, 66)],
        .title3: [(17, 22), (18, 23), (19, 24), (20, 25), (22, 28), (24, 30), (26, 32), (31, 38), (37, 44), (43, 51), (49, 58), (55, 65)],
        .headline: [(14, 19), (15, 20), (16, 21), (17, 22), (19, 24), (21, 26), (23, 29), (28, 34), (33, 40), (40, 48), (47, 56), (53, 62)],
        .subheadline: [(12, 16), (13, 18), (14, 19), (15, 20), (17, 22), (19, 24), (21, 28), (25, 31), (30, 37), (36, 43), (42, 50), (49, 58)],
        .body: [(14, 19), (15, 20), (16, 21), (17, 22), (19, 24), (21, 26), (23, 29), (28, 34), (33, 40), (40, 48), (47, 56), (53, 62)],
        .callout: [(13, 18), (14, 19), (15, 20), (16, 21), (18, 23), (20, 25), (22, 28), (26, 32), (32, 39), (38, 46), (44, 52), (51, 60)],
        .footnote: [(12, 16), (12, 16), (12, 16), (13, 18), (15, 20), (17, 22), (19, 24), (23, 29), (27, 33), (33, 40), (38, 46), (44, 52)],
        .caption: [(11, 13), (11, 13), (11, 13), (12, 16), (14, 19), (16, 21), (18, 23), (22, 28), (26, 32), (32, 39), (37, 44), (43, 51)],
        .caption2: [(11, 13), (11, 13), (11, 13), (11, 13), (13, 18), (15, 20), (17, 22), (20, 25), (24, 30), (29, 35), (34, 41), (41, 48)],
    ]
    static let pointSizes = specifications.mapValues { $0.map { $0.size } }
    static let leadings = specifications.mapValues { $0.map { $0.leading } }
}

extension Font {
    /// The text styles, which Dynamic Type scales (a font of a fixed size has none).
    public enum TextStyle: String, CaseIterable, Sendable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2
    }

    /// How much a text style grows from the Large size to `size`: what `UIFontMetrics(forTextStyle:)
    /// .scaledValue(for:)`, `scaledFont(for:)` and `@ScaledMetric(relativeTo:)` multiply a length
    /// by. It is the ratio of the style's *leadings*, not of its point sizes. Measured: Adevinta's
    /// Spark (`ScaledUIMetricTests`, simulator assertions) has body 22 → 19 at xSmall and 62 at
    /// AX5, 11 → 10.67 and 110 → 105 at Medium, large title 22 → 20.33 at xSmall and 37.67 at
    /// AX5; jaredsinclair.com ("Scaled Metric Surprises", 2024) has body 17 → 16.33 at Medium;
    /// CrystalButtonKit's references have title 44 → 40 at xSmall and 53 at xxxLarge. Every one
    /// is this ratio, rounded to the pixel (`scaledLength`).
    public static func scaleFactor(of style: Font.TextStyle, at size: DynamicTypeSize) -> CGFloat {
        guard let leadings = DynamicTypeSize.leadings[style] else { return 1 }
        return leadings[size.index] / leadings[DynamicTypeSize.large.index]
    }

    /// A length scaled as `UIFontMetrics.scaledValue(for:)` scales it: by `scaleFactor`, then
    /// rounded to the pixel at `displayScale` (Spark's 11 → 10.67 at Medium is 10.5 unrounded).
    public static func scaledLength(_ length: CGFloat, of style: Font.TextStyle, at size: DynamicTypeSize, displayScale: CGFloat) -> CGFloat {
        let scaled = length * scaleFactor(of: style, at: size)
        guard displayScale > 0, scaled.isFinite else { return scaled }
        return (scaled * displayScale).rounded(.toNearestOrAwayFromZero) / displayScale
    }

    /// What a text style's system font adds between two of its lines, and between a text above
    /// and a text in it below (`ViewSpacing`): the HIG's leading for the style at this size less
    /// SF Pro's line (size × 2444/2048), 1.71 for body at Large, none where the line is taller
    /// (caption2). Measured: approach's snapshot references (`snapshot-tip-title-and-message`:
    /// a wrapped body text's lines 22 apart, 2 points under a headline; `snapshot-gear-row-caption2`:
    /// a caption2 line directly under a body line). A font of a fixed size or a custom font has none.
    public var textStyleLeading: CGFloat {
        guard customName == nil, let textStyle, let leading = DynamicTypeSize.specifications[textStyle]?.first(where: { $0.size == size })?.leading else { return 0 }
        return Swift.max(0, leading - size * 2444 / 2048)
    }

    /// This font at a Dynamic Type size: a text style's size from Apple's table, a font of a
    /// fixed size as it is.
    public func scaled(to size: DynamicTypeSize) -> Font {
        guard let textStyle, let sizes = DynamicTypeSize.pointSizes[textStyle], size != .large else { return self }
        var font = self
        // A custom font scales as `UIFontMetrics.scaledFont(for:)` scales it: by the ratio of
        // its style's leadings (measured: the system font of 17 points is 48 at AX5, Stack
        // Overflow 51243804, where body's own font is 53). Whether the size is rounded is unconfirmed.
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
