// source: OpenSwiftUI (github.com/OpenSwiftUIProject/OpenSwiftUI, commit 069dd80b): frames derived by hand, not measured, by applying Sources/OpenSwiftUICore/Layout/Modifier/FrameLayout.swift:203-261 (the maximum 100 is raised to the ideal 150), 263-337 (a nil proposal takes the ideal width; the height is the child's, proposed nil: 10) and Layout/FixedSize.swift:29-54; measured: SwiftUI's own initialiser raises a maximum below the ideal to the ideal (OpenSwiftUI Tests/OpenSwiftUISymbolDualTests/Layout/Modifier/FrameLayoutTests.swift:114-133, ideal 30 with max 20 gives max 30)
// truth: derived (computed by hand from OpenSwiftUI's layout code, the code the engine was written from: it detects drift from that code, not from iOS)
// url: https://github.com/OpenSwiftUIProject/OpenSwiftUI/blob/069dd80bce30bb9117b783e963c0ed7f741c7587/Tests/OpenSwiftUISymbolDualTests/Layout/Modifier/FrameLayoutTests.swift#L114-L133
// proposal: 200x200
// expect fixedSize(): 25 95 150 10
// expect frame(idealWidth: 150, maxWidth: 100): 25 95 150 10
// expect Color.indigo: 25 95 150 10

// Fixed at its ideal size, the frame is 150 wide: its maximum of 100 was raised to the ideal before layout.
struct ProgressTrack: View {
    var body: some View {
        Color.indigo
            .frame(idealWidth: 150, maxWidth: 100)
            .fixedSize()
    }
}
