// source: OpenSwiftUI (github.com/OpenSwiftUIProject/OpenSwiftUI, commit 069dd80b): frames derived by hand, not measured, by applying, under Sources/OpenSwiftUICore/, Layout/Stack/StackLayout.swift:311-316, 422-477, 488-561 and 600-613 (an HStack placed with a nil height re-proposes its own height, and re-runs its width distribution), Layout/FixedSizeLayout.swift:29-54 and Layout/Modifier/FrameLayout.swift:279-368; the trick and its result (two views of different content equally tall) are Paul Hudson, "How to make two views the same width or height" (hackingwithswift.com, SwiftUI by Example, updated 2023)
// truth: derived (computed by hand from OpenSwiftUI's layout code, the code the engine was written from: it detects drift from that code, not from iOS)
// url: https://github.com/OpenSwiftUIProject/OpenSwiftUI/blob/069dd80bce30bb9117b783e963c0ed7f741c7587/Sources/OpenSwiftUICore/Layout/Stack/StackLayout.swift#L600-L613
// url: https://www.hackingwithswift.com/quick-start/swiftui/how-to-make-two-views-the-same-width-or-height
// proposal: 200x200
// expect-size HStack: 108 90
// expect-proposal HStack: 200 nil
// expect frame(maxHeight: .infinity): 46 55 40 90
// expect frame(maxHeight: .infinity)#2: 94 55 60 90
// expect-proposal frame(maxHeight: .infinity): 96 90
// expect-proposal frame(maxHeight: .infinity)#2: 152 90
// expect frame(width: 40, height: 30): 46 85 40 30
// expect frame(width: 60, height: 90): 94 55 60 90

// The equal-height trick: fixedSize(horizontal: false, vertical: true) makes the row as tall as its tallest card, and each card's flexible frame takes that height.
struct ComparisonRow: View {
    var body: some View {
        HStack {
            RoundedRectangle(cornerRadius: 6)
                .fill(.red)
                .frame(width: 40, height: 30)
                .frame(maxHeight: .infinity)
            RoundedRectangle(cornerRadius: 6)
                .fill(.green)
                .frame(width: 60, height: 90)
                .frame(maxHeight: .infinity)
        }
        .fixedSize(horizontal: false, vertical: true)
    }
}
