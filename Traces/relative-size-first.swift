// Ole Begemann, "How the relative size modifier interacts with stack views":
// the relative sizing modifier on the first child of an HStack.
// ltrace:proposal 620x80
HStack(spacing: 10) {
    Color.blue
        .relativeProposed(width: 0.5)
    Color.green
    Color.yellow
}
.border(.primary)
.frame(height: 80)
