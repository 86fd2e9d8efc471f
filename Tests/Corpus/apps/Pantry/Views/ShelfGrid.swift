// Shelves as a grid of equal tiles: `Array(repeating:count:)` for the columns, a range for the
// rows, and a `#if` inside the modifier chain.
import SwiftUI

struct ShelfGrid: View {
    var columns = 3
    var shelves: [String] = ["Top", "Middle", "Bottom", "Door"]

    var body: some View {
        LazyVGrid(columns: Array(repeating: GridItem(.flexible(), spacing: 8), count: columns), spacing: 8) {
            ForEach(shelves, id: \.self) { shelf in
                RoundedRectangle(cornerRadius: 10)
                    .fill(Color.brown.opacity(0.3))
                    .frame(height: 60)
                    .overlay(Text(shelf).font(.caption))
            }
        }
        .padding()
        #if os(iOS)
        .background(Color(.secondarySystemBackground))
        #else
        .background(Color.gray)
        #endif
    }
}

#Preview("Grid") {
    ShelfGrid()
}
