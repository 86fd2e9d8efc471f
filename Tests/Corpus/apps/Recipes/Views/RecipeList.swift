// The recipes screen: sections per course built from the models, rows from RecipeRow.swift,
// an empty state, and navigation modifiers that ltrace reports and ignores.
import SwiftUI

struct RecipeList: View {
    var recipes: [Recipe] = Recipe.samples
    @State private var showFavoritesOnly = false

    private var visible: [Recipe] {
        showFavoritesOnly ? recipes.filter { $0.isFavorite } : recipes
    }

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: .rowSpacing) {
                ForEach(Course.allCases) { course in
                    let inCourse = visible.filter { $0.course == course }
                    if !inCourse.isEmpty {
                        Text(course.rawValue.uppercased())
                            .font(.caption.weight(.semibold))
                            .foregroundStyle(.secondary)
                        ForEach(inCourse) { recipe in
                            RecipeRow(recipe: recipe)
                        }
                    }
                }
                if visible.isEmpty {
                    Text("No recipes yet")
                        .frame(maxWidth: .infinity)
                }
            }
            .padding()
        }
        .navigationTitle("Recipes")
        .toolbar { }
    }
}

#Preview("All recipes") {
    RecipeList()
}
