// A ride-hailing status sheet: the ride's status as an enum with associated values, switched
// over with `where` clauses, several patterns on one case and default, `if case` to show the
// trip's remaining distance, the driver as an optional model, brand colours in an extension,
// and an @EnvironmentObject session that layout does not read.
import SwiftUI

extension Color {
    static let rideBrand = Color(red: 0.1, green: 0.1, blue: 0.15)
    static let rideAccent = Color(red: 0.2, green: 0.8, blue: 0.55)
}

struct Driver {
    let name: String
    let rating: Double
    let car: String
    let plate: String
}

enum RideStatus {
    case searching
    case arriving(minutes: Int)
    case onTrip(minutesLeft: Int, kilometres: Double)
    case completed(fare: Double)
    case cancelled(reason: String?)
}

final class RideSession: ObservableObject {
    @Published var isSharingTrip = false
}

struct RideStatusSheet: View {
    let status: RideStatus
    var driver: Driver?
    @EnvironmentObject var session: RideSession

    private var headline: String {
        switch status {
        case .searching: return "Finding your driver…"
        case .arriving(let minutes) where minutes <= 1: return "Your driver is here"
        case .arriving(let minutes): return "Arriving in \(minutes) min"
        case .onTrip(let left, _) where left < 5: return "Almost there"
        case .onTrip(let left, _): return "\(left) min to destination"
        case .completed(let fare): return String(format: "You paid $%.2f", fare)
        case .cancelled(let reason): return reason ?? "Ride cancelled"
        }
    }

    private var showsDriver: Bool {
        switch status {
        case .arriving, .onTrip: return true
        default: return false
        }
    }

    var body: some View {
        VStack(spacing: 0) {
            Spacer()
            VStack(alignment: .leading, spacing: 14) {
                Capsule()
                    .fill(Color.secondary.opacity(0.4))
                    .frame(width: 36, height: 5)
                    .frame(maxWidth: .infinity)
                Text(headline)
                    .font(.title2.bold())
                if case .onTrip(_, let km) = status {
                    Text("\(km, specifier: "%.1f") km left")
                        .foregroundStyle(.secondary)
                }
                if showsDriver, let driver = driver {
                    driverRow(driver)
                }
            }
            .padding()
            .background(Color(.systemBackground), in: RoundedRectangle(cornerRadius: 20))
            .shadow(radius: 8)
            .padding()
        }
        .background(Color.rideBrand.opacity(0.2))
    }

    private func driverRow(_ driver: Driver) -> some View {
        HStack(spacing: 12) {
            Circle()
                .fill(Color.rideAccent)
                .frame(width: 52, height: 52)
                .overlay { Text(String(driver.name.prefix(1))).font(.title2.bold()) }
            VStack(alignment: .leading, spacing: 2) {
                Text(driver.name).font(.headline)
                Text("★ \(driver.rating, specifier: "%.2f") · \(driver.car)").font(.caption)
            }
            Spacer()
            Text(driver.plate)
                .font(.callout)
                .monospaced()
                .padding(.horizontal, 8)
                .padding(.vertical, 4)
                .background(Color.yellow, in: RoundedRectangle(cornerRadius: 4))
        }
    }
}

#Preview {
    RideStatusSheet(
        status: .arriving(minutes: 4),
        driver: Driver(name: "Marco", rating: 4.93, car: "Grey Prius", plate: "KX71 RDE")
    )
    .environmentObject(RideSession())
}

#Preview("On trip") {
    RideStatusSheet(status: .onTrip(minutesLeft: 12, kilometres: 6.4)).environmentObject(RideSession())
}

// Expected (390 × 844): the sheet's card spans 390 − 2 × 16 = 358 and its content 358 − 32 = 326,
// so the driver's 52 × 52 avatar is at x = 16 + 16 = 32, and the grabber is 36 × 5 at
// x = (390 − 36) / 2 = 177.
