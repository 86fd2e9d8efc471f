// source: autoreleasefool/approach (github.com/autoreleasefool/approach, tag ios-1.13.0b36, commit 602a33e1): swift-snapshot-testing reference `__Snapshots__/HUDViewTests/snapshotWithAllProperties.1.png` of HUDViewTests.snapshotWithAllProperties, 1284×813 px at 3x (the suite's other references agree with the same arithmetic: title only 253 px, with the message 338, with the action 440, with the symbol 541); the view is a VStack (spacing 0) of a resizable, scaled-to-fit "figure.bowling" in an 80 × 80 frame with 16 below, a bold Text, a body Text with 8 above, an HStack holding only a Spacer, and a Button whose label is a caption Text in a flexible centred frame with default padding and a stroked rounded rectangle overlay, with 16 above; the stack is in a frame of maximum width 500, padded, on a colour (an asset colour in the app), clipped to a rounded rectangle and padded again, in a frame 428 wide
// truth: measured (a reference PNG recorded on an iOS simulator by the repository's snapshot test: its pixel size / 3 is the view's size under a 0 × 0 proposal, rounded up to the pixel)
// url: https://github.com/autoreleasefool/approach/blob/ios-1.13.0b36/ios/Approach/Tests/ToastLibraryTests/Views/HUDViewTests.swift
// url: https://github.com/autoreleasefool/approach/blob/ios-1.13.0b36/ios/Approach/Sources/ToastLibrary/Views/HUDView.swift
// proposal: 0x0
// scale: 3
// shaping: harfbuzz
// expect-size frame(width: 428): 428 271
// tolerance: 0.34

// 80 + 16 + 20.33 + 8 + 20.33 + 0 (the spacer's HStack) + (14.33 + 32) + 16, padded twice by 16: 271.
VStack(spacing: 0) {
    Image(systemName: "figure.bowling")
        .resizable()
        .scaledToFit()
        .frame(width: 80, height: 80)
        .padding(.bottom, 16)

    Text("HUD Title")
        .bold()

    Text("HUD Message")
        .padding(.top, 8)

    HStack { Spacer() }

    Button(action: {}) {
        Text("Action")
            .frame(maxWidth: .infinity, alignment: .center)
            .font(.caption)
            .padding()
            .overlay(
                RoundedRectangle(cornerRadius: 4)
                    .strokeBorder(Color.white.opacity(0.4), lineWidth: 1)
            )
    }
    .padding(.top, 16)
}
.frame(maxWidth: 500)
.padding()
.background(Color.green)
.clipShape(RoundedRectangle(cornerRadius: 8))
.padding()
.frame(width: 428)
