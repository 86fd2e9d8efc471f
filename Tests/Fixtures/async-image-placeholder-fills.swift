// source: Apple, SwiftUI documentation, "AsyncImage": "Until the image loads, the view displays a standard placeholder that fills the available space" (the example: an AsyncImage in a 200 × 200 frame shows a 200 × 200 placeholder); ltrace never loads an image, so it lays out that placeholder; frames derived by hand: in a 300-wide HStack without spacing a 100-wide colour leaves 200 to the placeholder, as tall as the 80-point row
// truth: derived (computed by hand from the behaviour Apple's documentation describes)
// url: https://developer.apple.com/documentation/swiftui/asyncimage
// proposal: 300x300
// expect AsyncImage(url: URL(string: "https://example.com/icon.png"))#1: 50 10 200 200
// expect AsyncImage(url: URL(string: "https://example.com/icon.png"))#2: 0 210 200 80
// expect Color.blue: 200 210 100 80

VStack(spacing: 0) {
    AsyncImage(url: URL(string: "https://example.com/icon.png"))
        .frame(width: 200, height: 200)
    HStack(spacing: 0) {
        AsyncImage(url: URL(string: "https://example.com/icon.png"))
        Color.blue.frame(width: 100)
    }
    .frame(height: 80)
}
