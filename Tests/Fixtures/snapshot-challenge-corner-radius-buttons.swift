// source: vjr2005/Challenge (github.com/vjr2005/Challenge, commit 69e32797): swift-snapshot-testing reference `__Snapshots__/DSCornerRadiusSnapshotTests/cornerRadiusButtonContext.1.png` of DSCornerRadiusSnapshotTests.cornerRadiusButtonContext, 960×640 px at 3x (iPhone 17 Pro); a VStack with spacing 12 (spacing.md) of four rows; a row is an HStack (default spacing) of a label in .system(.caption, design: .monospaced) framed to width 80 (leading), a Text "Button" in .system(.body, design: .rounded, weight: .medium) padded 16 (spacing.lg) horizontally and 8 (spacing.sm) vertically with a background and a rounded clip, and a Spacer
// truth: measured (a reference PNG recorded on an iOS simulator by the repository's snapshot test: its pixel size / 3 is the view's size under a 0 × 0 proposal, rounded up to the pixel)
// url: https://github.com/vjr2005/Challenge/blob/69e327976cd9ea89097581b367648fcdeb2dcb78/Libraries/DesignSystem/Tests/Snapshots/Theme/DSCornerRadiusSnapshotTests.swift#L77
// proposal: 0x0
// scale: 3
// shaping: harfbuzz
// expect-size background(Color.gray): 320 213.33
// tolerance: 0.34

// Four rows as high as their padded body-text pills (20.33 + 16), 12 apart: 4 × 36.33 + 3 × 12 + 32.
VStack(spacing: 12) {
    ForEach(["xs (4pt)", "sm (8pt)", "md (12pt)", "full"], id: \.self) { label in
        HStack {
            Text(label)
                .font(.system(.caption, design: .monospaced))
                .frame(width: 80, alignment: .leading)
            Text("Button")
                .font(.system(.body, design: .rounded, weight: .medium))
                .foregroundStyle(.white)
                .padding(.horizontal, 16)
                .padding(.vertical, 8)
                .background(Color.blue)
                .clipShape(RoundedRectangle(cornerRadius: 8))
            Spacer()
        }
    }
}
.padding()
.frame(width: 320)
.background(Color.gray)
