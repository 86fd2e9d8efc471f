// source: OpenSwiftUI (github.com/OpenSwiftUIProject/OpenSwiftUI, commit 069dd80b): frames derived by hand, not measured, by applying, under Sources/OpenSwiftUICore/, Layout/Stack/ZStack.swift:145-175 (placeSubviews ignores its proposal and proposes bounds.size to every child) and 199-219, Layout/FixedSizeLayout.swift:29-54 and Layout/LayoutComputer/LayoutComputer.swift:178-181 (a Color proposed nil is 10); Chris Eidhof, "ZStack", SwiftUI Field Guide (swiftuifieldguide.com, 2024), states that a ZStack proposes one size to every child and is the union of their frames
// truth: derived (computed by hand from OpenSwiftUI's layout code, the code the engine was written from: it detects drift from that code, not from iOS)
// url: https://github.com/OpenSwiftUIProject/OpenSwiftUI/blob/069dd80bce30bb9117b783e963c0ed7f741c7587/Sources/OpenSwiftUICore/Layout/Stack/ZStack.swift#L145-L175
// url: https://www.swiftuifieldguide.com/layout/zstack/
// proposal: 200x200
// expect-size ZStack: 60 40
// expect-proposal ZStack: nil nil
// expect Color.yellow: 70 80 60 40
// expect-proposal Color.yellow: 60 40
// expect frame(width: 60, height: 40): 70 80 60 40

// Measured with nil the backdrop is 10 x 10, but the ZStack places every child with its own size, so it fills the 60 x 40 tile (an HStack would leave it 10 wide).
struct TintedTile: View {
    var body: some View {
        ZStack {
            Color.yellow
            Ellipse()
                .fill(.blue)
                .frame(width: 60, height: 40)
        }
        .fixedSize()
    }
}
