// source: OpenSwiftUI (github.com/OpenSwiftUIProject/OpenSwiftUI, commit 069dd80b): frames derived by hand, not measured, by applying, under Sources/OpenSwiftUICore/, Layout/Stack/StackLayout.swift:192-197, 311-316, 568-594 and 600-613 (a VStack placed with a nil width re-proposes its own width), Layout/FixedSizeLayout.swift:29-54 and Layout/Modifier/FrameLayout.swift:279-368; the trick and its result (both buttons as wide as the wider one) are Paul Hudson, "How to make two views the same width or height" (hackingwithswift.com, SwiftUI by Example, updated 2023)
// truth: derived (computed by hand from OpenSwiftUI's layout code, the code the engine was written from: it detects drift from that code, not from iOS)
// url: https://github.com/OpenSwiftUIProject/OpenSwiftUI/blob/069dd80bce30bb9117b783e963c0ed7f741c7587/Sources/OpenSwiftUICore/Layout/Stack/StackLayout.swift#L600-L613
// url: https://www.hackingwithswift.com/quick-start/swiftui/how-to-make-two-views-the-same-width-or-height
// proposal: 200x200
// expect-size VStack: 130 80
// expect-proposal VStack: nil nil
// expect frame(maxWidth: .infinity): 35 60 130 36
// expect frame(maxWidth: .infinity)#2: 35 104 130 36
// expect-proposal frame(maxWidth: .infinity): 130 nil
// expect-proposal frame(maxWidth: .infinity)#2: 130 nil
// expect frame(width: 70, height: 36): 65 60 70 36
// expect frame(width: 130, height: 36): 35 104 130 36

// The equal-width trick: measured with nil, the stack is as wide as its wider button; placed, it proposes that width to both.
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
        .fixedSize()
    }
}
