// source: OpenSwiftUI (github.com/OpenSwiftUIProject/OpenSwiftUI, commit 069dd80b): frames derived by hand, not measured, by applying Sources/OpenSwiftUICore/Layout/LayoutComputer/UnaryLayoutView.swift:372-381 (a single-child modifier reports its child's explicit guide plus the child's origin in it), Layout/Modifier/PaddingLayout.swift:28-33 and Layout/Stack/StackLayout.swift:455-476, 575-592; no second source found states that a modifier forwards its child's guide; swiftui-lab's "Alignment Guides in SwiftUI" (swiftui-lab.com, 2019) explains that every view in a container has a guide that its explicit alignmentGuide replaces
// truth: derived (computed by hand from OpenSwiftUI's layout code, the code the engine was written from: it detects drift from that code, not from iOS)
// url: https://github.com/OpenSwiftUIProject/OpenSwiftUI/blob/069dd80bce30bb9117b783e963c0ed7f741c7587/Sources/OpenSwiftUICore/Layout/LayoutComputer/UnaryLayoutView.swift#L372-L381
// url: https://swiftui-lab.com/alignment-guides/
// proposal: 200x200
// expect frame(width: 100, height: 20): 70 80 100 20
// expect padding(.leading, 30): 30 100 80 20
// expect frame(width: 50, height: 20): 60 100 50 20

// The badge's explicit leading guide (10) passes through its padding, shifted by the padding's 30: the stack lines up 40 in.
struct IndentedRow: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Color.red
                .frame(width: 100, height: 20)
            Color.blue
                .frame(width: 50, height: 20)
                .alignmentGuide(.leading) { _ in 10 }
                .padding(.leading, 30)
        }
    }
}
