// The list screen: rows for the store's trails, a region picker stored in AppStorage, a
// search field focused on appear, a summary card, and loading and empty states. Reads the
// store from the environment; its previews set one up the way the app's tests do.
import SwiftUI

struct TrailList: View {
    @Environment(TrailStore.self) private var store
    @AppStorage("region") private var region = "Marin"
    @SceneStorage("TrailList.showsFavorites") private var showsFavorites = false
    @FocusState private var searchFocused: Bool
    @State private var query = ""

    private var shown: [Trail] {
        let base = showsFavorites ? store.favorites : store.trails
        return query.isEmpty ? base : base.filter { $0.name.localizedCaseInsensitiveContains(query) }
    }

    var body: some View {
        @Bindable var store = store
        NavigationStack {
            List {
                Section {
                    summaryCard
                }
                Section(NSLocalizedString("Trails", comment: "section title")) {
                    ForEach(Array(shown.enumerated()), id: \.element.id) { index, trail in
                        if let position = store.trails.firstIndex(of: trail) {
                            TrailRow(trail: $store.trails[position], showsRegion: index.isMultiple(of: 2) == false)
                        }
                    }
                }
            }
            .overlay {
                if store.isLoading {
                    ProgressView()
                } else if shown.isEmpty {
                    ContentUnavailableView(String(localized: "No trails"), systemImage: "map")
                }
            }
            .searchable(text: $query)
            .focused($searchFocused)
            .navigationTitle(region)
            #if os(iOS)
            .navigationBarTitleDisplayMode(.inline)
            #endif
            .task { await store.refresh(region: region) }
        }
    }

    @ViewBuilder
    private var summaryCard: some View {
        let total = shown.reduce(0) { $0 + $1.lengthKilometers }
        HStack {
            VStack(alignment: .leading) {
                Text("\(shown.count) trails")
                    .font(.headline)
                Text(total.kilometers)
                    .foregroundStyle(.secondary)
            }
            Spacer()
            Text(shown.isEmpty ? "–" : shown[0].name)
                .font(.caption)
        }
    }
}

struct TrailList_Previews: PreviewProvider {
    /// A provider's own static, and a type nested in it.
    static let store = TrailStore.preview

    struct Empty: View {
        var body: some View {
            TrailList()
                .environment(TrailStore())
        }
    }

    static var previews: some View {
        Group {
            TrailList()
                .environment(store)
            Empty()
        }
    }
}
