// source: OpenSwiftUI (github.com/OpenSwiftUIProject/OpenSwiftUI, commit 069dd80b): frames derived by hand, not measured, by applying Sources/OpenSwiftUICore/Render/GeometryEffect/OffsetEffect.swift:39-55 (offset moves only the drawing and passes its child's layout, explicit guides included, through unshifted) and Layout/Stack/StackLayout.swift:455-476 (the slot at x 45, the view drawn 25 further right); offset leaves layout alone: Chris Eidhof, "Offset", SwiftUI Field Guide (swiftuifieldguide.com), and fatbobman, "SwiftUI Layout: The Mystery of Size" (fatbobman.com)
// truth: derived (computed by hand from OpenSwiftUI's layout code, the code the engine was written from: it detects drift from that code, not from iOS)
// url: https://github.com/OpenSwiftUIProject/OpenSwiftUI/blob/069dd80bce30bb9117b783e963c0ed7f741c7587/Sources/OpenSwiftUICore/Render/GeometryEffect/OffsetEffect.swift#L39-L55
// proposal: 200x200
// expect frame(width: 100, height: 20): 55 80 100 20
// expect offset(x: 25): 45 100 40 20
// expect frame(width: 40, height: 20): 70 100 40 20

// offset keeps its child's explicit guide (10) as it is: the slot lines up 10 left of the red bar; only the drawing moves by 25.
struct NudgedChip: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Color.red
                .frame(width: 100, height: 20)
            Color.blue
                .frame(width: 40, height: 20)
                .alignmentGuide(.leading) { _ in 10 }
                .offset(x: 25)
        }
    }
}
