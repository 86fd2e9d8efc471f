// source: vjr2005/Challenge (github.com/vjr2005/Challenge, commit 69e32797): swift-snapshot-testing reference `__Snapshots__/DSTypographySnapshotTests/typographyGallery.1.png` of DSTypographySnapshotTests.typographyGallery, 960×1101 px at 3x (iPhone 17 Pro); a leading VStack with spacing 12 (spacing.md) of ten one-word Texts in the theme's styles: largeTitle and title rounded bold, title2, title3 and headline rounded semibold, body, footnote and caption rounded, subheadline serif, caption2 monospaced; framed to width 320 (leading)
// truth: measured (a reference PNG recorded on an iOS simulator by the repository's snapshot test: its pixel size / 3 is the view's size under a 0 × 0 proposal, rounded up to the pixel)
// url: https://github.com/vjr2005/Challenge/blob/69e327976cd9ea89097581b367648fcdeb2dcb78/Libraries/DesignSystem/Tests/Snapshots/Theme/DSTypographySnapshotTests.swift#L64
// proposal: 0x0
// scale: 3
// shaping: harfbuzz
// expect-size background(Color.white): 320 367
// tolerance: 0.34

// Ten lines of the rounded, serif and monospaced text styles, 12 apart, padded 16: the sum of their line heights.
VStack(alignment: .leading, spacing: 12) {
    Text("Large Title")
        .font(.system(.largeTitle, design: .rounded, weight: .bold))
    Text("Title")
        .font(.system(.title, design: .rounded, weight: .bold))
    Text("Title 2")
        .font(.system(.title2, design: .rounded, weight: .semibold))
    Text("Title 3")
        .font(.system(.title3, design: .rounded, weight: .semibold))
    Text("Headline")
        .font(.system(.headline, design: .rounded, weight: .semibold))
    Text("Body")
        .font(.system(.body, design: .rounded))
    Text("Subheadline")
        .font(.system(.subheadline, design: .serif))
    Text("Footnote")
        .font(.system(.footnote, design: .rounded))
    Text("Caption")
        .font(.system(.caption, design: .rounded))
    Text("Caption 2")
        .font(.system(.caption2, design: .monospaced))
}
.padding()
.frame(width: 320, alignment: .leading)
.background(Color.white)
