// An order-tracking screen: a load state and a shipment stage as enums with associated
// values, switched over in the body (bindings, several patterns on one case, `where`, default)
// and matched with `if case`; a step tracker whose connectors share the row's free width.
import SwiftUI

struct Order: Identifiable {
    enum Stage {
        case placed
        case packing(itemsLeft: Int)
        case shipped(carrier: String, tracking: String?)
        case delivered
        case cancelled(reason: String)
    }

    let id = UUID()
    let number: String
    var stage: Stage
    var itemCount: Int
    var placedAt = Date()
}

enum LoadState {
    case loading
    case loaded(Order)
    case failed(String)
}

extension Order {
    static let sample = Order(number: "A-10482", stage: .shipped(carrier: "Parcelly", tracking: "PX 2291 77"), itemCount: 3)
}

final class OrderSession: ObservableObject {
    @Published var isRefreshing = false
    func refresh() { isRefreshing = true }
}

struct OrderStatusView: View {
    let state: LoadState
    @EnvironmentObject private var session: OrderSession

    private let stepTitles = ["Placed", "Packed", "Shipped", "Delivered"]

    var body: some View {
        switch state {
        case .loading:
            Text("Loading your order…")
                .foregroundStyle(.secondary)
        case .failed(let message):
            Text(message)
                .multilineTextAlignment(.center)
                .padding()
        case .loaded(let order):
            VStack(alignment: .leading, spacing: 16) {
                Text("Order \(order.number)")
                    .font(.title2.bold())
                Text(headline(for: order.stage))
                    .font(.headline)
                stepTracker(reached: step(for: order.stage))
                Text(trackingLine(order))
                    .font(.footnote)
                    .monospaced()
                    .foregroundStyle(.secondary)
                    .layoutPriority(1)
            }
            .padding()
            .onAppear { session.refresh() }
        }
    }

    private func step(for stage: Order.Stage) -> Int {
        switch stage {
        case .placed, .cancelled: return 0
        case .packing: return 1
        case .shipped: return 2
        case .delivered: return 3
        }
    }

    private func headline(for stage: Order.Stage) -> String {
        switch stage {
        case .packing(let left) where left == 0: return "Ready to ship"
        case .packing(let left): return "Packing — \(left) to go"
        case .shipped(let carrier, _): return "On its way with \(carrier)"
        case .cancelled(let reason): return "Cancelled: \(reason)"
        default: return "We've got your order"
        }
    }

    private func trackingLine(_ order: Order) -> String {
        guard let tracking = trackingNumber(order.stage) else {
            return "\(order.itemCount) items · no tracking yet"
        }
        return "Tracking \(tracking)"
    }

    private func trackingNumber(_ stage: Order.Stage) -> String? {
        if case .shipped(_, let tracking) = stage { return tracking }
        return nil
    }

    @ViewBuilder
    private func stepTracker(reached: Int) -> some View {
        HStack(spacing: 0) {
            ForEach(stepTitles.indices, id: \.self) { index in
                Circle()
                    .fill(index <= reached ? Color.green : Color.gray.opacity(0.3))
                    .frame(width: 24, height: 24)
                    .overlay {
                        if index <= reached {
                            Image(systemName: "checkmark")
                                .font(.caption.bold())
                                .foregroundStyle(.white)
                        }
                    }
                if index < stepTitles.count - 1 {
                    Rectangle()
                        .fill(index < reached ? Color.green : Color.gray.opacity(0.3))
                        .frame(height: 2)
                }
            }
        }
    }
}

#Preview("Shipped") {
    OrderStatusView(state: .loaded(.sample))
        .environmentObject(OrderSession())
}

#Preview("Failed") {
    OrderStatusView(state: .failed("The server could not be reached.")).environmentObject(OrderSession())
}

// Expected (390 × 844): the tracker is 390 − 2 × 16 = 358 wide; its four 24-point circles leave
// 358 − 4 × 24 = 262 for three connectors, so the first connector (`frame(height: 2)`) is
// 262 / 3 = 87.33… × 2 at x = 16 + 24 = 40.
