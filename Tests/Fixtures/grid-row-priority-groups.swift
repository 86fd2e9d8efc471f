// source: Apple, SwiftUI documentation, "Grid": "A grid and its rows behave something like a collection of HStack instances wrapped in a VStack"; the HStack's sharing by layout priority from OpenSwiftUI Layout/Stack/StackLayout.swift (commit 069dd80b): the higher-priority group is offered the width less the lower group's minimums; that a grid's columns take their cells' priorities is unconfirmed; frames derived by hand: 300 − 10 spacing = 290; blue's group (priority 1) is offered 290 − red's minimum 50 = 240 and takes its maximum 200; red takes its minimum back and is offered 290 − 200 = 90
// truth: derived (the stack rule applied to a grid's columns, by hand)
// url: https://developer.apple.com/documentation/swiftui/grid
// url: https://github.com/OpenSwiftUIProject/OpenSwiftUI/blob/069dd80bce30bb9117b783e963c0ed7f741c7587/Sources/OpenSwiftUICore/Layout/Stack/StackLayout.swift
// proposal: 300x100
// expect Grid(horizontalSpacing: 10): 0 0 300 100
// expect Color.red: 0 0 90 100
// expect Color.blue: 100 0 200 100

// Without priorities the two columns, equally flexible, would be 145 wide each.
Grid(horizontalSpacing: 10) {
    GridRow {
        Color.red.frame(minWidth: 50, maxWidth: 200)
        Color.blue.frame(minWidth: 50, maxWidth: 200)
            .layoutPriority(1)
    }
}
