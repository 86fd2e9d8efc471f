// source: Apple, SwiftUI documentation, "safeAreaInset(edge:alignment:spacing:content:)" (the VerticalEdge form): the content is shown below the modified view, which is inset by the content's height from that edge to make space for it, with `spacing` as extra distance between the two views; the content is positioned horizontally by `alignment`; frames derived by hand: a 50-point bar and 8 of spacing leave 393 × (759 − 58) = 393 × 701 to the scroll view at the top, the bar's frame is as wide as the view and sits at the bottom (709)
// truth: derived (computed by hand from the behaviour Apple's documentation describes)
// url: https://developer.apple.com/documentation/swiftui/view/safeareainset(edge:alignment:spacing:content:)-4s51l
// proposal: 393x759
// expect ScrollView: 0 0 393 701
// expect frame(height: 50): 0 709 393 50
// expect frame(width: 120, height: 50): 0 709 120 50

ZStack {
    ScrollView {
        Color.gray.frame(height: 900)
    }
    .safeAreaInset(edge: .bottom, spacing: 8) {
        Color.blue.frame(height: 50)
    }
    Color.clear
        .safeAreaInset(edge: .bottom, alignment: .leading, spacing: 8) {
            Color.green.frame(width: 120, height: 50)
        }
}
