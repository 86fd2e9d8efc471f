// source: OpenSwiftUI (github.com/OpenSwiftUIProject/OpenSwiftUI, commit 069dd80b): frames derived by hand, not measured, by applying Sources/OpenSwiftUICore/Layout/Modifier/FrameLayout.swift:203-261 (an inverted min/max pair without an ideal stays inverted), 263-277 (the child is proposed 200 clamped to min 120 then max 60: 60) and 279-337 (the frame takes the child's width); a Color takes what it is proposed (Chris Eidhof, "Color", SwiftUI Field Guide, swiftuifieldguide.com)
// truth: derived (computed by hand from OpenSwiftUI's layout code, the code the engine was written from: it detects drift from that code, not from iOS)
// url: https://github.com/OpenSwiftUIProject/OpenSwiftUI/blob/069dd80bce30bb9117b783e963c0ed7f741c7587/Sources/OpenSwiftUICore/Layout/Modifier/FrameLayout.swift#L263-L337
// proposal: 200x200
// expect frame(minWidth: 120, maxWidth: 60): 70 0 60 200
// expect-proposal Color.teal: 60 200

// An inverted pair around a greedy view: it is offered the maximum, 60, takes it, and so does the frame.
struct Stripe: View {
    var body: some View {
        Color.teal
            .frame(minWidth: 120, maxWidth: 60)
    }
}
