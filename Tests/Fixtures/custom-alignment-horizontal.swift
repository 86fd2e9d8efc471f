// source: OpenSwiftUI (github.com/OpenSwiftUIProject/OpenSwiftUI, commit 069dd80b): frames derived by hand, not measured, by applying Sources/OpenSwiftUICore/Layout/Alignment/AlignmentGuide.swift:144-172 (a custom guide's combineExplicit is the mean of the children's explicit values) and Layout/Layout.swift:1345-1378 (each value taken where the child sits in its container) and Layout/Stack/StackLayout.swift:455-476 (the inner stack reports its child's explicit 10, so the outer stack lines it up with the bar's 0); Apple, "Aligning views across stacks" (developer.apple.com): a custom alignment aligns views in nested stacks, where the stack's own alignment "applies only to that stack's child views"; the QuickLayout documentation (facebookincubator.github.io/QuickLayout, "Alignment guides"), which mirrors SwiftUI: "alignment guides for default types are not recognized beyond the first multi-child container, however custom alignment guides are"
// truth: derived (computed by hand from OpenSwiftUI's layout code, the code the engine was written from: it detects drift from that code, not from iOS)
// url: https://developer.apple.com/documentation/swiftui/aligning-views-across-stacks
// proposal: 200x200
// expect frame(width: 100, height: 20): 55 80 100 20
// expect frame(width: 40, height: 20): 45 100 40 20

// A custom horizontal guide crosses the inner stack that a built-in .leading stops at (compare guides-through-modifiers-stop-at-stack).
private struct Indent: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat {
        context[.leading]
    }
}

extension HorizontalAlignment {
    static let indent = HorizontalAlignment(Indent.self)
}

struct NestedList: View {
    var body: some View {
        VStack(alignment: .indent, spacing: 0) {
            Color.red
                .frame(width: 100, height: 20)
            VStack(alignment: .indent) {
                Color.blue
                    .frame(width: 40, height: 20)
                    .alignmentGuide(.indent) { _ in 10 }
            }
        }
    }
}
