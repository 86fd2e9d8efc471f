// source: blockchain/My-Wallet-V3-iOS (github.com/blockchain/My-Wallet-V3-iOS, commit 68b535f2): swift-snapshot-testing reference `__Snapshots__/View+IfTests/testIfThen.1.png` of ViewIfTests.testIfThen, 30×30 px at 3x; a Rectangle filled green by a conditional modifier whose condition is true, then fixedSize(): the shape's ideal size is 10 × 10
// truth: measured (a reference PNG recorded on an iOS simulator by the repository's snapshot test: its pixel size / 3 is the view's size under a 0 × 0 proposal, rounded up to the pixel)
// url: https://github.com/blockchain/My-Wallet-V3-iOS/blob/68b535f2637a22f54a10ac049abd214518b31b85/Modules/BlockchainComponentLibrary/Tests/BlockchainComponentLibraryTests/Utilities/View+IfTests.swift
// proposal: 0x0
// expect-size fixedSize(): 10 10
// tolerance: 0.34

// The true branch of the conditional: the fill keeps the shape's 10 × 10 ideal size.
Rectangle()
    .fill(Color.green)
    .fixedSize()
