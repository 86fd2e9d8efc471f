// source: AhmedRaslan2022/TMDB_2026 (github.com/AhmedRaslan2022/TMDB_2026, commit 711cb94d): swift-snapshot-testing reference `__Snapshots__/PosterCardSnapshotTests/testLight.1.png` of PosterCardSnapshotTests.testLight, 486×891 px at 3x (iPhone 16); the shared poster card: a plain-style Button holding a leading VStack (spacing 8) of a 130 × 195 rounded poster placeholder, a footnote semibold title with lineLimit(2, reservesSpace: true) and a caption HStack (spacing 4) of a star.fill symbol and the rating, framed 130 wide; padded by the test
// truth: measured (a reference PNG recorded on an iOS simulator by the repository's snapshot test: its pixel size / 3 is the view's size under a 0 × 0 proposal, rounded up to the pixel)
// disagrees: the card is 297 points high on the device and 288.67 in ltrace; 8.33 points are missing in the title's two reserved lines, the caption row or the plain button, and no other measurement here says which
// url: https://github.com/AhmedRaslan2022/TMDB_2026/blob/711cb94d/Packages/Core/CoreUI/Tests/CoreUITests/PosterCardSnapshotTests.swift#L37
// url: https://github.com/AhmedRaslan2022/TMDB_2026/blob/711cb94d/Packages/Core/CoreUI/Sources/CoreUI/Components/PosterCard.swift
// proposal: 0x0
// scale: 3
// shaping: harfbuzz
// expect-size padding(): 162 297
// tolerance: 0.34

// 16 + 195 + 8 + two footnote lines + 8 + a caption line + 16, 130 + 2 × 16 wide.
Button(action: {}) {
    VStack(alignment: .leading, spacing: 8) {
        RoundedRectangle(cornerRadius: 12)
            .fill(Color.gray)
            .frame(width: 130, height: 195)
        Text("Fight Club")
            .font(Font.footnote.weight(.semibold))
            .lineLimit(2, reservesSpace: true)
        HStack(spacing: 4) {
            Image(systemName: "star.fill")
            Text("8.4")
        }
        .font(.caption)
    }
    .frame(width: 130)
}
.buttonStyle(.plain)
.padding()
