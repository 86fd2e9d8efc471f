// Pricing cards: a CaseIterable enum of plans with computed prices and features, the cards
// side by side when they fit and stacked when they do not (ViewThatFits).
import SwiftUI

enum Plan: String, CaseIterable, Identifiable {
    case basic = "Basic"
    case plus = "Plus"
    case pro = "Pro"

    var id: Self { self }

    var monthly: Double {
        switch self {
        case .basic: return 0
        case .plus: return 4.99
        case .pro: return 9.99
        }
    }

    var features: [String] {
        switch self {
        case .basic: return ["3 projects"]
        case .plus: return ["Unlimited projects", "Sync"]
        case .pro: return ["Unlimited projects", "Sync", "Team sharing"]
        }
    }
}

struct PlanCard: View {
    let plan: Plan
    var highlighted = false

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text(plan.rawValue).font(.headline)
            Text(plan.monthly == 0 ? "Free" : "$\(plan.monthly, specifier: "%.2f")/mo")
                .font(.title3.bold())
            ForEach(plan.features, id: \.self) { feature in
                Text("• \(feature)").font(.caption)
            }
        }
        .padding(12)
        .frame(minWidth: 100, alignment: .leading)
        .background(highlighted ? Color.blue.opacity(0.12) : Color.gray.opacity(0.08), in: RoundedRectangle(cornerRadius: 12))
    }
}

struct PricingView: View {
    var recommended: Plan = .plus

    var body: some View {
        ViewThatFits(in: .horizontal) {
            HStack(alignment: .top, spacing: 8) { cards }
            VStack(spacing: 8) { cards }
        }
        .padding()
    }

    @ViewBuilder private var cards: some View {
        ForEach(Plan.allCases) { plan in
            PlanCard(plan: plan, highlighted: plan == recommended)
        }
    }
}

#Preview("Phone") {
    PricingView()
}

#Preview("Narrow") {
    PricingView().frame(width: 280)
}
