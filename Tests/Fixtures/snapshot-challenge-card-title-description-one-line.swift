// source: vjr2005/Challenge (github.com/vjr2005/Challenge, commit 69e32797): swift-snapshot-testing reference `__Snapshots__/DSCardSnapshotTests/basicCard.1.png` of DSCardSnapshotTests.basicCard, 960×338 px at 3x (iPhone 17 Pro); the card treatment: padding 16 (spacing.lg), a background, a 16-point rounded clip (cornerRadius.lg), compositingGroup and the small shadow (radius 8, y 2), around a leading VStack with spacing 8 of the title "Card Title" in the headline style (.system(.headline, design: .rounded, weight: .semibold)) and a 52-character description in the body style (.system(.body, design: .rounded)); the PNG shows the description truncated to one line with an ellipsis
// truth: measured (a reference PNG recorded on an iOS simulator by the repository's snapshot test: its pixel size / 3 is the view's size under a 0 × 0 proposal, rounded up to the pixel)
// url: https://github.com/vjr2005/Challenge/blob/69e327976cd9ea89097581b367648fcdeb2dcb78/Libraries/DesignSystem/Tests/Snapshots/Organisms/DSCardSnapshotTests.swift#L32
// proposal: 0x0
// scale: 3
// shaping: harfbuzz
// expect-size background(Color.white): 320 112.67
// tolerance: 0.34

// Proposed a height of 0, the long description keeps a single truncated line: 20.33 + 8 + 20.33 inside 2 × 16 of card padding and 2 × 16 of outer padding.
VStack(alignment: .leading, spacing: 8) {
    Text("Card Title")
        .font(.system(.headline, design: .rounded, weight: .semibold))
    Text("This is the card content with some description text.")
        .font(.system(.body, design: .rounded))
}
.padding(16)
.background(Color.gray)
.clipShape(RoundedRectangle(cornerRadius: 16))
.compositingGroup()
.shadow(color: .black.opacity(0.05), radius: 8, x: 0, y: 2)
.padding()
.frame(width: 320)
.background(Color.white)
