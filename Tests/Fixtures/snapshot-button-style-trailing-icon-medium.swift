// source: GoodRequest/GoodSwiftUI (github.com/GoodRequest/GoodSwiftUI, commit e4984899): swift-snapshot-testing reference `__Snapshots__/GRButtonSnapshotTests/testRightIconButtonMedium.1.png` of testRightIconButtonMedium, 325×120 px at 3x (iPhone 16 Pro, iOS 18.6, per the suite's README); the style's medium size (Sources/GRButton/GRButtonStyleSize.swift): minimum height 40, insets 9 and 16, icons 20 × 20, spacing 4, 17-point medium system font; the width is 2 × 16 + icons and spacing + "Button" in SF Pro
// truth: measured (a reference PNG recorded on an iOS simulator by the repository's snapshot test: its pixel size / 3 is the view's size under a 0 × 0 proposal, rounded up to the pixel)
// url: https://github.com/GoodRequest/GoodSwiftUI/blob/e4984899c26fbb76e6caefb3a166fe91e40489df/GoodSwiftUI-Sample/GoodSwiftUI-SnapshotTests/GRButtonSnapshotTests.swift#L170
// proposal: 0x0
// scale: 3
// shaping: harfbuzz
// expect-height fixedSize(): 40
// expect-width fixedSize(): 108.33
// tolerance: 0.34

// A trailing 20-point icon after the label with 4 points of spacing; the 40-point minimum height.
struct MediumTrailingIconStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack(alignment: .center, spacing: 4) {
            configuration.label
                .foregroundColor(.white)
                .font(.system(size: 17, weight: .medium))
            Image(systemName: "arrow.right")
                .resizable()
                .scaledToFit()
                .frame(width: 20, height: 20)
                .foregroundColor(.white)
        }
        .padding(EdgeInsets(top: 9, leading: 16, bottom: 9, trailing: 16))
        .frame(maxWidth: .infinity, minHeight: 40)
        .frame(width: nil)
        .contentShape(Rectangle())
        .background(
            RoundedRectangle(cornerRadius: 20)
                .fill(Color.red)
        )
    }
}

struct SnapshotButton: View {
    var body: some View {
        Button("Button") {}
            .fixedSize()
            .buttonStyle(MediumTrailingIconStyle())
    }
}
