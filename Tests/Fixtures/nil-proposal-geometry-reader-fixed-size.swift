// source: OpenSwiftUI (github.com/OpenSwiftUIProject/OpenSwiftUI, commit 069dd80b): frames derived by hand, not measured, by applying, under Sources/OpenSwiftUICore/, Layout/Geometry/GeometryReader.swift:65 (a GeometryReader gives its parent no layout computer), Layout/LayoutProxy.swift:99-104 and Layout/LayoutComputer/LayoutComputer.swift:178-181 with Layout/Geometry/ProposedSize.swift:50-52 (so it is measured by the default engine: 10 per nil axis), Layout/Geometry/GeometryReader.swift:306-324 (content proposed the reader's size, placed top-leading) and Layout/FixedSizeLayout.swift:29-54; Chris Eidhof, "GeometryReader" and "Ideal Size", SwiftUI Field Guide (swiftuifieldguide.com, 2024), state that a geometry reader places its content at its top-leading corner and that 10 x 10 is "a platform default for many views"
// truth: derived (computed by hand from OpenSwiftUI's layout code, the code the engine was written from: it detects drift from that code, not from iOS)
// url: https://github.com/OpenSwiftUIProject/OpenSwiftUI/blob/069dd80bce30bb9117b783e963c0ed7f741c7587/Sources/OpenSwiftUICore/Layout/Geometry/GeometryReader.swift#L56-L66
// url: https://www.swiftuifieldguide.com/layout/geometry-reader/
// proposal: 200x200
// expect-proposal GeometryReader: nil nil
// expect GeometryReader: 95 95 10 10
// expect frame(width: 4, height: 4): 95 95 4 4
// expect-proposal frame(width: 4, height: 4): 10 10

// A GeometryReader proposed nil on both axes is 10 x 10; it proposes that size to its content and puts it at its top-leading corner.
struct ProgressDot: View {
    var body: some View {
        GeometryReader { _ in
            Circle()
                .fill(.blue)
                .frame(width: 4, height: 4)
        }
        .fixedSize()
    }
}
