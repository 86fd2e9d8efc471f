// source: fatbobman, "SwiftUI Layout — Cracking the Size Code" (fatbobman.com, 2022): a heart badge on a 150x50 button built with ZStack, overlay and background; the sizes of SPEC.md golden 9
// truth: derived (the article describes the layout; the numbers are SPEC.md golden 9, computed from the rules)
// url: https://fatbobman.com/en/posts/layout-dimensions-2/
// proposal: nilxnil
// expect background(alignment: .center): 0 0 30 30
// expect frame(width: 150, height: 50): -135 15 150 50

// Same picture with the button as the heart's background: the layout is only the heart's 30 x 30.
struct Heart: View {
    var body: some View {
        Circle()
            .fill(.yellow)
            .frame(width: 30, height: 30)
            .overlay(Image(systemName: "heart").foregroundColor(.red))
    }
}

struct Pill: View {
    var body: some View {
        RoundedRectangle(cornerRadius: 12)
            .fill(Color.blue.gradient)
            .frame(width: 150, height: 50)
    }
}

struct BadgeOnBackground: View {
    var body: some View {
        Heart()
            .background(alignment: .center) {
                Pill()
                    .alignmentGuide(HorizontalAlignment.center, computeValue: { $0[.trailing] })
                    .alignmentGuide(VerticalAlignment.center, computeValue: { $0[.top] })
            }
    }
}
