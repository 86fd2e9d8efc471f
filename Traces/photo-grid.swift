// A photo grid on an iPhone 15: an adaptive LazyVGrid of square tiles in a scroll view.
// objc.io's rule for adaptive columns: the 393 − 2 × 2 = 389 points of the grid hold
// n = ⌊(389 + 2) / (100 + 2)⌋ = 3 tiles of (389 − 2 × 2) / 3 ≈ 128.33 points, each made square.
// ltrace:device iphone-15
ScrollView {
    LazyVGrid(columns: [GridItem(.adaptive(minimum: 100), spacing: 2)], spacing: 2) {
        ForEach(0..<12) { index in
            Color(hue: Double(index) / 12, saturation: 0.5, brightness: 0.9)
                .aspectRatio(1, contentMode: .fit)
        }
    }
    .padding(.horizontal, 2)
}
