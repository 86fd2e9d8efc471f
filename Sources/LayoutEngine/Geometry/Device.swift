import Foundation

/// A device a scene can be recorded on: its screen in points, scale, safe-area insets in portrait
/// and landscape, status bar, display corner radius, and the bars iOS draws on it. Platform
/// metrics of iOS 15–18, each row with its sources (docs/devices.md); `inferred` says which
/// values are taken from a device with the same display rather than measured on this one.
public struct Device: Sendable, Hashable {
    /// `iphone-15`: how `--device` writes it.
    public let name: String
    public let displayName: String
    /// Other ways people write it (`iphone-se-3`, `ipad-air`).
    public let aliases: [String]
    public let family: Family
    /// The screen in portrait, in points.
    public let screen: CGSize
    /// Pixels per point (UIScreen.scale).
    public let scale: CGFloat
    public let portraitInsets: EdgeInsets
    public let landscapeInsets: EdgeInsets
    /// The status bar's height in portrait: where a navigation bar starts. On a Dynamic Island
    /// iPhone it is less than the top inset, so the bar overlaps the safe area.
    public let statusBar: CGFloat
    /// The display's corner radius (`_displayCornerRadius`), for the outline; nil where no source gives it.
    public let cornerRadius: CGFloat?
    /// Where the numbers come from (short codes, docs/devices.md).
    public let source: String
    /// What is inferred rather than measured; empty when every value has a source.
    public let inferred: String

    public enum Orientation: String, Sendable, CaseIterable { case portrait, landscape }

    /// What decides the bars: a home button (status bar 20), a notch, the Dynamic Island, an iPad.
    public enum Family: String, Sendable, CaseIterable { case homeButton, notch, dynamicIsland, iPad }

    public var isPhone: Bool { family != .iPad }
    /// The larger iPhones (Plus, Max), whose bars stay regular-height in landscape.
    public var isLargePhone: Bool { isPhone && screen.width >= 414 }

    public func screen(_ orientation: Orientation) -> DeviceScreen {
        let size = orientation == .portrait ? screen : CGSize(width: screen.height, height: screen.width)
        return DeviceScreen(device: name, orientation: orientation, size: size, insets: orientation == .portrait ? portraitInsets : landscapeInsets, scale: scale)
    }

    /// The bars iOS draws on this device in an orientation (docs/devices.md, "Bars").
    public func bars(_ orientation: Orientation) -> BarMetrics {
        if family == .iPad {
            return BarMetrics(navigationBar: 50, largeTitle: 52, overlap: 0, tabBar: 50, source: "iPad bars 50 since iOS 12 (hacknicity, measured)")
        }
        if orientation == .landscape {
            let bar: CGFloat = isLargePhone ? 44 : 32
            return BarMetrics(
                navigationBar: bar, largeTitle: 0, overlap: 0, tabBar: isLargePhone ? 49 : 32,
                source: "a landscape iPhone's compact bars, \(TraceFormat.number(bar)) (useyourloaf, measured; QMUI), no large title")
        }
        let overlap = Swift.max(0, portraitInsets.top - statusBar)
        return BarMetrics(
            navigationBar: 44, largeTitle: 52, overlap: overlap, tabBar: 49,
            source: overlap > 0
                ? "44 from the status bar at \(TraceFormat.short(statusBar)), \(TraceFormat.short(overlap)) inside the top inset (a Dynamic Island iPhone, measured)"
                : "44 below the status bar (measured)")
    }

    static func phone(
        _ name: String, _ displayName: String, aliases: [String] = [], _ family: Family, _ width: CGFloat, _ height: CGFloat, scale: CGFloat = 3,
        top: CGFloat, bottom: CGFloat = 34, landscapeSide: CGFloat? = nil, landscapeBottom: CGFloat = 21, statusBar: CGFloat? = nil,
        corner: CGFloat?, source: String, inferred: String = ""
    ) -> Device {
        let side = family == .homeButton ? 0 : landscapeSide ?? top
        return Device(
            name: name, displayName: displayName, aliases: aliases, family: family, screen: CGSize(width: width, height: height), scale: scale,
            portraitInsets: EdgeInsets(top: top, leading: 0, bottom: family == .homeButton ? 0 : bottom, trailing: 0),
            landscapeInsets: family == .homeButton ? EdgeInsets() : EdgeInsets(top: 0, leading: side, bottom: landscapeBottom, trailing: side),
            statusBar: statusBar ?? top, cornerRadius: corner, source: source, inferred: inferred)
    }

    /// An iPad: a status bar of 24 and a home indicator of 20, or, with a home button, a status
    /// bar of 20 and nothing at the bottom (ST's `iPad10_2`: `safeArea: (top: 20, bottom: 0)`).
    static func iPad(
        _ name: String, _ displayName: String, aliases: [String] = [], _ width: CGFloat, _ height: CGFloat, homeButton: Bool = false, corner: CGFloat?,
        source: String, inferred: String = ""
    ) -> Device {
        let insets = homeButton ? EdgeInsets(top: 20, leading: 0, bottom: 0, trailing: 0) : EdgeInsets(top: 24, leading: 0, bottom: 20, trailing: 0)
        return Device(
            name: name, displayName: displayName, aliases: aliases, family: .iPad, screen: CGSize(width: width, height: height), scale: 2,
            portraitInsets: insets, landscapeInsets: insets, statusBar: insets.top, cornerRadius: corner, source: source, inferred: inferred)
    }

    /// The devices `--device` knows (docs/devices.md has the table and its sources).
    public static let all: [Device] = [
        phone("iphone-x", "iPhone X", .notch, 375, 812, top: 44, corner: 39, source: "ST AL CS SC"),
        phone("iphone-xs", "iPhone XS", .notch, 375, 812, top: 44, corner: 39, source: "AL CS SC", inferred: "insets as the iPhone X's"),
        phone("iphone-xs-max", "iPhone XS Max", .notch, 414, 896, top: 44, corner: 39, source: "ST AL QM SC"),
        phone("iphone-xr", "iPhone XR", .notch, 414, 896, scale: 2, top: 48, corner: 41.5, source: "AL CS SC", inferred: "insets as the iPhone 11's"),
        phone("iphone-11", "iPhone 11", .notch, 414, 896, scale: 2, top: 48, corner: 41.5, source: "QM AL CS SC"),
        phone("iphone-11-pro", "iPhone 11 Pro", .notch, 375, 812, top: 44, corner: 39, source: "AL CS SC", inferred: "insets as the iPhone X's"),
        phone("iphone-11-pro-max", "iPhone 11 Pro Max", .notch, 414, 896, top: 44, corner: 39, source: "QM AL CS SC"),
        phone("iphone-se-2", "iPhone SE (2nd generation)", aliases: ["iphone-se-2nd-generation", "iphone-8"], .homeButton, 375, 667, scale: 2, top: 20, corner: 0,
              source: "ST AL CS", inferred: "square corners"),
        phone("iphone-se", "iPhone SE (3rd generation)", aliases: ["iphone-se-3", "iphone-se-3rd-generation"], .homeButton, 375, 667, scale: 2, top: 20, corner: 0,
              source: "CS", inferred: "size, scale and insets as the 2nd generation's; square corners"),
        phone("iphone-12-mini", "iPhone 12 mini", .notch, 375, 812, top: 50, corner: 44, source: "QM AL SC"),
        phone("iphone-12", "iPhone 12", .notch, 390, 844, top: 47, corner: 142.0 / 3, source: "ST QM AL SC"),
        phone("iphone-12-pro", "iPhone 12 Pro", .notch, 390, 844, top: 47, corner: 142.0 / 3, source: "ST QM AL SC"),
        phone("iphone-12-pro-max", "iPhone 12 Pro Max", .notch, 428, 926, top: 47, corner: 160.0 / 3, source: "ST QM AL SC"),
        phone("iphone-13-mini", "iPhone 13 mini", .notch, 375, 812, top: 50, corner: 44, source: "ST QM AL SC"),
        phone("iphone-13", "iPhone 13", .notch, 390, 844, top: 47, corner: 142.0 / 3, source: "ST QM AL", inferred: "corner radius as the 13 Pro's"),
        phone("iphone-13-pro", "iPhone 13 Pro", .notch, 390, 844, top: 47, corner: 142.0 / 3, source: "ST QM AL SC"),
        phone("iphone-13-pro-max", "iPhone 13 Pro Max", .notch, 428, 926, top: 47, corner: 160.0 / 3, source: "ST QM AL SC"),
        phone("iphone-14", "iPhone 14", .notch, 390, 844, top: 47, corner: 142.0 / 3, source: "QM AL SC"),
        phone("iphone-14-plus", "iPhone 14 Plus", .notch, 428, 926, top: 47, corner: 160.0 / 3, source: "QM AL SC"),
        phone("iphone-14-pro", "iPhone 14 Pro", .dynamicIsland, 393, 852, top: 59, statusBar: 161.0 / 3, corner: 55, source: "QM AL SC KH"),
        phone("iphone-14-pro-max", "iPhone 14 Pro Max", .dynamicIsland, 430, 932, top: 59, statusBar: 161.0 / 3, corner: 55, source: "QM AL SC SO"),
        phone("iphone-15", "iPhone 15", .dynamicIsland, 393, 852, top: 59, statusBar: 161.0 / 3, corner: 55, source: "CS AL SC CL"),
        phone("iphone-15-plus", "iPhone 15 Plus", .dynamicIsland, 430, 932, top: 59, statusBar: 161.0 / 3, corner: 55, source: "CS AL SC"),
        phone("iphone-15-pro", "iPhone 15 Pro", .dynamicIsland, 393, 852, top: 59, statusBar: 161.0 / 3, corner: 55, source: "QM AL CS SC"),
        phone("iphone-15-pro-max", "iPhone 15 Pro Max", .dynamicIsland, 430, 932, top: 59, statusBar: 161.0 / 3, corner: 55, source: "QM AL CS SC"),
        phone("iphone-16", "iPhone 16", .dynamicIsland, 393, 852, top: 59, statusBar: 161.0 / 3, corner: 55, source: "QM SC"),
        phone("iphone-16-plus", "iPhone 16 Plus", .dynamicIsland, 430, 932, top: 59, statusBar: 161.0 / 3, corner: 55, source: "QM DP SC"),
        phone("iphone-16-pro", "iPhone 16 Pro", .dynamicIsland, 402, 874, top: 62, statusBar: 169.0 / 3, corner: 62, source: "QM DP SC"),
        phone("iphone-16-pro-max", "iPhone 16 Pro Max", .dynamicIsland, 440, 956, top: 62, statusBar: 169.0 / 3, corner: 62, source: "QM DP ST1010 SC"),
        phone("iphone-16e", "iPhone 16e", .notch, 390, 844, top: 47, corner: 142.0 / 3, source: "SC", inferred: "size, scale and insets as the iPhone 14's"),
        iPad("ipad-mini", "iPad mini (A17 Pro)", aliases: ["ipad-mini-7", "ipad-mini-6"], 744, 1133, corner: nil, source: "ST653 AL DP QM"),
        iPad("ipad-9", "iPad (9th generation)", aliases: ["ipad-9th-generation", "ipad-10-2"], 810, 1080, homeButton: true, corner: 0, source: "ST"),
        iPad("ipad-10", "iPad (10th generation)", aliases: ["ipad", "ipad-10th-generation"], 820, 1180, corner: nil, source: "AL QM"),
        iPad(
            "ipad-air-5", "iPad Air (4th and 5th generation)", aliases: ["ipad-air-4", "ipad-air-4th-generation", "ipad-air-5th-generation"], 820, 1180, corner: 18,
            source: "ST1003 QM", inferred: "every value as the 11-inch iPad Air (M2)'s, whose display it shares"),
        iPad("ipad-air-11", "iPad Air 11-inch (M2)", aliases: ["ipad-air"], 820, 1180, corner: 18, source: "ST1003 QM", inferred: "corner radius as the iPad Air's"),
        iPad("ipad-air-13", "iPad Air 13-inch (M2)", 1024, 1366, corner: 18, source: "ST1003 QM", inferred: "corner radius as the 12.9-inch iPad Pro's"),
        iPad(
            "ipad-pro-11-2018", "iPad Pro 11-inch (1st to 4th generation, 2018–2022)",
            aliases: ["ipad-pro-11-1st-generation", "ipad-pro-11-2nd-generation", "ipad-pro-11-3rd-generation", "ipad-pro-11-4th-generation"], 834, 1194,
            corner: nil, source: "ST"),
        iPad(
            "ipad-pro-11-m4", "iPad Pro 11-inch (M4)", aliases: ["ipad-pro-11"], 834, 1210, corner: nil, source: "QM",
            inferred: "the 834 × 1210 screen is only in tables whose repository is unnamed"),
        iPad(
            "ipad-pro-12-9", "iPad Pro 12.9-inch (3rd to 6th generation, 2018–2022)",
            aliases: ["ipad-pro-12-9-3rd-generation", "ipad-pro-12-9-4th-generation", "ipad-pro-12-9-5th-generation", "ipad-pro-12-9-6th-generation"], 1024, 1366,
            corner: nil, source: "ST ST1003",
            inferred: "insets as the 13-inch iPad Air's, whose display it shares (ST's iPadPro12_9 has 20 and 0, the home-button model's)"),
        iPad("ipad-pro-13", "iPad Pro 13-inch (M4)", aliases: ["ipad-pro-13-m4"], 1032, 1376, corner: nil, source: "ADS QM"),
    ]

    /// `iPhone 13 mini`, `iphone_13_mini`, `"iPhone SE (3rd generation)"` → `iphone-13-mini`, `iphone-se-3rd-generation`.
    public static func normalized(_ written: String) -> String {
        var out = ""
        for c in written.lowercased() {
            if c.isLetter || c.isNumber {
                out.append(c)
            } else if !out.isEmpty, out.last != "-" {
                out.append("-")
            }
        }
        while out.hasSuffix("-") { out.removeLast() }
        return out
    }

    /// Every name a device answers to, canonical names first.
    public static var allNames: [String] { all.map(\.name) + all.flatMap(\.aliases) }

    public static func named(_ name: String) -> Device? {
        let key = normalized(name)
        // Apple writes sizes as `11-inch`; the names here leave the word out (`ipad-pro-11-m4`).
        let keys = [key, key.replacingOccurrences(of: "-inch", with: "")]
        return all.first { keys.contains($0.name) } ?? all.first { $0.aliases.contains(where: keys.contains) }
            ?? all.first { keys.contains(normalized($0.displayName)) }
    }

    /// `--sweep device=iphones`: every iPhone; `ipads`, `all`.
    public static func group(_ name: String) -> [Device]? {
        switch normalized(name) {
        case "all": return all
        case "iphones": return all.filter(\.isPhone)
        case "ipads": return all.filter { !$0.isPhone }
        default: return nil
        }
    }

    /// Why `screen(named:)` found no screen.
    public enum NameError: Error, Equatable {
        /// No device of this name.
        case unknownDevice(String)
        /// The device, with an orientation other than `portrait` or `landscape`.
        case unknownOrientation(device: String)
    }

    /// The screen written `iphone-15` or `iphone-15:landscape` (`--device`, `// ltrace:device`, a fixture's `// device:`).
    public static func screen(named text: String) throws(NameError) -> DeviceScreen {
        let parts = text.split(separator: ":").map(String.init)
        guard let name = parts.first, let device = named(name) else { throw .unknownDevice(parts.first ?? text) }
        guard parts.count <= 2, let orientation = Orientation(rawValue: parts.count == 2 ? parts[1].lowercased() : "portrait") else {
            throw .unknownOrientation(device: device.name)
        }
        return device.screen(orientation)
    }
}

/// The bars iOS draws on a screen: a navigation bar below the status bar (`overlap` of it inside
/// the top inset), 52 more for a large title, a tab bar above the bottom inset.
public struct BarMetrics: Sendable, Hashable {
    public var navigationBar: CGFloat
    /// Added below the bar for a large title; 0 where large titles are not shown (a landscape iPhone).
    public var largeTitle: CGFloat
    /// How far the bar reaches into the top safe-area inset (the status bar is shorter than the
    /// inset on a Dynamic Island iPhone): content under the bar starts this much higher.
    public var overlap: CGFloat
    public var tabBar: CGFloat
    /// Where the numbers come from, for `why`.
    public var source: String

    /// An iPhone in portrait with a notch or a home button: a proposal without a device.
    public static let phone = BarMetrics(navigationBar: 44, largeTitle: 52, overlap: 0, tabBar: 49, source: "44 below the status bar, an iPhone in portrait (measured)")
}

/// A device's screen in one orientation: where a scene is laid out, inside the safe area.
public struct DeviceScreen: Sendable, Hashable {
    /// `iphone-15`.
    public let device: String
    public let orientation: Device.Orientation
    public let size: CGSize
    public let insets: EdgeInsets
    /// Pixels per point.
    public let scale: CGFloat
    /// The proposal the root is fitted to on this screen (`--device` with `--proposal`), as
    /// `UIHostingController.sizeThatFits(in:)` fits a view, the way a snapshot test's
    /// `.image(layout: .sizeThatFits)` does: the root is proposed it and placed at the origin,
    /// there is no safe area, and the screen is only the bounds UIKit's views start with. Nil:
    /// the root is laid out in the safe area.
    public let fitted: ProposedViewSize?

    public init(device: String, orientation: Device.Orientation, size: CGSize, insets: EdgeInsets, scale: CGFloat, fitted: ProposedViewSize? = nil) {
        self.device = device
        self.orientation = orientation
        self.size = size
        self.insets = fitted == nil ? insets : EdgeInsets()
        self.scale = scale
        self.fitted = fitted
    }

    /// This screen with the root fitted to `proposal` instead of laid out in the safe area.
    public func fitted(to proposal: ProposedViewSize) -> DeviceScreen {
        DeviceScreen(device: device, orientation: orientation, size: size, insets: insets, scale: scale, fitted: proposal)
    }

    /// The safe area, in screen coordinates (the whole screen when fitted).
    public var safeArea: CGRect {
        CGRect(x: insets.leading, y: insets.top, width: size.width - insets.leading - insets.trailing, height: size.height - insets.top - insets.bottom)
    }

    /// The root's proposal: the safe area's size, or what it is fitted to.
    public var proposal: ProposedViewSize { fitted ?? ProposedViewSize(width: safeArea.width, height: safeArea.height) }

    /// `iphone-15`, `iphone-15 landscape`, `iphone-15 fitted`: the words `DeviceScreen(description:…)` reads back.
    public var description: String { fitted == nil ? name : "\(name) fitted" }

    /// The screen alone: `iphone-15`, `iphone-15 landscape`.
    public var name: String { orientation == .landscape ? "\(device) landscape" : device }

    /// A screen as `description` wrote it, with what the trace keeps beside it.
    public init(description: String, size: CGSize, insets: EdgeInsets, scale: CGFloat, proposal: ProposedViewSize) {
        let words = description.split(separator: " ").map(String.init)
        self.init(
            device: words.first ?? "", orientation: words.contains("landscape") ? .landscape : .portrait, size: size, insets: insets, scale: scale,
            fitted: words.contains("fitted") ? proposal : nil)
    }

    /// How the root is given the screen, for sentences: `iphone-15 (safe area 393x759)`, `iphone-8 fitted to 0x0`.
    public var placement: String {
        fitted.map { "\(name) fitted to \(TraceFormat.compact($0))" } ?? "\(name) (safe area \(TraceFormat.compact(proposal)))"
    }

    /// The bars iOS draws on this screen (an unknown device's: an iPhone's in portrait).
    public var bars: BarMetrics { Device.named(device)?.bars(orientation) ?? .phone }
}
