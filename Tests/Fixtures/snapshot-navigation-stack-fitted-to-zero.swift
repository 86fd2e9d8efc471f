// source: mmgoncalves/cstv (github.com/mmgoncalves/cstv, commit 6d9c806f): swift-snapshot-testing reference `CSTVTests/Features/MatchList/View/__Snapshots__/MatchListViewTests/testLoadingView.1.png` of `NavigationStack { ZStack { a loading view }.background(…) }` snapshotted with `.image`: 1179×2556 px at 3x, 393 × 852 points, the whole screen of the iPhone 15 or 16 simulator it was recorded on (2023, iOS 17); the same suite's `.frame(width: 60, height: 20)` reference is 180×60 px, so the scale is 3
// truth: measured (a reference PNG recorded on an iOS simulator by the repository's snapshot test: `.image` fits the view to a 0 × 0 proposal, `UIHostingController.sizeThatFits(in: .zero)`)
// disagrees: a NavigationStack fitted to 0 × 0 answers its screen's size on the device, where ltrace's takes the 0 × 0 it is proposed (a fitted recording has no screen); the rule needs the screen the proposal came from, which ltrace's passes have only on a device
// url: https://github.com/mmgoncalves/cstv/blob/6d9c806f18a00217d4cb7be88a19a796523bf4da/CSTVTests/Features/MatchList/View/MatchListViewTests.swift
// url: https://github.com/mmgoncalves/cstv/blob/6d9c806f18a00217d4cb7be88a19a796523bf4da/CSTV/Features/MatchList/View/MatchListView.swift
// proposal: 0x0
// scale: 3
// expect-size NavigationStack: 393 852

// A navigation stack fitted to nothing: the device gave it the whole screen.
NavigationStack {
    ZStack {
        ProgressView()
    }
    .background(Color.black)
}
