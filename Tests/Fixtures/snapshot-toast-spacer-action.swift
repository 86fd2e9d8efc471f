// source: autoreleasefool/approach (github.com/autoreleasefool/approach, tag ios-1.13.0b36, commit 602a33e1): swift-snapshot-testing reference `__Snapshots__/ToastViewTests/snapshotWithAction.1.png` of ToastViewTests.snapshotWithAction, 1284×355 px at 3x (without the action, snapshotToastView.1.png and snapshotErrorStyle.1.png, 1284×277 px); the view is a VStack (default spacing) of a Spacer and an HStack (centre, spacing 0) of a bold Text, a Spacer of minimum length 16 and a Button whose label is an uppercased caption Text with default padding and a stroked rounded rectangle overlay; the HStack is padded, on a shadowed rounded rectangle, padded again; all in a frame 428 wide
// truth: measured (a reference PNG recorded on an iOS simulator by the repository's snapshot test: its pixel size / 3 is the view's size under a 0 × 0 proposal, rounded up to the pixel)
// url: https://github.com/autoreleasefool/approach/blob/ios-1.13.0b36/ios/Approach/Tests/ToastLibraryTests/Views/ToastViewTests.swift
// url: https://github.com/autoreleasefool/approach/blob/ios-1.13.0b36/ios/Approach/Sources/ToastLibrary/Views/ToastView.swift
// proposal: 0x0
// scale: 3
// shaping: harfbuzz
// expect-size frame(width: 428): 428 118.33
// tolerance: 0.34

// The Spacer above, proposed no height, keeps its minimum of 8 and no stack spacing is added next to it:
// 8 + (14.33 + 32) + 2 × 16 + 2 × 16 = 118.33 (and 8 + 20.33 + 64 = 92.33 without the button).
VStack {
    Spacer()

    HStack(alignment: .center, spacing: 0) {
        Text("Toast Title")
            .bold()

        Spacer(minLength: 16)

        Button(action: {}) {
            Text("ACTION")
                .font(.caption)
                .padding()
                .overlay(
                    RoundedRectangle(cornerRadius: 4)
                        .strokeBorder(Color.white.opacity(0.4), lineWidth: 1)
                )
        }
    }
    .padding()
    .background(
        RoundedRectangle(cornerRadius: 16)
            .fill(Color.blue)
            .shadow(radius: 4)
    )
    .padding()
}
.frame(width: 428)
