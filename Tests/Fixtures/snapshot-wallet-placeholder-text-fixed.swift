// source: blockchain/My-Wallet-V3-iOS (github.com/blockchain/My-Wallet-V3-iOS, commit 68b535f2): swift-snapshot-testing reference `__Snapshots__/View+ShimmerTests/testShimmerDisabled.1.png` of ViewShimmerTests.testShimmerDisabled, 270×61 px at 3x; a single-line Text at the default body font, fixedSize(), with a shimmer modifier that is disabled (so it passes the text through unchanged)
// truth: measured (a reference PNG recorded on an iOS simulator by the repository's snapshot test: its pixel size / 3 is the view's size under a 0 × 0 proposal, rounded up to the pixel)
// url: https://github.com/blockchain/My-Wallet-V3-iOS/blob/68b535f2637a22f54a10ac049abd214518b31b85/Modules/UIComponents/UIComponentsKitTests/View+ShimmerTests.swift
// proposal: 0x0
// shaping: harfbuzz
// expect-height fixedSize(): 20.33
// tolerance: 0.34

// One body-font line is 20.33 tall; the width (90 on the device) depends on SF Pro's advances.
Text("Placeholder")
    .fixedSize()
