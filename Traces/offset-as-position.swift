// fatbobman, "SwiftUI Layout — Cracking the Size Code": with position inside a
// frame: 130 × 80 with the rectangle centred at (80, 55), so at (30, 30).
// ltrace:proposal nilxnil
Rectangle()
    .fill(.green.gradient)
    .frame(width: 100, height: 50)
    .border(.blue)
    .position(x: 80, y: 55)
    .frame(width: 130, height: 80)
    .border(.green)
