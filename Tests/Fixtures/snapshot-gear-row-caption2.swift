// source: autoreleasefool/approach (github.com/autoreleasefool/approach, tag ios-1.13.0b36, commit 602a33e1): swift-snapshot-testing reference `__Snapshots__/GearViewTests/snapshotWithOwner.1.png` of GearViewTests.snapshotWithOwner, 720×101 px at 3x; the view is an HStack (centre) of a leading VStack (default spacing) of a body Text "Bowling Ball" and a caption2 Text Strings.Gear.ownedBy("Joseph") (a generated string whose fallback is "Owned by %@": "Owned by Joseph"), a Spacer and Image(systemName: "poweroutlet.type.h"), in a frame 240 wide; the PNG shows the body text's baseline at 49 px and the caption's at 92 px
// truth: measured (a reference PNG recorded on an iOS simulator by the repository's snapshot test: its pixel size / 3 is the view's size under a 0 × 0 proposal, rounded up to the pixel); the gap is caption2's leading, none (its line, 13.13, is taller than the HIG's 13): a text below a text stands its font's leading apart (it disagreed while ltrace put 8 between any two views)
// url: https://github.com/autoreleasefool/approach/blob/ios-1.13.0b36/ios/Approach/Tests/ModelsViewsLibraryTests/GearViewTests.swift
// url: https://github.com/autoreleasefool/approach/blob/ios-1.13.0b36/ios/Approach/Sources/ModelsViewsLibrary/Gear+View.swift
// proposal: 0x0
// scale: 3
// shaping: harfbuzz
// expect-size frame(width: 240): 240 33.67
// tolerance: 0.34

// A body line (20.33) over a caption2 line (11 × 2444 / 2048 = 13.13, 13.33) with nothing between them:
// 33.67, where eight points of default spacing would make 41.67.
HStack(alignment: .center) {
    VStack(alignment: .leading) {
        Text("Bowling Ball")
        Text("Owned by Joseph")
            .font(.caption2)
    }

    Spacer()

    Image(systemName: "poweroutlet.type.h")
}
.frame(width: 240)
