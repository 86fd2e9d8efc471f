// source: vjr2005/Challenge (github.com/vjr2005/Challenge, commit 69e32797): swift-snapshot-testing reference `__Snapshots__/DSTypographySnapshotTests/fontDesignComparison.1.png` of DSTypographySnapshotTests.fontDesignComparison, 960×512 px at 3x (iPhone 17 Pro); a leading VStack with spacing 16 (spacing.lg) of three leading VStacks (spacing 4, spacing.xs) of a label in .system(.caption, design: .rounded, weight: .semibold) and "The quick brown fox jumps" in .system(.body, design: .rounded), .system(.subheadline, design: .serif) and .system(.caption2, design: .monospaced)
// truth: measured (a reference PNG recorded on an iOS simulator by the repository's snapshot test: its pixel size / 3 is the view's size under a 0 × 0 proposal, rounded up to the pixel)
// url: https://github.com/vjr2005/Challenge/blob/69e327976cd9ea89097581b367648fcdeb2dcb78/Libraries/DesignSystem/Tests/Snapshots/Theme/DSTypographySnapshotTests.swift#L126
// proposal: 0x0
// scale: 3
// shaping: harfbuzz
// expect-size background(Color.white): 320 170.67
// tolerance: 0.34

// The same sentence in the rounded body, serif subheadline and monospaced caption2 designs, each under a caption label: the line heights of the three designs.
VStack(alignment: .leading, spacing: 16) {
    VStack(alignment: .leading, spacing: 4) {
        Text("Rounded (titles, body)")
            .font(.system(.caption, design: .rounded, weight: .semibold))
        Text("The quick brown fox jumps")
            .font(.system(.body, design: .rounded))
    }
    VStack(alignment: .leading, spacing: 4) {
        Text("Serif (subheadline)")
            .font(.system(.caption, design: .rounded, weight: .semibold))
        Text("The quick brown fox jumps")
            .font(.system(.subheadline, design: .serif))
    }
    VStack(alignment: .leading, spacing: 4) {
        Text("Monospaced (caption2)")
            .font(.system(.caption, design: .rounded, weight: .semibold))
        Text("The quick brown fox jumps")
            .font(.system(.caption2, design: .monospaced))
    }
}
.padding()
.frame(width: 320, alignment: .leading)
.background(Color.white)
