// One ingredient: its name, amount and best-before date; a badge when it runs low; a
// quantity stepper bound to the model through @Bindable.
import SwiftUI

struct IngredientRow: View {
    @Bindable var ingredient: Ingredient
    var compact = false

    var body: some View {
        HStack(alignment: .firstTextBaseline) {
            VStack(alignment: .leading, spacing: 2) {
                Text(ingredient.name)
                    .font(.body)
                if !compact {
                    Text(ingredient.bestBefore, style: .date)
                        .font(.caption)
                        .foregroundStyle(.secondary)
                }
            }
            Spacer()
            Text(ingredient.amount)
                .monospacedDigit()
            lowBadge(ingredient.isRunningLow)
        }
    }

    @ViewBuilder
    func lowBadge(_ low: Bool) -> some View {
        if low {
            Image(systemName: "exclamationmark.circle.fill")
                .foregroundStyle(.orange)
        } else {
            Color.clear.frame(width: 17, height: 17)
        }
    }
}

#Preview("Row", traits: .sampleData) {
    @Previewable @Query var ingredients: [Ingredient]
    IngredientRow(ingredient: ingredients[0])
        .padding()
}
