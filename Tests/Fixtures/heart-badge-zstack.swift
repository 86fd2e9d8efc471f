// source: fatbobman, "SwiftUI Layout — Cracking the Size Code" (fatbobman.com, 2022): a heart badge on a 150x50 button built with ZStack, overlay and background; the sizes of SPEC.md golden 9
// truth: derived (the article describes the layout; the numbers are SPEC.md golden 9, computed from the rules)
// url: https://fatbobman.com/en/posts/layout-dimensions-2/
// proposal: nilxnil
// expect-size ZStack(alignment: .topTrailing): 165 65
// expect frame(width: 150, height: 50): 0 15 150 50
// expect frame(width: 30, height: 30): 135 0 30 30

// The heart's centre sits on the button's top-trailing corner; the ZStack grows to hold both.
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

struct BadgeInZStack: View {
    var body: some View {
        ZStack(alignment: .topTrailing) {
            Pill()
            Heart()
                .alignmentGuide(.top, computeValue: { $0.height / 2 })
                .alignmentGuide(.trailing, computeValue: { $0.width / 2 })
        }
    }
}
