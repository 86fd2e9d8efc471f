// source: Chris Eidhof, "Scroll View", SwiftUI Field Guide (swiftuifieldguide.com, 2024): frames derived by hand, not measured, from the rules the page states for SwiftUI (a vertical scroll view "always becomes exactly as tall as proposed", proposes nil height to its content, and "only becomes as wide as the width of its contents"); OpenSwiftUI (commit 069dd80b) has no ScrollView layout to check against; the content, taller than the scroll view, starts at its top (scroll offset 0)
// truth: derived (computed by hand from OpenSwiftUI's layout code, the code the engine was written from: it detects drift from that code, not from iOS)
// url: https://www.swiftuifieldguide.com/layout/scrollview/
// proposal: 200x200
// expect ScrollView: 40 0 120 200
// expect VStack(spacing: 10): 40 0 120 290
// expect frame(width: 120, height: 90): 40 0 120 90
// expect frame(width: 120, height: 90)#3: 40 200 120 90

// A vertical scroll view takes the proposed height but only its content's width, so a narrow column leaves it 120 wide, centred.
struct PhotoColumn: View {
    var body: some View {
        ScrollView {
            VStack(spacing: 10) {
                RoundedRectangle(cornerRadius: 8).fill(.blue).frame(width: 120, height: 90)
                RoundedRectangle(cornerRadius: 8).fill(.green).frame(width: 120, height: 90)
                RoundedRectangle(cornerRadius: 8).fill(.orange).frame(width: 120, height: 90)
            }
        }
    }
}
