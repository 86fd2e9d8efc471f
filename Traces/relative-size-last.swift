// Ole Begemann, "How the relative size modifier interacts with stack views":
// the relative sizing modifier on the last child of an HStack.
// ltrace:proposal 620x80
HStack(spacing: 10) {
    Color.blue
    Color.green
    Color.yellow
        .relativeProposed(width: 0.5)
}
.border(.primary)
.frame(height: 80)
