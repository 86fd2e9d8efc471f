// source: vjr2005/Challenge (github.com/vjr2005/Challenge, commit 69e32797): swift-snapshot-testing reference `__Snapshots__/DSTextFieldSnapshotTests/withText.1.png` of DSTextFieldSnapshotTests.withText, 960×210 px at 3x (iPhone 17 Pro); the text field is a TextField in the body style .system(.body, design: .rounded), padded 12 (spacing.md) horizontally and 8 (spacing.sm) vertically, with a background, a 12-point rounded clip (cornerRadius.md) and a 1-point stroked outline; emptyWithPlaceholder (no text) is 960×210 px too
// truth: measured (a reference PNG recorded on an iOS simulator by the repository's snapshot test: its pixel size / 3 is the view's size under a 0 × 0 proposal, rounded up to the pixel)
// url: https://github.com/vjr2005/Challenge/blob/69e327976cd9ea89097581b367648fcdeb2dcb78/Libraries/DesignSystem/Tests/Snapshots/Atoms/DSTextFieldSnapshotTests.swift#L37
// proposal: 0x0
// scale: 3
// shaping: harfbuzz
// expect-size frame(width: 320): 320 70
// tolerance: 0.34

// A TextField in the rounded body font is 22 high; with 2 × 8 of inner and 2 × 16 of outer padding the view is 70.
TextField("e.g. Human, Alien...", text: .constant("Human"))
    .font(.system(.body, design: .rounded))
    .padding(.horizontal, 12)
    .padding(.vertical, 8)
    .background(Color.gray)
    .clipShape(RoundedRectangle(cornerRadius: 12))
    .overlay {
        RoundedRectangle(cornerRadius: 12)
            .stroke(Color.gray, lineWidth: 1)
    }
    .padding()
    .frame(width: 320)
