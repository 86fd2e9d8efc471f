// A budgeting app's month overview: each category's bar is a GeometryReader fill whose width
// is the spent share of the row (clamped at 100 %), computed in the bar view's own init;
// percentages and counts with String(format:), totals with reduce, colours in an extension.
// ltrace:proposal 390x844
// ltrace:proposal 320x568
import SwiftUI

extension Color {
    static let budgetOK = Color(red: 0.2, green: 0.65, blue: 0.45)
    static let budgetOver = Color(red: 0.9, green: 0.3, blue: 0.25)
}

struct BudgetCategory: Identifiable {
    let id = UUID()
    let name: String
    let spent: Double
    let limit: Double
}

extension BudgetCategory {
    static let samples = [
        BudgetCategory(name: "Groceries", spent: 300, limit: 400),
        BudgetCategory(name: "Eating out", spent: 180, limit: 150),
        BudgetCategory(name: "Transport", spent: 45, limit: 120),
    ]
}

struct BudgetBar: View {
    let title: String
    let ratio: Double
    private let isOver: Bool

    init(_ title: String, spent: Double, limit: Double) {
        self.title = title
        self.ratio = limit > 0 ? min(spent / limit, 1) : 0
        self.isOver = spent > limit
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            HStack {
                Text(title)
                Spacer()
                Text(isOver ? "Over budget" : String(format: "%.1f%%", ratio * 100))
                    .font(.subheadline)
                    .foregroundStyle(isOver ? Color.budgetOver : .secondary)
            }
            GeometryReader { proxy in
                ZStack(alignment: .leading) {
                    Capsule()
                        .fill(Color.gray.opacity(0.2))
                    Capsule()
                        .fill(isOver ? Color.budgetOver : Color.budgetOK)
                        .frame(width: proxy.size.width * ratio)
                }
            }
            .frame(height: 10)
        }
    }
}

struct BudgetOverview: View {
    var categories = BudgetCategory.samples

    private var totalSpent: Double { categories.reduce(0) { $0 + $1.spent } }
    private var totalLimit: Double { categories.map { $0.limit }.reduce(0, +) }
    private var overCount: Int { categories.filter { $0.spent > $0.limit }.count }

    var body: some View {
        VStack(alignment: .leading, spacing: 20) {
            VStack(alignment: .leading, spacing: 4) {
                Text("November")
                    .font(.title.bold())
                Text("$\(totalSpent, specifier: "%.2f") of $\(totalLimit, specifier: "%.0f")")
                    .foregroundStyle(.secondary)
                if overCount > 0 {
                    Text(String(format: "%d categories over budget", overCount))
                        .font(.footnote)
                        .foregroundStyle(Color.budgetOver)
                }
            }
            ForEach(categories) { category in
                BudgetBar(category.name, spent: category.spent, limit: category.limit)
            }
        }
        .padding()
    }
}

#Preview {
    BudgetOverview()
}

// Expected (390 × 844): each bar's track is 390 − 2 × 16 = 358 × 10 at x = 16; Groceries'
// fill (`frame(width: proxy.size.width * ratio)`) is 358 × 300 / 400 = 268.5 × 10 at x = 16,
// Eating out's is clamped to 358, Transport's is 358 × 45 / 120 = 134.25.
