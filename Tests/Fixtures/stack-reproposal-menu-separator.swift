// source: OpenSwiftUI (github.com/OpenSwiftUIProject/OpenSwiftUI, commit 069dd80b): frames derived by hand, not measured, by applying, under Sources/OpenSwiftUICore/, Layout/Stack/StackLayout.swift:455-477, 568-594 and 600-613, Layout/FixedSizeLayout.swift:29-54, Layout/Modifier/FrameLayout.swift:75-92 (a height-only frame passes the width proposal on) and Layout/LayoutComputer/LayoutComputer.swift:178-181 (a Color proposed nil is 10); the same fixedSize-on-the-container rule as Paul Hudson, "How to make two views the same width or height" (hackingwithswift.com, SwiftUI by Example, updated 2023)
// truth: derived (computed by hand from OpenSwiftUI's layout code, the code the engine was written from: it detects drift from that code, not from iOS)
// url: https://github.com/OpenSwiftUIProject/OpenSwiftUI/blob/069dd80bce30bb9117b783e963c0ed7f741c7587/Sources/OpenSwiftUICore/Layout/Stack/StackLayout.swift#L600-L613
// url: https://www.hackingwithswift.com/quick-start/swiftui/how-to-make-two-views-the-same-width-or-height
// proposal: 200x200
// expect-size VStack(spacing: 4): 140 49
// expect frame(width: 80, height: 20): 60 75.5 80 20
// expect frame(height: 1): 30 99.5 140 1
// expect-proposal frame(height: 1): 140 nil
// expect Color.gray: 30 99.5 140 1
// expect-proposal Color.gray: 140 1
// expect frame(width: 140, height: 20): 30 104.5 140 20

// A menu sized to its widest row: the one-point separator is 10 wide when measured, then spans the menu when placed.
struct CompactMenu: View {
    var body: some View {
        VStack(spacing: 4) {
            Color.blue.frame(width: 80, height: 20)
            Color.gray.frame(height: 1)
            Color.blue.frame(width: 140, height: 20)
        }
        .fixedSize()
    }
}
