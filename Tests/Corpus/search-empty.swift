// A shop's search results with its empty and error states: a search state enum with
// associated values switched over in the body (a payload bound, several cases sharing a
// branch, default) and matched with `if case` in a computed property, results counted with
// String(format:), and an SF Symbol illustration in a fixed circle.
import SwiftUI

struct Product: Identifiable {
    let id = UUID()
    let name: String
    let price: Double
}

enum SearchState {
    case idle
    case searching(query: String)
    case results([Product])
    case noResults(query: String)
    case failed(String)
}

struct SearchResultsView: View {
    let state: SearchState

    private var retryHint: String? {
        if case .failed(let message) = state {
            return message.isEmpty ? "Try again" : "\(message) Try again."
        }
        return nil
    }

    var body: some View {
        Group {
            switch state {
            case .results(let products):
                VStack(alignment: .leading, spacing: 12) {
                    Text(String(format: "%d results", products.count))
                        .font(.caption)
                        .foregroundStyle(.secondary)
                    ForEach(products) { product in
                        HStack {
                            Text(product.name)
                            Spacer()
                            Text("$\(product.price, specifier: "%.2f")").bold()
                        }
                    }
                    Spacer()
                }
                .padding()
            case .noResults(let query):
                emptyState(symbol: "magnifyingglass", title: "No results for “\(query)”", message: "Check the spelling or try a broader term.")
            case .idle, .searching:
                emptyState(symbol: "bag", title: "Search the shop", message: "Find products by name, brand or colour.")
            default:
                emptyState(symbol: "wifi.exclamationmark", title: "Can't search right now", message: retryHint ?? "")
            }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
    }

    private func emptyState(symbol: String, title: String, message: String) -> some View {
        VStack(spacing: 16) {
            ZStack {
                Circle()
                    .fill(Color.blue.opacity(0.1))
                    .frame(width: 120, height: 120)
                Image(systemName: symbol)
                    .font(.system(size: 48))
                    .foregroundStyle(.blue)
            }
            Text(title)
                .font(.title3.bold())
                .multilineTextAlignment(.center)
            Text(message)
                .font(.subheadline)
                .foregroundStyle(.secondary)
                .multilineTextAlignment(.center)
        }
        .padding(32)
    }
}

#Preview("No results") {
    SearchResultsView(state: .noResults(query: "waterproof boots"))
}

#Preview("Results") {
    SearchResultsView(state: .results([Product(name: "Trail boots", price: 129), Product(name: "Wool socks", price: 14.5)]))
}

#Preview("Offline") {
    SearchResultsView(state: .failed("You're offline."))
}

// Expected (first preview, 390 × 844): the illustration's circle is 120 × 120 and centred in the
// full-screen frame: x = (390 − 120) / 2 = 135.
