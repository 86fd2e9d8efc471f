// source: OpenSwiftUI (github.com/OpenSwiftUIProject/OpenSwiftUI, commit 069dd80b): frames derived by hand, not measured, by applying Sources/OpenSwiftUI/Layout/Modifier/PositionLayout.swift:28-41 (a position view takes each proposed dimension and its child's size on each nil one; placing, it proposes its own size and centres the child on the point) and Sources/OpenSwiftUICore/Layout/FixedSizeLayout.swift:29-54; Apple's documentation of position(x:y:) says the point is the child's centre in the parent's coordinate space
// truth: derived (computed by hand from OpenSwiftUI's layout code, the code the engine was written from: it detects drift from that code, not from iOS)
// url: https://github.com/OpenSwiftUIProject/OpenSwiftUI/blob/069dd80bce30bb9117b783e963c0ed7f741c7587/Sources/OpenSwiftUI/Layout/Modifier/PositionLayout.swift#L28-L41
// url: https://developer.apple.com/documentation/swiftui/view/position(x:y:)
// proposal: 200x200
// expect position(x: 30, y: 10): 0 90 200 20
// expect-proposal position(x: 30, y: 10): 200 nil
// expect frame(width: 20, height: 20): 20 90 20 20
// expect-proposal frame(width: 20, height: 20): 200 20

// With only the height left open, position takes the proposed width (200) and its child's height (20), then centres the dot on (30, 10).
struct PinnedDot: View {
    var body: some View {
        Circle()
            .fill(.red)
            .frame(width: 20, height: 20)
            .position(x: 30, y: 10)
            .fixedSize(horizontal: false, vertical: true)
    }
}
