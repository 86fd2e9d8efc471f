// fatbobman, "SwiftUI Layout — Cracking the Size Code": rotationEffect changes
// the drawing only; the HStack is laid out as if nothing were rotated.
// ltrace:proposal 390x844
HStack(alignment: .center) {
    Text("HI")
        .border(.red)
    Text("Hello world")
        .fixedSize()
        .border(.yellow)
        .rotationEffect(.degrees(-40))
        .border(.red)
}
.border(.blue)
