// fatbobman, "SwiftUI Layout — Cracking the Size Code": what the frame imitation
// (myFrame) reproduces: a set dimension is the frame's size and its proposal; an
// unset one passes the proposal through and takes the child's size; the child is
// aligned inside.
// ltrace:proposal 390x844
VStack(spacing: 12) {
    Text("Hello world!")
        .frame(width: 200, height: 30, alignment: .topLeading)
        .border(.gray)
    Ellipse()
        .fill(.purple)
        .frame(width: 200, height: 100)
    Ellipse()
        .fill(.blue)
        .frame(height: 100)
    Text("A frame with only a width passes the height proposal through")
        .frame(width: 120)
}
