// source: vjr2005/Challenge (github.com/vjr2005/Challenge, commit 69e32797): swift-snapshot-testing reference `__Snapshots__/DSButtonSnapshotTests/primaryButton.1.png` of DSButtonSnapshotTests.primaryButton, 960×229 px at 3x (iPhone 17 Pro); the design system's button: an HStack with spacing 8 (spacing.sm) of an optional icon (or a ProgressView while loading) and the title, in the headline style .system(.headline, design: .rounded, weight: .semibold); the primary variant pads 16 (spacing.lg) horizontally and 12 (spacing.md) vertically, takes frame(maxWidth: .infinity) and a 12-point rounded clip (cornerRadius.md)
// truth: measured (a reference PNG recorded on an iOS simulator by the repository's snapshot test: its pixel size / 3 is the view's size under a 0 × 0 proposal, rounded up to the pixel)
// url: https://github.com/vjr2005/Challenge/blob/69e327976cd9ea89097581b367648fcdeb2dcb78/Libraries/DesignSystem/Tests/Snapshots/Atoms/DSButtonSnapshotTests.swift#L20
// proposal: 0x0
// scale: 3
// shaping: harfbuzz
// expect-size frame(width: 320): 320 76.33
// tolerance: 0.34

// A full-width filled button in a 320-point frame: one line of rounded semibold headline (20.33) plus 2 × 12 of inner and 2 × 16 of outer padding.
Button(action: {}) {
    HStack(spacing: 8) {
        Text("Primary Button")
    }
    .font(.system(.headline, design: .rounded, weight: .semibold))
    .foregroundStyle(Color.white)
    .padding(.horizontal, 16)
    .padding(.vertical, 12)
    .frame(maxWidth: .infinity)
    .background(Color.black)
    .clipShape(RoundedRectangle(cornerRadius: 12))
}
.padding()
.frame(width: 320)
