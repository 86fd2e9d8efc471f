// source: OpenSwiftUI (github.com/OpenSwiftUIProject/OpenSwiftUI, commit 069dd80b): frames derived by hand, not measured, by applying, under Sources/OpenSwiftUICore/, Layout/Geometry/GeometryReader.swift:65 and 306-324, Layout/LayoutProxy.swift:99-104 and Layout/LayoutComputer/LayoutComputer.swift:178-181 (a GeometryReader proposed a nil height is 10 tall; its content is proposed the reader's size and placed top-leading); the scroll view by the rules of Chris Eidhof, "Scroll View", SwiftUI Field Guide (swiftuifieldguide.com, 2024) (proposed width passed on, nil height, as tall as proposed, as wide as the content); the same guide's "GeometryReader" page states the top-leading placement
// truth: derived (computed by hand from OpenSwiftUI's layout code, the code the engine was written from: it detects drift from that code, not from iOS)
// url: https://github.com/OpenSwiftUIProject/OpenSwiftUI/blob/069dd80bce30bb9117b783e963c0ed7f741c7587/Sources/OpenSwiftUICore/Layout/Geometry/GeometryReader.swift#L306-L324
// url: https://www.swiftuifieldguide.com/layout/scrollview/
// proposal: 200x200
// expect ScrollView: 0 0 200 200
// expect GeometryReader: 0 0 200 10
// expect-proposal GeometryReader: 200 nil
// expect frame(width: proxy.size.width / 2): 0 0 100 10
// expect-proposal frame(width: proxy.size.width / 2): 200 10
// expect Color.orange: 0 0 100 10

// Inside a vertical scroll view a GeometryReader is proposed a nil height and collapses to 10 points; its content is proposed 200 x 10 and sits at the leading edge.
struct HalfWidthBar: View {
    var body: some View {
        ScrollView {
            GeometryReader { proxy in
                Color.orange
                    .frame(width: proxy.size.width / 2)
            }
        }
    }
}
