// Ole Begemann, "Working with percentages in SwiftUI layout": chat bubbles are
// 80 % as wide as their container, but never wider than 400 points. Recorded
// in a wide window and a narrow one.
// ltrace:proposal 600x400
// ltrace:proposal 300x400

struct Bubble: View {
    let fromMe: Bool
    var height: CGFloat = 44

    var body: some View {
        RoundedRectangle(cornerRadius: 16)
            .fill(fromMe ? Color.blue : Color.gray)
            .frame(height: height)
            .frame(maxWidth: 400)
            .relativeProposed(width: 0.8)
            .frame(maxWidth: .infinity, alignment: fromMe ? .trailing : .leading)
    }
}

struct ChatView: View {
    var body: some View {
        VStack(spacing: 8) {
            Bubble(fromMe: true)
            Bubble(fromMe: false, height: 64)
            Bubble(fromMe: true, height: 30)
            Spacer()
        }
        .padding(.vertical, 8)
    }
}
