import Foundation

/// A device a scene can be recorded on: its screen in points and its safe-area insets, in
/// portrait and landscape. These are platform metrics (iOS 17), each with its source; a value no
/// source gives is marked unconfirmed.
public struct Device: Sendable, Hashable {
    public let name: String
    public let displayName: String
    /// The screen in portrait, in points.
    public let screen: CGSize
    /// Pixels per point (UIScreen.scale): 3 for current iPhones, 2 for the SE and iPads.
    public let scale: CGFloat
    public let portraitInsets: EdgeInsets
    public let landscapeInsets: EdgeInsets
    /// Where the numbers come from.
    public let source: String
    /// False where the insets are not from a measured source.
    public let insetsConfirmed: Bool

    public enum Orientation: String, Sendable, CaseIterable { case portrait, landscape }

    public func screen(_ orientation: Orientation) -> DeviceScreen {
        let size = orientation == .portrait ? screen : CGSize(width: screen.height, height: screen.width)
        return DeviceScreen(device: name, orientation: orientation, size: size, insets: orientation == .portrait ? portraitInsets : landscapeInsets, scale: scale)
    }

    static let dynamicIslandSource =
        "points: seahawkmedia.com, \"iPhone Screen Sizes and Resolutions\" (2024); insets measured with UIKit's safeAreaInsets on a Dynamic Island iPhone: csl.cool, \"iOS Layout Adaptation\" (2023-09-15)"

    /// The devices `--device` knows (docs/devices.md).
    public static let all: [Device] = [
        Device(
            name: "iphone-se", displayName: "iPhone SE (3rd generation)", screen: CGSize(width: 375, height: 667), scale: 2,
            portraitInsets: EdgeInsets(top: 20, leading: 0, bottom: 0, trailing: 0), landscapeInsets: EdgeInsets(),
            source: "points: Apple HIG, \"Adaptivity and Layout\" (iPhone 8, 375 × 667); the 20-point status bar and the insets are unconfirmed",
            insetsConfirmed: false),
        Device(
            name: "iphone-15", displayName: "iPhone 15", screen: CGSize(width: 393, height: 852), scale: 3,
            portraitInsets: EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0), landscapeInsets: EdgeInsets(top: 0, leading: 59, bottom: 21, trailing: 59),
            source: dynamicIslandSource, insetsConfirmed: true),
        Device(
            name: "iphone-15-pro", displayName: "iPhone 15 Pro", screen: CGSize(width: 393, height: 852), scale: 3,
            portraitInsets: EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0), landscapeInsets: EdgeInsets(top: 0, leading: 59, bottom: 21, trailing: 59),
            source: dynamicIslandSource, insetsConfirmed: true),
        Device(
            name: "iphone-15-pro-max", displayName: "iPhone 15 Pro Max", screen: CGSize(width: 430, height: 932), scale: 3,
            portraitInsets: EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0), landscapeInsets: EdgeInsets(top: 0, leading: 59, bottom: 21, trailing: 59),
            source: dynamicIslandSource + "; the same insets on the larger screen are unconfirmed", insetsConfirmed: false),
        Device(
            name: "ipad-air", displayName: "iPad Air 11-inch", screen: CGSize(width: 820, height: 1180), scale: 2,
            portraitInsets: EdgeInsets(top: 24, leading: 0, bottom: 20, trailing: 0), landscapeInsets: EdgeInsets(top: 24, leading: 0, bottom: 20, trailing: 0),
            source: "points: iPad Air (4th generation and later) 820 × 1180; the insets (status bar 24, home indicator 20) are unconfirmed", insetsConfirmed: false),
        Device(
            name: "ipad-pro-11", displayName: "iPad Pro 11-inch", screen: CGSize(width: 834, height: 1194), scale: 2,
            portraitInsets: EdgeInsets(top: 24, leading: 0, bottom: 20, trailing: 0), landscapeInsets: EdgeInsets(top: 24, leading: 0, bottom: 20, trailing: 0),
            source: "points: Apple HIG, \"Adaptivity and Layout\" (11\" iPad Pro, 834 × 1194); the insets are unconfirmed", insetsConfirmed: false),
    ]

    public static func named(_ name: String) -> Device? { all.first { $0.name == name } }

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
        guard parts.count <= 2, let orientation = Orientation(rawValue: parts.count == 2 ? parts[1] : "portrait") else {
            throw .unknownOrientation(device: name)
        }
        return device.screen(orientation)
    }
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

    public init(device: String, orientation: Device.Orientation, size: CGSize, insets: EdgeInsets, scale: CGFloat) {
        self.device = device
        self.orientation = orientation
        self.size = size
        self.insets = insets
        self.scale = scale
    }

    /// The safe area, in screen coordinates.
    public var safeArea: CGRect {
        CGRect(x: insets.leading, y: insets.top, width: size.width - insets.leading - insets.trailing, height: size.height - insets.top - insets.bottom)
    }

    /// The root's proposal: the safe area's size.
    public var proposal: ProposedViewSize { ProposedViewSize(width: safeArea.width, height: safeArea.height) }

    /// `iphone-15` or `iphone-15 landscape`.
    public var description: String { orientation == .portrait ? device : "\(device) landscape" }
}
