// source: bradleymackey/vault-ios (github.com/bradleymackey/vault-ios, commit 0c43829f): swift-snapshot-testing reference `Vault/Tests/VaultiOSTests/__Snapshots__/BackupImportCodeStateVisualizerViewSnapshotTests/single_notScanned.1.png` (and `single_scanned.1.png`, whose symbol is only dimmed): one `qrcode` symbol at `.font(.system(size: 28))`, with an overlay that draws only, in a `LazyVGrid` of one adaptive column (minimum 30, maximum 40) framed 300 wide, snapshotted with `.image`: 900×90 px at 3x, so the symbol is 30 points tall at 28 points
// truth: measured (a reference PNG recorded on an iOS simulator by the repository's snapshot test: its pixel size / 3 is the view's size under a 0 × 0 proposal, rounded up to the pixel)
// url: https://github.com/bradleymackey/vault-ios/blob/0c43829f5bb7ec32088213a9e78f200ab63e5396/Vault/Tests/VaultiOSTests/BackupImportCodeStateVisualizerViewSnapshotTests.swift
// proposal: 0x0
// expect-size frame(width: 300): 300 30
// tolerance: 0.34

// One grid row of one symbol: the row is the symbol's height, 30 at 28 points (a line of 28-point
// text is 33.41, the square rule's height, 3.41 too tall).
LazyVGrid(columns: [GridItem(.adaptive(minimum: 30, maximum: 40))], spacing: 8) {
    Image(systemName: "qrcode")
        .font(.system(size: 28))
}
.frame(width: 300)
