// A delivery banner: the stage of an order as an enum with associated values, a switch with
// `where` clauses choosing the text and symbol, and a GeometryReader progress track.
import SwiftUI

enum DeliveryStage {
    case preparing
    case onTheWay(minutes: Int)
    case delivered
}

struct DeliveryBanner: View {
    let stage: DeliveryStage

    private var title: String {
        switch stage {
        case .preparing: return "Preparing your order"
        case .onTheWay(let minutes) where minutes <= 2: return "Arriving now"
        case .onTheWay(let minutes) where minutes < 60: return "Arriving in \(minutes) min"
        case .onTheWay(let minutes): return String(format: "Arriving in %d h %02d", minutes / 60, minutes % 60)
        case .delivered: return "Delivered"
        }
    }

    private var progress: Double {
        switch stage {
        case .preparing: return 0.2
        case .onTheWay(let minutes): return max(0.3, 1 - Double(minutes) / 60)
        case .delivered: return 1
        }
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            Label2(title: title, symbol: symbol)
            GeometryReader { proxy in
                Capsule()
                    .fill(Color.green)
                    .frame(width: proxy.size.width * progress, height: 4)
            }
            .frame(height: 4)
        }
        .padding()
    }

    private var symbol: String {
        if case .delivered = stage { return "checkmark.circle.fill" }
        return "bicycle"
    }
}

/// The app's own icon-and-title row.
struct Label2: View {
    let title: String
    let symbol: String
    var body: some View {
        HStack(spacing: 8) {
            Image(systemName: symbol)
            Text(title).font(.headline)
        }
    }
}

#Preview {
    DeliveryBanner(stage: .onTheWay(minutes: 15))
        .frame(width: 300)
}

// Expected: the track is 300 − 32 = 268 wide; the bar is 268 × (1 − 15/60) = 201 wide, 4 tall.
