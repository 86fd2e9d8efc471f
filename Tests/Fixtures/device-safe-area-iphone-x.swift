// source: pointfreeco/swift-snapshot-testing, Tests/SnapshotTestingTests/__Snapshots__/SnapshotTestingTests/testTraits.iphone-x.txt (commit 6d7624bd): labels pinned to the safe area of an iPhone X (375 × 812) sit with the top one at y = 44 ("What's", 52.6667 × 19.3333 at (161.333, 44)) and the bottom one ending at 812 − 34 ("?", 7.33333 × 17 at (184, 761)); the middle ones are centred between, at y = 401.333
// truth: measured (UIKit view-hierarchy dump on an iPhone X simulator)
// url: https://github.com/pointfreeco/swift-snapshot-testing/blob/6d7624bd6e131c88854e414c3812f17e4f9e167a/Tests/SnapshotTestingTests/__Snapshots__/SnapshotTestingTests/testTraits.iphone-x.txt
// device: iphone-x
// expect Color.red: 0 44 375 19.3333
// expect Color.green: 0 401.333 375 19.3333
// expect Color.blue: 0 761 375 17

// Rows of the labels' heights at the top of the safe area, centred in it, and at its bottom (as
// wide as the screen: the dump's x positions are rounded to the pixel, which ltrace does not do).
ZStack {
    VStack { Color.red.frame(height: 19.3333); Spacer() }
    Color.green.frame(height: 19.3333)
    VStack { Spacer(); Color.blue.frame(height: 17) }
}
