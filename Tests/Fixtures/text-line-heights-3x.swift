// source: pointfreeco/swift-snapshot-testing, Tests/SnapshotTestingTests/__Snapshots__/SnapshotTestingTests/testTraits.ipad-pro-11.txt (commit 6bb6c9ae, recorded on a 3× simulator): a recursiveDescription of UILabels in the preferred fonts at the Large content size, "the" in .body at frame size 25 × 20.3333, "What's" in .headline at 55.6667 × 20.3333, "?" in .subheadline at 7.66667 × 18; SwiftUI sizes Text as UIKit draws it, rounded up to the pixel (OpenSwiftUI Text+StringDrawingContext.swift, commit 069dd80b); the widths are SF Pro's, checked where SF Pro is installed
// truth: measured (UIKit view-hierarchy dump of labels in the text styles' fonts on a 3× device)
// url: https://github.com/pointfreeco/swift-snapshot-testing/blob/6bb6c9ae9970387eeb4b8394c34bd8c350030500/Tests/SnapshotTestingTests/__Snapshots__/SnapshotTestingTests/testTraits.ipad-pro-11.txt
// shaping: harfbuzz
// proposal: 390x844
// scale: 3
// expect-width Text("the"): 25
// expect-height Text("the"): 20.3333
// expect-width Text("What's").font(.headline): 55.6667
// expect-height Text("What's").font(.headline): 20.3333
// expect-width Text("?").font(.subheadline): 7.66667
// expect-height Text("?").font(.subheadline): 18

// One line of 17-point text is 17 × 2444 / 2048 = 20.287 high, 20.333 on the 3× grid; 15-point, 17.9 → 18.
VStack {
    Text("the")
    Text("What's").font(.headline)
    Text("?").font(.subheadline)
}
