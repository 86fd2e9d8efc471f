// source: Apple, SwiftUI documentation, "gridCellUnsizedAxes(_:)": in a Grid whose rows hold views of ideal widths, a Divider placed between the rows (outside any GridRow) takes as much space as its parent offers and so widens the grid to the width available; with gridCellUnsizedAxes(.horizontal) on the divider the grid keeps the width of its other cells; frames derived by hand: cells 50 and 30 wide, and 60 in the second column, with 10 between (50 + 10 + 60 = 120), rows 20, 1 and 20 tall with 5 between (51), each grid in a 300-wide row of an HStack
// truth: derived (computed by hand from the behaviour Apple's documentation describes)
// url: https://developer.apple.com/documentation/swiftui/view/gridcellunsizedaxes(_:)
// proposal: 300x300
// expect Grid(horizontalSpacing: 10, verticalSpacing: 5)#1: 0 84.5 300 51
// expect Divider()#1: 0 109.5 300 1
// expect Grid(horizontalSpacing: 10, verticalSpacing: 5)#2: 90 164.5 120 51
// expect gridCellUnsizedAxes(.horizontal): 90 189.5 120 1

// Only the grids' and the dividers' frames are the documented behaviour; how the widened grid
// shares the divider's extra width among its columns is not, and is not expected here.
// The two grids are 29 apart in a VStack: 51 + 29 + 51 = 131, centred in 300 at y 84.5.
VStack(spacing: 29) {
    HStack(spacing: 0) {
        Grid(horizontalSpacing: 10, verticalSpacing: 5) {
            GridRow {
                Color.red.frame(width: 50, height: 20)
                Color.blue.frame(width: 30, height: 20)
            }
            Divider()
            GridRow {
                Color.green.frame(width: 40, height: 20)
                Color.orange.frame(width: 60, height: 20)
            }
        }
    }
    HStack(spacing: 0) {
        Grid(horizontalSpacing: 10, verticalSpacing: 5) {
            GridRow {
                Color.red.frame(width: 50, height: 20)
                Color.blue.frame(width: 30, height: 20)
            }
            Divider().gridCellUnsizedAxes(.horizontal)
            GridRow {
                Color.green.frame(width: 40, height: 20)
                Color.orange.frame(width: 60, height: 20)
            }
        }
    }
}
