// source: vjr2005/Challenge (github.com/vjr2005/Challenge, commit 69e32797): swift-snapshot-testing reference `__Snapshots__/DSButtonSnapshotTests/tertiaryButtonWithIcon.1.png` of DSButtonSnapshotTests.tertiaryButtonWithIcon, 960×209 px at 3x, where the same button without its `gear` is 960×205 px; the button's tinted background spans 113 px (8 + 21.67 + 8 points)
// truth: measured (a reference PNG recorded on an iOS simulator by the repository's snapshot test: its pixel size / 3 is the view's size under a 0 × 0 proposal, rounded up to the pixel)
// url: https://github.com/vjr2005/Challenge/blob/69e327976cd9ea89097581b367648fcdeb2dcb78/Libraries/DesignSystem/Tests/Snapshots/Atoms/DSButtonSnapshotTests.swift
// proposal: 0x0
// shaping: harfbuzz
// expect-size frame(width: 320): 320 69.67
// tolerance: 0.34

// A gear beside semibold headline text is 21.67 high, taller than the text's 20.33 line, so the row grows by 1.33.
HStack(spacing: 8) {
    Image(systemName: "gear")
    Text("With Icon")
}
.font(.system(.headline, design: .rounded, weight: .semibold))
.padding(.horizontal, 16)
.padding(.vertical, 8)
.background(Color.blue.opacity(0.1))
.padding()
.frame(width: 320)
