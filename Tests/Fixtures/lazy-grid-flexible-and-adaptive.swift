// source: objc.io, "SwiftUI's Grid Views" (Florian Kugler, 2020-11-23), quiz 2: a flexible column of minimum 140 and an adaptive column of minimum 70 in a grid 200 wide; 200 − 8 = 192 is offered 96 a column, the flexible one is clamped up to 140, the adaptive one gets the 52 left and shows its item 52 wide, below its minimum of 70 (the article's screenshot and explanation)
// truth: measured (the column widths the article reports of SwiftUI running the quiz)
// url: https://www.objc.io/blog/2020/11/23/grid-layout/
// proposal: 200x20
// expect LazyVGrid(columns: [GridItem(.flexible(minimum: 140)), GridItem(.adaptive(minimum: 70))]): 0 0 200 20
// expect Color.red#1: 0 0 140 20
// expect Color.red#2: 148 0 52 20

// The quiz's grid with two items, one a column.
LazyVGrid(columns: [GridItem(.flexible(minimum: 140)), GridItem(.adaptive(minimum: 70))]) {
    Color.red.frame(height: 20)
    Color.red.frame(height: 20)
}
