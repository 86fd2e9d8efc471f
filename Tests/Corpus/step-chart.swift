// A health app's step chart: a week as an array of unlabelled (String, Int) tuples read with
// .0/.1 and destructured with `let (day, steps) = …`, bar heights as a share of the best
// day from max(), the quietest from min(), a goal colour from a switch over ranges, today's
// count from Int.random, and the average with .formatted().
import SwiftUI

fileprivate let chartHeight: CGFloat = 150

struct StepChart: View {
    var week: [(String, Int)] = [
        ("Mon", 6_000), ("Tue", 8_400), ("Wed", 4_200), ("Thu", 10_200), ("Fri", 7_800), ("Sat", 12_000), ("Sun", 3_000),
    ]
    var goal = 8_000
    @State private var today = Int.random(in: 1_000...9_000)

    private var best: Int { week.map { $0.1 }.max() ?? 1 }
    private var quietest: Int { week.map { $0.1 }.min() ?? 0 }
    private var average: Int { week.map { $0.1 }.reduce(0, +) / week.count }

    private func barColor(_ steps: Int) -> Color {
        switch steps {
        case 0..<5_000: return .orange
        case 5_000..<goal: return .yellow
        default: return .green
        }
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 14) {
            Text("Steps")
                .font(.title2.bold())
            Text("\(average.formatted()) a day on average · best \(best.formatted())")
                .font(.subheadline)
                .foregroundStyle(.secondary)
            HStack(alignment: .bottom, spacing: 12) {
                ForEach(week.indices, id: \.self) { index in
                    let (day, steps) = week[index]
                    VStack(spacing: 6) {
                        RoundedRectangle(cornerRadius: 6)
                            .fill(barColor(steps))
                            .frame(width: 28, height: chartHeight * CGFloat(steps) / CGFloat(best))
                        Text(String(day.prefix(1)))
                            .font(.caption2)
                            .foregroundStyle(steps == quietest ? Color.red : Color.secondary)
                    }
                }
            }
            .frame(height: chartHeight + 24, alignment: .bottom)
            summary
        }
        .padding()
    }

    @ViewBuilder
    private var summary: some View {
        let goalDays = week.filter { $0.1 >= goal }.count
        HStack {
            Text("Goal met \(goalDays) of \(week.count) days")
            Spacer()
            Text("Today \(Int(Double(today) / Double(goal) * 100))%")
                .monospaced()
        }
        .font(.footnote)
    }
}

#Preview {
    StepChart()
}

// Expected: the best day is Saturday (12,000 steps), so its bar is 28 × 150; Monday's is
// 28 × 150 × 6,000 / 12,000 = 28 × 75, Sunday's 28 × 150 × 3,000 / 12,000 = 28 × 37.5.
