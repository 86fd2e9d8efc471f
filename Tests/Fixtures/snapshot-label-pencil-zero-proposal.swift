// source: autoreleasefool/approach (github.com/autoreleasefool/approach, tag ios-1.13.0b36, commit 602a33e1): swift-snapshot-testing reference `__Snapshots__/EditButtonTests/snapshotEditButton.1.png` of EditButtonTests.snapshotEditButton, 76×55 px at 3x; the view is a Button whose label is a Label with the title Strings.Action.edit (a generated string whose fallback is "Edit") and the symbol "pencil", in the body style; the PNG shows the symbol alone at the left, its ink 6 px from the left edge and 30 px from the right
// truth: measured (a reference PNG recorded on an iOS simulator by the repository's snapshot test: its pixel size / 3 is the view's size under a 0 × 0 proposal, rounded up to the pixel)
// disagrees: a Label fitted at 0 × 0 is its symbol plus 8 points on the device (the title draws nothing); ltrace makes the symbol a line-high square, as pencil is not in the measured symbol table
// url: https://github.com/autoreleasefool/approach/blob/ios-1.13.0b36/ios/Approach/Tests/ViewsLibraryTests/Buttons/EditButtonTests.swift
// url: https://github.com/autoreleasefool/approach/blob/ios-1.13.0b36/ios/Approach/Sources/ViewsLibrary/Buttons/EditButton.swift
// proposal: 0x0
// scale: 3
// shaping: harfbuzz
// expect-size tint(Color.blue): 25.33 18.33
// expect-size Button(action: {}): 25.33 18.33
// tolerance: 0.34

// The same zero-proposal Label with "pencil": the ink sits centred in the first 52 px, so the symbol is
// 17.33 × 18.33 and 8 points of icon-title spacing remain (inferred from the ink, not measured).
Button(action: {}) {
    Label("Edit", systemImage: "pencil")
}
.tint(Color.blue)
