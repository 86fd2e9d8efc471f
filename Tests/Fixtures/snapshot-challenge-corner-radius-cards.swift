// source: vjr2005/Challenge (github.com/vjr2005/Challenge, commit 69e32797): swift-snapshot-testing reference `__Snapshots__/DSCornerRadiusSnapshotTests/cornerRadiusCardContext.1.png` of DSCornerRadiusSnapshotTests.cornerRadiusCardContext, 960×897 px at 3x (iPhone 17 Pro); a VStack with spacing 16 (spacing.lg) of three leading VStacks (spacing 4, spacing.xs) of a label in .system(.caption, design: .rounded, weight: .semibold) and a rounded rectangle framed to height 60 with a body Text (.system(.body, design: .rounded)) as overlay
// truth: measured (a reference PNG recorded on an iOS simulator by the repository's snapshot test: its pixel size / 3 is the view's size under a 0 × 0 proposal, rounded up to the pixel)
// url: https://github.com/vjr2005/Challenge/blob/69e327976cd9ea89097581b367648fcdeb2dcb78/Libraries/DesignSystem/Tests/Snapshots/Theme/DSCornerRadiusSnapshotTests.swift#L93
// proposal: 0x0
// scale: 3
// shaping: harfbuzz
// expect-size background(Color.gray): 320 299
// tolerance: 0.34

// Three label-over-card blocks: a caption line (14.33), 4 and a 60-point card whose overlaid text adds nothing, 16 apart, plus 32.
VStack(spacing: 16) {
    ForEach(["sm (8pt)", "md (12pt)", "lg (16pt)"], id: \.self) { label in
        VStack(alignment: .leading, spacing: 4) {
            Text(label)
                .font(.system(.caption, design: .rounded, weight: .semibold))
            RoundedRectangle(cornerRadius: 12)
                .fill(Color.gray)
                .frame(height: 60)
                .overlay(
                    Text("Card Content")
                        .font(.system(.body, design: .rounded))
                )
        }
    }
}
.padding()
.frame(width: 320)
.background(Color.gray)
