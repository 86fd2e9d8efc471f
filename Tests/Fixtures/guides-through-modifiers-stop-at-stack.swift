// source: OpenSwiftUI (github.com/OpenSwiftUIProject/OpenSwiftUI, commit 069dd80b): frames derived by hand, not measured, by applying Sources/OpenSwiftUICore/Layout/Alignment/AlignmentGuide.swift:1213-1217 (the frame guides' combineExplicit does nothing, so a stack never reports an explicit .leading) and Layout/Stack/StackLayout.swift:404-417; Apple, "Aligning views across stacks" (developer.apple.com): "By default, the alignment you specify for a stack applies only to that stack's child views"
// truth: derived (computed by hand from OpenSwiftUI's layout code, the code the engine was written from: it detects drift from that code, not from iOS)
// url: https://developer.apple.com/documentation/swiftui/aligning-views-across-stacks
// proposal: 200x200
// expect frame(width: 100, height: 20): 50 80 100 20
// expect VStack(alignment: .leading): 50 100 40 20
// expect frame(width: 40, height: 20): 50 100 40 20

// A built-in guide stops at the first stack: the inner stack has no explicit .leading, so its own edge lines up.
struct NestedList: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Color.red
                .frame(width: 100, height: 20)
            VStack(alignment: .leading) {
                Color.blue
                    .frame(width: 40, height: 20)
                    .alignmentGuide(.leading) { _ in 10 }
            }
        }
    }
}
