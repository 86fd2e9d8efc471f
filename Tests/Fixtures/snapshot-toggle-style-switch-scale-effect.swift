// source: GoodRequest/GoodSwiftUI (github.com/GoodRequest/GoodSwiftUI, commit e4984899): swift-snapshot-testing reference `__Snapshots__/GRToggleSnapshotTests/testLargeToggleEnabled.1.png` of testLargeToggleEnabled, 147×93 px at 3x (iPhone 16 Pro, iOS 18.6, per the suite's README); the switch style (Sources/GRToggle/Switch/GRSwitchStyle.swift) is an HStack of the toggle's empty label and a labels-hidden Toggle scaled by 51/49 × 32/31; the small size (scaled 44/49 × 28/31) and the off states record the same 147×93 px
// truth: measured (a reference PNG recorded on an iOS simulator by the repository's snapshot test: its pixel size / 3 is the view's size under a 0 × 0 proposal, rounded up to the pixel)
// url: https://github.com/GoodRequest/GoodSwiftUI/blob/e4984899c26fbb76e6caefb3a166fe91e40489df/GoodSwiftUI-Sample/GoodSwiftUI-SnapshotTests/GRToggleSnapshotTests.swift#L58
// proposal: 0x0
// scale: 3
// expect-size fixedSize(): 49 31
// tolerance: 0.34

// A custom toggle style around a labels-hidden switch: the empty label adds no width or spacing, the scale effect changes no layout, and SwiftUI's switch is 49 × 31 (not UISwitch's 51).
struct ScaledSwitchStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            configuration.label
            Toggle(isOn: configuration.$isOn) {
                configuration.label
            }
            .labelsHidden()
            .tint(.red)
            .scaleEffect(x: 51 / 49, y: 32 / 31)
        }
    }
}

struct SnapshotSwitch: View {
    var body: some View {
        Toggle(isOn: .constant(true)) {}
            .fixedSize()
            .toggleStyle(ScaledSwitchStyle())
    }
}
