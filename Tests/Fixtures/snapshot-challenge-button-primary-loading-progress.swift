// source: vjr2005/Challenge (github.com/vjr2005/Challenge, commit 69e32797): swift-snapshot-testing reference `__Snapshots__/DSButtonSnapshotTests/primaryButtonLoading.1.png` of DSButtonSnapshotTests.primaryButtonLoading, 960×229 px at 3x (iPhone 17 Pro); the design system's button: an HStack with spacing 8 (spacing.sm) of an optional icon (or a ProgressView while loading) and the title, in the headline style .system(.headline, design: .rounded, weight: .semibold); loading, the icon's place holds a tinted ProgressView and the button is disabled; the PNG is as high as the button without icon
// truth: measured (a reference PNG recorded on an iOS simulator by the repository's snapshot test: its pixel size / 3 is the view's size under a 0 × 0 proposal, rounded up to the pixel)
// url: https://github.com/vjr2005/Challenge/blob/69e327976cd9ea89097581b367648fcdeb2dcb78/Libraries/DesignSystem/Tests/Snapshots/Atoms/DSButtonSnapshotTests.swift#L38
// proposal: 0x0
// scale: 3
// shaping: harfbuzz
// expect-size frame(width: 320): 320 76.33
// tolerance: 0.34

// A circular ProgressView beside a headline line is no taller than the line: the loading button is as high as the plain one.
Button(action: {}) {
    HStack(spacing: 8) {
        ProgressView()
            .tint(Color.white)
        Text("Loading")
    }
    .font(.system(.headline, design: .rounded, weight: .semibold))
    .foregroundStyle(Color.white)
    .padding(.horizontal, 16)
    .padding(.vertical, 12)
    .frame(maxWidth: .infinity)
    .background(Color.black)
    .clipShape(RoundedRectangle(cornerRadius: 12))
}
.disabled(true)
.padding()
.frame(width: 320)
