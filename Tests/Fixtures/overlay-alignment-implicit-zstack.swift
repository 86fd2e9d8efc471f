// source: OpenSwiftUI (github.com/OpenSwiftUIProject/OpenSwiftUI, commit 069dd80b): frames derived by hand, not measured, by applying Sources/OpenSwiftUICore/Modifier/ViewModifier/OverlayModifier.swift:13-51 and 463-527 (the content is proposed the primary's size and aligned to it; its implicit root is _ZStackLayout.implicitRoot, centre-aligned, Layout/Stack/ZStack.swift:225-226); Apple, overlay(alignment:content:) documentation (developer.apple.com; its text is copied in OpenSwiftUI's OverlayModifier.swift:270-330): several views in the closure form an implicit ZStack and "the alignment applies to the implicit stack rather than to the individual views"
// truth: derived (computed by hand from OpenSwiftUI's layout code, the code the engine was written from: it detects drift from that code, not from iOS)
// url: https://developer.apple.com/documentation/swiftui/view/overlay(alignment:content:)
// proposal: 200x200
// expect ZStack (implicit): 50 100 100 100
// expect frame(width: 100, height: 100): 50 100 100 100
// expect frame(width: 20, height: 20): 90 140 20 20

// Two views in one bottom overlay: they form one centred ZStack (the star sits in the circle's middle), and that stack goes to the bottom.
struct Medal: View {
    var body: some View {
        Color.blue
            .frame(width: 200, height: 200)
            .overlay(alignment: .bottom) {
                Circle()
                    .frame(width: 100, height: 100)
                Color.yellow
                    .frame(width: 20, height: 20)
            }
    }
}
