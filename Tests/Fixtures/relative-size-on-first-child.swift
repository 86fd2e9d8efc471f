// source: Ole Begemann, "How the relative size modifier interacts with stack views" (oleb.net, 2023): widths and proposals stated in the article for SwiftUI's HStack (screenshots of the running layout)
// truth: measured (widths and proposals from screenshots of the running layout)
// url: https://oleb.net/2023/swiftui-relative-size-in-stacks/
// proposal: 620x80
// expect Color.blue: 0 0 100 80
// expect Color.green: 110 0 250 80
// expect Color.yellow: 370 0 250 80
// expect-proposal relativeProposed(width: 0.5): 200 80
// expect-proposal Color.blue: 100 80

// The stack offers the first child a third of 600; the modifier passes half of that on.
HStack(spacing: 10) {
    Color.blue.relativeProposed(width: 0.5)
    Color.green
    Color.yellow
}
.border(.primary)
.frame(height: 80)
