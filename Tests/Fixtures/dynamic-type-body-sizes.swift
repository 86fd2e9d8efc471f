// source: temoki/UIKit_DynamicType, README.md (commit 04de9d61): UIFont.preferredFont(forTextStyle:) for every UIContentSizeCategory on an iOS 13.3 simulator, body 14 at xSmall, 23 at xxxLarge, 40 at accessibility3, 53 at accessibility5 (the same as Apple's HIG "Typography – Specifications – Dynamic Type sizes"); heights derived from them with SF Pro's metrics (n × size × 2444 / 2048) rounded up to the 3× pixel: 16.71 → 17, 27.45 → 27.667, 47.73 → 48, 63.25 → 63.333
// truth: derived (point sizes measured with UIFont.preferredFont; the heights computed from them by the line-height law of the text-line-heights fixtures)
// url: https://github.com/temoki/UIKit_DynamicType/blob/04de9d61eddb67ee987f8b9f11c9cccdda96af6c/README.md
// url: https://developer.apple.com/design/human-interface-guidelines/typography#Specifications
// proposal: 390x844
// expect-height Text("xs"): 17
// expect-height Text("xxxl"): 27.6667
// expect-height Text("ax3"): 48
// expect-height Text("ax5"): 63.3333

// A modifier sets the size for the text inside it; a range nearer the text clamps it.
VStack(spacing: 0) {
    Text("xs").dynamicTypeSize(.xSmall)
    Text("xxxl").dynamicTypeSize(...(.xxxLarge)).dynamicTypeSize(.accessibility1)
    Text("ax3").environment(\.dynamicTypeSize, .accessibility3)
    Text("ax5").dynamicTypeSize(.accessibility1...).environment(\.dynamicTypeSize, .accessibility5)
}
