// source: GoodRequest/GoodSwiftUI (github.com/GoodRequest/GoodSwiftUI, commit e4984899): swift-snapshot-testing reference `__Snapshots__/GRToggleSnapshotTests/testSmallRadioEnabled.1.png` of testSmallRadioEnabled, 72×72 px at 3x (iPhone 16 Pro, iOS 18.6, per the suite's README); the radio style (Sources/GRToggle/Toggle/GRToggleStyle.swift, small size 24): an HStack of the toggle's empty label and a Button whose label is a ZStack of two circles and an inner circle capped at 24 / 2.5 = 9.6 points, framed 24 × 24; the off state records the same 72×72 px
// truth: measured (a reference PNG recorded on an iOS simulator by the repository's snapshot test: its pixel size / 3 is the view's size under a 0 × 0 proposal, rounded up to the pixel)
// url: https://github.com/GoodRequest/GoodSwiftUI/blob/e4984899c26fbb76e6caefb3a166fe91e40489df/GoodSwiftUI-Sample/GoodSwiftUI-SnapshotTests/GRToggleSnapshotTests.swift#L254
// proposal: 0x0
// scale: 3
// expect-size fixedSize(): 24 24
// tolerance: 0.34

// A custom toggle style that draws a 24-point radio button: the inner circle's maximum frame sits inside the button's fixed frame, and the empty label adds nothing.
struct RadioStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            configuration.label
            Button {
                configuration.isOn.toggle()
            } label: {
                ZStack {
                    Circle()
                        .foregroundColor(configuration.isOn ? Color.red.opacity(0.2) : .clear)
                    Circle()
                        .strokeBorder()
                        .foregroundColor(configuration.isOn ? .red : .gray)
                    Circle()
                        .foregroundColor(configuration.isOn ? .red : .clear)
                        .frame(maxWidth: 9.6, maxHeight: 9.6)
                }
            }
            .frame(width: 24, height: 24)
        }
        .contentShape(Rectangle())
    }
}

struct SnapshotRadio: View {
    var body: some View {
        Toggle(isOn: .constant(true)) {}
            .fixedSize()
            .toggleStyle(RadioStyle())
    }
}
