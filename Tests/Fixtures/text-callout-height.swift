// source: pointfreeco/swift-snapshot-testing, testTraits.iphone-8.txt, whose iPhone configurations force the .medium content size (body 16 pt, Sources/SnapshotTesting/Common/View.swift): "the" in .body at 23.6667 × 19.3333 on the 3× suite (HEAD, commit 6bb6c9ae) and 24 × 19.5 on the 2× one (commit 401c37a9); 16 × 2444 / 2048 = 19.094; .callout is 16 pt at the default size (UIFont.preferredFont, zacwest's gist); heights only
// truth: measured (UIKit view-hierarchy dumps of a 16-point label on 3× and 2× devices)
// url: https://github.com/pointfreeco/swift-snapshot-testing/blob/6bb6c9ae9970387eeb4b8394c34bd8c350030500/Tests/SnapshotTestingTests/__Snapshots__/SnapshotTestingTests/testTraits.iphone-8.txt
// device: iphone-se
// expect-height Text("the").font(.callout): 19.5

// On the SE's 2× screen; at 3× the same line is 19.333 (the line-heights fixtures check both grids).
Text("the").font(.callout)
