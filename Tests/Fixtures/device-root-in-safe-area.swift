// source: Apple, SwiftUI documentation, "ignoresSafeArea(_:edges:)": by default the layout system sizes and positions views to avoid the safe areas, so the root view is offered the safe-area rectangle; the iPhone 15's screen, 393 × 852 points (seahawkmedia.com, "iPhone Screen Sizes and Resolutions", 2024), and its portrait insets, 59 at the top and 34 at the bottom (UIKit's safeAreaInsets measured on a Dynamic Island iPhone: csl.cool, "iOS Layout Adaptation", 2023-09-15): platform metrics; frames derived by hand: the root is proposed 393 × 759 and centred in the safe area, frames in screen points
// truth: derived (computed by hand from the behaviour Apple's documentation describes)
// url: https://developer.apple.com/documentation/swiftui/view/ignoressafearea(_:edges:)
// device: iphone-15
// expect ZStack: 0 59 393 759
// expect Color.red: 0 59 393 759
// expect frame(width: 100, height: 100): 146.5 388.5 100 100

// A flexible colour fills the safe area, not the screen; a fixed square sits at its centre (59 + 759 / 2 − 50).
ZStack {
    Color.red
    Color.blue.frame(width: 100, height: 100)
}
