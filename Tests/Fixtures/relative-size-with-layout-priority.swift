// source: Ole Begemann, "How the relative size modifier interacts with stack views" (oleb.net, 2023): widths and proposals stated in the article for SwiftUI's HStack (screenshots of the running layout)
// truth: measured (widths and proposals from screenshots of the running layout)
// url: https://oleb.net/2023/swiftui-relative-size-in-stacks/
// proposal: 620x80
// expect-size Color.yellow: 300 80
// expect-size Color.blue: 150 80
// expect-size Color.green: 150 80
// expect-proposal layoutPriority(1): 600 80
// expect-proposal Color.yellow: 300 80
// expect-proposal Color.blue: 150 80
// expect-proposal Color.green: 150 80

// The higher-priority child goes first and is offered all 600 points; the other two share the rest.
HStack(spacing: 10) {
    Color.blue
    Color.green
    Color.yellow
        .relativeProposed(width: 0.5)
        .layoutPriority(1)
}
.border(.primary)
.frame(height: 80)
