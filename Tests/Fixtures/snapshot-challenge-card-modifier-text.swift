// source: vjr2005/Challenge (github.com/vjr2005/Challenge, commit 69e32797): swift-snapshot-testing reference `__Snapshots__/ViewDesignSystemSnapshotTests/dsCardDefault.1.png` of ViewDesignSystemSnapshotTests.dsCardDefault, 960×253 px at 3x (iPhone 17 Pro); the card treatment: padding 16 (spacing.lg), a background, a 16-point rounded clip (cornerRadius.lg), compositingGroup and the small shadow (radius 8, y 2), on a Text in the default body font, then padded 16, framed to width 320 and given a background; the same structure with another corner radius or shadow (dsCardCustomCornerRadius, dsCardCustomShadow, dsCardNoShadow, and DSCardSnapshotTests noShadow, smallShadow, mediumShadow, largeShadow) is 960×253 px too, with padding 24 (dsCardCustomPadding) 960×301 px, with padding 20 (dsCardFullCustomization) 960×277 px
// truth: measured (a reference PNG recorded on an iOS simulator by the repository's snapshot test: its pixel size / 3 is the view's size under a 0 × 0 proposal, rounded up to the pixel)
// url: https://github.com/vjr2005/Challenge/blob/69e327976cd9ea89097581b367648fcdeb2dcb78/Libraries/DesignSystem/Tests/Snapshots/Extensions/ViewDesignSystemSnapshotTests.swift#L22
// proposal: 0x0
// scale: 3
// shaping: harfbuzz
// expect-size background(Color.white): 320 84.33
// tolerance: 0.34

// A one-line body Text in a card: 20.33 of line plus 2 × 16 of card padding and 2 × 16 of outer padding; clip, compositing group and shadow take no space.
Text("Card Content")
    .padding(16)
    .background(Color.gray)
    .clipShape(RoundedRectangle(cornerRadius: 16))
    .compositingGroup()
    .shadow(color: .black.opacity(0.05), radius: 8, x: 0, y: 2)
    .padding()
    .frame(width: 320)
    .background(Color.white)
