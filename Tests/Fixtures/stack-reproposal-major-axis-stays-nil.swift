// source: OpenSwiftUI (github.com/OpenSwiftUIProject/OpenSwiftUI, commit 069dd80b): frames derived by hand, not measured, by applying, under Sources/OpenSwiftUICore/, Layout/Stack/StackLayout.swift:568-594 and 600-613 (only the cross axis is re-proposed; along the stack's axis the nil stays nil), Layout/FixedSizeLayout.swift:29-54 and Layout/LayoutComputer/LayoutComputer.swift:178-181 with Layout/Geometry/ProposedSize.swift:50-52 (a Color proposed nil is 10); Chris Eidhof, "Ideal Size", SwiftUI Field Guide (swiftuifieldguide.com, 2024), states the 10-point default
// truth: derived (computed by hand from OpenSwiftUI's layout code, the code the engine was written from: it detects drift from that code, not from iOS)
// url: https://github.com/OpenSwiftUIProject/OpenSwiftUI/blob/069dd80bce30bb9117b783e963c0ed7f741c7587/Sources/OpenSwiftUICore/Layout/Stack/StackLayout.swift#L600-L613
// url: https://www.swiftuifieldguide.com/layout/ideal-size/
// proposal: 200x200
// expect-size VStack(spacing: 0): 120 70
// expect Color.orange: 40 65 120 10
// expect-proposal Color.orange: 120 nil
// expect frame(width: 120, height: 60): 40 75 120 60

// Only the cross axis is re-proposed: the stripe widens to the card when placed, but it is still proposed nil height, so it stays 10 tall.
struct StripedCard: View {
    var body: some View {
        VStack(spacing: 0) {
            Color.orange
            RoundedRectangle(cornerRadius: 8)
                .fill(.blue)
                .frame(width: 120, height: 60)
        }
        .fixedSize()
    }
}
