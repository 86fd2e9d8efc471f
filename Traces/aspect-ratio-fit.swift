// objc.io, "Aspect Ratios in SwiftUI": with a fixed ratio and .fit, a 100 × 100
// proposal becomes 100 × 56.25 for the child.
// ltrace:proposal 100x100
Rectangle()
    .aspectRatio(16/9, contentMode: .fit)
