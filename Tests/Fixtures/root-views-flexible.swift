// source: OpenSwiftUI (github.com/OpenSwiftUIProject/OpenSwiftUI, commit 069dd80b): frames derived by hand, not measured, by applying Sources/OpenSwiftUICore/View/TupleView.swift:23-38 (a body of several views makes an implicit root), View/VariadicView/VariadicView.swift:463-465, 543-577 and Sources/OpenSwiftUI/Util/OpenSwiftUIGlue.swift:50-52 (the implicit root is _VStackLayout), Layout/Stack/VStack.swift:154-155 (centre, default spacing) and View/Graph/ViewGraph.swift:730-737 (the root is centred) and Layout/Stack/StackLayout.swift:488-566 (the flexible colour gets what the fixed views and the two gaps of 8 leave: 200 - 16 - 50 - 20 = 114)
// truth: derived (computed by hand from OpenSwiftUI's layout code, the code the engine was written from: it detects drift from that code, not from iOS)
// url: https://github.com/OpenSwiftUIProject/OpenSwiftUI/blob/069dd80bce30bb9117b783e963c0ed7f741c7587/Sources/OpenSwiftUICore/View/TupleView.swift#L23-L38
// proposal: 200x200
// expect VStack (implicit): 0 0 200 200
// expect frame(width: 50, height: 50): 75 0 50 50
// expect frame(width: 100, height: 20): 50 58 100 20
// expect Color.blue: 0 86 200 114

// Three top-level views, the last one flexible: the implicit VStack gives it the rest of the height.
Color.red
    .frame(width: 50, height: 50)
Color.green
    .frame(width: 100, height: 20)
Color.blue
