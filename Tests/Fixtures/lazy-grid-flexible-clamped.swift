// source: objc.io Swift Talk S01E238 "SwiftUI Layout Explained: Grids with Flexible Columns" (2021): the episode's reimplementation, compared with SwiftUI side by side in the episode's sample (SwiftUILayout/Shared/NotSwiftUI/Grid.swift, layoutColumns), sizes fixed columns first, then each other column in order at the width left divided by the columns left, clamped to its minimum and maximum; with spacing 0 in 300 points: 100, then 200 / 2 = 100 for flexible(100…200), then 100 clamped to 50 for flexible(10…50)
// truth: derived (the episode's reimplementation of the grid, compared with SwiftUI by eye, not measured)
// url: https://github.com/objcio/S01E238-swiftui-layout-explained-grids-with-flexible-columns/blob/94dfcb7ab6624687dad0a8d60ae33b82d38ed7bc/SwiftUILayout/Shared/NotSwiftUI/Grid.swift
// proposal: 300x200
// expect Color.red: 0 0 100 40
// expect Color.green: 100 0 100 40
// expect Color.yellow: 200 0 50 40

// The episode's sample columns, leading-aligned as its SwiftUI counterpart is, the grid 300 wide.
LazyVGrid(
    columns: [
        GridItem(.fixed(100), spacing: 0),
        GridItem(.flexible(minimum: 100, maximum: 200), spacing: 0),
        GridItem(.flexible(minimum: 10, maximum: 50), spacing: 0),
    ],
    alignment: .leading, spacing: 0
) {
    Color.red.frame(height: 40)
    Color.green.frame(height: 40)
    Color.yellow.frame(height: 40)
}
.frame(width: 300, height: 200, alignment: .topLeading)
