// source: vjr2005/Challenge (github.com/vjr2005/Challenge, commit 69e32797): swift-snapshot-testing reference `__Snapshots__/DSBadgeSnapshotTests/doubleDigit.1.png` of DSBadgeSnapshotTests.doubleDigit, 155×153 px at 3x (iPhone 17 Pro); the badge is an overlay (alignment .topTrailing) of the count in caption2 monospaced bold, padded 2 (spacing.xxs) horizontally, framed to a minimum of 12 × 12 (dimensions.sm), clipped to a capsule and offset by (4, -4) (spacing.xs); the references noBadge (count 0, no overlay) and singleDigit are 155×153 px too
// truth: measured (a reference PNG recorded on an iOS simulator by the repository's snapshot test: its pixel size / 3 is the view's size under a 0 × 0 proposal, rounded up to the pixel)
// url: https://github.com/vjr2005/Challenge/blob/69e327976cd9ea89097581b367648fcdeb2dcb78/Libraries/DesignSystem/Tests/Snapshots/Atoms/DSBadgeSnapshotTests.swift#L36
// proposal: 0x0
// scale: 3
// shaping: harfbuzz
// expect-size padding(): 51.67 51
// tolerance: 0.34

// The count badge is an overlay, so it adds nothing: the size is the filter symbol at the body font (19.67 × 19, a measured symbol) plus the 16-point padding.
Image(systemName: "line.3.horizontal.decrease.circle")
    .overlay(alignment: .topTrailing) {
        Text("12")
            .font(.system(.caption2, design: .monospaced).bold())
            .foregroundStyle(Color.white)
            .padding(.horizontal, 2)
            .frame(minWidth: 12, minHeight: 12)
            .background(Color.black)
            .clipShape(Capsule())
            .offset(x: 4, y: -4)
    }
    .padding()
