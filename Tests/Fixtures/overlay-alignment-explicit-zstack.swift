// source: OpenSwiftUI (github.com/OpenSwiftUIProject/OpenSwiftUI, commit 069dd80b): frames derived by hand, not measured, by applying Sources/OpenSwiftUICore/Modifier/ViewModifier/OverlayModifier.swift:463-527 and Layout/Stack/ZStack.swift:145-175; Apple, overlay(alignment:content:) documentation (developer.apple.com; its text is copied in OpenSwiftUI's OverlayModifier.swift:270-330): several views in the closure form an implicit ZStack and "the alignment applies to the implicit stack rather than to the individual views", which shows an explicit ZStack(alignment:) inside the closure as the way to align the views to each other
// truth: derived (computed by hand from OpenSwiftUI's layout code, the code the engine was written from: it detects drift from that code, not from iOS)
// url: https://developer.apple.com/documentation/swiftui/view/overlay(alignment:content:)
// proposal: 200x200
// expect ZStack(alignment: .bottom): 50 100 100 100
// expect frame(width: 20, height: 20): 90 180 20 20

// The same medal with an explicit bottom-aligned ZStack in the overlay: now the star sits at the circle's bottom.
struct BottomMedal: View {
    var body: some View {
        Color.blue
            .frame(width: 200, height: 200)
            .overlay(alignment: .bottom) {
                ZStack(alignment: .bottom) {
                    Circle()
                        .frame(width: 100, height: 100)
                    Color.yellow
                        .frame(width: 20, height: 20)
                }
            }
    }
}
