// A shop's product grid cell: image with a badge, title, price and a rating row.
// ltrace:proposal 180x300
// ltrace:proposal 390x844

struct RatingView: View {
    let stars: Int

    var body: some View {
        HStack(spacing: 2) {
            ForEach(0..<5) { i in
                Image(systemName: "star.fill")
                    .font(.caption2)
            }
            Text("(\(stars))").font(.caption2)
        }
    }
}

struct ProductCard: View {
    let title: String
    let price: String

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Rectangle()
                .fill(Color.gray)
                .aspectRatio(1, contentMode: .fit)
                .overlay(alignment: .topTrailing) {
                    Text("NEW")
                        .font(.caption2)
                        .padding(4)
                        .background(Color.red)
                        .padding(6)
                }
            Text(title)
                .font(.subheadline)
                .lineLimit(2)
            HStack {
                Text(price).font(.headline)
                Spacer()
                RatingView(stars: 212)
            }
        }
        .padding(8)
        .background(RoundedRectangle(cornerRadius: 12).fill(Color.white))
    }
}

struct ProductPair: View {
    var body: some View {
        HStack(alignment: .top, spacing: 12) {
            ProductCard(title: "Ceramic pour-over coffee dripper, matte white", price: "$24")
            ProductCard(title: "Kettle", price: "$89")
        }
        .padding(12)
    }
}
