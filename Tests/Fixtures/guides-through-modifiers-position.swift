// source: OpenSwiftUI (github.com/OpenSwiftUIProject/OpenSwiftUI, commit 069dd80b): frames derived by hand, not measured, by applying Sources/OpenSwiftUICore/Layout/LayoutComputer/UnaryLayoutView.swift:372-381, Sources/OpenSwiftUI/Layout/Modifier/PositionLayout.swift:28-41 (the position view takes its proposal and puts its child's centre at the point: the guide is (50 - 20) + 10 = 40) and Layout/Stack/StackLayout.swift:455-476, 488-566; no second source found states that a modifier forwards its child's guide; swiftui-lab's "Alignment Guides in SwiftUI" (swiftui-lab.com, 2019) explains that every view in a container has a guide that its explicit alignmentGuide replaces
// truth: derived (computed by hand from OpenSwiftUI's layout code, the code the engine was written from: it detects drift from that code, not from iOS)
// url: https://github.com/OpenSwiftUIProject/OpenSwiftUI/blob/069dd80bce30bb9117b783e963c0ed7f741c7587/Sources/OpenSwiftUI/Layout/Modifier/PositionLayout.swift#L28-L41
// proposal: 200x200
// expect frame(width: 100, height: 20): 40 0 100 20
// expect position(x: 50, y: 10): 0 20 200 180
// expect frame(width: 40, height: 20): 30 20 40 20

// position forwards the guide from where it puts its child: the 200-wide position view is shifted so the dot's guide meets the bar's edge.
struct PinnedDot: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Color.red
                .frame(width: 100, height: 20)
            Color.blue
                .frame(width: 40, height: 20)
                .alignmentGuide(.leading) { _ in 10 }
                .position(x: 50, y: 10)
        }
    }
}
