// fatbobman, "SwiftUI Layout — Cracking the Size Code": alignment guides place the
// thumbs-up 200 points above and 100 points left of the bottom-trailing corner.
// ltrace:proposal 390x844
ZStack(alignment: .bottomTrailing) {
    Rectangle()
        .fill(Color.cyan.gradient.opacity(0.5))
    Image(systemName: "hand.thumbsup")
        .symbolVariant(.fill)
        .foregroundColor(.blue)
        .font(.title)
        .alignmentGuide(.bottom, computeValue: { $0[.bottom] + 200 })
        .alignmentGuide(.trailing, computeValue: { d in d[.trailing] + 100 })
}
.ignoresSafeArea()
