// source: OpenSwiftUI (github.com/OpenSwiftUIProject/OpenSwiftUI, commit 069dd80b): frames derived by hand, not measured, by applying Sources/OpenSwiftUICore/Modifier/ViewModifier/OverlayModifier.swift:499-518 (the primary's guide is read from its dimensions with its guide computer, so an explicit alignmentGuide on it counts: y = 50 + 30 - 0); Chris Eidhof, "Alignment", SwiftUI Field Guide (swiftuifieldguide.com), explains that an overlay aligns its content's guide with the view's
// truth: derived (computed by hand from OpenSwiftUI's layout code, the code the engine was written from: it detects drift from that code, not from iOS)
// url: https://github.com/OpenSwiftUIProject/OpenSwiftUI/blob/069dd80bce30bb9117b783e963c0ed7f741c7587/Sources/OpenSwiftUICore/Modifier/ViewModifier/OverlayModifier.swift#L463-L527
// url: https://www.swiftuifieldguide.com/layout/alignment/
// proposal: 200x200
// expect alignmentGuide(.top) { _ in 30 }: 50 50 100 100
// expect frame(width: 20, height: 20): 90 80 20 20

// The card's top guide is moved 30 down; a top-aligned overlay follows that guide, not the card's edge.
struct NotchedCard: View {
    var body: some View {
        Color.blue
            .frame(width: 100, height: 100)
            .alignmentGuide(.top) { _ in 30 }
            .overlay(alignment: .top) {
                Color.red
                    .frame(width: 20, height: 20)
            }
    }
}
