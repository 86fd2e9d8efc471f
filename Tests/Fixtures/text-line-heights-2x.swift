// source: pointfreeco/swift-snapshot-testing, the same testTraits.ipad-pro-11.txt at commit 401c37a9 (the parent of fb70100e, which moved the suite from an iPhone Xʀ, 2×, to an iPhone 11 Pro Max, 3×): "the" in .body at 25 × 20.5, "What's" in .headline at 55.5 × 20.5, "?" in .subheadline at 7.5 × 18; the widths are SF Pro's, checked where SF Pro is installed
// truth: measured (UIKit view-hierarchy dump of labels in the text styles' fonts on a 2× device)
// url: https://github.com/pointfreeco/swift-snapshot-testing/blob/401c37a90360e4c863eb08805d41ca36aab176c0/Tests/SnapshotTestingTests/__Snapshots__/SnapshotTestingTests/testTraits.ipad-pro-11.txt
// shaping: harfbuzz
// proposal: 390x844
// scale: 2
// expect-width Text("the"): 25
// expect-height Text("the"): 20.5
// expect-width Text("What's").font(.headline): 55.5
// expect-height Text("What's").font(.headline): 20.5
// expect-width Text("?").font(.subheadline): 7.5
// expect-height Text("?").font(.subheadline): 18

// The same lines on the 2× grid: 20.287 → 20.5.
VStack {
    Text("the")
    Text("What's").font(.headline)
    Text("?").font(.subheadline)
}
