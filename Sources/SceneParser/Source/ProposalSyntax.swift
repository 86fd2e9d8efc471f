import Foundation
import LayoutEngine

/// Root proposals written as `WxH`: each side a number, `nil` or `inf` (`620x80`, `nilx80`, `infxinf`).
public enum ProposalSyntax {
    public static func parse(_ text: String) -> ProposedViewSize? {
        let parts = text.lowercased().replacingOccurrences(of: "×", with: "x").split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let width = dimension(parts[0]), let height = dimension(parts[1]) else { return nil }
        return ProposedViewSize(width: width.value, height: height.value)
    }

    /// One side alone (`80`, `nil`, `inf`): `.some(nil)` for `nil`, `nil` when invalid.
    public static func side(_ text: String) -> CGFloat?? {
        dimension(Substring(text.lowercased())).map { $0.value }
    }

    /// A side: `.some(nil)` for `nil`, `.some(value)` for a number or infinity, `nil` when invalid.
    private static func dimension(_ text: Substring) -> (value: CGFloat?, Void)? {
        let t = text.trimmingCharacters(in: .whitespaces)
        if t == "nil" { return (nil, ()) }
        if t == "inf" || t == "infinity" || t == ".infinity" { return (.infinity, ()) }
        guard let d = Double(t), d.isFinite, d >= 0 else { return nil }
        return (CGFloat(d), ())
    }

    /// The form `parse` reads: `620x80`, `nilx80`, `infx80`.
    public static func format(_ p: ProposedViewSize) -> String {
        func side(_ x: CGFloat?) -> String {
            guard let x else { return "nil" }
            return x.isInfinite ? "inf" : TraceFormat.number(x)
        }
        return "\(side(p.width))x\(side(p.height))"
    }
}
