// source: autoreleasefool/approach (github.com/autoreleasefool/approach, tag ios-1.13.0b36, commit 602a33e1): swift-snapshot-testing reference `__Snapshots__/AchievementViewTests/snapshotAchievementView.1.png` of AchievementViewTests.snapshotAchievementView, 1284×157 px at 3x; the view is a VStack of a bold Text, with default padding, clipped to a rounded rectangle, in a frame 428 wide
// truth: measured (a reference PNG recorded on an iOS simulator by the repository's snapshot test: its pixel size / 3 is the view's size under a 0 × 0 proposal, rounded up to the pixel)
// url: https://github.com/autoreleasefool/approach/blob/ios-1.13.0b36/ios/Approach/Tests/ToastLibraryTests/Views/AchievementViewTests.swift
// url: https://github.com/autoreleasefool/approach/blob/ios-1.13.0b36/ios/Approach/Sources/ToastLibrary/Views/AchievementView.swift
// proposal: 0x0
// scale: 3
// shaping: harfbuzz
// expect-size frame(width: 428): 428 52.33
// tolerance: 0.34

// Proposed 396 × 0 inside the padding, the bold Text still answers a line: 20.33 + 16 + 16.
VStack {
    Text("Achievement")
        .bold()
}
.padding()
.clipShape(RoundedRectangle(cornerRadius: 8))
.frame(width: 428)
