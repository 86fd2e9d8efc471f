// fatbobman, "SwiftUI Layout — Cracking the Size Code": the same displacement
// with padding changes the layout: 130 × 80 with the rectangle at (30, 30).
// ltrace:proposal nilxnil
Rectangle()
    .fill(.green.gradient)
    .frame(width: 100, height: 50)
    .border(.blue)
    .padding(EdgeInsets(top: 30, leading: 30, bottom: 0, trailing: 0))
    .border(.green)
