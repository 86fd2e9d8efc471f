// source: autoreleasefool/approach (github.com/autoreleasefool/approach, tag ios-1.13.0b36, commit 602a33e1): swift-snapshot-testing reference `__Snapshots__/PrimaryButtonTests/snapshotPrimaryButton.1.png` of PrimaryButtonTests.snapshotPrimaryButton, 1284×151 px at 3x; the view is Button { Text("Button") } with the bordered-prominent style, the large control size, a white foreground and a tint, in a frame 428 wide; the PNG shows the filled capsule-cornered button 273 px (91 pt) wide, centred, and the full 151 px high
// truth: measured (a reference PNG recorded on an iOS simulator by the repository's snapshot test: its pixel size / 3 is the view's size under a 0 × 0 proposal, rounded up to the pixel)
// url: https://github.com/autoreleasefool/approach/blob/ios-1.13.0b36/ios/Approach/Tests/ViewsLibraryTests/Buttons/PrimaryButtonTests.swift
// url: https://github.com/autoreleasefool/approach/blob/ios-1.13.0b36/ios/Approach/Sources/ViewsLibrary/Buttons/PrimaryButton.swift
// proposal: 0x0
// scale: 3
// shaping: harfbuzz
// expect-size frame(width: 428): 428 50.33
// expect-height Button(action: {}): 50.33
// tolerance: 0.34

// A large bordered-prominent button is a line of body text (20.33) with 15 points above and below:
// 50.33 high, even when it is proposed no height at all.
Button(action: {}) {
    Text("Button")
}
.buttonStyle(.borderedProminent)
.controlSize(.large)
.foregroundStyle(.white)
.tint(Color.blue)
.frame(width: 428)
