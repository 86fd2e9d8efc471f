import Foundation

/// Invented widths, for a layout with no fonts: the engine's own tests, and a recording on a
/// machine where no font file is found (which says so). Advances in hundredths of an em:
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
/// An advance is `size × em × weight factor`, rounded to a quarter point, so that sums stay
/// exact: an `a` in 17-point body text is 8.75 wide, a space 4.75. Nothing here is SwiftUI's.
public final class TableTextShaper: TextShaper {
    public static let shared = TableTextShaper()
    public static let measuringFont = MeasuringFont(name: "ltrace's invented widths (no font file)", isApproximate: true)

    public init() {}

    public func shape(_ text: String, font: Font) -> ShapedText {
        ShapedText(advances: text.unicodeScalars.map { Self.advance($0, font: font) }, measuredWith: Self.measuringFont)
    }

    public func lineMetrics(for font: Font) -> FontLineMetrics { .systemFont }

    public static func advance(_ scalar: Unicode.Scalar, font: Font) -> CGFloat {
        quarter(font.size * CGFloat(em(scalar, monospaced: font.design == .monospaced)) / 100 * widthFactor(font.weight))
    }

    public static func width(_ text: String, font: Font) -> CGFloat {
        text.unicodeScalars.reduce(0) { $0 + advance($1, font: font) }
    }

    /// Heavier weights are wider.
    static func widthFactor(_ weight: Font.Weight) -> CGFloat { 1 + CGFloat(weight.value - 400) / 5000 }

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
