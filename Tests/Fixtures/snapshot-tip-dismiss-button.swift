// source: autoreleasefool/approach (github.com/autoreleasefool/approach, tag ios-1.13.0b36, commit 602a33e1): swift-snapshot-testing reference `__Snapshots__/BasicTipViewTests/snapshotWithDismiss.1.png` of BasicTipViewTests.snapshotWithDismiss, 1284×96 px at 3x; the view is a ZStack (top trailing) of a leading VStack holding an HStack (top, spacing 0) of a headline Text in a flexible leading frame and a Spacer of minimum length 44 (12 + 32), and a plain-styled Button whose label is a resizable, scaled-to-fit "xmark" in a 12 × 12 frame inside a 32 × 32 frame (both top trailing), in a frame 428 wide
// truth: measured (a reference PNG recorded on an iOS simulator by the repository's snapshot test: its pixel size / 3 is the view's size under a 0 × 0 proposal, rounded up to the pixel)
// url: https://github.com/autoreleasefool/approach/blob/ios-1.13.0b36/ios/Approach/Tests/TipsLibraryTests/BasicTipViewTests.swift
// url: https://github.com/autoreleasefool/approach/blob/ios-1.13.0b36/ios/Approach/Sources/TipsLibrary/Views/BasicTipView.swift
// proposal: 0x0
// scale: 3
// shaping: harfbuzz
// expect-size frame(width: 428): 428 32
// tolerance: 0.34

// The 32-point button frame outgrows the 20.33 title line: the ZStack is 32 high.
ZStack(alignment: .topTrailing) {
    VStack(alignment: .leading) {
        HStack(alignment: .top, spacing: 0) {
            Text("Tip Title")
                .font(.headline)
                .frame(maxWidth: .infinity, alignment: .leading)
            Spacer(minLength: 44)
        }
        .frame(maxWidth: .infinity)
    }

    Button(action: {}) {
        Image(systemName: "xmark")
            .resizable()
            .scaledToFit()
            .frame(width: 12, height: 12, alignment: .topTrailing)
            .frame(width: 32, height: 32, alignment: .topTrailing)
            .contentShape(Rectangle())
    }
    .buttonStyle(.plain)
}
.frame(width: 428)
