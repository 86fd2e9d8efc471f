// source: OpenSwiftUI (github.com/OpenSwiftUIProject/OpenSwiftUI, commit 069dd80b): frames derived by hand, not measured, by applying Sources/OpenSwiftUICore/Modifier/ViewModifier/OverlayModifier.swift:499-518 (the content's explicit guides meet the primary's: x = 50 + 100 - 10, y = 80 + 0 - 10); the badge pattern and its result (the badge centred on the corner) are fatbobman, "SwiftUI Layout — Cracking the Size Code" (fatbobman.com, 2022) and Chris Eidhof, "Alignment", SwiftUI Field Guide (swiftuifieldguide.com)
// truth: derived (computed by hand from OpenSwiftUI's layout code, the code the engine was written from: it detects drift from that code, not from iOS)
// url: https://fatbobman.com/en/posts/layout-dimensions-2/
// proposal: 200x200
// expect overlay(alignment: .topTrailing): 50 80 100 40
// expect frame(width: 20, height: 20): 140 70 20 20

// A notification badge centred on the top-trailing corner by guides on the badge itself.
struct InboxButton: View {
    var body: some View {
        Color.blue
            .frame(width: 100, height: 40)
            .overlay(alignment: .topTrailing) {
                Circle()
                    .frame(width: 20, height: 20)
                    .alignmentGuide(.top) { $0.height / 2 }
                    .alignmentGuide(.trailing) { $0.width / 2 }
            }
    }
}
