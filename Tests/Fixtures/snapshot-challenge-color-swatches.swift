// source: vjr2005/Challenge (github.com/vjr2005/Challenge, commit 69e32797): swift-snapshot-testing reference `__Snapshots__/DSColorPaletteSnapshotTests/textColors.1.png` of DSColorPaletteSnapshotTests.textColors, 900×648 px at 3x (iPhone 17 Pro); a VStack with spacing 8 (spacing.sm) of swatch rows; a row is an HStack (default spacing) of a 40 × 40 rounded rectangle (radius 8, cornerRadius.sm) with a 1-point stroked overlay, the token name in .system(.footnote, design: .monospaced), and a Spacer; statusColors (4 rows) is 900×648 px too, interactiveColors (3 rows) 900×504 px, separatorColors (2 rows) 900×360 px
// truth: measured (a reference PNG recorded on an iOS simulator by the repository's snapshot test: its pixel size / 3 is the view's size under a 0 × 0 proposal, rounded up to the pixel)
// url: https://github.com/vjr2005/Challenge/blob/69e327976cd9ea89097581b367648fcdeb2dcb78/Libraries/DesignSystem/Tests/Snapshots/Theme/DSColorPaletteSnapshotTests.swift#L59
// proposal: 0x0
// scale: 3
// shaping: harfbuzz
// expect-size background(Color.gray.opacity(0.3)): 300 216
// tolerance: 0.34

// Four 40-point swatch rows 8 apart in a 300-point frame: the footnote text is shorter than the swatch, so 4 × 40 + 3 × 8 + 32.
VStack(spacing: 8) {
    ForEach(["textPrimary", "textSecondary", "textTertiary", "textInverted"], id: \.self) { name in
        HStack {
            RoundedRectangle(cornerRadius: 8)
                .fill(Color.blue)
                .frame(width: 40, height: 40)
                .overlay(
                    RoundedRectangle(cornerRadius: 8)
                        .stroke(Color.gray.opacity(0.3), lineWidth: 1)
                )
            Text(name)
                .font(.system(.footnote, design: .monospaced))
            Spacer()
        }
    }
}
.padding()
.frame(width: 300)
.background(Color.gray.opacity(0.3))
