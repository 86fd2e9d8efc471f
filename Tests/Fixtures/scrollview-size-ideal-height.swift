// source: Chris Eidhof, "Scroll View" and "Ideal Size", SwiftUI Field Guide (swiftuifieldguide.com, 2024): frames derived by hand, not measured, from the rules the pages state for SwiftUI (a vertical scroll view proposes nil height, so "the green color has an ideal height, which gets used when the stack proposes a nil height"; a shape's ideal size is 10 x 10, "a platform default for many views"); the stack by applying OpenSwiftUI (commit 069dd80b) Sources/OpenSwiftUICore/Layout/Stack/StackLayout.swift:568-613 and Layout/LayoutComputer/LayoutComputer.swift:178-181 (a Color proposed nil is 10)
// truth: derived (computed by hand from OpenSwiftUI's layout code, the code the engine was written from: it detects drift from that code, not from iOS)
// url: https://www.swiftuifieldguide.com/layout/scrollview/
// url: https://www.swiftuifieldguide.com/layout/ideal-size/
// proposal: 200x200
// expect ScrollView: 0 0 200 200
// expect VStack(spacing: 0): 0 0 200 310
// expect-proposal VStack(spacing: 0): 200 nil
// expect Color.green: 0 0 200 10
// expect-proposal Color.green: 200 nil
// expect frame(height: 300): 0 10 200 300

// In a vertical scroll view a colour that would fill any proposed height is proposed nil, and takes its ideal height, 10.
struct BannerAndBody: View {
    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                Color.green
                Color.blue
                    .frame(height: 300)
            }
        }
    }
}
