// One trail in the list: a thumbnail loaded by a package (Kingfisher), the name and summary,
// the difficulty badge, and a favourite toggle bound to the row's trail.
import SwiftUI
import Kingfisher

struct TrailRow: View {
    @Binding var trail: Trail
    var showsRegion = true

    var body: some View {
        HStack(spacing: 12) {
            KFImage(URL(string: "https://example.com/\(trail.name).jpg"))
                .resizable()
                .placeholder { ProgressView() }
                .frame(width: Metrics.rowHeight, height: Metrics.rowHeight)
                .clipShape(RoundedRectangle(cornerRadius: 10))
            VStack(alignment: .leading, spacing: 4) {
                Text(trail.name)
                    .font(.headline)
                if showsRegion {
                    Text(verbatim: trail.region)
                        .font(.subheadline)
                        .foregroundStyle(.secondary)
                }
                Text(trail.summary)
                    .font(.caption)
            }
            Spacer(minLength: 8)
            DifficultyBadge(difficulty: trail.difficulty)
            Button {
                trail.isFavorite.toggle()
            } label: {
                Image(systemName: trail.isFavorite ? "star.fill" : "star")
            }
            .buttonStyle(.borderless)
        }
        .frame(minHeight: Metrics.rowHeight)
    }
}

#Preview("Row") {
    @Previewable @State var trail = Trail.sample
    TrailRow(trail: $trail)
        .padding()
}
