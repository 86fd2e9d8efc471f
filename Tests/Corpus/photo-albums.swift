// A photo album picker: albums as models with a count, an adaptive lazy grid of square tiles
// in a scroll view, a grid of statistics below, and navigation links around each tile.
import SwiftUI

struct Album: Identifiable {
    let id: Int
    let title: String
    let count: Int
    let tint: Color
}

extension Album {
    static let library: [Album] = [
        Album(id: 1, title: "Recents", count: 1_204, tint: .orange),
        Album(id: 2, title: "Favourites", count: 87, tint: .pink),
        Album(id: 3, title: "Trips", count: 312, tint: .blue),
        Album(id: 4, title: "Family", count: 640, tint: .green),
        Album(id: 5, title: "Screenshots", count: 55, tint: .gray),
    ]
}

struct AlbumGrid: View {
    var albums: [Album] = Album.library
    private let columns = [GridItem(.adaptive(minimum: 150), spacing: 12)]

    private var total: Int { albums.reduce(0) { $0 + $1.count } }

    var body: some View {
        ScrollView {
            LazyVGrid(columns: columns, spacing: 12) {
                ForEach(albums) { album in
                    NavigationLink(value: album.id) {
                        VStack(alignment: .leading, spacing: 4) {
                            RoundedRectangle(cornerRadius: 10)
                                .fill(album.tint.gradient)
                                .aspectRatio(1, contentMode: .fit)
                            Text(album.title).font(.subheadline.weight(.semibold))
                            Text(album.count.formatted()).font(.caption)
                        }
                    }
                }
            }
            .padding(.horizontal)
            Grid(alignment: .leading, horizontalSpacing: 16, verticalSpacing: 6) {
                GridRow {
                    Text("Albums")
                    Text("\(albums.count)").gridColumnAlignment(.trailing)
                }
                GridRow {
                    Text("Photos")
                    Text(total.formatted())
                }
            }
            .padding()
        }
        .navigationTitle("Albums")
    }
}

#Preview {
    AlbumGrid()
}

// Expected (390 × 844): the grid is 390 − 32 = 358 wide and holds two columns of (358 − 12) / 2 = 173.
