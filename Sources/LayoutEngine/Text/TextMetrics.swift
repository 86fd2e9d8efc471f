import Foundation

/// The deterministic font metrics of the engine.
///
/// Real fonts are not available on Linux, and traces must be reproducible, so
/// text is measured with a fixed table of advances, in hundredths of an em:
///
/// | characters                           | advance |
/// |--------------------------------------|---------|
/// | space                                | 28      |
/// | `i j l I . , : ; ! \| ' `` `         | 26      |
/// | `f r t ( ) [ ] { } / \ - "`          | 36      |
/// | `m w M W @ %`                        | 86      |
/// | other `A`–`Z`                        | 66      |
/// | `0`–`9`                              | 58      |
/// | other `a`–`z`                        | 52      |
/// | other ASCII                          | 50      |
/// | `…`, and U+2E80 and above (CJK, emoji) | 100   |
/// | other non-ASCII                      | 60      |
/// | everything in a monospaced font      | 60 (CJK 100) |
///
/// An advance is `size × em × weight factor`, rounded to a quarter point, so
/// that sums stay exact: an `a` in 17-point body text is 8.75 wide, a space 4.75.
/// (The widths are invented; issue 21 replaces them with shaping.)
///
/// The vertical metrics are the iOS system font's: ascender 1950 and descender 494 per
/// 2048 units, no line gap (SF Pro's `hhea` table; docs/rules.md, "Text metrics"), so a
/// line of 17-point text is 17 × 2444 / 2048 = 20.287 high and its baseline 16.187 below
/// its top, unrounded; `TextLayout` rounds a text's size to the screen's pixels.
public struct TextMetrics: Sendable {
    public let font: Font

    public init(font: Font) { self.font = font }

    static let unitsPerEm: CGFloat = 2048
    static let ascender: CGFloat = 1950
    static let descender: CGFloat = 494

    /// One line's height, unrounded: (ascender + descender) / unitsPerEm × size.
    public var lineHeight: CGFloat { font.size * (Self.ascender + Self.descender) / Self.unitsPerEm }
    /// The baseline's distance below the top of its line, unrounded.
    public var ascent: CGFloat { font.size * Self.ascender / Self.unitsPerEm }

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

    public func advance(_ scalar: Unicode.Scalar) -> CGFloat {
        Self.quarter(font.size * CGFloat(Self.em(scalar, monospaced: font.design == .monospaced)) / 100 * font.weight.widthFactor)
    }

    public func width<S: Sequence>(_ scalars: S) -> CGFloat where S.Element == Unicode.Scalar {
        scalars.reduce(0) { $0 + advance($1) }
    }

    public var ellipsisWidth: CGFloat { advance("…") }

    static func quarter(_ x: CGFloat) -> CGFloat { (x * 4).rounded() / 4 }

    static func em(_ s: Unicode.Scalar, monospaced: Bool) -> Int {
        if s == "…" || s.value >= 0x2E80 { return 100 }
        if monospaced { return 60 }
        guard s.isASCII else { return 60 }
        return Int(asciiEm[Int(s.value)])
    }

    /// The advance table for ASCII, built once from the character classes above.
    private static let asciiEm: [UInt8] = (0..<128).map { code in
        let c = Character(Unicode.Scalar(UInt8(code)))
        if c == " " { return 28 }
        if "ijlI.,:;!|'`".contains(c) { return 26 }
        if "frt()[]{}/\\-\"".contains(c) { return 36 }
        if "mwMW@%".contains(c) { return 86 }
        if c.isUppercase { return 66 }
        if c.isNumber { return 58 }
        if c.isLowercase { return 52 }
        return 50
    }
}
