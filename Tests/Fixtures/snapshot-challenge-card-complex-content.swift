// source: vjr2005/Challenge (github.com/vjr2005/Challenge, commit 69e32797): swift-snapshot-testing reference `__Snapshots__/ViewDesignSystemSnapshotTests/dsCardWithComplexContent.1.png` of ViewDesignSystemSnapshotTests.dsCardWithComplexContent, 960×495 px at 3x (iPhone 17 Pro); the card treatment: padding 16 (spacing.lg), a background, a 16-point rounded clip (cornerRadius.lg), compositingGroup and the small shadow (radius 8, y 2), on a leading VStack with spacing 8 (spacing.sm) of a headline title, a body description and a full-width primary button (headline, padding 16 × 12, frame(maxWidth: .infinity))
// truth: measured (a reference PNG recorded on an iOS simulator by the repository's snapshot test: its pixel size / 3 is the view's size under a 0 × 0 proposal, rounded up to the pixel)
// url: https://github.com/vjr2005/Challenge/blob/69e327976cd9ea89097581b367648fcdeb2dcb78/Libraries/DesignSystem/Tests/Snapshots/Extensions/ViewDesignSystemSnapshotTests.swift#L100
// proposal: 0x0
// scale: 3
// shaping: harfbuzz
// expect-size background(Color.white): 320 165
// tolerance: 0.34

// A card holding title, one-line description and a 44.33-high primary button: 20.33 + 8 + 20.33 + 8 + 44.33, plus 2 × 16 of card and 2 × 16 of outer padding.
VStack(alignment: .leading, spacing: 8) {
    Text("Card Title")
        .font(.system(.headline, design: .rounded, weight: .semibold))
    Text("This is a description inside the card.")
        .font(.system(.body, design: .rounded))
    Button(action: {}) {
        HStack(spacing: 8) {
            Text("Action")
        }
        .font(.system(.headline, design: .rounded, weight: .semibold))
        .foregroundStyle(Color.white)
        .padding(.horizontal, 16)
        .padding(.vertical, 12)
        .frame(maxWidth: .infinity)
        .background(Color.black)
        .clipShape(RoundedRectangle(cornerRadius: 12))
    }
}
.padding(16)
.background(Color.gray)
.clipShape(RoundedRectangle(cornerRadius: 16))
.compositingGroup()
.shadow(color: .black.opacity(0.05), radius: 8, x: 0, y: 2)
.padding()
.frame(width: 320)
.background(Color.white)
