// A dashboard on an iPhone 15: a Grid of metric tiles. Each column is as wide as its widest
// tile, each row as tall as its tallest (Apple's "Grid"); the chart tile spans both columns
// (gridCellColumns), the note below spans the grid as a view outside any GridRow.
// ltrace:device iphone-15
VStack(alignment: .leading, spacing: 12) {
    Text("Today")
        .font(.largeTitle.bold())
    Grid(horizontalSpacing: 12, verticalSpacing: 12) {
        GridRow {
            RoundedRectangle(cornerRadius: 12).fill(Color.orange).frame(width: 170, height: 90)
            RoundedRectangle(cornerRadius: 12).fill(Color.green).frame(width: 170, height: 90)
        }
        GridRow {
            RoundedRectangle(cornerRadius: 12).fill(Color.blue).frame(height: 140)
                .gridCellColumns(2)
        }
        GridRow {
            RoundedRectangle(cornerRadius: 12).fill(Color.purple).frame(width: 120, height: 60)
                .gridColumnAlignment(.leading)
            RoundedRectangle(cornerRadius: 12).fill(Color.pink).frame(width: 170, height: 60)
        }
        Text("Updated a minute ago")
            .font(.footnote)
    }
    Spacer()
}
.padding()
