// source: autoreleasefool/approach (github.com/autoreleasefool/approach, tag ios-1.13.0b36, commit 602a33e1): swift-snapshot-testing reference `__Snapshots__/EdgeBorderTests/snapshotTopBorder.1.png` of EdgeBorderTests.snapshotTopBorder, 96×96 px at 3x (the six other edge-border references of the suite, the same stack with another string and border, are 96×96 too); the view is a padded Text in a VStack with a border shape as overlay and black as background
// truth: measured (a reference PNG recorded on an iOS simulator by the repository's snapshot test: its pixel size / 3 is the view's size under a 0 × 0 proposal, rounded up to the pixel)
// url: https://github.com/autoreleasefool/approach/blob/ios-1.13.0b36/ios/Approach/Tests/ViewsLibraryTests/EdgeBorderTests.swift
// url: https://github.com/autoreleasefool/approach/blob/ios-1.13.0b36/ios/Approach/Sources/ViewsLibrary/EdgeBorder.swift
// proposal: 0x0
// scale: 3
// shaping: harfbuzz
// expect-size background(Color.black): 32 32
// expect-size Text("Top Border"): 0 0
// tolerance: 0.34

// A Text proposed 0 × 0 answers 0 × 0 on the device: all that is left is the padding's 16 on each side.
VStack {
    Text("Top Border")
        .padding()
}
.overlay(alignment: .top) {
    Rectangle()
        .fill(Color.gray)
        .frame(height: 1)
}
.background(Color.black)
