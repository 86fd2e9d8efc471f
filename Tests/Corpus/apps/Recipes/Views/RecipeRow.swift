// One recipe: its photo from the asset catalog (pancakes@3x.png is 192 × 192 pixels, so
// 64 × 64 points), a title and details, a favourite mark; the card style comes from Theme.swift.
import SwiftUI

struct RecipeRow: View {
    let recipe: Recipe

    var body: some View {
        HStack(spacing: .rowSpacing) {
            Image(recipe.imageName)
                .resizable()
                .scaledToFill()
                .frame(width: .thumbnail, height: .thumbnail)
                .clipShape(RoundedRectangle(cornerRadius: 8))
            VStack(alignment: .leading, spacing: 4) {
                Text(recipe.title)
                    .font(.headline)
                    .lineLimit(1)
                details
            }
            Spacer(minLength: 0)
            if recipe.isFavorite {
                Image(systemName: "heart.fill")
                    .foregroundStyle(Color.accentOrange)
                    .accessibilityLabel("Favourite")
            }
        }
        .recipeCard()
    }

    private var details: some View {
        HStack(spacing: 6) {
            Image(systemName: recipe.course.symbol)
            Text("\(recipe.duration) · serves \(recipe.servings)")
        }
        .font(.caption)
        .foregroundStyle(.secondary)
    }
}

#Preview {
    RecipeRow(recipe: Recipe.samples[0])
        .padding()
}
