// source: Ole Begemann, "How the relative size modifier interacts with stack views" (oleb.net, 2023): widths and proposals stated in the article for SwiftUI's HStack (screenshots of the running layout)
// truth: measured (widths and proposals from screenshots of the running layout)
// url: https://oleb.net/2023/swiftui-relative-size-in-stacks/
// proposal: 620x80
// expect-size Color.blue: 200 80
// expect-size Color.green: 200 80
// expect-size Color.yellow: 100 80
// expect HStack(spacing: 10): 50 0 520 80
// expect-proposal relativeProposed(width: 0.5): 200 80
// expect-proposal Color.yellow: 100 80

// The 100 points the last child leaves are not handed out again: the stack is 520 wide, centred.
HStack(spacing: 10) {
    Color.blue
    Color.green
    Color.yellow.relativeProposed(width: 0.5)
}
.border(.primary)
.frame(height: 80)
