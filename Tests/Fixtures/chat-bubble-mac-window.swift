// source: Ole Begemann, "Working with percentages in SwiftUI layout" (oleb.net, 2023): the demo app's debug guides on macOS show a 753-pt container and a relative-size modifier reporting 400 pt
// truth: measured (the debug guides of the running demo app on macOS)
// url: https://oleb.net/2023/swiftui-relative-size/
// proposal: 753x60
// expect-size relativeProposed(width: 0.8): 400 60

// The modifier takes its child's size, so it never reports more than the 400-point cap.
// (The height, 60, is just this fixture's proposal.)
RoundedRectangle(cornerRadius: 12)
    .frame(maxWidth: 400)
    .relativeProposed(width: 0.8)
    .frame(maxWidth: .infinity, alignment: .trailing)
