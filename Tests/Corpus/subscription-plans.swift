// A paywall: tiers and billing periods as CaseIterable enums with raw values and computed
// prices, the selected period as a @Binding, a ViewModifier with a View extension for the
// selected outline, and ViewThatFits choosing wide cards or a compact list.
import SwiftUI

enum BillingPeriod: String, CaseIterable, Identifiable {
    case monthly = "Monthly"
    case yearly = "Yearly"
    var id: String { rawValue }
}

enum Tier: String, CaseIterable, Identifiable {
    case solo = "Solo"
    case duo = "Duo"
    case family = "Family"

    var id: String { rawValue }

    var monthlyPrice: Double {
        switch self {
        case .solo: return 4.99
        case .duo: return 7.99
        case .family: return 11.99
        }
    }

    var seats: Int {
        switch self {
        case .solo: return 1
        case .duo: return 2
        case .family: return 6
        }
    }

    func price(for period: BillingPeriod) -> Double {
        period == .yearly ? monthlyPrice * 10 : monthlyPrice
    }
}

struct SelectedOutline: ViewModifier {
    var isSelected: Bool
    func body(content: Content) -> some View {
        content
            .background(isSelected ? Color.pink.opacity(0.12) : Color.gray.opacity(0.08), in: RoundedRectangle(cornerRadius: 14))
            .overlay {
                RoundedRectangle(cornerRadius: 14)
                    .stroke(isSelected ? Color.pink : Color.clear, lineWidth: 2)
            }
    }
}

extension View {
    func selectedOutline(_ isSelected: Bool) -> some View {
        modifier(SelectedOutline(isSelected: isSelected))
    }
}

struct Paywall: View {
    @Binding var period: BillingPeriod
    var selected: Tier = .duo

    var body: some View {
        VStack(spacing: 20) {
            Text("Choose your plan")
                .font(.title.bold())
            HStack(spacing: 0) {
                ForEach(BillingPeriod.allCases) { option in
                    Text(option.rawValue)
                        .font(.subheadline.weight(.semibold))
                        .frame(maxWidth: .infinity)
                        .padding(.vertical, 8)
                        .background(option == period ? Color.white : Color.clear, in: Capsule())
                }
            }
            .padding(4)
            .background(Color.gray.opacity(0.15), in: Capsule())
            ViewThatFits(in: .horizontal) {
                HStack(spacing: 12) {
                    ForEach(Tier.allCases) { tier in
                        VStack(spacing: 8) {
                            Text(tier.rawValue).font(.headline)
                            Text(priceText(tier)).font(.title3.bold())
                            Text("\(tier.seats) seat\(tier.seats == 1 ? "" : "s")").font(.caption)
                        }
                        .frame(width: 150, height: 120)
                        .selectedOutline(tier == selected)
                    }
                }
                VStack(spacing: 10) {
                    ForEach(Tier.allCases) { tier in
                        HStack(spacing: 12) {
                            VStack(alignment: .leading, spacing: 2) {
                                Text(tier.rawValue).font(.headline)
                                Text("Up to \(tier.seats) people").font(.caption).foregroundStyle(.secondary)
                            }
                            Spacer()
                            Text(priceText(tier)).font(.headline)
                        }
                        .padding(.horizontal, 14)
                        .frame(height: 64)
                        .selectedOutline(tier == selected)
                    }
                }
            }
        }
        .padding()
    }

    private func priceText(_ tier: Tier) -> String {
        let price = tier.price(for: period)
        return "$\(String(format: "%.2f", price))/\(period == .yearly ? "yr" : "mo")"
    }
}

#Preview("Phone") {
    Paywall(period: .constant(.monthly))
}

#Preview("Wide") {
    Paywall(period: .constant(.yearly))
        .frame(width: 600)
}

// Expected (390 × 844): the wide row needs 3 × 150 + 2 × 12 = 474 > 390 − 32 = 358, so
// ViewThatFits shows the list: three 64-point rows 10 apart, `VStack(spacing: 10)` =
// 358 × (3 × 64 + 2 × 10) = 358 × 212 at x = 16.
