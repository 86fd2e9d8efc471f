// source: vjr2005/Challenge (github.com/vjr2005/Challenge, commit 69e32797): swift-snapshot-testing reference `__Snapshots__/DSBadgeSnapshotTests/badgeGallery.1.png` of DSBadgeSnapshotTests.badgeGallery, 504×154 px at 3x; four `bell` symbols at the body font in an HStack of spacing 20, padded by 16 (their count badges are overlays, which take no space); each bell's ink spans 57 × 58 px
// truth: measured (a reference PNG recorded on an iOS simulator by the repository's snapshot test: its pixel size / 3 is the view's size under a 0 × 0 proposal, rounded up to the pixel)
// url: https://github.com/vjr2005/Challenge/blob/69e327976cd9ea89097581b367648fcdeb2dcb78/Libraries/DesignSystem/Tests/Snapshots/Atoms/DSBadgeSnapshotTests.swift
// proposal: 0x0
// expect-size padding(): 168 51.33
// tolerance: 0.34

// A bell at body size is 19 × 19.33, not a 20.33 square: 4 × 19 + 3 × 20 + 32 = 168 wide.
HStack(spacing: 20) {
    Image(systemName: "bell")
    Image(systemName: "bell")
    Image(systemName: "bell")
    Image(systemName: "bell")
}
.padding()
