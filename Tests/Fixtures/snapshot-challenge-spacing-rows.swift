// source: vjr2005/Challenge (github.com/vjr2005/Challenge, commit 69e32797): swift-snapshot-testing reference `__Snapshots__/DSSpacingSnapshotTests/spacingGallery.1.png` of DSSpacingSnapshotTests.spacingGallery, 960×828 px at 3x (iPhone 17 Pro); a leading VStack with spacing 12 (spacing.md) of eight rows; a row is an HStack with spacing 12 of the token name in .system(.footnote, design: .monospaced) framed to width 40, a rectangle of the token's width (2 to 32) and height 20, the value in .system(.caption, design: .monospaced), and a Spacer
// truth: measured (a reference PNG recorded on an iOS simulator by the repository's snapshot test: its pixel size / 3 is the view's size under a 0 × 0 proposal, rounded up to the pixel)
// url: https://github.com/vjr2005/Challenge/blob/69e327976cd9ea89097581b367648fcdeb2dcb78/Libraries/DesignSystem/Tests/Snapshots/Theme/DSSpacingSnapshotTests.swift#L30
// proposal: 0x0
// scale: 3
// shaping: harfbuzz
// expect-size background(Color.gray): 320 276
// tolerance: 0.34

// Eight rows as high as their 20-point bars (taller than a footnote line), 12 apart: 8 × 20 + 7 × 12 + 32.
VStack(alignment: .leading, spacing: 12) {
    ForEach([("xxs", 2), ("xs", 4), ("sm", 8), ("md", 12), ("lg", 16), ("xl", 20), ("xxl", 24), ("xxxl", 32)], id: \.0) { row in
        HStack(spacing: 12) {
            Text(row.0)
                .font(.system(.footnote, design: .monospaced))
                .frame(width: 40, alignment: .leading)
            Rectangle()
                .fill(Color.blue)
                .frame(width: CGFloat(row.1), height: 20)
            Text("\(row.1)pt")
                .font(.system(.caption, design: .monospaced))
            Spacer()
        }
    }
}
.padding()
.frame(width: 320)
.background(Color.gray)
