// fatbobman, "SwiftUI Layout — Cracking the Size Code": what the fixedSize
// imitation reproduces: nil proposals on the fixed axes, so the child takes its
// ideal size there.
// ltrace:proposal 160x300
VStack(spacing: 10) {
    Text("A sentence that is longer than the proposal")
        .border(.gray)
    Text("A sentence that is longer than the proposal")
        .fixedSize()
        .border(.gray)
    Text("A sentence that is longer than the proposal")
        .fixedSize(horizontal: false, vertical: true)
        .border(.gray)
}
