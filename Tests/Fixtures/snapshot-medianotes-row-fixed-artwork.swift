// source: rbllfr/MediaNotes (github.com/rbllfr/MediaNotes, commit 7b55b838): swift-snapshot-testing reference `__Snapshots__/MediaRowViewSnapshotTests/testMediaRowView_Movie.1.png` of MediaRowViewSnapshotTests.testMediaRowView_Movie, 1125×462 px at 3x (iPhone 15); the library row: an HStack with spacing 16 of a 90 × 90 artwork, a leading VStack (spacing 4) of a caption row (a 10-point symbol and a 10-point monospaced medium text), a 17-point rounded semibold title (at most 2 lines), a 14-point subtitle (1 line), a Spacer(minLength: 4) and an HStack of a 12-point note count, and a 14-point semibold chevron; padded 16, clipped and stroked, then padded, framed 375 wide and given a background by the test
// truth: measured (a reference PNG recorded on an iOS simulator by the repository's snapshot test: its pixel size / 3 is the view's size under a 0 × 0 proposal, rounded up to the pixel)
// url: https://github.com/rbllfr/MediaNotes/blob/7b55b83823095d6475a16706351460bb3cdf5c3d/MediaNotesTests/Snapshots/MediaRowViewSnapshotTests.swift#L29
// url: https://github.com/rbllfr/MediaNotes/blob/7b55b83823095d6475a16706351460bb3cdf5c3d/MediaNotes/Views/MediaRowView.swift
// proposal: 0x0
// scale: 3
// shaping: harfbuzz
// expect-size background(Color.white): 375 154
// tolerance: 0.34

// The artwork decides the row's height: the text column's texts and its spacer's minimum come
// to less than 90, so the row is 90 + 2 × 16, and the test's padding adds 2 × 16: 154. Under
// the 0 × 0 proposal the spacer keeps its minimum length.
HStack(spacing: 16) {
    Color.orange
        .frame(width: 90, height: 90)
        .clipShape(RoundedRectangle(cornerRadius: 8))
    VStack(alignment: .leading, spacing: 4) {
        HStack(spacing: 4) {
            Image(systemName: "film")
                .font(.system(size: 10))
            Text("MOVIE")
                .font(.system(size: 10, weight: .medium, design: .monospaced))
        }
        Text("Arrival")
            .font(.system(size: 17, weight: .semibold, design: .rounded))
            .lineLimit(2)
        Text("Denis Villeneuve")
            .font(.system(size: 14))
            .lineLimit(1)
        Spacer(minLength: 4)
        HStack(spacing: 16) {
            Text("3")
                .font(.system(size: 12, weight: .medium, design: .monospaced))
            Spacer()
        }
    }
    Image(systemName: "chevron.right")
        .font(.system(size: 14, weight: .semibold))
}
.padding(16)
.background(Color.gray)
.clipShape(RoundedRectangle(cornerRadius: 12))
.padding()
.frame(width: 375)
.background(Color.white)
