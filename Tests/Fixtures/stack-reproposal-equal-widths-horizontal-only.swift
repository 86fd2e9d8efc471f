// source: OpenSwiftUI (github.com/OpenSwiftUIProject/OpenSwiftUI, commit 069dd80b): frames derived by hand, not measured, by applying, under Sources/OpenSwiftUICore/, Layout/Stack/StackLayout.swift:311-316, 488-561 and 600-613 (placed with width nil and height 200, the VStack re-runs its height distribution with width 130), Layout/FixedSizeLayout.swift:29-54 and Layout/PlacementContext.swift:119-131; the modifier is the one in Paul Hudson, "How to make two views the same width or height" (hackingwithswift.com, SwiftUI by Example, updated 2023), whose screenshot shows both buttons equally wide
// truth: derived (computed by hand from OpenSwiftUI's layout code, the code the engine was written from: it detects drift from that code, not from iOS)
// url: https://github.com/OpenSwiftUIProject/OpenSwiftUI/blob/069dd80bce30bb9117b783e963c0ed7f741c7587/Sources/OpenSwiftUICore/Layout/Stack/StackLayout.swift#L600-L613
// url: https://www.hackingwithswift.com/quick-start/swiftui/how-to-make-two-views-the-same-width-or-height
// proposal: 200x200
// expect-size VStack: 130 80
// expect-proposal VStack: nil 200
// expect frame(maxWidth: .infinity): 35 60 130 36
// expect frame(maxWidth: .infinity)#2: 35 104 130 36
// expect frame(width: 70, height: 36): 65 60 70 36

// Fixing only the width is enough: the height stays proposed (200), the nil width is replaced by the stack's 130 when it places the buttons.
struct SignInButtons: View {
    var body: some View {
        VStack {
            Capsule()
                .fill(.blue)
                .frame(width: 70, height: 36)
                .frame(maxWidth: .infinity)
            Capsule()
                .fill(.blue)
                .frame(width: 130, height: 36)
                .frame(maxWidth: .infinity)
        }
        .fixedSize(horizontal: true, vertical: false)
    }
}
