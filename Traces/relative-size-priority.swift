// Ole Begemann, "How the relative size modifier interacts with stack views":
// with a higher layout priority, the modified view is laid out first and gets
// the whole available width, of which it proposes half to the yellow colour.
// ltrace:proposal 620x80
HStack(spacing: 10) {
    Color.blue
    Color.green
    Color.yellow
        .relativeProposed(width: 0.5)
        .layoutPriority(1)
}
.border(.primary)
.frame(height: 80)
