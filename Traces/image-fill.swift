// objc.io, "Aspect Ratios in SwiftUI": the same image with .fill covers the
// proposal: 960 × 480.
// ltrace:proposal 320x480
Image("test", width: 100, height: 50)
    .resizable()
    .aspectRatio(contentMode: .fill)
