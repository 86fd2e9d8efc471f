// source: rbllfr/MediaNotes (github.com/rbllfr/MediaNotes, commit 7b55b838): swift-snapshot-testing reference `__Snapshots__/ThemeSnapshotTests/testMediaKindColors.1.png` of ThemeSnapshotTests.testMediaKindColors, 900×1407 px at 3x; ten rows (a symbol beside a body text and a Spacer, padded by 8 on a card) in a VStack of spacing 8, padded and framed 300 wide; each card is 109 px tall (a 20.33-point line and 16 of padding) but the ninth, `theatermasks`, whose card is 114 px: that symbol is 22 points tall at the body font
// truth: measured (a reference PNG recorded on an iOS simulator by the repository's snapshot test: its pixel size / 3 is the view's size under a 0 × 0 proposal, rounded up to the pixel; the cards' heights read from its pixels)
// url: https://github.com/rbllfr/MediaNotes/blob/7b55b83823095d6475a16706351460bb3cdf5c3d/MediaNotesTests/Snapshots/ThemeSnapshotTests.swift#L33
// proposal: 0x0
// expect-size frame(width: 300): 300 469
// tolerance: 0.34

// Nine rows of 20.33 + 16 and one of 22 + 16, 9 gaps of 8 and 16 above and below: 469 high.
VStack(spacing: 8) {
    ForEach(["film", "tv", "play.tv", "book.closed", "bookmark", "opticaldisc", "music.note", "ticket", "theatermasks", "square.grid.2x2"], id: \.self) { name in
        HStack {
            Image(systemName: name)
            Text("Kind")
            Spacer()
        }
        .padding(8)
        .background(Color.gray)
    }
}
.padding()
.frame(width: 300)
