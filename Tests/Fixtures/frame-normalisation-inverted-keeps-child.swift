// source: OpenSwiftUI (github.com/OpenSwiftUIProject/OpenSwiftUI, commit 069dd80b): frames derived by hand, not measured, by applying Sources/OpenSwiftUICore/Layout/Modifier/FrameLayout.swift:203-261 (with no ideal, a maximum below the minimum is only raised to 0, so the pair stays inverted), 263-277 (measured, the child is proposed the proposal clamped, min then max: 60), 279-337 (inverted limits skip the clamp and the frame takes its child's width) and 339-368 (placed, the child is proposed the frame's own width, 40); the initialiser's behaviour is the one OpenSwiftUI's symbol dual tests compare with SwiftUI's own (Tests/OpenSwiftUISymbolDualTests/Layout/Modifier/FrameLayoutTests.swift:77-133)
// truth: derived (computed by hand from OpenSwiftUI's layout code, the code the engine was written from: it detects drift from that code, not from iOS)
// url: https://github.com/OpenSwiftUIProject/OpenSwiftUI/blob/069dd80bce30bb9117b783e963c0ed7f741c7587/Sources/OpenSwiftUICore/Layout/Modifier/FrameLayout.swift#L279-L337
// proposal: 200x200
// expect frame(minWidth: 120, maxWidth: 60): 80 0 40 200
// expect frame(width: 40): 80 0 40 200
// expect-proposal frame(width: 40): 40 200

// min 120 above max 60 with no ideal: the limits stay inverted and the frame takes its child's 40.
struct Swatch: View {
    var body: some View {
        Color.teal
            .frame(width: 40)
            .frame(minWidth: 120, maxWidth: 60)
    }
}
