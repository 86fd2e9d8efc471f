// Tags filtered, mapped, sorted and joined for display, indices driving a ForEach.
struct Tag { let name: String; var pinned = false }
struct Tags: View {
    let tags = [Tag(name: "swift"), Tag(name: "ios", pinned: true), Tag(name: "layout")]
    var body: some View {
        VStack {
            ForEach(tags.filter { $0.pinned }.map { $0.name.uppercased() }, id: \.self) { name in
                Text(name)
            }
            Text(tags.map { $0.name }.sorted().joined(separator: ", "))
            ForEach(tags.indices, id: \.self) { i in
                Color.red.frame(width: CGFloat(i + 1) * 10, height: 4)
            }
            if tags.contains(where: { $0.name.hasPrefix("sw") }) {
                Text("has swift")
            }
            Text(tags.prefix(2).map { $0.name }.joined())
        }
    }
}
