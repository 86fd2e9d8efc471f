// source: objc.io, "SwiftUI's Grid Views" (Florian Kugler, 2020-11-23), quiz 1: a fixed 70-point column and an adaptive column of minimum 40 in a grid 200 wide; the fixed column is exactly 70, the gap of 8 and the 70 leave 122 for the adaptive column, which holds two items of (122 − 8) / 2 = 57
// truth: measured (the column widths the article reports of SwiftUI running the quiz)
// url: https://www.objc.io/blog/2020/11/23/grid-layout/
// proposal: 200x400
// expect LazyVGrid(columns: [GridItem(.fixed(70)), GridItem(.adaptive(minimum: 40))]): 0 0 200 48
// expect Color.red#1: 0 0 70 20
// expect Color.red#2: 78 0 57 20
// expect Color.red#3: 143 0 57 20
// expect Color.red#4: 0 28 70 20

// The quiz's grid: four items fill the first row (70, 57, 57) and start a second.
LazyVGrid(columns: [GridItem(.fixed(70)), GridItem(.adaptive(minimum: 40))]) {
    ForEach(0..<4) { _ in Color.red.frame(height: 20) }
}
.frame(width: 200, alignment: .top)
.frame(height: 400, alignment: .top)
