// source: autoreleasefool/approach (github.com/autoreleasefool/approach, tag ios-1.13.0b36, commit 602a33e1): swift-snapshot-testing reference `__Snapshots__/BasicTipViewTests/snapshotBasicTipView.1.png` of BasicTipViewTests.snapshotBasicTipView, 1284×61 px at 3x; the view is a ZStack (top trailing) holding a leading VStack with an HStack (top, spacing 0) of a headline Text in a flexible leading frame, the whole in a frame 428 wide
// truth: measured (a reference PNG recorded on an iOS simulator by the repository's snapshot test: its pixel size / 3 is the view's size under a 0 × 0 proposal, rounded up to the pixel)
// url: https://github.com/autoreleasefool/approach/blob/ios-1.13.0b36/ios/Approach/Tests/TipsLibraryTests/BasicTipViewTests.swift
// url: https://github.com/autoreleasefool/approach/blob/ios-1.13.0b36/ios/Approach/Sources/TipsLibrary/Views/BasicTipView.swift
// proposal: 0x0
// scale: 3
// shaping: harfbuzz
// expect-size frame(width: 428): 428 20.33
// tolerance: 0.34

// Proposed 428 × 0 (not 0 × 0), a Text answers a whole line: one headline line, 20.33 high.
ZStack(alignment: .topTrailing) {
    VStack(alignment: .leading) {
        HStack(alignment: .top, spacing: 0) {
            Text("Tip Title")
                .font(.headline)
                .frame(maxWidth: .infinity, alignment: .leading)
        }
        .frame(maxWidth: .infinity)
    }
}
.frame(width: 428)
