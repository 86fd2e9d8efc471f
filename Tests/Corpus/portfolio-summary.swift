// An investing app's portfolio summary: an @Observable portfolio put in the environment and
// read with @Environment(Portfolio.self), values summed with reduce, an allocation bar whose
// segments share a GeometryReader's width, target weights in a dictionary iterated by key,
// gains coloured by ternaries, a jittered sparkline from Double.random, cards sized with
// containerRelativeFrame, and sample data under #if DEBUG.
import SwiftUI
import Observation

struct Holding: Identifiable {
    let id = UUID()
    let symbol: String
    let shares: Double
    let price: Double
    let dayChange: Double
    var color: Color = .blue

    var value: Double { shares * price }
}

@Observable
final class Portfolio {
    var holdings: [Holding] = []
    var targets: [String: Double] = [:]

    init(holdings: [Holding], targets: [String: Double] = [:]) {
        self.holdings = holdings
        self.targets = targets
    }

    var total: Double { holdings.reduce(0) { $0 + $1.value } }
    var dayChange: Double { holdings.map { $0.dayChange * $0.shares }.reduce(0, +) }
}

struct AllocationBar: View {
    @Environment(Portfolio.self) private var portfolio

    var body: some View {
        GeometryReader { proxy in
            let gaps = CGFloat(portfolio.holdings.count - 1) * 2
            HStack(spacing: 2) {
                ForEach(portfolio.holdings) { holding in
                    Rectangle()
                        .fill(holding.color)
                        .frame(width: (proxy.size.width - gaps) * holding.value / portfolio.total)
                }
            }
        }
        .frame(height: 12)
        .clipShape(Capsule())
    }
}

struct PortfolioSummary: View {
    @Environment(Portfolio.self) private var portfolio
    private let sparkline: [Double] = (0..<24).map { _ in Double.random(in: 0.6...1.0) }

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 16) {
                Text("$\(portfolio.total, specifier: "%.2f")")
                    .font(.largeTitle.bold())
                Text("\(portfolio.dayChange >= 0 ? "▲" : "▼") \(abs(portfolio.dayChange), specifier: "%.2f") today")
                    .foregroundStyle(portfolio.dayChange >= 0 ? Color.green : Color.red)
                AllocationBar()
                ForEach(portfolio.targets.sorted(by: { $0.key < $1.key }), id: \.key) { target in
                    HStack {
                        Text(target.key).monospaced()
                        Spacer()
                        Text(String(format: "target %.0f%%", target.value * 100))
                            .foregroundStyle(.secondary)
                    }
                }
                ScrollView(.horizontal, showsIndicators: false) {
                    HStack(spacing: 12) {
                        ForEach(portfolio.holdings) { holding in
                            VStack(alignment: .leading, spacing: 4) {
                                Text(holding.symbol).font(.headline)
                                Text("\(holding.shares, specifier: "%.1f") × $\(holding.price, specifier: "%.2f")").font(.caption)
                                Text("\(holding.dayChange >= 0 ? "+" : "")\(holding.dayChange, specifier: "%.2f")")
                                    .foregroundStyle(holding.dayChange >= 0 ? .green : .red)
                            }
                            .padding(12)
                            .containerRelativeFrame(.horizontal, count: 2, spacing: 12, alignment: .leading)
                            .background(holding.color.opacity(0.1), in: RoundedRectangle(cornerRadius: 12))
                        }
                    }
                }
                HStack(alignment: .bottom, spacing: 2) {
                    ForEach(sparkline.indices, id: \.self) { index in
                        Capsule().frame(width: 4, height: 40 * sparkline[index])
                    }
                }
                .foregroundStyle(Color.blue.opacity(0.6))
            }
            .padding()
        }
    }
}

#if DEBUG
extension Portfolio {
    static let preview = Portfolio(
        holdings: [
            Holding(symbol: "AAPL", shares: 2, price: 250, dayChange: 1.8, color: .indigo),
            Holding(symbol: "VTI", shares: 1, price: 300, dayChange: -0.9, color: .teal),
            Holding(symbol: "BND", shares: 2.5, price: 80, dayChange: 0.1, color: .orange),
        ],
        targets: ["AAPL": 0.4, "VTI": 0.4, "BND": 0.2]
    )
}

#Preview {
    PortfolioSummary()
        .environment(Portfolio.preview)
}
#endif

// Expected (390 × 844, --define DEBUG): holdings worth 500, 300 and 200 (1,000 in all); the bar
// is 390 − 32 = 358 × 12 at x = 16, so its segments are (358 − 2 × 2) × 500 / 1000 = 177 × 12
// at x = 16, then 106.2 and 70.8. Each holding card is (358 − 12) / 2 = 173 wide
// (containerRelativeFrame: two per 358-point scroll view, 12 apart).
