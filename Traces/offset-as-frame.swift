// fatbobman, "SwiftUI Layout — Cracking the Size Code": with a bottom-trailing
// frame: 130 × 80 with the rectangle at (30, 30).
// ltrace:proposal nilxnil
Rectangle()
    .fill(.green.gradient)
    .frame(width: 100, height: 50)
    .border(.blue)
    .frame(width: 130, height: 80, alignment: .bottomTrailing)
    .border(.green)
