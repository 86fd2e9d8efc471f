// source: GoodRequest/GoodSwiftUI (github.com/GoodRequest/GoodSwiftUI, commit e4984899): swift-snapshot-testing reference `__Snapshots__/GRToggleSnapshotTests/testLargeCheckBoxEnabled.1.png` of testLargeCheckBoxEnabled, 96×96 px at 3x (iPhone 16 Pro, iOS 18.6, per the suite's README); the checkbox style (Sources/GRToggle/Toggle/GRToggleStyle.swift, large size 32): an HStack of the toggle's empty label and a Button whose label is two rounded rectangles (corner radius 6) with a 16 × 12 checkmark overlay, framed 32 × 32; the off state records the same 96×96 px
// truth: measured (a reference PNG recorded on an iOS simulator by the repository's snapshot test: its pixel size / 3 is the view's size under a 0 × 0 proposal, rounded up to the pixel)
// url: https://github.com/GoodRequest/GoodSwiftUI/blob/e4984899c26fbb76e6caefb3a166fe91e40489df/GoodSwiftUI-Sample/GoodSwiftUI-SnapshotTests/GRToggleSnapshotTests.swift#L164
// proposal: 0x0
// scale: 3
// expect-size fixedSize(): 32 32
// tolerance: 0.34

// A custom toggle style that draws a 32-point checkbox button: the toggle's empty label takes no space and no stack spacing, so the toggle is the button's frame.
struct CheckboxStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            configuration.label
            Button {
                configuration.isOn.toggle()
            } label: {
                ZStack {
                    RoundedRectangle(cornerRadius: 6)
                        .foregroundColor(configuration.isOn ? .red : .clear)
                    RoundedRectangle(cornerRadius: 6)
                        .strokeBorder()
                        .foregroundColor(configuration.isOn ? .clear : .gray)
                }
                .overlay {
                    if configuration.isOn {
                        Image(systemName: "checkmark")
                            .resizable()
                            .frame(width: 16, height: 12)
                            .foregroundColor(.white)
                    }
                }
            }
            .frame(width: 32, height: 32)
        }
        .contentShape(Rectangle())
    }
}

struct SnapshotCheckbox: View {
    var body: some View {
        Toggle(isOn: .constant(true)) {}
            .fixedSize()
            .toggleStyle(CheckboxStyle())
    }
}
