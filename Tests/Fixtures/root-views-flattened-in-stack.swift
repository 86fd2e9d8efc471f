// source: OpenSwiftUI (github.com/OpenSwiftUIProject/OpenSwiftUI, commit 069dd80b): frames derived by hand, not measured, by applying Sources/OpenSwiftUICore/View/TupleView.swift:40-50 (inside a container, a body of several views is flattened into the container's list, not wrapped) and Layout/Stack/StackLayout.swift:455-476; Apple, "Group" documentation (developer.apple.com): a group collects several views "without affecting the layout of those views"
// truth: derived (computed by hand from OpenSwiftUI's layout code, the code the engine was written from: it detects drift from that code, not from iOS)
// url: https://github.com/OpenSwiftUIProject/OpenSwiftUI/blob/069dd80bce30bb9117b783e963c0ed7f741c7587/Sources/OpenSwiftUICore/View/TupleView.swift#L40-L50
// proposal: 200x200
// expect HStack(spacing: 0): 35 75 130 50
// expect frame(width: 50, height: 50): 35 75 50 50
// expect frame(width: 80, height: 30): 85 85 80 30

// The same two-view body used inside an HStack: its views join the HStack side by side.
struct Legend: View {
    var body: some View {
        Color.red
            .frame(width: 50, height: 50)
        Color.blue
            .frame(width: 80, height: 30)
    }
}

struct LegendRow: View {
    var body: some View {
        HStack(spacing: 0) {
            Legend()
        }
    }
}
