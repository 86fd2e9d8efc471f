// source: Apple, SwiftUI documentation, "gridColumnAlignment(_:)": the modifier on one view overrides the horizontal alignment of the grid column it appears in, causing all cells in the same column to use that alignment; the other columns keep the grid's alignment (here the default, center); "Grid": each column is as wide as its widest cell; frames derived by hand: columns 50 and 60 wide with 10 between, rows 20 tall with 5 between, the 120 × 45 grid centred in 300 × 300
// truth: derived (computed by hand from the behaviour Apple's documentation describes)
// url: https://developer.apple.com/documentation/swiftui/view/gridcolumnalignment(_:)
// url: https://developer.apple.com/documentation/swiftui/grid
// proposal: 300x300
// expect Grid(horizontalSpacing: 10, verticalSpacing: 5): 90 127.5 120 45
// expect Color.red: 90 127.5 50 20
// expect Color.blue: 180 127.5 30 20
// expect Color.green: 95 152.5 40 20
// expect Color.orange: 150 152.5 60 20

// The orange cell sets its column trailing, so the narrower blue cell above it sits at the
// column's trailing edge (150 + 60 − 30 = 180); the first column stays centred (90 + 5).
Grid(horizontalSpacing: 10, verticalSpacing: 5) {
    GridRow {
        Color.red.frame(width: 50, height: 20)
        Color.blue.frame(width: 30, height: 20)
    }
    GridRow {
        Color.green.frame(width: 40, height: 20)
        Color.orange.frame(width: 60, height: 20)
            .gridColumnAlignment(.trailing)
    }
}
