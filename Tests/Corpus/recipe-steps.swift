// A recipe's method screen: numbered steps from indices, ingredients from enumerated(), an
// optional timer per step, a generic card container with a @ViewBuilder init, a View
// extension, CGFloat constants, and a preview that sets the font through the environment.
import SwiftUI

extension CGFloat {
    static let cardInset: CGFloat = 12
    static let stepBadge: CGFloat = 28
}

struct RecipeStep {
    let text: String
    var minutes: Int?
}

struct Ingredient {
    let name: String
    let amount: String
}

struct Card<Content: View>: View {
    let title: String
    let content: Content

    init(_ title: String, @ViewBuilder content: () -> Content) {
        self.title = title
        self.content = content()
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            Text(title).font(.headline)
            content
        }
        .padding(.cardInset)
        .frame(maxWidth: .infinity, alignment: .leading)
        .background(Color.orange.opacity(0.08), in: RoundedRectangle(cornerRadius: 14))
    }
}

extension View {
    func stepNumberStyle() -> some View {
        self
            .font(.subheadline.bold())
            .foregroundStyle(.white)
            .frame(width: .stepBadge, height: .stepBadge)
            .background(Circle().fill(Color.orange))
    }
}

struct RecipeMethod: View {
    let ingredients: [Ingredient]
    let steps: [RecipeStep]

    private var totalMinutes: Int { steps.compactMap { $0.minutes }.reduce(0, +) }

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 16) {
                Card("Ingredients") {
                    ForEach(Array(ingredients.enumerated()), id: \.offset) { index, ingredient in
                        HStack {
                            Text(ingredient.name)
                            Spacer()
                            Text(ingredient.amount).foregroundStyle(.secondary)
                        }
                        if index < ingredients.count - 1 {
                            Divider()
                        }
                    }
                }
                Card(String(format: "%d steps · %d min", steps.count, totalMinutes)) {
                    ForEach(steps.indices, id: \.self) { index in
                        HStack(alignment: .top, spacing: 12) {
                            Text("\(index + 1)")
                                .stepNumberStyle()
                            VStack(alignment: .leading, spacing: 4) {
                                Text(steps[index].text)
                                if let minutes = steps[index].minutes {
                                    Text("⏱ \(minutes) min")
                                        .font(.caption)
                                        .foregroundStyle(.orange)
                                }
                            }
                        }
                    }
                }
                Text("Serve with " + ["lemon", "maple syrup"].joined(separator: " or "))
                    .font(.footnote)
            }
            .padding()
        }
        .navigationTitle("Pancakes")
    }
}

#Preview {
    RecipeMethod(
        ingredients: [Ingredient(name: "Flour", amount: "200 g"), Ingredient(name: "Buttermilk", amount: "300 ml"), Ingredient(name: "Eggs", amount: "2")],
        steps: [
            RecipeStep(text: "Whisk the dry ingredients together."),
            RecipeStep(text: "Beat in the buttermilk and eggs; rest the batter.", minutes: 10),
            RecipeStep(text: "Cook ladlefuls in a hot buttered pan until bubbles form, then flip.", minutes: 3),
        ]
    )
    .environment(\.font, .callout)
}

// Expected (390 × 844): the cards are 390 − 2 × 16 = 358 wide at x = 16; each step number is
// 28 × 28 at x = 16 + 12 = 28 (the card's inset).
