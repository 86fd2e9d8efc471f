// source: vjr2005/Challenge (github.com/vjr2005/Challenge, commit 69e32797): swift-snapshot-testing reference `__Snapshots__/DSTypographySnapshotTests/typographyHierarchy.1.png` of DSTypographySnapshotTests.typographyHierarchy, 960×599 px at 3x (iPhone 17 Pro); a leading VStack with spacing 12 (spacing.md) of a page title in .system(.largeTitle, design: .rounded, weight: .bold), a section header in .system(.title2, design: .rounded, weight: .semibold), a 63-character sentence in .system(.body, design: .rounded), a line in .system(.subheadline, design: .serif) and a date line in .system(.caption, design: .rounded); framed to width 320 (leading)
// truth: measured (a reference PNG recorded on an iOS simulator by the repository's snapshot test: its pixel size / 3 is the view's size under a 0 × 0 proposal, rounded up to the pixel)
// url: https://github.com/vjr2005/Challenge/blob/69e327976cd9ea89097581b367648fcdeb2dcb78/Libraries/DesignSystem/Tests/Snapshots/Theme/DSTypographySnapshotTests.swift#L158
// proposal: 0x0
// scale: 3
// shaping: harfbuzz
// expect-size background(Color.white): 320 199.67
// tolerance: 0.34

// Proposed a height of 0, the body sentence that would wrap at 288 points keeps one truncated line: five single lines 12 apart, padded 16.
VStack(alignment: .leading, spacing: 12) {
    Text("Page Title")
        .font(.system(.largeTitle, design: .rounded, weight: .bold))
    Text("Section Header")
        .font(.system(.title2, design: .rounded, weight: .semibold))
    Text("This is the main body text that provides detailed information.")
        .font(.system(.body, design: .rounded))
    Text("Additional context in subheadline")
        .font(.system(.subheadline, design: .serif))
    Text("Last updated: 2024-01-15")
        .font(.system(.caption, design: .rounded))
}
.padding()
.frame(width: 320, alignment: .leading)
.background(Color.white)
