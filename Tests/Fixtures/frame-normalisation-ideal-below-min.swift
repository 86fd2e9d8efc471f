// source: OpenSwiftUI (github.com/OpenSwiftUIProject/OpenSwiftUI, commit 069dd80b): frames derived by hand, not measured, by applying Sources/OpenSwiftUICore/Layout/Modifier/FrameLayout.swift:203-261 (the initialiser raises the ideal to the minimum and the maximum to the ideal) and 279-337 (min and max clamp the proposal); the normalisation itself is measured: OpenSwiftUI's symbol dual tests call SwiftUI's own _FlexFrameLayout initialiser (Tests/OpenSwiftUISymbolDualTests/Layout/Modifier/FrameLayoutTests.swift:93-133: min 20 with ideal 10 gives ideal 20; ideal 30 with max 20 gives max 30)
// truth: derived (computed by hand from OpenSwiftUI's layout code, the code the engine was written from: it detects drift from that code, not from iOS)
// url: https://github.com/OpenSwiftUIProject/OpenSwiftUI/blob/069dd80bce30bb9117b783e963c0ed7f741c7587/Sources/OpenSwiftUICore/Layout/Modifier/FrameLayout.swift#L203-L261
// proposal: 200x200
// expect frame(minWidth: 100, idealWidth: 50, maxWidth: 80): 50 0 100 200
// expect Color.orange: 50 0 100 200

// Written out of order, the limits become 100 / 100 / 100: the frame is 100 wide whatever it is offered.
struct PriceTag: View {
    var body: some View {
        Color.orange
            .frame(minWidth: 100, idealWidth: 50, maxWidth: 80)
    }
}
