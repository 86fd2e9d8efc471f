// source: vjr2005/Challenge (github.com/vjr2005/Challenge, commit 69e32797): swift-snapshot-testing reference `__Snapshots__/DSSpacingSnapshotTests/spacingInContext.1.png` of DSSpacingSnapshotTests.spacingInContext, 960×820 px at 3x (iPhone 17 Pro); a VStack with spacing 16 (spacing.lg) of four leading VStacks (spacing 4, spacing.xs) of a label in .system(.caption, design: .rounded, weight: .semibold) and an HStack (spacing 2, 8, 12 or 16) of four 40 × 30 rounded rectangles
// truth: measured (a reference PNG recorded on an iOS simulator by the repository's snapshot test: its pixel size / 3 is the view's size under a 0 × 0 proposal, rounded up to the pixel)
// url: https://github.com/vjr2005/Challenge/blob/69e327976cd9ea89097581b367648fcdeb2dcb78/Libraries/DesignSystem/Tests/Snapshots/Theme/DSSpacingSnapshotTests.swift#L68
// proposal: 0x0
// scale: 3
// shaping: harfbuzz
// expect-size background(Color.gray): 320 273.33
// tolerance: 0.34

// Four label-over-row blocks, a caption line (14.33), 4 and 30, 16 apart: 4 × 48.33 + 3 × 16 + 32.
VStack(spacing: 16) {
    ForEach([("xxs (2pt)", 2), ("sm (8pt)", 8), ("md (12pt)", 12), ("lg (16pt)", 16)], id: \.0) { row in
        VStack(alignment: .leading, spacing: 4) {
            Text(row.0)
                .font(.system(.caption, design: .rounded, weight: .semibold))
            HStack(spacing: CGFloat(row.1)) {
                ForEach(0..<4, id: \.self) { _ in
                    RoundedRectangle(cornerRadius: 4)
                        .fill(Color.blue)
                        .frame(width: 40, height: 30)
                }
            }
        }
    }
}
.padding()
.frame(width: 320)
.background(Color.gray)
