// A custom top bar (title between two buttons) over a row of tags that adapts.
// ltrace:proposal 390x200
// ltrace:proposal 280x200

struct Tag: View {
    let text: String

    var body: some View {
        Text(text)
            .font(.caption)
            .padding(.horizontal, 10)
            .padding(.vertical, 4)
            .background(Capsule().fill(Color.mint))
    }
}

struct TopBar: View {
    var body: some View {
        VStack(spacing: 8) {
            ZStack {
                Text("Trip to Lisbon").font(.headline).lineLimit(1).padding(.horizontal, 60)
                HStack {
                    Image(systemName: "chevron.left").frame(width: 44, height: 44)
                    Spacer()
                    Image(systemName: "ellipsis").frame(width: 44, height: 44)
                }
            }
            ViewThatFits(in: .horizontal) {
                HStack(spacing: 6) {
                    Tag(text: "Food")
                    Tag(text: "Museums")
                    Tag(text: "Beaches")
                    Tag(text: "Nightlife")
                }
                HStack(spacing: 6) {
                    Tag(text: "Food")
                    Tag(text: "Museums")
                    Tag(text: "+2")
                }
            }
            GeometryReader { proxy in
                HStack(spacing: 0) {
                    Color.green.frame(width: proxy.size.width * 0.7)
                    Color.gray
                }
            }
            .frame(height: 6)
            .padding(.horizontal)
        }
    }
}
