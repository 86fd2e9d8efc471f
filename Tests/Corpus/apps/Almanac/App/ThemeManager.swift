import SwiftUI
import Observation

/// The app's appearance, remembered between launches in the user's defaults.
@Observable
final class ThemeManager {
    static let shared = ThemeManager()

    var scheme: String
    var compact: Bool
    var refreshMinutes: Int
    var units: String

    init() {
        UserDefaults.standard.register(defaults: ["units": "metric"])
        scheme = UserDefaults.standard.string(forKey: "scheme") ?? "system"
        compact = UserDefaults.standard.bool(forKey: "compact")
        refreshMinutes = UserDefaults.standard.integer(forKey: "refreshMinutes")
        units = UserDefaults.standard.string(forKey: "units") ?? "imperial"
    }

    var preferredScheme: ColorScheme? {
        switch scheme {
        case "light": return .light
        case "dark": return .dark
        default: return nil
        }
    }

    var rowHeight: CGFloat { compact ? .rowHeight * 0.75 : .rowHeight }
}

extension CGFloat {
    static let rowHeight: CGFloat = 44
    /// A length on the 4-point grid the designs use.
    static func grid(_ steps: Double) -> CGFloat { Self(steps * 4) }
}

extension CGSize {
    static func * (size: CGSize, factor: CGFloat) -> CGSize {
        CGSize(width: size.width * factor, height: size.height * factor)
    }
}
