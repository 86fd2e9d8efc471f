import Foundation
import LayoutEngine
import Testing
import TestSupport

/// `ltrace devices`: the table `--device` reads, as a process, and docs/devices.md kept with it.
@Suite struct DevicesCommandTests {
    @Test func theTableListsEveryDeviceAndTheDocsShowIt() throws {
        let cli = CLI()
        let table = cli.run("devices")
        #expect(table.status == 0)
        #expect(table.stdout.contains("iphone-16-pro-max") && table.stdout.contains("iPad Pro 13-inch (M4)"))
        let json = cli.run("devices", "--json")
        let rows = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]])
        #expect(rows.count == Device.all.count)
        let fifteen = try #require(rows.first { $0["name"] as? String == "iphone-15" })
        #expect(fifteen["portrait_insets"] as? [Double] == [59, 0, 34, 0] && fifteen["scale"] as? Double == 3)
        #expect(abs((fifteen["navigation_bar_overlap"] as? Double ?? 0) - 16.0 / 3) < 1e-9, "the Dynamic Island's bar reaches 5.33 into the inset")
        let docs = try String(contentsOf: Repository.root.appendingPathComponent("docs/devices.md"), encoding: .utf8)
        for device in Device.all {
            #expect(docs.contains("| `\(device.name)`"), "docs/devices.md lists \(device.name)")
        }
    }

    @Test func namesAreReadAsPeopleWriteThem() {
        #expect(Device.named("iPhone 13 mini")?.name == "iphone-13-mini")
        #expect(Device.named("iphone_15_pro_max")?.name == "iphone-15-pro-max")
        #expect(Device.named("iPhone SE (3rd generation)")?.name == "iphone-se")
        #expect(Device.named("ipad-air")?.name == "ipad-air-11")
        // An iPad name says its model: the 11-inch Pro of 2018–2022 and the M4 differ by 16 points.
        #expect(Device.named("iPad Pro 11-inch (4th generation)")?.screen == CGSize(width: 834, height: 1194))
        #expect(Device.named("ipad-pro-11")?.name == "ipad-pro-11-m4")
        #expect(Device.named("ipad-pro-12-9")?.screen == CGSize(width: 1024, height: 1366))
        #expect(Device.named("iPad (9th generation)")?.portraitInsets == EdgeInsets(top: 20, leading: 0, bottom: 0, trailing: 0))
        #expect(Device.named("iphone-3g") == nil)
        #expect(Device.group("iphones")?.count == Device.all.filter(\.isPhone).count)
    }
}
