// source: vjr2005/Challenge (github.com/vjr2005/Challenge, commit 69e32797): swift-snapshot-testing reference `__Snapshots__/DSButtonSnapshotTests/secondaryButton.1.png` of DSButtonSnapshotTests.secondaryButton, 960×205 px at 3x (iPhone 17 Pro); the design system's button: an HStack with spacing 8 (spacing.sm) of an optional icon (or a ProgressView while loading) and the title, in the headline style .system(.headline, design: .rounded, weight: .semibold); the secondary variant pads 12 (spacing.md) horizontally and 8 (spacing.sm) vertically, has no maximum width and a 1-point stroked rounded rectangle (radius 12) as overlay; tertiaryButton (the same paddings with a tinted background) is 960×205 px too
// truth: measured (a reference PNG recorded on an iOS simulator by the repository's snapshot test: its pixel size / 3 is the view's size under a 0 × 0 proposal, rounded up to the pixel)
// url: https://github.com/vjr2005/Challenge/blob/69e327976cd9ea89097581b367648fcdeb2dcb78/Libraries/DesignSystem/Tests/Snapshots/Atoms/DSButtonSnapshotTests.swift#L49
// proposal: 0x0
// scale: 3
// shaping: harfbuzz
// expect-size frame(width: 320): 320 68.33
// tolerance: 0.34

// An outlined button that hugs its title inside a 320-point frame: the headline line (20.33) plus 2 × 8 of inner and 2 × 16 of outer padding.
Button(action: {}) {
    HStack(spacing: 8) {
        Text("Secondary")
    }
    .font(.system(.headline, design: .rounded, weight: .semibold))
    .foregroundStyle(Color.black)
    .padding(.horizontal, 12)
    .padding(.vertical, 8)
    .frame(maxWidth: nil)
    .background(Color.clear)
    .clipShape(RoundedRectangle(cornerRadius: 12))
    .overlay {
        RoundedRectangle(cornerRadius: 12)
            .stroke(Color.black, lineWidth: 1)
    }
}
.padding()
.frame(width: 320)
