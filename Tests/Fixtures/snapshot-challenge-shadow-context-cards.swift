// source: vjr2005/Challenge (github.com/vjr2005/Challenge, commit 69e32797): swift-snapshot-testing reference `__Snapshots__/DSShadowSnapshotTests/shadowCardContext.1.png` of DSShadowSnapshotTests.shadowCardContext, 960×1276 px at 3x (iPhone 17 Pro); a VStack with spacing 24 (spacing.xxl) of four cards, padded 20 (spacing.xl); a card is a leading VStack with spacing 8 of a title in .system(.headline, design: .rounded) and a description in .system(.subheadline, design: .rounded), framed to maxWidth .infinity (leading), padded 16, with a background, a 12-point rounded clip and a shadow
// truth: measured (a reference PNG recorded on an iOS simulator by the repository's snapshot test: its pixel size / 3 is the view's size under a 0 × 0 proposal, rounded up to the pixel)
// url: https://github.com/vjr2005/Challenge/blob/69e327976cd9ea89097581b367648fcdeb2dcb78/Libraries/DesignSystem/Tests/Snapshots/Theme/DSShadowSnapshotTests.swift#L79
// proposal: 0x0
// scale: 3
// shaping: harfbuzz
// expect-size background(Color.gray): 320 425.33
// tolerance: 0.34

// Four cards of a headline line (20.33), 8 and a subheadline line (18) padded 16, 24 apart inside 20: 4 × 78.33 + 3 × 24 + 40.
VStack(spacing: 24) {
    ForEach(["Flat Card", "Subtle Elevation", "Standard Card", "Floating Element"], id: \.self) { title in
        VStack(alignment: .leading, spacing: 8) {
            Text(title)
                .font(.system(.headline, design: .rounded))
            Text("Description text for the card content.")
                .font(.system(.subheadline, design: .rounded))
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .padding()
        .background(Color.white)
        .clipShape(RoundedRectangle(cornerRadius: 12))
        .shadow(color: .black.opacity(0.08), radius: 12, x: 0, y: 4)
    }
}
.padding(20)
.frame(width: 320)
.background(Color.gray)
