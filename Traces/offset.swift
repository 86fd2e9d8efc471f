// fatbobman, "SwiftUI Layout — Cracking the Size Code": offset moves the drawing,
// not the layout; the outer border stays 100 × 50.
// ltrace:proposal nilxnil
Rectangle()
    .fill(.green.gradient)
    .frame(width: 100, height: 50)
    .border(.blue)
    .offset(x: 30, y: 30)
    .border(.green)
