// objc.io, "Aspect Ratios in SwiftUI": with no ratio, aspectRatio proposes
// nil × nil to learn the image's ideal size (100 × 50), then fits that ratio
// into the proposal: 320 × 160.
// ltrace:proposal 320x480
Image("test", width: 100, height: 50)
    .resizable()
    .aspectRatio(contentMode: .fit)
