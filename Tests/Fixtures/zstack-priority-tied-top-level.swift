// source: OpenSwiftUI (github.com/OpenSwiftUIProject/OpenSwiftUI, commit 069dd80b): frames derived by hand, not measured, by applying, under Sources/OpenSwiftUICore/, Layout/Stack/ZStack.swift:145-175 and 199-219 (every child of the highest priority counts: the stack is their largest width by their largest height; the rest are proposed that size); Chris Eidhof, "ZStack", SwiftUI Field Guide (swiftuifieldguide.com, 2024), states that the stack is the union of its children's frames, as large as the largest child
// truth: derived (computed by hand from OpenSwiftUI's layout code, the code the engine was written from: it detects drift from that code, not from iOS)
// url: https://github.com/OpenSwiftUIProject/OpenSwiftUI/blob/069dd80bce30bb9117b783e963c0ed7f741c7587/Sources/OpenSwiftUICore/Layout/Stack/ZStack.swift#L199-L219
// url: https://www.swiftuifieldguide.com/layout/zstack/
// proposal: 200x200
// expect-size ZStack: 120 90
// expect frame(width: 50, height: 90): 75 55 50 90
// expect frame(width: 120, height: 40): 40 80 120 40
// expect Color.gray: 40 55 120 90
// expect-proposal Color.gray: 120 90

// Two bars share the top priority: the stack takes the tall one's height and the wide one's width, and the unprioritised fill is proposed exactly that.
struct CrossBadge: View {
    var body: some View {
        ZStack {
            Color.gray
            Color.red
                .frame(width: 50, height: 90)
                .layoutPriority(1)
            Color.blue
                .frame(width: 120, height: 40)
                .layoutPriority(1)
        }
    }
}
