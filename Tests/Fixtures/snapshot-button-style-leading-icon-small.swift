// source: GoodRequest/GoodSwiftUI (github.com/GoodRequest/GoodSwiftUI, commit e4984899): swift-snapshot-testing reference `__Snapshots__/GRButtonSnapshotTests/testLeftIconButtonSmall.1.png` of testLeftIconButtonSmall, 289×96 px at 3x (iPhone 16 Pro, iOS 18.6, per the suite's README); the style's small size (Sources/GRButton/GRButtonStyleSize.swift): minimum height 32, insets 5 and 12, icons 16 × 16, spacing 4, 17-point medium system font; the width is 2 × 12 + icons and spacing + "Button" in SF Pro
// truth: measured (a reference PNG recorded on an iOS simulator by the repository's snapshot test: its pixel size / 3 is the view's size under a 0 × 0 proposal, rounded up to the pixel)
// url: https://github.com/GoodRequest/GoodSwiftUI/blob/e4984899c26fbb76e6caefb3a166fe91e40489df/GoodSwiftUI-Sample/GoodSwiftUI-SnapshotTests/GRButtonSnapshotTests.swift#L108
// proposal: 0x0
// scale: 3
// shaping: harfbuzz
// expect-height fixedSize(): 32
// expect-width fixedSize(): 96.33
// tolerance: 0.34

// A resizable, scaled-to-fit symbol in a 16-point frame before the label adds 16 + 4 points to the width; the height is still the 32-point minimum.
struct SmallLeadingIconStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack(alignment: .center, spacing: 4) {
            Image(systemName: "person")
                .resizable()
                .scaledToFit()
                .frame(width: 16, height: 16)
                .foregroundColor(.white)
            configuration.label
                .foregroundColor(.white)
                .font(.system(size: 17, weight: .medium))
        }
        .padding(EdgeInsets(top: 5, leading: 12, bottom: 5, trailing: 12))
        .frame(maxWidth: .infinity, minHeight: 32)
        .frame(width: nil)
        .contentShape(Rectangle())
        .background(
            RoundedRectangle(cornerRadius: 16)
                .fill(Color.red)
        )
    }
}

struct SnapshotButton: View {
    var body: some View {
        Button("Button") {}
            .fixedSize()
            .buttonStyle(SmallLeadingIconStyle())
    }
}
