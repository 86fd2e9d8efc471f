// source: autoreleasefool/approach (github.com/autoreleasefool/approach, tag ios-1.13.0b36, commit 602a33e1): swift-snapshot-testing reference `__Snapshots__/ShortTipViewTests/snapshotShortTipView.1.png` of ShortTipViewTests.snapshotShortTipView, 1284×43 px at 3x (snapshotWithMessage.1.png of the same suite, whose message the view does not show, is 1284×43 px too); the view is an HStack (centre, spacing 0) of a caption Text in a flexible leading frame and a Button (a custom style that only changes opacity) whose label is a resizable, scaled-to-fit "xmark" in a 20 × 8 frame with default leading padding, in a flexible frame, in a frame 428 wide
// truth: measured (a reference PNG recorded on an iOS simulator by the repository's snapshot test: its pixel size / 3 is the view's size under a 0 × 0 proposal, rounded up to the pixel)
// url: https://github.com/autoreleasefool/approach/blob/ios-1.13.0b36/ios/Approach/Tests/TipsLibraryTests/ShortTipViewTests.swift
// url: https://github.com/autoreleasefool/approach/blob/ios-1.13.0b36/ios/Approach/Sources/TipsLibrary/Views/ShortTipView.swift
// proposal: 0x0
// scale: 3
// shaping: harfbuzz
// expect-size frame(width: 428): 428 14.33
// tolerance: 0.34

// One caption line (12 × 2444 / 2048 = 14.32, 14.33 on the pixel grid) is taller than the 8-point icon.
HStack(alignment: .center, spacing: 0) {
    Text("Tip Title")
        .font(.caption)
        .frame(maxWidth: .infinity, alignment: .leading)
    Button(action: {}) {
        Image(systemName: "xmark")
            .resizable()
            .scaledToFit()
            .frame(width: 20, height: 8)
            .padding(.leading)
    }
    .buttonStyle(.plain)
}
.frame(maxWidth: .infinity)
.frame(width: 428)
