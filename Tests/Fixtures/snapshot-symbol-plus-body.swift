// source: autoreleasefool/approach (github.com/autoreleasefool/approach, tag ios-1.13.0b36, commit 602a33e1): swift-snapshot-testing reference `__Snapshots__/AddButtonTests/snapshotAddButton.1.png` of AddButtonTests.snapshotAddButton, 54×48 px at 3x; the view is a Button whose label is Image(systemName: "plus") with no font, frame or padding, so the symbol is drawn in the body style (17 pt, regular weight, medium scale), and a borderless button is its label
// truth: measured (a reference PNG recorded on an iOS simulator by the repository's snapshot test: its pixel size / 3 is the view's size under a 0 × 0 proposal, rounded up to the pixel)
// url: https://github.com/autoreleasefool/approach/blob/ios-1.13.0b36/ios/Approach/Tests/ViewsLibraryTests/Buttons/AddButtonTests.swift
// url: https://github.com/autoreleasefool/approach/blob/ios-1.13.0b36/ios/Approach/Sources/ViewsLibrary/Buttons/AddButton.swift
// proposal: 0x0
// scale: 3
// shaping: harfbuzz
// expect-size Button(action: {}): 18 16
// expect-size Image(systemName: "plus"): 18 16
// tolerance: 0.34

// "plus" in the body font is 18 × 16 points (54 × 48 px): wider than tall, not a line-high square.
Button(action: {}) {
    Image(systemName: "plus")
}
