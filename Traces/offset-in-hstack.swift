// fatbobman, "SwiftUI Layout — Cracking the Size Code": offsetting the middle
// rectangle does not change the HStack's layout.
// ltrace:proposal 390x100
HStack {
    Rectangle()
        .fill(.orange.gradient)
        .frame(maxWidth: .infinity)
    Rectangle()
        .fill(.green.gradient)
        .frame(maxWidth: .infinity)
        .offset(x: 20, y: 20)
    Rectangle()
        .fill(.cyan.gradient)
        .frame(maxWidth: .infinity)
}
.border(.red)
