// A week of sleep as bars: an array of labelled tuples, the longest night from max(), each
// bar's height a share of a fixed chart height, the average with a format specifier.
import SwiftUI

struct SleepChart: View {
    let nights: [(day: String, hours: Double)] = [
        ("M", 7.5), ("T", 6), ("W", 8), ("T", 5.5), ("F", 7), ("S", 9), ("S", 8.5),
    ]
    var chartHeight: CGFloat = 120

    private var longest: Double { nights.map(\.hours).max() ?? 1 }
    private var average: Double { nights.map(\.hours).reduce(0, +) / Double(nights.count) }

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text("Average \(average, specifier: "%.1f") h")
                .font(.headline)
            HStack(alignment: .bottom, spacing: 10) {
                ForEach(Array(nights.enumerated()), id: \.offset) { _, night in
                    VStack(spacing: 4) {
                        Capsule()
                            .fill(night.hours >= 8 ? Color.indigo : Color.indigo.opacity(0.5))
                            .frame(width: 24, height: chartHeight * night.hours / longest)
                        Text(night.day).font(.caption2)
                    }
                }
            }
        }
        .padding()
    }
}

#Preview {
    SleepChart()
}

// Expected: the Saturday bar (9 h, the longest) is 24 × 120; Monday's is 120 × 7.5 / 9 = 100 tall.
