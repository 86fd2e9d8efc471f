// fatbobman, "SwiftUI Layout — Cracking the Size Code": what the flexible-frame
// imitation reproduces: min, ideal and max per axis.
// ltrace:proposal 390x844
// ltrace:proposal 120x844
VStack(spacing: 12) {
    Text("min")
        .frame(minWidth: 150)
        .border(.gray)
    Text("max .infinity, leading")
        .frame(maxWidth: .infinity, alignment: .leading)
        .border(.gray)
    Color.orange
        .frame(minWidth: 50, maxWidth: 200, minHeight: 20, maxHeight: 40)
    Color.green
        .frame(idealWidth: 80, idealHeight: 30)
        .fixedSize()
}
