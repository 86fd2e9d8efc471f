// source: vjr2005/Challenge (github.com/vjr2005/Challenge, commit 69e32797): swift-snapshot-testing reference `__Snapshots__/DSCornerRadiusSnapshotTests/cornerRadiusComparison.1.png` of DSCornerRadiusSnapshotTests.cornerRadiusComparison, 960×298 px at 3x (iPhone 17 Pro); an HStack with spacing 12 (spacing.md) of four VStacks (spacing 4, spacing.xs) of a 50 × 50 rounded rectangle and the token name in .system(.caption2, design: .monospaced); cornerRadiusLargeComparison (three boxes) is 960×298 px too
// truth: measured (a reference PNG recorded on an iOS simulator by the repository's snapshot test: its pixel size / 3 is the view's size under a 0 × 0 proposal, rounded up to the pixel)
// url: https://github.com/vjr2005/Challenge/blob/69e327976cd9ea89097581b367648fcdeb2dcb78/Libraries/DesignSystem/Tests/Snapshots/Theme/DSCornerRadiusSnapshotTests.swift#L46
// proposal: 0x0
// scale: 3
// shaping: harfbuzz
// expect-size background(Color.gray): 320 99.33
// tolerance: 0.34

// Each column is a 50-point box, 4 and one caption2 monospaced line (13.33): 67.33 plus 32 of padding.
HStack(spacing: 12) {
    ForEach(["zero", "xs", "sm", "md"], id: \.self) { name in
        VStack(spacing: 4) {
            RoundedRectangle(cornerRadius: 4)
                .fill(Color.blue)
                .frame(width: 50, height: 50)
            Text(name)
                .font(.system(.caption2, design: .monospaced))
        }
    }
}
.padding()
.frame(width: 320)
.background(Color.gray)
