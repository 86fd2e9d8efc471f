// source: vjr2005/Challenge (github.com/vjr2005/Challenge, commit 69e32797): swift-snapshot-testing reference `__Snapshots__/DSTypographySnapshotTests/typographyWithLabels.1.png` of DSTypographySnapshotTests.typographyWithLabels, 1080×1212 px at 3x (iPhone 17 Pro); a leading VStack with spacing 16 (spacing.lg) of ten rows; a row is an HStack aligned .firstTextBaseline of the style name in .system(.caption, design: .monospaced) framed to width 90 (leading), "Sample Text" in the style (as in typographyGallery) and a Spacer; framed to width 360 (leading)
// truth: measured (a reference PNG recorded on an iOS simulator by the repository's snapshot test: its pixel size / 3 is the view's size under a 0 × 0 proposal, rounded up to the pixel)
// url: https://github.com/vjr2005/Challenge/blob/69e327976cd9ea89097581b367648fcdeb2dcb78/Libraries/DesignSystem/Tests/Snapshots/Theme/DSTypographySnapshotTests.swift#L87
// proposal: 0x0
// scale: 3
// shaping: harfbuzz
// expect-size background(Color.white): 360 404
// tolerance: 0.34

// Rows aligned on their first baselines: each is as high as the larger text's line plus whatever the small caption label hangs below the baseline beyond it.
VStack(alignment: .leading, spacing: 16) {
    ForEach([
        ("largeTitle", Font.system(.largeTitle, design: .rounded, weight: .bold)),
        ("title", Font.system(.title, design: .rounded, weight: .bold)),
        ("title2", Font.system(.title2, design: .rounded, weight: .semibold)),
        ("title3", Font.system(.title3, design: .rounded, weight: .semibold)),
        ("headline", Font.system(.headline, design: .rounded, weight: .semibold)),
        ("body", Font.system(.body, design: .rounded)),
        ("subheadline", Font.system(.subheadline, design: .serif)),
        ("footnote", Font.system(.footnote, design: .rounded)),
        ("caption", Font.system(.caption, design: .rounded)),
        ("caption2", Font.system(.caption2, design: .monospaced))
    ], id: \.0) { row in
        HStack(alignment: .firstTextBaseline) {
            Text(row.0)
                .font(.system(.caption, design: .monospaced))
                .frame(width: 90, alignment: .leading)
            Text("Sample Text")
                .font(row.1)
            Spacer()
        }
    }
}
.padding()
.frame(width: 360, alignment: .leading)
.background(Color.white)
