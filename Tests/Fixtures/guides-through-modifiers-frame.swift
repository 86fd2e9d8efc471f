// source: OpenSwiftUI (github.com/OpenSwiftUIProject/OpenSwiftUI, commit 069dd80b): frames derived by hand, not measured, by applying Sources/OpenSwiftUICore/Layout/LayoutComputer/UnaryLayoutView.swift:372-381, Layout/Modifier/FrameLayout.swift:17-41 and 83-92 (a frame centres its child and reports the child's explicit guide shifted by the child's offset, 20 + 10 = 30) and Layout/Stack/StackLayout.swift:455-476; no second source found states that a modifier forwards its child's guide; swiftui-lab's "Alignment Guides in SwiftUI" (swiftui-lab.com, 2019) explains that every view in a container has a guide that its explicit alignmentGuide replaces
// truth: derived (computed by hand from OpenSwiftUI's layout code, the code the engine was written from: it detects drift from that code, not from iOS)
// url: https://github.com/OpenSwiftUIProject/OpenSwiftUI/blob/069dd80bce30bb9117b783e963c0ed7f741c7587/Sources/OpenSwiftUICore/Layout/LayoutComputer/UnaryLayoutView.swift#L372-L381
// url: https://swiftui-lab.com/alignment-guides/
// proposal: 200x200
// expect frame(width: 100, height: 20): 65 80 100 20
// expect frame(width: 80, height: 20): 35 100 80 20
// expect frame(width: 40, height: 20): 55 100 40 20

// A fixed frame around a view with an explicit leading guide passes the guide on: 20 (where the frame centres it) + 10.
struct FramedChip: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Color.red
                .frame(width: 100, height: 20)
            Color.blue
                .frame(width: 40, height: 20)
                .alignmentGuide(.leading) { _ in 10 }
                .frame(width: 80, height: 20)
        }
    }
}
