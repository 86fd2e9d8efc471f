// Ole Begemann, "How the relative size modifier interacts with stack views":
// the relative sizing modifier on the middle child of an HStack.
// ltrace:proposal 620x80
HStack(spacing: 10) {
    Color.blue
    Color.green
        .relativeProposed(width: 0.5)
    Color.yellow
}
.border(.primary)
.frame(height: 80)
