// source: objc.io, "Aspect Ratios in SwiftUI" (objc.io blog; reposted copies are dated July 2022): proposals printed from inside SwiftUI with a probe view (the _ArchivableView hack); the article rounds to one decimal
// truth: measured (proposals printed from inside SwiftUI by a probe view)
// proposal: 100x100
// expect-proposal Color.red: 177.78 100
// expect-size Color.red: 177.78 100
// tolerance: 0.05

// .fill offers the smallest 16:9 rectangle covering 100 x 100 (the article prints 177.8 x 100).
Color.red
    .aspectRatio(16 / 9, contentMode: .fill)
