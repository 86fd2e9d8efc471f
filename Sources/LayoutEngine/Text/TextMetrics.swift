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
/// that sums stay exact. Line height is `1.2 × size` and the baseline sits
/// `0.95 × size` below the top of its line, both rounded to a quarter point:
/// 17-point body text has lines 20.5 high, an `a` 8.75 wide and a space 4.75.
public struct TextMetrics: Sendable {
    public let font: Font

    public init(font: Font) { self.font = font }

    public var lineHeight: CGFloat { Self.quarter(font.size * 1.2) }
    public var ascent: CGFloat { Self.quarter(font.size * 0.95) }

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
