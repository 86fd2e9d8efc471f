// source: vjr2005/Challenge (github.com/vjr2005/Challenge, commit 69e32797): swift-snapshot-testing reference `__Snapshots__/DSChipGroupSnapshotTests/withSelection.1.png` of DSChipGroupSnapshotTests.withSelection, 960×283 px at 3x (iPhone 17 Pro); the chip group is a leading VStack with spacing 8 (spacing.sm) of a headline title and a horizontal ScrollView (no indicators) of an HStack (spacing 8) of chips; a chip is a plain-style Button around a Text in the subheadline style .system(.subheadline, design: .serif), padded 12 (spacing.md) by 8 (spacing.sm), with a capsule background, a 1-point strokeBorder capsule overlay when not selected and a capsule clip; noSelection is 960×283 px too
// truth: measured (a reference PNG recorded on an iOS simulator by the repository's snapshot test: its pixel size / 3 is the view's size under a 0 × 0 proposal, rounded up to the pixel)
// url: https://github.com/vjr2005/Challenge/blob/69e327976cd9ea89097581b367648fcdeb2dcb78/Libraries/DesignSystem/Tests/Snapshots/Molecules/DSChipGroupSnapshotTests.swift#L47
// proposal: 0x0
// scale: 3
// shaping: harfbuzz
// expect-size frame(width: 320): 320 94.33
// tolerance: 0.34

// A horizontal ScrollView is as high as its content, a chip of one serif subheadline line (18) padded 8 above and below: 20.33 + 8 + 34, plus 2 × 16.
VStack(alignment: .leading, spacing: 8) {
    Text("Status")
        .font(.system(.headline, design: .rounded, weight: .semibold))
    ScrollView(.horizontal, showsIndicators: false) {
        HStack(spacing: 8) {
            ForEach(["Alive", "Dead", "Unknown"], id: \.self) { label in
                Button(action: {}) {
                    Text(label)
                        .font(.system(.subheadline, design: .serif))
                        .foregroundStyle(label == "Alive" ? Color.white : Color.black)
                        .padding(.horizontal, 12)
                        .padding(.vertical, 8)
                        .background(label == "Alive" ? Color.black : Color.clear, in: .capsule)
                        .overlay {
                            if label != "Alive" {
                                Capsule()
                                    .strokeBorder(Color.gray, lineWidth: 1)
                            }
                        }
                        .clipShape(.capsule)
                }
                .buttonStyle(.plain)
            }
        }
    }
}
.padding()
.frame(width: 320)
