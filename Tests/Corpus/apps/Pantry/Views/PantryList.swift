// The pantry: ingredients sorted by name with @Query, grouped in a card of the low ones and a
// list of all, a count in a title built with String(localized:), and a toolbar.
import SwiftUI
import SwiftData

struct PantryList: View {
    @Environment(\.modelContext) private var context
    @Query(sort: \Ingredient.name) private var ingredients: [Ingredient]
    @State private var showsOnlyLow = false

    private var shown: [Ingredient] {
        showsOnlyLow ? ingredients.filter(\.isRunningLow) : ingredients
    }

    var body: some View {
        NavigationStack {
            List {
                Section {
                    Card(String(localized: "Running low")) {
                        let low = ingredients.filter(\.isRunningLow)
                        // Only the branch taken is read: with none low, `low[0]` is never asked for.
                        Text(low.isEmpty ? "Nothing is running low" : low[0].name)
                        ForEach(low.indices, id: \.self) { index in
                            Text("\(index + 1). \(low[index].name)")
                                .font(.caption)
                        }
                    }
                }
                Section("All") {
                    ForEach(shown) { ingredient in
                        IngredientRow(ingredient: ingredient, compact: showsOnlyLow)
                    }
                }
            }
            .navigationTitle("Pantry (\(ingredients.count))")
            .toolbar {
                Toggle("Low only", isOn: self.$showsOnlyLow)
            }
        }
    }
}

#Preview("Pantry", traits: .sampleData) {
    PantryList()
}

#Preview("Inline container") {
    PantryList()
        .modelContainer(previewContainer)
}
