// source: vjr2005/Challenge (github.com/vjr2005/Challenge, commit 69e32797): swift-snapshot-testing reference `__Snapshots__/DSStatusIndicatorSnapshotTests/aliveStatus.1.png` of DSStatusIndicatorSnapshotTests.aliveStatus, 132×132 px at 3x (iPhone 17 Pro); the status indicator is a filled Circle framed to 12 × 12 (dimensions.sm) by default; deadStatus and unknownStatus are 132×132 px too
// truth: measured (a reference PNG recorded on an iOS simulator by the repository's snapshot test: its pixel size / 3 is the view's size under a 0 × 0 proposal, rounded up to the pixel)
// url: https://github.com/vjr2005/Challenge/blob/69e327976cd9ea89097581b367648fcdeb2dcb78/Libraries/DesignSystem/Tests/Snapshots/Atoms/DSStatusIndicatorSnapshotTests.swift#L19
// proposal: 0x0
// scale: 3
// expect-size padding(): 44 44
// tolerance: 0.34

// A fixed 12-point circle with the default 16-point padding on each side.
Circle()
    .fill(Color.green)
    .frame(width: 12, height: 12)
    .padding()
