// source: OpenSwiftUI (github.com/OpenSwiftUIProject/OpenSwiftUI, commit 069dd80b): frames derived by hand, not measured, by applying Sources/OpenSwiftUICore/Layout/Alignment/AlignmentGuide.swift:144-172 (a custom guide's combineExplicit is the mean of the children's explicit values) and Layout/Layout.swift:1345-1378 (each value taken where the child sits in its container) (the right column's guide is the mean of 20 and 50: 35) and Layout/Stack/StackLayout.swift:455-476; Apple, VerticalAlignment.combineExplicit(_:) documentation (developer.apple.com): the combined value is the mean "for most alignment types"
// truth: derived (computed by hand from OpenSwiftUI's layout code, the code the engine was written from: it detects drift from that code, not from iOS)
// url: https://developer.apple.com/documentation/swiftui/verticalalignment/combineexplicit(_:)
// proposal: 200x200
// expect HStack(alignment: .caption, spacing: 0): 50 27.5 100 145
// expect VStack(spacing: 0): 50 27.5 50 100
// expect VStack(spacing: 0)#2: 100 82.5 50 90

// Two views of one column set the guide: the column uses their mean.
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
                    .alignmentGuide(.caption) { d in d[VerticalAlignment.center] }
                Color.yellow.frame(width: 50, height: 20)
                    .alignmentGuide(.caption) { d in d[VerticalAlignment.center] }
                Color.gray.frame(width: 50, height: 30)
            }
        }
    }
}
