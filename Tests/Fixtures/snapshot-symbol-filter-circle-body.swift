// source: autoreleasefool/approach (github.com/autoreleasefool/approach, tag ios-1.13.0b36, commit 602a33e1): swift-snapshot-testing reference `__Snapshots__/FilterButtonTests/snapshotInactiveFilterButton.1.png` of FilterButtonTests.snapshotInactiveFilterButton, 59×57 px at 3x (the active button, "line.3.horizontal.decrease.circle.fill", snapshotActiveFilterButton.1.png, is 59×57 px too); the view is a Button whose label is Image(systemName: "line.3.horizontal.decrease.circle") with no font, frame or padding: the body style (17 pt, regular, medium scale)
// truth: measured (a reference PNG recorded on an iOS simulator by the repository's snapshot test: its pixel size / 3 is the view's size under a 0 × 0 proposal, rounded up to the pixel)
// url: https://github.com/autoreleasefool/approach/blob/ios-1.13.0b36/ios/Approach/Tests/ViewsLibraryTests/Buttons/FilterButtonTests.swift
// url: https://github.com/autoreleasefool/approach/blob/ios-1.13.0b36/ios/Approach/Sources/ViewsLibrary/Buttons/FilterButton.swift
// proposal: 0x0
// scale: 3
// shaping: harfbuzz
// expect-size Button(action: {}): 19.67 19
// expect-size Image(systemName: "line.3.horizontal.decrease.circle"): 19.67 19
// tolerance: 0.34

// A circled symbol in the body font is 19.67 × 19 points (59 × 57 px).
Button(action: {}) {
    Image(systemName: "line.3.horizontal.decrease.circle")
}
