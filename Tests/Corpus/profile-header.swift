// A profile screen's header: cover image, avatar over its edge, stats in a row.
// ltrace:proposal 390x844
// ltrace:proposal 744x1133

struct Stat: View {
    let value: String
    let title: String

    var body: some View {
        VStack(spacing: 2) {
            Text(value).font(.title3).bold()
            Text(title).font(.caption)
        }
        .frame(maxWidth: .infinity)
    }
}

struct ProfileHeader: View {
    var body: some View {
        VStack(spacing: 12) {
            ZStack(alignment: .bottomLeading) {
                Rectangle()
                    .fill(Color.indigo)
                    .frame(height: 160)
                Circle()
                    .fill(Color.orange)
                    .frame(width: 88, height: 88)
                    .offset(x: 16, y: 44)
            }
            HStack {
                Spacer()
                Text("Follow")
                    .font(.subheadline)
                    .padding(.horizontal, 16)
                    .padding(.vertical, 8)
                    .background(Capsule().fill(Color.blue))
            }
            .padding(.horizontal)
            VStack(alignment: .leading, spacing: 4) {
                Text("Jordan Example").font(.title2).bold()
                Text("Designer, runner, occasional baker. Posting about type, maps and sourdough.")
                    .font(.body)
                    .fixedSize(horizontal: false, vertical: true)
            }
            .frame(maxWidth: .infinity, alignment: .leading)
            .padding(.horizontal)
            HStack(spacing: 0) {
                Stat(value: "128", title: "Posts")
                Divider().frame(height: 28)
                Stat(value: "4.2k", title: "Followers")
                Divider().frame(height: 28)
                Stat(value: "311", title: "Following")
            }
            Spacer(minLength: 0)
        }
    }
}
