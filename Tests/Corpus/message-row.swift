// A chat list row: avatar, name and time on one line, a two-line preview below.
// ltrace:proposal 390x844
// ltrace:proposal 320x568

struct Avatar: View {
    let initials: String
    var size: CGFloat = 44

    var body: some View {
        Circle()
            .fill(Color.blue)
            .frame(width: size, height: size)
            .overlay(Text(initials).font(.caption).bold())
    }
}

struct MessageRow: View {
    let name: String
    let time: String
    let preview: String
    var unread = true

    var body: some View {
        HStack(alignment: .top, spacing: 12) {
            Avatar(initials: "AA")
            VStack(alignment: .leading, spacing: 4) {
                HStack {
                    Text(name).font(.headline)
                    Spacer()
                    Text(time).font(.caption)
                }
                Text(preview)
                    .font(.subheadline)
                    .lineLimit(2)
            }
        }
        .padding(.horizontal, 16)
        .padding(.vertical, 10)
    }
}

struct Inbox: View {
    var body: some View {
        VStack(spacing: 0) {
            MessageRow(name: "Alice Appleseed", time: "9:41", preview: "Are we still on for lunch tomorrow? I found a new place downtown.")
            Divider()
            MessageRow(name: "Bob", time: "Yesterday", preview: "Thanks!", unread: false)
            Divider()
            MessageRow(name: "Carol Castellanos-Whitfield", time: "Monday", preview: "The slides are in the shared folder, let me know what you think about the last section.")
            Spacer()
        }
    }
}
