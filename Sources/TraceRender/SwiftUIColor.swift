import Foundation
import LayoutEngine

/// SwiftUI's colours as CSS, for pictures. Named colours are SwiftUI's light-mode
/// system colours; `Color(red:green:blue:)` and `Color(white:)` are converted;
/// asset colours (`Color("brand")`) have no known value.
enum SwiftUIColor {
    static let named: [String: String] = [
        "red": "#FF3B30", "orange": "#FF9500", "yellow": "#FFCC00", "green": "#34C759", "mint": "#00C7BE",
        "teal": "#30B0C7", "cyan": "#32ADE6", "blue": "#007AFF", "indigo": "#5856D6", "purple": "#AF52DE",
        "pink": "#FF2D55", "brown": "#A2845E", "gray": "#8E8E93", "black": "#000000", "white": "#FFFFFF",
        "clear": "transparent", "primary": "#000000", "secondary": "rgba(60, 60, 67, 0.6)", "accentColor": "#007AFF",
    ]

    /// `blue`, `.cyan.gradient`, `Color.blue.opacity(0.5)`, `Color(red: 1, green: 0.5, blue: 0)` → CSS; nil if unknown.
    static func css(_ written: String) -> String? {
        var name = written.trimmingCharacters(in: .whitespaces)
        if name.hasPrefix("Color(") { return components(name) ?? Color.platformColorName(in: name).flatMap { Color.platformColors[$0] } }
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
