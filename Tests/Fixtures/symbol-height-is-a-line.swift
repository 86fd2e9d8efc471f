// source: Apple Developer Forums, thread 716773 ("UIImage symbol size", 2022): UIImage(systemName: "chevron.compact.down") with UIImage.SymbolConfiguration(pointSize: 64, weight: .light, scale: .medium) on a 3× device printed size 70.3333 × 25.6667 and alignmentRectInsets top −25, bottom −25.6667, so its alignment rectangle is 25 + 25.6667 + 25.6667 = 76.3333 high: a line of 64-point text (64 × 2444 / 2048 = 76.375, 76.3333 on the 3× grid after UIKit's own rounding of the insets)
// truth: derived (UIKit's measured alignment rectangle of one symbol, taking SwiftUI to size a symbol by it; widths vary per symbol and are not checked)
// url: https://forums.developer.apple.com/forums/thread/716773
// proposal: 390x844
// expect-height Image(systemName: "chevron.compact.down"): 76.3333

// ltrace makes a symbol a square as tall as a line of its font, to the nearest pixel.
Image(systemName: "chevron.compact.down")
    .font(.system(size: 64, weight: .light))
