// objc.io, "Aspect Ratios in SwiftUI": with .fill, a 100 × 100 proposal
// becomes 177.78 × 100 for the child.
// ltrace:proposal 100x100
Rectangle()
    .aspectRatio(16/9, contentMode: .fill)
