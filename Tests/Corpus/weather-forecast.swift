// A forecast card: a model with an explicit initializer that computes a stored
// property, hourly data as labelled tuples, a (low, high) pair destructured and read with
// .0/.1, temperatures with format specifiers, colours from a switch over ranges, and a
// temperature bar positioned within the week's span (GeometryReader).
// ltrace:proposal 360xnil
import SwiftUI

struct DayForecast: Identifiable {
    let id = UUID()
    let day: String
    let low: Double
    let high: Double
    let symbol: String
    let rainChance: Double
    let spread: Double

    init(_ day: String, low: Double, high: Double, symbol: String, rain: Double = 0) {
        self.day = day
        self.low = low
        self.high = high
        self.symbol = symbol
        self.rainChance = rain
        self.spread = high - low
    }
}

extension DayForecast {
    static let week: [DayForecast] = [
        DayForecast("Mon", low: 10, high: 16, symbol: "cloud.sun.fill"),
        DayForecast("Tue", low: 8, high: 13, symbol: "cloud.rain.fill", rain: 0.8),
        DayForecast("Wed", low: 11, high: 20, symbol: "sun.max.fill"),
        DayForecast("Thu", low: 12, high: 18, symbol: "cloud.fill", rain: 0.35),
    ]
    static let hourly: [(hour: String, temp: Double)] = [("Now", 14.4), ("15", 15.2), ("16", 15.8), ("17", 13.9), ("18", 11.6)]
}

struct ForecastCard: View {
    var days = DayForecast.week
    var hourly = DayForecast.hourly

    private var weekRange: (Double, Double) {
        (days.map { $0.low }.min() ?? 0, days.map { $0.high }.max() ?? 1)
    }

    private func tint(for temperature: Double) -> Color {
        switch Int(temperature) {
        case 0..<10: return .cyan
        case 10..<15: return .green
        case 15..<20: return .yellow
        case 20...45: return .orange
        default: return .blue
        }
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            HStack(spacing: 18) {
                ForEach(hourly, id: \.hour) { entry in
                    VStack(spacing: 6) {
                        Text(entry.hour).font(.caption)
                        Text("\(entry.temp, specifier: "%.0f")°").font(.callout.bold())
                    }
                }
            }
            Divider()
            ForEach(days) { day in
                row(day)
            }
        }
        .padding()
        .background(Color.blue.opacity(0.15), in: RoundedRectangle(cornerRadius: 16))
    }

    private func row(_ day: DayForecast) -> some View {
        let (weekLow, weekHigh) = weekRange
        return HStack(spacing: 10) {
            Text(day.day).frame(width: 40, alignment: .leading)
            Image(systemName: day.symbol)
                .frame(width: 28)
            Text(day.rainChance > 0 ? String(format: "%.0f%%", day.rainChance * 100) : "")
                .font(.caption2)
                .frame(width: 32)
            Text("\(Int(day.low))°").foregroundStyle(.secondary)
            GeometryReader { proxy in
                Capsule()
                    .fill(tint(for: day.high))
                    .frame(width: proxy.size.width * day.spread / (weekHigh - weekLow), height: 4)
                    .offset(x: proxy.size.width * (day.low - weekRange.0) / (weekRange.1 - weekRange.0))
            }
            .frame(width: 100, height: 4)
            .background(Capsule().fill(Color.gray.opacity(0.2)))
            Text("\(day.high, specifier: "%.0f")°")
        }
    }
}

#Preview {
    ForecastCard()
        .padding()
}

// Expected: the week spans 8…20 (12 degrees); each temperature track is 100 × 4, and Monday's
// bar (`frame(width: proxy.size.width * day.spread / …, height: 4)`) is 100 × (16 − 10) / 12 = 50 × 4.
