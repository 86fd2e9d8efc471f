// An achievements screen: badges chunked into rows of three with stride(from:to:by:), rows
// and cells from indices and Identifiable models, a tier enum with raw values and a switch,
// a fileprivate cell view, and a progress share from Double(count).
import SwiftUI

enum BadgeTier: String, CaseIterable {
    case bronze, silver, gold

    var color: Color {
        switch self {
        case .bronze: return Color(red: 0.8, green: 0.5, blue: 0.2)
        case .silver: return Color(white: 0.7)
        case .gold: return Color(red: 0.95, green: 0.75, blue: 0.1)
        }
    }
}

struct Badge: Identifiable {
    let id: Int
    let title: String
    let symbol: String
    var tier: BadgeTier = .bronze
    var earned = false
}

extension Badge {
    static let all: [Badge] = [
        Badge(id: 1, title: "First run", symbol: "figure.run", earned: true),
        Badge(id: 2, title: "Early bird", symbol: "sunrise.fill", tier: .silver, earned: true),
        Badge(id: 3, title: "10 km", symbol: "flag.checkered", tier: .silver),
        Badge(id: 4, title: "Streak", symbol: "flame.fill", tier: .gold, earned: true),
        Badge(id: 5, title: "Hills", symbol: "mountain.2.fill"),
        Badge(id: 6, title: "Night owl", symbol: "moon.stars.fill", tier: .silver),
        Badge(id: 7, title: "Marathon", symbol: "medal.fill", tier: .gold),
    ]
}

fileprivate struct BadgeCell: View {
    let badge: Badge

    var body: some View {
        VStack(spacing: 6) {
            Circle()
                .fill(badge.earned ? badge.tier.color : Color.gray.opacity(0.2))
                .frame(width: 56, height: 56)
                .overlay {
                    Image(systemName: badge.symbol)
                        .font(.title2)
                        .foregroundStyle(badge.earned ? Color.white : Color.secondary)
                }
            Text(badge.title)
                .font(.caption)
                .lineLimit(1)
        }
        .frame(width: 96, height: 96)
        .background(Color.gray.opacity(0.06), in: RoundedRectangle(cornerRadius: 12))
    }
}

struct BadgeGrid: View {
    var badges = Badge.all
    var columns = 3

    private var rows: [[Badge]] {
        stride(from: 0, to: badges.count, by: columns).map { start in
            Array(badges.dropFirst(start).prefix(columns))
        }
    }

    private var share: Double {
        Double(badges.filter { $0.earned }.count) / Double(badges.count)
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Text("Achievements")
                .font(.title2.bold())
            Text("\(Int(share * 100))% collected · \(BadgeTier.allCases.count) tiers")
                .foregroundStyle(.secondary)
            VStack(alignment: .leading, spacing: 12) {
                ForEach(rows.indices, id: \.self) { row in
                    HStack(spacing: 12) {
                        ForEach(rows[row]) { badge in
                            BadgeCell(badge: badge)
                        }
                    }
                }
            }
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .padding()
    }
}

#Preview {
    BadgeGrid()
}

// Expected (390 × 844): seven badges in rows of three make rows of 3, 3 and 1 cells of 96 × 96;
// the grid (`VStack(alignment: .leading, spacing: 12)`) is 3 × 96 + 2 × 12 = 312 wide and
// 3 × 96 + 2 × 12 = 312 tall, at x = 16; the first row's cells start at x = 16, 124 and 232.
