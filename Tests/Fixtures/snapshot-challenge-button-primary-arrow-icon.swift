// source: vjr2005/Challenge (github.com/vjr2005/Challenge, commit 69e32797): swift-snapshot-testing reference `__Snapshots__/DSButtonSnapshotTests/primaryButtonWithIcon.1.png` of DSButtonSnapshotTests.primaryButtonWithIcon, 960×229 px at 3x (iPhone 17 Pro); the design system's button: an HStack with spacing 8 (spacing.sm) of an optional icon (or a ProgressView while loading) and the title, in the headline style .system(.headline, design: .rounded, weight: .semibold); the primary variant pads 16 horizontally and 12 vertically and takes frame(maxWidth: .infinity); the icon is arrow.right; the PNG is as high as the button without icon
// truth: measured (a reference PNG recorded on an iOS simulator by the repository's snapshot test: its pixel size / 3 is the view's size under a 0 × 0 proposal, rounded up to the pixel)
// url: https://github.com/vjr2005/Challenge/blob/69e327976cd9ea89097581b367648fcdeb2dcb78/Libraries/DesignSystem/Tests/Snapshots/Atoms/DSButtonSnapshotTests.swift#L29
// proposal: 0x0
// scale: 3
// shaping: harfbuzz
// expect-size frame(width: 320): 320 76.33
// tolerance: 0.34

// An arrow.right symbol beside the title in the headline font is no taller than the text line, so the button keeps the height of the text-only one.
Button(action: {}) {
    HStack(spacing: 8) {
        Image(systemName: "arrow.right")
        Text("With Icon")
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
