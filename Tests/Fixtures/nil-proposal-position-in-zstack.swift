// source: OpenSwiftUI (github.com/OpenSwiftUIProject/OpenSwiftUI, commit 069dd80b), the scene of its snapshot test PositionLayoutUITests.positionInZStack (Example/OpenSwiftUIUITests/Layout/Modifier/PositionLayoutUITests.swift:12-32) with .fixedSize() in place of its 100 x 100 frame: frames derived by hand, not measured, by applying Sources/OpenSwiftUI/Layout/Modifier/PositionLayout.swift:28-41 (proposed nil, position takes its child's size on that axis; placing, it proposes its own size and centres the child on the point), Sources/OpenSwiftUICore/Layout/Stack/ZStack.swift:145-219 and Layout/FixedSizeLayout.swift:29-54; Apple's documentation of position(x:y:) says the point is the child's centre in the parent's coordinate space
// truth: derived (computed by hand from OpenSwiftUI's layout code, the code the engine was written from: it detects drift from that code, not from iOS)
// url: https://github.com/OpenSwiftUIProject/OpenSwiftUI/blob/069dd80bce30bb9117b783e963c0ed7f741c7587/Sources/OpenSwiftUI/Layout/Modifier/PositionLayout.swift#L28-L41
// url: https://developer.apple.com/documentation/swiftui/view/position(x:y:)
// proposal: 200x200
// expect-size ZStack: 50 50
// expect position(): 75 75 50 50
// expect-proposal position(): 50 50
// expect position(x: 50, y: 50): 75 75 50 50
// expect frame(width: 50, height: 50): 50 50 50 50
// expect-proposal frame(width: 50, height: 50): 50 50
// expect frame(width: 50, height: 50)#2: 100 50 50 50
// expect frame(width: 50, height: 50)#3: 50 100 50 50
// expect frame(width: 50, height: 50)#4: 100 100 50 50

// Proposed nil, each position view is its child's 50 x 50, so the ZStack is 50 x 50; placed at that size, each child is centred on its point.
struct CornerMarkers: View {
    var body: some View {
        ZStack {
            Color.red.frame(width: 50, height: 50).position()
            Color.green.frame(width: 50, height: 50).position(x: 50)
            Color.blue.frame(width: 50, height: 50).position(y: 50)
            Color.black.frame(width: 50, height: 50).position(x: 50, y: 50)
        }
        .fixedSize()
    }
}
