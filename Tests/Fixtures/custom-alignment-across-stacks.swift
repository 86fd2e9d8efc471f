// source: OpenSwiftUI (github.com/OpenSwiftUIProject/OpenSwiftUI, commit 069dd80b): frames derived by hand, not measured, by applying Sources/OpenSwiftUICore/Layout/Alignment/AlignmentGuide.swift:144-172 (a custom guide's combineExplicit is the mean of the children's explicit values) and Layout/Layout.swift:1345-1378 (each value taken where the child sits in its container) and Layout/Stack/StackLayout.swift:455-476; Apple, "Aligning views across stacks" (developer.apple.com): a custom alignment aligns views in nested stacks, where the stack's own alignment "applies only to that stack's child views"; the scene has the shape of Apple's example (an image column and a title column whose titles line up), with fixed-size colours for images and text
// truth: derived (computed by hand from OpenSwiftUI's layout code, the code the engine was written from: it detects drift from that code, not from iOS)
// url: https://developer.apple.com/documentation/swiftui/aligning-views-across-stacks
// proposal: 200x200
// expect HStack(alignment: .caption, spacing: 0): 50 35 100 130
// expect frame(width: 50, height: 80): 50 35 50 80
// expect frame(width: 50, height: 20): 50 115 50 20
// expect frame(width: 50, height: 40): 100 75 50 40
// expect frame(width: 50, height: 20)#2: 100 115 50 20
// expect frame(width: 50, height: 30): 100 135 50 30

// Two columns whose captions line up: the caption guide crosses each column's VStack.
private struct CaptionAlignment: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat {
        context[.bottom]
    }
}

extension VerticalAlignment {
    static let caption = VerticalAlignment(CaptionAlignment.self)
}

struct PhotoCaptions: View {
    var body: some View {
        HStack(alignment: .caption, spacing: 0) {
            VStack(spacing: 0) {
                Color.red.frame(width: 50, height: 80)
                Color.green.frame(width: 50, height: 20)
                    .alignmentGuide(.caption) { d in d[VerticalAlignment.center] }
            }
            VStack(spacing: 0) {
                Color.blue.frame(width: 50, height: 40)
                Color.yellow.frame(width: 50, height: 20)
                    .alignmentGuide(.caption) { d in d[VerticalAlignment.center] }
                Color.gray.frame(width: 50, height: 30)
            }
        }
    }
}
