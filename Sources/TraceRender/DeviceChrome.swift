import Foundation
import LayoutEngine

/// What iOS draws over an app on a device: the status bar (the time at the leading end; signal and
/// battery at the trailing end) and the Dynamic Island or the notch. Drawing only: layout knows
/// them through the safe area and the bars (`Device`), not through these shapes, whose sizes are
/// approximate (Apple's design templates: the Dynamic Island about 126 × 37.33 points, 11.33 from
/// the top; a notch about 209 × 30, narrower on the iPhone 13 and 14). A phone in landscape hides
/// its status bar, as iOS does.
enum DeviceChrome {
    static let island = CGSize(width: 126, height: 37.33)
    static let islandTop: CGFloat = 11.33
    static let notch = CGSize(width: 209, height: 30)

    static func svg(device: Device, screen: DeviceScreen, label: String, n: (CGFloat) -> String) -> String {
        let size = screen.size
        let portrait = screen.orientation == .portrait
        var out = ##"<g class="device-chrome" pointer-events="none"><title>\##(portrait || !device.isPhone ? "status bar and " : "")\##(cutoutName(device.family)) as iOS draws them (drawing only)</title>"##
        // The cutout, on the top edge in portrait and on the leading edge in landscape.
        let cutout: CGRect?
        switch device.family {
        case .dynamicIsland: cutout = CGRect(x: (size.width - island.width) / 2, y: islandTop, width: island.width, height: island.height)
        case .notch: cutout = CGRect(x: (size.width - notch.width) / 2, y: 0, width: notch.width, height: notch.height)
        case .homeButton, .iPad: cutout = nil
        }
        if var shape = cutout {
            if !portrait { shape = CGRect(x: shape.minY, y: (size.height - shape.width) / 2, width: shape.height, height: shape.width) }
            let radius = device.family == .dynamicIsland ? min(shape.width, shape.height) / 2 : 8
            out += ##"<rect class="cutout" x="\##(n(shape.minX))" y="\##(n(shape.minY))" width="\##(n(shape.width))" height="\##(n(shape.height))" rx="\##(n(radius))" fill="#000000"/>"##
        }
        guard portrait || !device.isPhone else { return out + "</g>" }
        // The status bar's content, centred on the island, in the bar beside the notch, or in the bar.
        let bar = device.statusBar
        let middle = device.family == .dynamicIsland ? islandTop + island.height / 2 : bar / 2 + (device.family == .notch ? 2 : 0)
        let gap = cutout?.width ?? 0
        let ear = (size.width - gap) / 2
        let large = device.family == .notch || device.family == .dynamicIsland
        let font: CGFloat = large ? 17 : 12
        let timeX = large ? ear / 2 + 8 : 8
        out += ##"<text class="status-time" x="\##(n(timeX))" y="\##(n(middle + font * 0.35))" font-size="\##(n(font))" font-weight="600" text-anchor="\##(large ? "middle" : "start")" fill="\##(label)">9:41</text>"##
        // Trailing: four signal bars and the battery.
        let batteryWidth: CGFloat = large ? 25 : 22, batteryHeight: CGFloat = large ? 12 : 10.5
        let right = large ? size.width - ear / 2 + 24 : size.width - 8
        let battery = CGRect(x: right - batteryWidth, y: middle - batteryHeight / 2, width: batteryWidth, height: batteryHeight)
        out += ##"<rect class="status-battery" x="\##(n(battery.minX))" y="\##(n(battery.minY))" width="\##(n(battery.width))" height="\##(n(battery.height))" rx="3" fill="none" stroke="\##(label)" stroke-opacity="0.4"/>"##
        out += ##"<rect x="\##(n(battery.minX + 2))" y="\##(n(battery.minY + 2))" width="\##(n(battery.width - 4))" height="\##(n(battery.height - 4))" rx="1.5" fill="\##(label)"/>"##
        var x = battery.minX - 8 - 4 * 4.5
        for level in 0..<4 {
            let height = 4 + CGFloat(level) * 2.3
            out += ##"<rect class="status-signal" x="\##(n(x))" y="\##(n(middle + 5 - height))" width="3" height="\##(n(height))" rx="1" fill="\##(label)"/>"##
            x += 4.5
        }
        return out + "</g>"
    }

    static func cutoutName(_ family: Device.Family) -> String {
        switch family {
        case .dynamicIsland: "the Dynamic Island"
        case .notch: "the notch"
        case .homeButton, .iPad: "no cutout"
        }
    }
}
