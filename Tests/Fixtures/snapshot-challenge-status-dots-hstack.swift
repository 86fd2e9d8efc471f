// source: vjr2005/Challenge (github.com/vjr2005/Challenge, commit 69e32797): swift-snapshot-testing reference `__Snapshots__/DSStatusIndicatorSnapshotTests/largeSize.1.png` of DSStatusIndicatorSnapshotTests.largeSize, 312×144 px at 3x (iPhone 17 Pro); three indicators (filled circles framed to the given size, here 16) in an HStack with spacing 12 (spacing.md); the same row at size 8 (smallSize) is 240×120 px and at the default 12 (defaultSize) 276×132 px
// truth: measured (a reference PNG recorded on an iOS simulator by the repository's snapshot test: its pixel size / 3 is the view's size under a 0 × 0 proposal, rounded up to the pixel)
// url: https://github.com/vjr2005/Challenge/blob/69e327976cd9ea89097581b367648fcdeb2dcb78/Libraries/DesignSystem/Tests/Snapshots/Atoms/DSStatusIndicatorSnapshotTests.swift#L73
// proposal: 0x0
// scale: 3
// expect-size padding(): 104 48
// tolerance: 0.34

// Three 16-point circles 12 apart, padded 16: 3 × 16 + 2 × 12 + 32 wide, 16 + 32 high.
HStack(spacing: 12) {
    Circle().fill(Color.green).frame(width: 16, height: 16)
    Circle().fill(Color.red).frame(width: 16, height: 16)
    Circle().fill(Color.gray).frame(width: 16, height: 16)
}
.padding()
