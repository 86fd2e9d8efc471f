// source: OpenSwiftUI (github.com/OpenSwiftUIProject/OpenSwiftUI, commit 069dd80b), the scene of its snapshot test ZStackUITests.layoutPriority (Example/OpenSwiftUIUITests/Layout/Stack/ZStackUITests.swift:43-68, compared with SwiftUI's rendering, but the repository holds no reference images): frames derived by hand, not measured, by applying, under Sources/OpenSwiftUICore/, Layout/Stack/ZStack.swift:145-175 and 199-219 (only the highest priority sizes the stack; every child is proposed the stack's size) and Modifier/ViewModifier/OverlayModifier.swift:498-527; Chris Eidhof, "ZStack", SwiftUI Field Guide (swiftuifieldguide.com, 2024), states that a ZStack proposes one size to every child
// truth: derived (computed by hand from OpenSwiftUI's layout code, the code the engine was written from: it detects drift from that code, not from iOS)
// url: https://github.com/OpenSwiftUIProject/OpenSwiftUI/blob/069dd80bce30bb9117b783e963c0ed7f741c7587/Example/OpenSwiftUIUITests/Layout/Stack/ZStackUITests.swift#L43-L68
// url: https://www.swiftuifieldguide.com/layout/zstack/
// proposal: 200x200
// expect-size ZStack(alignment: .leading): 40 40
// expect frame(width: 40, height: 40): 80 80 40 40
// expect frame(width: 60, height: 60): 80 70 60 60
// expect-proposal frame(width: 60, height: 60): 40 40
// expect frame(width: 100, height: 100): 80 50 100 100
// expect-proposal frame(width: 100, height: 100): 40 40
// expect frame(width: 20, height: 20): 90 90 20 20

// Three priority levels: only the top one (green, 40 x 40) sizes the stack; the middle and bottom levels are both proposed 40 x 40.
struct LayeredSquares: View {
    var body: some View {
        ZStack(alignment: .leading) {
            Color.blue
                .frame(width: 100, height: 100)
                .layoutPriority(-0.1)
            Color.red
                .frame(width: 60, height: 60)
            Color.green
                .frame(width: 40, height: 40)
                .layoutPriority(1)
        }
        .overlay {
            Color.black
                .frame(width: 20, height: 20)
        }
    }
}
