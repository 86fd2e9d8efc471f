// source: vjr2005/Challenge (github.com/vjr2005/Challenge, commit 69e32797): swift-snapshot-testing reference `__Snapshots__/DSStatusIndicatorSnapshotTests/allStatusGallery.1.png` of DSStatusIndicatorSnapshotTests.allStatusGallery, 336×276 px at 3x (iPhone 17 Pro); an HStack with spacing 16 (spacing.lg) of one VStack (spacing 8, spacing.sm) per status (alive, dead, unknown) holding circles of 8, 12 (the default) and 16 and the status name capitalised in the caption style .system(.caption, design: .rounded); the PNG, drawn in the fitted 112 × 92, shows each caption as an ellipsis overflowing below the circles
// truth: measured (a reference PNG recorded on an iOS simulator by the repository's snapshot test: its pixel size / 3 is the view's size under a 0 × 0 proposal, rounded up to the pixel)
// url: https://github.com/vjr2005/Challenge/blob/69e327976cd9ea89097581b367648fcdeb2dcb78/Libraries/DesignSystem/Tests/Snapshots/Atoms/DSStatusIndicatorSnapshotTests.swift#L94
// proposal: 0x0
// scale: 3
// shaping: harfbuzz
// expect-size padding(): 112 92
// tolerance: 0.34

// Under the 0 × 0 proposal each column is proposed no width, so its caption answers 0 × 0: the columns are the 16-point circles' width, and the height is 8 + 12 + 16 and three spacings of 8, as if the captions were empty.
HStack(spacing: 16) {
    ForEach(["Alive", "Dead", "Unknown"], id: \.self) { name in
        VStack(spacing: 8) {
            Circle().fill(Color.green).frame(width: 8, height: 8)
            Circle().fill(Color.green).frame(width: 12, height: 12)
            Circle().fill(Color.green).frame(width: 16, height: 16)
            Text(name)
                .font(.system(.caption, design: .rounded))
        }
    }
}
.padding()
