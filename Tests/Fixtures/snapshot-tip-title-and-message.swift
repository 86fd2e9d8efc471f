// source: autoreleasefool/approach (github.com/autoreleasefool/approach, tag ios-1.13.0b36, commit 602a33e1): swift-snapshot-testing reference `__Snapshots__/BasicTipViewTests/snapshotWithMessage.1.png` of BasicTipViewTests.snapshotWithMessage, 1284×194 px at 3x (snapshotWithDismissAndMessage.1.png, the same with a 32-point dismiss button in the ZStack's corner and a 44-point minimum Spacer beside the title, is 1284×194 px too); the view is a ZStack (top trailing) holding a leading VStack (default spacing) of an HStack (top, spacing 0) with a headline Text in a flexible leading frame, and a body Text in a flexible leading frame fixed vertically, in a frame 428 wide; the PNG shows the message on two lines; the title's baseline is at 49 px, the message's at 116 px and 182 px (16.33, 38.67 and 60.67 points)
// truth: measured (a reference PNG recorded on an iOS simulator by the repository's snapshot test: its pixel size / 3 is the view's size under a 0 × 0 proposal, rounded up to the pixel); the gap is body's leading, 22 − 20.29 = 1.71, 2 on the pixel grid, and the wrapped body's lines are 22 apart for the same reason (it disagreed while ltrace put 8 between any two views and a line of body text between lines)
// url: https://github.com/autoreleasefool/approach/blob/ios-1.13.0b36/ios/Approach/Tests/TipsLibraryTests/BasicTipViewTests.swift
// url: https://github.com/autoreleasefool/approach/blob/ios-1.13.0b36/ios/Approach/Sources/TipsLibrary/Views/BasicTipView.swift
// proposal: 0x0
// scale: 3
// shaping: harfbuzz
// expect-size frame(width: 428): 428 64.67
// tolerance: 0.34

// Headline over a two-line body message, stack spacing left to SwiftUI: 64.67 in all, not
// 20.33 + 8 + 40.67 = 69. The baselines are 22.33 and 22 points apart, more than a body line (20.29),
// so the gap between two texts is not 8 and the lines of a wrapped body text stand about 22 apart.
ZStack(alignment: .topTrailing) {
    VStack(alignment: .leading) {
        HStack(alignment: .top, spacing: 0) {
            Text("Tip Title")
                .font(.headline)
                .frame(maxWidth: .infinity, alignment: .leading)
        }
        .frame(maxWidth: .infinity)

        Text("Here is a long message that describes the tip in detail. It can be multiple lines and should be formatted correctly.")
            .frame(maxWidth: .infinity, alignment: .leading)
            .fixedSize(horizontal: false, vertical: true)
    }
}
.frame(width: 428)
