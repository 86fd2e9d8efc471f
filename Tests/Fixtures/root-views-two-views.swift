// source: OpenSwiftUI (github.com/OpenSwiftUIProject/OpenSwiftUI, commit 069dd80b): frames derived by hand, not measured, by applying Sources/OpenSwiftUICore/View/TupleView.swift:23-38 (a body of several views makes an implicit root), View/VariadicView/VariadicView.swift:463-465, 543-577 and Sources/OpenSwiftUI/Util/OpenSwiftUIGlue.swift:50-52 (the implicit root is _VStackLayout), Layout/Stack/VStack.swift:154-155 (centre, default spacing) and View/Graph/ViewGraph.swift:730-737 (the root is centred); OpenSwiftUI's SwiftUI-compared snapshot test AlignmentGuideUITests.alignmentGuideOnXY (Example/OpenSwiftUIUITests/Layout/Alignment/AlignmentGuideUITests.swift:13-43) has a body of four stacks with no enclosing stack
// truth: derived (computed by hand from OpenSwiftUI's layout code, the code the engine was written from: it detects drift from that code, not from iOS)
// url: https://github.com/OpenSwiftUIProject/OpenSwiftUI/blob/069dd80bce30bb9117b783e963c0ed7f741c7587/Sources/OpenSwiftUI/Util/OpenSwiftUIGlue.swift#L50-L52
// proposal: 200x200
// expect VStack (implicit): 60 56 80 88
// expect frame(width: 50, height: 50): 75 56 50 50
// expect frame(width: 80, height: 30): 60 114 80 30

// A body of two views and no stack: the hosting view stacks them vertically, 8 apart, centred.
struct Legend: View {
    var body: some View {
        Color.red
            .frame(width: 50, height: 50)
        Color.blue
            .frame(width: 80, height: 30)
    }
}
