import SwiftUI
import AlmanacKit
import Combine
import StoreKit
import Shimmer

/// A station's summary: its latest reading from the driver, the month's figures, the stations list.
struct StationScreen: View {
    let station: Station
    var history: ReadingHistory = .sample
    @State private var theme = ThemeManager.shared
    @State private var products: [Product] = []
    @AppStorage("showRain") private var showRain = true

    private let columns = [GridItem](repeating: GridItem(.flexible(), spacing: Metrics.gridSpacing), count: 2)
    private let updates = NotificationCenter.default.publisher(for: .stationDidUpdate)

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: .grid(4)) {
                header
                LazyVGrid(columns: columns, spacing: Metrics.gridSpacing) {
                    StatTile(title: "High", value: String(format: "%.1f°", history.days.map(\.high).max() ?? 0), accent: .orange)
                    StatTile(title: "Low", value: String(format: "%.1f°", history.days.map(\.low).min() ?? 0), accent: .skyBlue)
                    if showRain {
                        StatTile(title: "Rain", value: String.localizedStringWithFormat("%d days", history.days.filter { $0.rain > 0 }.count))
                    }
                    StatTile(title: "Units", value: theme.units.capitalized)
                }
                rainScale
                ForEach(Station.bundled) { other in
                    Text(other.name)
                }
            }
            .padding(.grid(4))
        }
        .background(Color.card)
        .onReceive(updates) { _ in }
        .task { products = (try? await Product.products(for: ["almanac.pro"])) ?? [] }
    }

    private var header: some View {
        HStack(spacing: .grid(2)) {
            Image(systemName: "sun.max")
                .renderingMode(.template)
                .imageScale(.large)
            VStack(alignment: .leading) {
                Text(station.name)
                    .font(.title.bold())
                Text("\(station_read(0).celsius)° now, \(String(cString: StationDriverName))")
                    .font(.footnote)
                    .shimmering()
            }
        }
        .frame(height: theme.rowHeight)
    }

    private var rainScale: some View {
        let swatch = CGSize(width: 12, height: 8)
        let light = DayRecord.rgb(0x9EC9F0)
        return HStack(spacing: 2) {
            ForEach(0..<5) { level in
                Rectangle()
                    .fill(Color(red: light.r, green: light.g, blue: light.b).opacity(0.2 + Double(level) * 0.2))
                    .frame(width: (swatch * 2).width, height: swatch.height)
            }
        }
    }
}

extension Notification.Name {
    static let stationDidUpdate = Notification.Name("stationDidUpdate")
}

extension View {
    /// The preview's appearance, as the user's setting chooses it.
    func previewScheme(_ scheme: ColorScheme?) -> some View {
        preferredColorScheme(scheme)
    }
}

#Preview("Station") {
    StationScreen(station: .lisbon)
        .previewScheme(ThemeManager.shared.preferredScheme)
}

#Preview("Tiles") {
    VStack {
        StatTile(title: "Elevation", value: "\(Station.lisbon.elevation) m")
        StatTile(title: "Driver", value: String(cString: StationDriverName), accent: .skyBlue)
    }
    .padding()
}
