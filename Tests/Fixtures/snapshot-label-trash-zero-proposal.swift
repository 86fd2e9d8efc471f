// source: autoreleasefool/approach (github.com/autoreleasefool/approach, tag ios-1.13.0b36, commit 602a33e1): swift-snapshot-testing reference `__Snapshots__/DeleteButtonTests/snapshotDeleteButton.1.png` of DeleteButtonTests.snapshotDeleteButton, 81×63 px at 3x; the view is a destructive Button whose label is a Label with the title Strings.Action.delete (a generated string whose fallback is "Delete") and the symbol "trash", in the body style; the PNG shows the symbol alone at the left, its ink 4 px from the left edge and 28 px from the right
// truth: measured (a reference PNG recorded on an iOS simulator by the repository's snapshot test: its pixel size / 3 is the view's size under a 0 × 0 proposal, rounded up to the pixel)
// disagrees: a Label fitted at 0 × 0 is its symbol plus 8 points on the device (the title draws nothing); ltrace makes the symbol a line-high square, as trash is not in the measured symbol table
// url: https://github.com/autoreleasefool/approach/blob/ios-1.13.0b36/ios/Approach/Tests/ViewsLibraryTests/Buttons/DeleteButtonTests.swift
// url: https://github.com/autoreleasefool/approach/blob/ios-1.13.0b36/ios/Approach/Sources/ViewsLibrary/Buttons/DeleteButton.swift
// proposal: 0x0
// scale: 3
// shaping: harfbuzz
// expect-size tint(Color.red): 27 21
// expect-size Button(role: .destructive, action: {}): 27 21
// tolerance: 0.34

// Proposed 0 × 0, a Label's title is 0 × 0 and draws nothing, yet the label is wider than its icon:
// the ink sits centred in the first 57 px, so "trash" is 19 × 21 in the body font and the other 8 points
// are the spacing between icon and title (inferred from the ink, not measured).
Button(role: .destructive, action: {}) {
    Label("Delete", systemImage: "trash")
        .foregroundStyle(Color.red)
}
.tint(Color.red)
