// source: OpenSwiftUI (github.com/OpenSwiftUIProject/OpenSwiftUI, commit 069dd80b): frames derived by hand, not measured, by applying, under Sources/OpenSwiftUICore/, Layout/Stack/ZStack.swift:145-175 and 199-219 (only the children of the highest priority are measured for the stack's size; every child, of any priority, is proposed the stack's size); fatbobman, "Exploring the Secrets of layoutPriority in SwiftUI ZStack" (fatbobman.com) describes ZStack's use of layoutPriority as entirely different from HStack's and VStack's
// truth: derived (computed by hand from OpenSwiftUI's layout code, the code the engine was written from: it detects drift from that code, not from iOS)
// url: https://github.com/OpenSwiftUIProject/OpenSwiftUI/blob/069dd80bce30bb9117b783e963c0ed7f741c7587/Sources/OpenSwiftUICore/Layout/Stack/ZStack.swift#L199-L219
// url: https://fatbobman.com/en/posts/exploring-the-secrets-of-layoutpriority-in-zstack
// proposal: 200x200
// expect-size ZStack: 80 50
// expect frame(width: 80, height: 50): 60 75 80 50
// expect frame(width: 120, height: 30): 40 85 120 30
// expect-proposal frame(width: 120, height: 30): 80 50
// expect Color.yellow: 60 75 80 50
// expect-proposal Color.yellow: 80 50

// The middle level is wider than the top one but counts for nothing: the tag and its fill take the top level's 80 x 50, not 120 x 50.
struct PriceTag: View {
    var body: some View {
        ZStack {
            Color.yellow
            Capsule()
                .fill(.orange)
                .frame(width: 120, height: 30)
                .layoutPriority(1)
            RoundedRectangle(cornerRadius: 6)
                .fill(.blue)
                .frame(width: 80, height: 50)
                .layoutPriority(2)
        }
    }
}
