// source: autoreleasefool/approach (github.com/autoreleasefool/approach, tag ios-1.13.0b36, commit 602a33e1): swift-snapshot-testing reference `__Snapshots__/SortButtonTests/snapshotInactiveSortButton.1.png` of SortButtonTests.snapshotInactiveSortButton, 59×53 px at 3x (the active button, "arrow.up.arrow.down.square.fill", snapshotActiveSortButton.1.png, is 59×53 px too); the view is a Button whose label is Image(systemName: "arrow.up.arrow.down.square") with no font, frame or padding: the body style (17 pt, regular, medium scale)
// truth: measured (a reference PNG recorded on an iOS simulator by the repository's snapshot test: its pixel size / 3 is the view's size under a 0 × 0 proposal, rounded up to the pixel)
// url: https://github.com/autoreleasefool/approach/blob/ios-1.13.0b36/ios/Approach/Tests/ViewsLibraryTests/Buttons/SortButtonTests.swift
// url: https://github.com/autoreleasefool/approach/blob/ios-1.13.0b36/ios/Approach/Sources/ViewsLibrary/Buttons/SortButton.swift
// proposal: 0x0
// scale: 3
// shaping: harfbuzz
// expect-size Button(action: {}): 19.67 17.67
// expect-size Image(systemName: "arrow.up.arrow.down.square"): 19.67 17.67
// tolerance: 0.34

// A squared symbol in the body font is 19.67 × 17.67 points (59 × 53 px).
Button(action: {}) {
    Image(systemName: "arrow.up.arrow.down.square")
}
