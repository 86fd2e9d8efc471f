// A stock ticker row: prices formatted with specifiers, the change's colour and arrow chosen
// by ternaries, a fixed-width change pill, and a horizontal scroll of quotes.
import SwiftUI

struct Quote: Identifiable {
    let symbol: String
    let price: Double
    let change: Double
    var id: String { symbol }

    var isUp: Bool { change >= 0 }
    var percent: Double { change / (price - change) * 100 }
}

extension Quote {
    static let watchlist = [
        Quote(symbol: "AAPL", price: 231.4, change: 2.15),
        Quote(symbol: "MSFT", price: 415.02, change: -3.4),
        Quote(symbol: "TSLA", price: 182.9, change: 0),
    ]
}

struct QuoteTile: View {
    let quote: Quote

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Text(quote.symbol)
                .font(.caption.bold())
            Text("\(quote.price, specifier: "%.2f")")
                .font(.title3)
                .monospaced()
            Text("\(quote.isUp ? "▲" : "▼") \(abs(quote.percent), specifier: "%.1f")%")
                .font(.caption2)
                .foregroundStyle(quote.isUp ? .green : .red)
                .frame(width: 64, alignment: .leading)
                .padding(.vertical, 2)
                .background(quote.isUp ? Color.green.opacity(0.15) : Color.red.opacity(0.15), in: Capsule())
        }
        .padding(10)
        .frame(width: 120, alignment: .leading)
        .background(Color.gray.opacity(0.1), in: RoundedRectangle(cornerRadius: 12))
    }
}

struct Watchlist: View {
    var quotes = Quote.watchlist

    var body: some View {
        ScrollView(.horizontal, showsIndicators: false) {
            HStack(spacing: 8) {
                ForEach(quotes) { QuoteTile(quote: $0) }
            }
            .padding(.horizontal)
        }
    }
}

#Preview {
    Watchlist()
}

// Expected: every tile is 120 wide; tiles start at x = 16, 144 and 272 (16 + 120 + 8).
