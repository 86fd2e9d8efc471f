// source: Ole Begemann, "Working with percentages in SwiftUI layout" (oleb.net, 2023): the stated behaviour of the chat bubble (80 % of its container, never wider than 400 pt), with the numbers of SPEC.md golden 7
// truth: derived (the article states the rule (80 % of the container, at most 400); the numbers apply it)
// url: https://oleb.net/2023/swiftui-relative-size/
// proposal: 300x60
// expect RoundedRectangle(cornerRadius: 12): 60 0 240 60

// Below 500 points the 80 % rule wins over the 400-point cap.
RoundedRectangle(cornerRadius: 12)
    .frame(maxWidth: 400)
    .relativeProposed(width: 0.8)
    .frame(maxWidth: .infinity, alignment: .trailing)
