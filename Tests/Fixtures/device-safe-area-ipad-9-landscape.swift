// source: pointfreeco/swift-snapshot-testing, Tests/SnapshotTestingTests/__Snapshots__/SnapshotTestingTests/testTraits.ipad-10-2.txt (commit 6bb6c9ae): labels pinned to the safe area of a 10.2-inch iPad (the 9th generation's screen) in landscape, 1080 × 810, sit with the top one at y = 20 ("What's", 55.6667 × 20.3333 at (512.333, 20)) and the bottom one ending at 810, a bottom inset of 0 ("?", 7.66667 × 18 at (536.333, 792))
// truth: measured (UIKit view-hierarchy dump on an iPad simulator)
// url: https://github.com/pointfreeco/swift-snapshot-testing/blob/6bb6c9ae9970387eeb4b8394c34bd8c350030500/Tests/SnapshotTestingTests/__Snapshots__/SnapshotTestingTests/testTraits.ipad-10-2.txt
// device: ipad-9:landscape
// expect Color.red: 0 20 1080 20.3333
// expect Color.blue: 0 792 1080 18

// Rows of the labels' heights at the top and the bottom of the safe area (as wide as the screen:
// the dump's x positions are the labels' own).
ZStack {
    VStack { Color.red.frame(height: 20.3333); Spacer() }
    VStack { Spacer(); Color.blue.frame(height: 18) }
}
