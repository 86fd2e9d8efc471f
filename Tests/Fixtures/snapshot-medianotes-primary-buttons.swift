// source: rbllfr/MediaNotes (github.com/rbllfr/MediaNotes, commit 7b55b838): swift-snapshot-testing reference `__Snapshots__/ThemeSnapshotTests/testPrimaryButton.1.png` of ThemeSnapshotTests.testPrimaryButton, 900×452 px at 3x (iPhone 15); a VStack (spacing 16) of two buttons in the app's ButtonStyle: the label in the 16-point rounded semibold font, padded 24 horizontally and 16 vertically, on a colour, clipped to a 12-point rounded rectangle; padded and framed 300 wide by the test
// truth: measured (a reference PNG recorded on an iOS simulator by the repository's snapshot test: its pixel size / 3 is the view's size under a 0 × 0 proposal, rounded up to the pixel)
// url: https://github.com/rbllfr/MediaNotes/blob/7b55b83823095d6475a16706351460bb3cdf5c3d/MediaNotesTests/Snapshots/ThemeSnapshotTests.swift#L83
// proposal: 0x0
// scale: 3
// shaping: harfbuzz
// expect-size background(Color.white): 300 150.67
// tolerance: 0.34

// Each button is one 16-point line (19.33) and 2 × 16 of padding: 51.33; two of them, 16
// between, and 2 × 16 of the test's padding make 150.67.
struct FilledButtonStyle: ButtonStyle {
    var muted = false
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .font(.system(size: 16, weight: .semibold, design: .rounded))
            .padding(.horizontal, 24)
            .padding(.vertical, 16)
            .background(muted ? Color.gray : Color.blue)
            .clipShape(RoundedRectangle(cornerRadius: 12))
    }
}

struct Buttons: View {
    var body: some View {
        VStack(spacing: 16) {
            Button("Save") {}
                .buttonStyle(FilledButtonStyle())
            Button("Disabled") {}
                .buttonStyle(FilledButtonStyle(muted: true))
        }
        .padding()
        .frame(width: 300)
        .background(Color.white)
    }
}
