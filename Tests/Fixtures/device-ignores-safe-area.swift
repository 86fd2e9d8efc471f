// source: Apple, SwiftUI documentation, "ignoresSafeArea(_:edges:)": the modifier expands a view's safe area on the edges it names (all by default) so its content extends into those regions, and edges it does not name remain unchanged; the iPhone 15's screen, 393 × 852 points (seahawkmedia.com, 2024), and its portrait insets, 59 and 34 (csl.cool, "iOS Layout Adaptation", 2023-09-15): platform metrics; frames derived by hand: a colour that ignores every edge fills the screen, one that ignores only the top runs from the screen's top to the safe area's bottom (852 − 34 = 818)
// truth: derived (computed by hand from the behaviour Apple's documentation describes)
// url: https://developer.apple.com/documentation/swiftui/view/ignoressafearea(_:edges:)
// device: iphone-15
// expect Color.red: 0 0 393 852
// expect Color.blue: 0 0 393 818

ZStack {
    Color.red.ignoresSafeArea()
    Color.blue.ignoresSafeArea(edges: .top)
}
