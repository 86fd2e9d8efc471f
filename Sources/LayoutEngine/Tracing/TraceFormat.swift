import Foundation

/// How numbers are written in labels, messages and JSON.
public enum TraceFormat {
    /// The shortest exact form: `620`, `56.25`, `177.77777777777777`, `inf`, `-inf`, `nan`.
    public static func number(_ x: CGFloat) -> String {
        let d = Double(x)
        if d.isNaN { return "nan" }
        if d.isInfinite { return d > 0 ? "inf" : "-inf" }
        if d == d.rounded(), abs(d) < 1e15 { return String(Int64(d)) }
        return String(d)
    }

    /// A number for prose: at most two decimals (`177.78`), `inf` for infinity.
    public static func short(_ x: CGFloat) -> String {
        let d = Double(x)
        if d.isNaN || d.isInfinite { return number(x) }
        let rounded = (d * 100).rounded() / 100
        return number(CGFloat(rounded))
    }

    /// A proposal dimension for prose: `nil`, `inf` or the short number.
    public static func dimension(_ x: CGFloat?) -> String {
        guard let x else { return "nil" }
        return short(x)
    }

    /// A size for prose: `100 × 56.25`.
    public static func size(_ s: CGSize) -> String {
        "\(short(s.width)) × \(short(s.height))"
    }

    /// A proposal for logs and tables: `620×80`, `nil×inf`.
    public static func compact(_ p: ProposedViewSize) -> String {
        "\(dimension(p.width))×\(dimension(p.height))"
    }

    /// A size for logs and tables: `620×80`.
    public static func compact(_ s: CGSize) -> String {
        "\(short(s.width))×\(short(s.height))"
    }

    /// A number as Swift source writes it in a label: `80`, `0.5`, `.infinity`.
    public static func swiftLiteral(_ x: CGFloat) -> String {
        let d = Double(x)
        if d.isInfinite { return d > 0 ? ".infinity" : "-.infinity" }
        return number(x)
    }
}
