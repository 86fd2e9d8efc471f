// source: Apple, SwiftUI documentation, "Grid": a grid and its rows behave like HStacks in a VStack, but the grid handles rows and columns as one operation, so each column is as wide as its widest cell and each row as tall as its tallest; a view outside any GridRow makes a row spanning all columns; the longest row sets the column count; "gridCellColumns(_:)": a cell spans that many columns; "gridCellUnsizedAxes(_:)": the modifier keeps a flexible view (a Divider, a Color) from defining the size of a column, so the grid uses the width of the other cells; frames derived by hand with explicit spacing (10 between columns, 5 between rows)
// truth: derived (computed by hand from the behaviour Apple's documentation describes)
// url: https://developer.apple.com/documentation/swiftui/grid
// url: https://developer.apple.com/documentation/swiftui/view/gridcellcolumns(_:)
// url: https://developer.apple.com/documentation/swiftui/view/gridcellunsizedaxes(_:)
// proposal: 300x300
// expect Grid(horizontalSpacing: 10, verticalSpacing: 5): 65 112.5 170 75
// expect Color.red: 75 117.5 40 20
// expect Color.green: 135 112.5 80 30
// expect gridCellUnsizedAxes(.horizontal)#1: 65 147.5 170 1
// expect Color.blue: 65 158.5 60 10
// expect Color.pink: 227.5 158.5 5 10
// expect Color.gray: 65 178.5 150 9

// Three columns (60, 80, 10 wide: the widest cell of each) and 10 between: 170; rows 30, 1, 20 and 9 tall and 5 between: 75; the gray cell spans two columns (60 + 10 + 80); neither it nor the divider, both flexible, widens a column, being unsized horizontally.
Grid(horizontalSpacing: 10, verticalSpacing: 5) {
    GridRow {
        Color.red.frame(width: 40, height: 20)
        Color.green.frame(width: 80, height: 30)
    }
    Divider().gridCellUnsizedAxes(.horizontal)
    GridRow {
        Color.blue.frame(width: 60, height: 10)
        Color.orange.frame(width: 20, height: 20)
        Color.pink.frame(width: 5, height: 10)
    }
    GridRow {
        Color.gray.frame(height: 9).gridCellColumns(2).gridCellUnsizedAxes(.horizontal)
        Color.purple.frame(width: 10, height: 9)
    }
}
