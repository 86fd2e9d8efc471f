// source: Chris Eidhof, "Scroll View", SwiftUI Field Guide (swiftuifieldguide.com, 2024): frames derived by hand, not measured, from the rules the page states for SwiftUI (a vertical scroll view passes on its proposed width, proposes nil height, and is only as wide as its content; the fix for a narrow scroll view is a flexible frame on the content); the flexible frame by applying OpenSwiftUI (commit 069dd80b) Sources/OpenSwiftUICore/Layout/Modifier/FrameLayout.swift:279-368
// truth: derived (computed by hand from OpenSwiftUI's layout code, the code the engine was written from: it detects drift from that code, not from iOS)
// url: https://www.swiftuifieldguide.com/layout/scrollview/
// url: https://github.com/OpenSwiftUIProject/OpenSwiftUI/blob/069dd80bce30bb9117b783e963c0ed7f741c7587/Sources/OpenSwiftUICore/Layout/Modifier/FrameLayout.swift#L279-L368
// proposal: 200x200
// expect ScrollView: 0 0 200 200
// expect frame(maxWidth: .infinity): 0 0 200 290
// expect-proposal frame(maxWidth: .infinity): 200 nil
// expect VStack(spacing: 10): 40 0 120 290
// expect-proposal VStack(spacing: 10): 200 nil
// expect frame(width: 120, height: 90)#3: 40 200 120 90

// The usual fix: a flexible frame takes the proposed width, so the scroll view spans the full 200 while the column stays 120 wide in its middle.
struct FullWidthFeed: View {
    var body: some View {
        ScrollView {
            VStack(spacing: 10) {
                RoundedRectangle(cornerRadius: 8).fill(.blue).frame(width: 120, height: 90)
                RoundedRectangle(cornerRadius: 8).fill(.green).frame(width: 120, height: 90)
                RoundedRectangle(cornerRadius: 8).fill(.orange).frame(width: 120, height: 90)
            }
            .frame(maxWidth: .infinity)
        }
    }
}
