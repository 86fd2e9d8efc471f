// source: pointfreeco/swift-snapshot-testing, Tests/SnapshotTestingTests/__Snapshots__/SnapshotTestingTests/testTraitsWithViewController.label-*.txt (one file per content size, commits bcea819, b540c36, 8bacebc, deff482, 58d69a5, 5bc9cd4): a UILabel in UIFont.preferredFont(forTextStyle: .title1) with adjustsFontForContentSizeCategory and one line, "What's the point?", pinned to the margins of a 320-point screen, frame 288 wide and 30, 31.3333, 32.3333, 33.6667, 36, 38.3333, 40.6667, 45.6667, 51.3333, 57.3333, 63.3333, 69.3333 high from extra-small to accessibility-extra-extra-extra-large (the larger sizes truncate in 288; the height stays one line)
// truth: measured (UIKit view-hierarchy dumps of a title1 label at every content size category, on a 3× grid)
// url: https://github.com/pointfreeco/swift-snapshot-testing/tree/main/Tests/SnapshotTestingTests/__Snapshots__/SnapshotTestingTests
// shaping: harfbuzz
// proposal: 288x844
// expect-height Text("What's the point?").font(.title)#1: 30
// expect-height Text("What's the point?").font(.title)#2: 31.3333
// expect-height Text("What's the point?").font(.title)#3: 32.3333
// expect-height Text("What's the point?").font(.title)#4: 33.6667
// expect-height Text("What's the point?").font(.title)#5: 36
// expect-height Text("What's the point?").font(.title)#6: 38.3333
// expect-height Text("What's the point?").font(.title)#7: 40.6667
// expect-height Text("What's the point?").font(.title)#8: 45.6667
// expect-height Text("What's the point?").font(.title)#9: 51.3333
// expect-height Text("What's the point?").font(.title)#10: 57.3333
// expect-height Text("What's the point?").font(.title)#11: 63.3333
// expect-height Text("What's the point?").font(.title)#12: 69.3333

// The height law at every Dynamic Type size: title is 25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53,
// 58 points (Apple's table), one line is size × 2444 / 2048, rounded up to the 3× grid.
VStack(spacing: 0) {
    Text("What's the point?").font(.title).lineLimit(1).dynamicTypeSize(.xSmall)
    Text("What's the point?").font(.title).lineLimit(1).dynamicTypeSize(.small)
    Text("What's the point?").font(.title).lineLimit(1).dynamicTypeSize(.medium)
    Text("What's the point?").font(.title).lineLimit(1).dynamicTypeSize(.large)
    Text("What's the point?").font(.title).lineLimit(1).dynamicTypeSize(.xLarge)
    Text("What's the point?").font(.title).lineLimit(1).dynamicTypeSize(.xxLarge)
    Text("What's the point?").font(.title).lineLimit(1).dynamicTypeSize(.xxxLarge)
    Text("What's the point?").font(.title).lineLimit(1).dynamicTypeSize(.accessibility1)
    Text("What's the point?").font(.title).lineLimit(1).dynamicTypeSize(.accessibility2)
    Text("What's the point?").font(.title).lineLimit(1).dynamicTypeSize(.accessibility3)
    Text("What's the point?").font(.title).lineLimit(1).dynamicTypeSize(.accessibility4)
    Text("What's the point?").font(.title).lineLimit(1).dynamicTypeSize(.accessibility5)
}
