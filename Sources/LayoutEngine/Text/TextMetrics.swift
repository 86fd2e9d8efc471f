import Foundation

/// A font's line metrics at its size, and the pixel rounding SwiftUI applies to text.
///
/// A line is `(ascender + descender + line gap) × size` high, unrounded (17-point body text in the
/// system font: 17 × 2444 / 2048 = 20.287), its baseline `ascender × size` below its top;
/// `TextLayout` rounds a text's size up to the screen's pixels.
public struct TextMetrics: Sendable {
    public let font: Font
    public let lines: FontLineMetrics

    public init(font: Font, lines: FontLineMetrics = .systemFont) {
        self.font = font
        self.lines = lines
    }

    /// One line's height, unrounded.
    public var lineHeight: CGFloat { font.size * (lines.ascender + lines.descender + lines.lineGap) }
    /// The baseline's distance below the top of its line, unrounded.
    public var ascent: CGFloat { font.size * lines.ascender }
    /// The distance below the baseline to the bottom of its line, unrounded.
    public var descent: CGFloat { font.size * lines.descender }
    public var capHeight: CGFloat { font.size * lines.capHeight }

    /// `x` rounded up to the pixel grid of `scale` pixels per point (a tiny excess from floating
    /// point, under a thousandth of a pixel, does not count as a pixel).
    public static func pixelCeil(_ x: CGFloat, scale: CGFloat) -> CGFloat {
        guard scale > 0, x.isFinite else { return x }
        return ((x * scale) - 0.001).rounded(.up) / scale
    }

    /// `x` rounded to the nearest pixel.
    public static func pixelRound(_ x: CGFloat, scale: CGFloat) -> CGFloat {
        guard scale > 0, x.isFinite else { return x }
        return (x * scale).rounded() / scale
    }
}
