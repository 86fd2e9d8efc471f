// source: Chris Eidhof, "LazyVGrid", SwiftUI Field Guide (swiftuifieldguide.com): in a grid of a flexible column (minimum 40) and a fixed 60-point column, "the second column always becomes 60 points wide, and the first column stretches to fill the remaining space"; frames derived by hand for a 200-point grid with the default gap of 8: 200 − 8 − 60 = 132
// truth: derived (computed by hand from the behaviour the Field Guide describes and draws)
// url: https://www.swiftuifieldguide.com/layout/lazyvgrid/
// proposal: 200x300
// expect Color.blue#1: 0 0 132 30
// expect Color.blue#2: 140 0 60 30
// expect Color.blue#3: 0 38 132 30

// The page's two columns; three boxes fill a row and start the next.
LazyVGrid(columns: [.init(.flexible(minimum: 40)), .init(.fixed(60))]) {
    ForEach(0..<3) { _ in Color.blue.frame(height: 30) }
}
.frame(width: 200, height: 300, alignment: .top)
