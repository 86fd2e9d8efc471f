// source: vjr2005/Challenge (github.com/vjr2005/Challenge, commit 69e32797): swift-snapshot-testing reference `__Snapshots__/DSCornerRadiusSnapshotTests/cornerRadiusGallery.1.png` of DSCornerRadiusSnapshotTests.cornerRadiusGallery, 960×1224 px at 3x (iPhone 17 Pro); a VStack with spacing 16 (spacing.lg) of seven rows; a row is an HStack with spacing 12 of the token name in .system(.footnote, design: .monospaced) framed to width 40 (leading), a 60 × 40 rounded rectangle, the value ("0pt" … "20pt", "∞") in .system(.caption, design: .monospaced), and a Spacer
// truth: measured (a reference PNG recorded on an iOS simulator by the repository's snapshot test: its pixel size / 3 is the view's size under a 0 × 0 proposal, rounded up to the pixel)
// url: https://github.com/vjr2005/Challenge/blob/69e327976cd9ea89097581b367648fcdeb2dcb78/Libraries/DesignSystem/Tests/Snapshots/Theme/DSCornerRadiusSnapshotTests.swift#L29
// proposal: 0x0
// scale: 3
// shaping: harfbuzz
// expect-size background(Color.gray): 320 408
// tolerance: 0.34

// Seven rows as high as their 40-point rectangles, 16 apart: 7 × 40 + 6 × 16 + 32.
VStack(spacing: 16) {
    ForEach([("zero", "0pt"), ("xs", "4pt"), ("sm", "8pt"), ("md", "12pt"), ("lg", "16pt"), ("xl", "20pt"), ("full", "∞")], id: \.0) { row in
        HStack(spacing: 12) {
            Text(row.0)
                .font(.system(.footnote, design: .monospaced))
                .frame(width: 40, alignment: .leading)
            RoundedRectangle(cornerRadius: 8)
                .fill(Color.blue)
                .frame(width: 60, height: 40)
            Text(row.1)
                .font(.system(.caption, design: .monospaced))
            Spacer()
        }
    }
}
.padding()
.frame(width: 320)
.background(Color.gray)
