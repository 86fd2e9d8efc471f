import Foundation

/// Measures text in a font: the engine's one door to real fonts. The engine itself does no I/O;
/// a recording opens the door with HarfBuzz (the `TextShaping` target), and a layout without one
/// measures with `TableTextShaper`'s invented widths.
public protocol TextShaper: AnyObject {
    /// The advance of each Unicode scalar of `text` set in `font`, in points, unrounded: kerning
    /// and the font's tracking for its size included; a cluster's advance on its first scalar.
    func shape(_ text: String, font: Font) -> ShapedText
    /// The vertical metrics lines of `font` are laid out with.
    func lineMetrics(for font: Font) -> FontLineMetrics
}

/// A text's advances and the font that measured them.
public struct ShapedText: Sendable {
    /// One per Unicode scalar of the text.
    public var advances: [CGFloat]
    public var measuredWith: MeasuringFont

    public init(advances: [CGFloat], measuredWith: MeasuringFont) {
        self.advances = advances
        self.measuredWith = measuredWith
    }
}

/// The font file (or table) that measured a text, as the trace names it.
public struct MeasuringFont: Hashable, Sendable {
    /// `SF Pro Text Regular (SF-Pro-Text-Regular.otf)`, `Inter Regular (fallback for the system font)`.
    public var name: String
    /// Widths from a stand-in for the font the device would use: `why` marks them "≈".
    public var isApproximate: Bool

    public init(name: String, isApproximate: Bool) {
        self.name = name
        self.isApproximate = isApproximate
    }
}

/// A font's vertical metrics, in ems (multiply by the point size).
public struct FontLineMetrics: Hashable, Sendable {
    public var ascender: CGFloat
    public var descender: CGFloat
    public var lineGap: CGFloat
    /// The height of capitals above the baseline, which a text's spacing to a view below it
    /// reads (`TextLayout.spacing`): SF Pro's 1443 units unless the font says otherwise.
    public var capHeight: CGFloat

    public init(ascender: CGFloat, descender: CGFloat, lineGap: CGFloat = 0, capHeight: CGFloat = 1443 / 2048) {
        self.ascender = ascender
        self.descender = descender
        self.lineGap = lineGap
        self.capHeight = capHeight
    }

    /// The iOS system font's (SF Pro's `hhea`: ascender 1950, descender 494 per 2048 units, no
    /// line gap; docs/rules.md, "Text metrics"): every text style and weight of the system font,
    /// whichever file measures its widths.
    public static let systemFont = FontLineMetrics(ascender: 1950 / 2048, descender: 494 / 2048)
}
