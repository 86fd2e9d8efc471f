// source: pointfreeco/swift-snapshot-testing, Tests/SnapshotTestingTests/__Snapshots__/SnapshotTestingTests/testTraits.ipad-pro-11.txt (commit 6bb6c9ae): labels pinned to the safe area of an 11-inch iPad Pro (1st to 4th generation) in landscape, 1194 × 834, sit with the top one at y = 24 ("What's", 55.6667 × 20.3333 at (569.333, 24)) and the bottom one ending at 834 − 20 ("?", 7.66667 × 18 at (593.333, 796))
// truth: measured (UIKit view-hierarchy dump on an iPad simulator)
// url: https://github.com/pointfreeco/swift-snapshot-testing/blob/6bb6c9ae9970387eeb4b8394c34bd8c350030500/Tests/SnapshotTestingTests/__Snapshots__/SnapshotTestingTests/testTraits.ipad-pro-11.txt
// device: ipad-pro-11-2018:landscape
// expect Color.red: 0 24 1194 20.3333
// expect Color.blue: 0 796 1194 18

// Rows of the labels' heights at the top and the bottom of the safe area (as wide as the screen:
// the dump's x positions are the labels' own).
ZStack {
    VStack { Color.red.frame(height: 20.3333); Spacer() }
    VStack { Spacer(); Color.blue.frame(height: 18) }
}
