// source: mmgoncalves/cstv (github.com/mmgoncalves/cstv, commit 6d9c806f): swift-snapshot-testing reference `CSTVTests/Features/MatchList/View/__Snapshots__/MatchListViewTests/testLoadingView.1.png` of `NavigationStack { ZStack { a loading view }.background(…) }` snapshotted with `.image`: 1179×2556 px at 3x, 393 × 852 points, the whole screen of the simulator it was recorded on, one of the 393 × 852 iPhones (14 Pro, 15, 15 Pro, 16: the same screen at 3x; committed 2023-08-15, so the iOS 16 SDK or 17's beta); the same suite's `.frame(width: 60, height: 20)` reference is 180×60 px, so the scale is 3
// truth: measured (a reference PNG recorded on an iOS simulator by the repository's snapshot test: `.image` fits the view to a 0 × 0 proposal, `UIHostingController.sizeThatFits(in: .zero)`)
// url: https://github.com/mmgoncalves/cstv/blob/6d9c806f18a00217d4cb7be88a19a796523bf4da/CSTVTests/Features/MatchList/View/MatchListViewTests.swift
// url: https://github.com/mmgoncalves/cstv/blob/6d9c806f18a00217d4cb7be88a19a796523bf4da/CSTV/Features/MatchList/View/MatchListView.swift
// device: iphone-15
// proposal: 0x0
// expect-size NavigationStack: 393 852

// A navigation stack fitted to nothing on a 393 × 852 screen: it answers the screen, as its UIKit
// view's bounds.
NavigationStack {
    ZStack {
        ProgressView()
    }
    .background(Color.black)
}
