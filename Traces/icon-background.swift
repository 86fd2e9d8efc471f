// fatbobman, "SwiftUI Layout — Cracking the Size Code": the same picture with a
// background, whose size is only the heart's: 30 × 30.
// ltrace:proposal 390x844

struct HeartView: View {
    var body: some View {
        Circle()
            .fill(.yellow)
            .frame(width: 30, height: 30)
            .overlay(Image(systemName: "heart").foregroundColor(.red))
    }
}

struct ButtonView: View {
    var body: some View {
        RoundedRectangle(cornerRadius: 12)
            .fill(Color.blue.gradient)
            .frame(width: 150, height: 50)
    }
}

struct IconDemo3: View {
    var body: some View {
        HeartView()
            .background(alignment: .center) {
                ButtonView()
                    .alignmentGuide(HorizontalAlignment.center, computeValue: { $0[.trailing] })
                    .alignmentGuide(VerticalAlignment.center, computeValue: { $0[.top] })
            }
    }
}
