// source: GoodRequest/GoodSwiftUI (github.com/GoodRequest/GoodSwiftUI, commit e4984899): swift-snapshot-testing reference `__Snapshots__/GRButtonSnapshotTests/testCircleMediumButton.1.png` of testCircleMediumButton, 120×120 px at 3x (iPhone 16 Pro, iOS 18.6, per the suite's README); the style's icon-only size (Sources/GRButton/GRButtonStyleSize.swift): minimum width and height 40, no insets, no spacing, a 24 × 24 icon
// truth: measured (a reference PNG recorded on an iOS simulator by the repository's snapshot test: its pixel size / 3 is the view's size under a 0 × 0 proposal, rounded up to the pixel)
// url: https://github.com/GoodRequest/GoodSwiftUI/blob/e4984899c26fbb76e6caefb3a166fe91e40489df/GoodSwiftUI-Sample/GoodSwiftUI-SnapshotTests/GRButtonSnapshotTests.swift#L275
// proposal: 0x0
// scale: 3
// expect-size fixedSize(): 40 40
// tolerance: 0.34

// An empty label and a 24-point icon, raised by the frame's minimums to 40 × 40.
struct MediumCircleIconStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack(alignment: .center, spacing: 0) {
            configuration.label
                .foregroundColor(.white)
                .font(.system(size: 17, weight: .medium))
            Image(systemName: "arrow.right")
                .resizable()
                .scaledToFit()
                .frame(width: 24, height: 24)
                .foregroundColor(.white)
        }
        .padding(EdgeInsets())
        .frame(minWidth: 40, minHeight: 40)
        .frame(width: nil)
        .contentShape(Rectangle())
        .background(
            RoundedRectangle(cornerRadius: 20)
                .fill(Color.red)
        )
    }
}

struct SnapshotIconButton: View {
    var body: some View {
        Button(action: {}) {
            EmptyView()
        }
        .fixedSize()
        .buttonStyle(MediumCircleIconStyle())
    }
}
