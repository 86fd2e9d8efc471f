// source: autoreleasefool/approach (github.com/autoreleasefool/approach, tag ios-1.13.0b36, commit 602a33e1): swift-snapshot-testing reference `__Snapshots__/ShareButtonTests/snapshotShareButton.1.png` of ShareButtonTests.snapshotShareButton, 57×66 px at 3x; the view is a Button whose label is Image(systemName: "square.and.arrow.up") with no font, frame or padding: the body style (17 pt, regular, medium scale)
// truth: measured (a reference PNG recorded on an iOS simulator by the repository's snapshot test: its pixel size / 3 is the view's size under a 0 × 0 proposal, rounded up to the pixel)
// url: https://github.com/autoreleasefool/approach/blob/ios-1.13.0b36/ios/Approach/Tests/ViewsLibraryTests/Buttons/ShareButtonTests.swift
// url: https://github.com/autoreleasefool/approach/blob/ios-1.13.0b36/ios/Approach/Sources/ViewsLibrary/Buttons/ShareButton.swift
// proposal: 0x0
// scale: 3
// shaping: harfbuzz
// expect-size Button(action: {}): 19 22
// expect-size Image(systemName: "square.and.arrow.up"): 19 22
// tolerance: 0.34

// "square.and.arrow.up" in the body font is 19 × 22 points (57 × 66 px): taller than a line of body text (20.33).
Button(action: {}) {
    Image(systemName: "square.and.arrow.up")
}
