// source: Ole Begemann, "How the relative size modifier interacts with stack views" (oleb.net, 2023): widths and proposals stated in the article for SwiftUI's HStack (screenshots of the running layout)
// truth: measured (widths and proposals from screenshots of the running layout)
// url: https://oleb.net/2023/swiftui-relative-size-in-stacks/
// proposal: 620x80
// expect Color.blue: 0 0 200 80
// expect Color.green: 210 0 100 80
// expect Color.yellow: 320 0 300 80
// expect-proposal Color.blue: 200 80
// expect-proposal relativeProposed(width: 0.5): 200 80
// expect-proposal Color.green: 100 80
// expect-proposal Color.yellow: 300 80

// Children are handled in order: what the halved middle child leaves goes to the last one.
HStack(spacing: 10) {
    Color.blue
    Color.green.relativeProposed(width: 0.5)
    Color.yellow
}
.border(.primary)
.frame(height: 80)
