import Foundation
import LayoutEngine

/// SwiftUI's colours as CSS, for pictures, in one appearance (`ColorScheme`). Named colours are
/// SwiftUI's system colours; `Color(red:green:blue:)` and `Color(white:)` are converted;
/// asset colours (`Color("brand")`) have no known value.
struct SwiftUIColor {
    let scheme: ColorScheme
    /// SwiftUI's named colours are UIKit's system colours (`Color.red` is `systemRed`,
    /// `.secondary` is `secondaryLabel`), so their values come from `Color.platformColors`.
    let named: [String: String]

    init(_ scheme: ColorScheme) {
        self.scheme = scheme
        let platform = Color.platformColors(scheme)
        named = [
            "red": "systemRed", "orange": "systemOrange", "yellow": "systemYellow", "green": "systemGreen", "mint": "systemMint",
            "teal": "systemTeal", "cyan": "systemCyan", "blue": "systemBlue", "indigo": "systemIndigo", "purple": "systemPurple",
            "pink": "systemPink", "brown": "systemBrown", "gray": "systemGray", "black": "black", "white": "white",
            "clear": "clear", "primary": "label", "secondary": "secondaryLabel", "accentColor": "systemBlue",
        ].compactMapValues { platform[$0] }
    }

    static let light = SwiftUIColor(.light), dark = SwiftUIColor(.dark)
    static func of(_ scheme: ColorScheme) -> SwiftUIColor { scheme == .light ? light : dark }

    /// `blue`, `.cyan.gradient`, `Color.blue.opacity(0.5)`, `Color(red: 1, green: 0.5, blue: 0)` → CSS; nil if unknown.
    func css(_ written: String) -> String? {
        var name = written.trimmingCharacters(in: .whitespaces)
        if name.hasPrefix("Color(") { return Self.components(name) ?? Color.platformColor(in: name, scheme: scheme) }
        if name.hasPrefix("Color.") { name.removeFirst(6) }
        if name.hasPrefix(".") { name.removeFirst() }
        // `.cyan.gradient`, `.blue.opacity(0.5)`: the colour is the first word.
        let word = name.prefix { $0.isLetter || $0.isNumber }
        return named[String(word)]
    }

    /// `Color(red: 1, green: 0.5, blue: 0, opacity: 0.5)` or `Color(white: 0.5)`.
    private static func components(_ text: String) -> String? {
        var values: [String: Double] = [:]
        let inner = text.dropFirst(6).prefix { $0 != ")" }
        for part in inner.split(separator: ",") {
            let pair = part.split(separator: ":", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            guard pair.count == 2, let value = Double(pair[1]) else { continue }
            values[pair[0]] = value
        }
        func byte(_ v: Double) -> Int { Int((max(0, min(1, v)) * 255).rounded()) }
        let opacity = values["opacity"] ?? 1
        if let white = values["white"] { return "rgba(\(byte(white)), \(byte(white)), \(byte(white)), \(opacity))" }
        guard let r = values["red"], let g = values["green"], let b = values["blue"] else { return nil }
        return "rgba(\(byte(r)), \(byte(g)), \(byte(b)), \(opacity))"
    }
}
