// source: vjr2005/Challenge (github.com/vjr2005/Challenge, commit 69e32797): swift-snapshot-testing reference `__Snapshots__/DSInfoRowSnapshotTests/defaultInfoRow.1.png` of DSInfoRowSnapshotTests.defaultInfoRow, 960×206 px at 3x (iPhone 17 Pro); the info row is an HStack with spacing 12 (spacing.md) of the symbol in the body style (.system(.body, design: .rounded)) framed to width 24 (spacing.xxl), a leading VStack with spacing 2 (spacing.xxs) of the label in the caption style (.system(.caption, design: .rounded)) and the value in the body style, and a Spacer; infoRowWithCustomIconColor (heart.fill) is 960×206 px too
// truth: measured (a reference PNG recorded on an iOS simulator by the repository's snapshot test: its pixel size / 3 is the view's size under a 0 × 0 proposal, rounded up to the pixel)
// url: https://github.com/vjr2005/Challenge/blob/69e327976cd9ea89097581b367648fcdeb2dcb78/Libraries/DesignSystem/Tests/Snapshots/Molecules/DSInfoRowSnapshotTests.swift#L25
// proposal: 0x0
// scale: 3
// shaping: harfbuzz
// expect-size frame(width: 320): 320 68.67
// tolerance: 0.34

// The row is as high as its two-line text column, a caption line (14.33), 2 and a body line (20.33); the person.fill symbol is shorter.
HStack(spacing: 12) {
    Image(systemName: "person.fill")
        .font(.system(.body, design: .rounded))
        .foregroundStyle(Color.blue)
        .frame(width: 24)
    VStack(alignment: .leading, spacing: 2) {
        Text("Name")
            .font(.system(.caption, design: .rounded))
        Text("Rick Sanchez")
            .font(.system(.body, design: .rounded))
    }
    Spacer()
}
.padding()
.frame(width: 320)
