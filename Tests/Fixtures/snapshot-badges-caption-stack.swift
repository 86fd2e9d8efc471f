// source: autoreleasefool/approach (github.com/autoreleasefool/approach, tag ios-1.13.0b36, commit 602a33e1): swift-snapshot-testing reference `__Snapshots__/BadgeViewTests/snapshotBadges.1.png` of BadgeViewTests.snapshotBadges, 1284×450 px at 3x; the view is a VStack (default spacing) of six badges, each a one-line caption Text with 2 points of vertical and 8 of horizontal padding on a stroked rounded rectangle (only the colours differ), in a frame 428 wide
// truth: measured (a reference PNG recorded on an iOS simulator by the repository's snapshot test: its pixel size / 3 is the view's size under a 0 × 0 proposal, rounded up to the pixel)
// url: https://github.com/autoreleasefool/approach/blob/ios-1.13.0b36/ios/Approach/Tests/ViewsLibraryTests/BadgeViewTests.swift
// url: https://github.com/autoreleasefool/approach/blob/ios-1.13.0b36/ios/Approach/Sources/ViewsLibrary/BadgeView.swift
// proposal: 0x0
// scale: 3
// shaping: harfbuzz
// expect-size frame(width: 428): 428 150
// tolerance: 0.34

// Six badges of 14.33 + 4 with 8 between them: 6 × 18.33 + 5 × 8 = 150.
struct CaptionBadge: View {
    let tint: Color

    var body: some View {
        Text("Badge")
            .lineLimit(1)
            .font(.caption)
            .padding(.vertical, 2)
            .padding(.horizontal, 8)
            .background(
                RoundedRectangle(cornerRadius: 8)
                    .strokeBorder(tint, lineWidth: 1)
            )
    }
}

#Preview {
    VStack {
        CaptionBadge(tint: .black)
        CaptionBadge(tint: .green)
        CaptionBadge(tint: .red)
        CaptionBadge(tint: .blue)
        CaptionBadge(tint: .purple)
        CaptionBadge(tint: .orange)
    }
    .frame(width: 428)
}
