// source: objc.io, "Aspect Ratios in SwiftUI" (objc.io blog; reposted copies are dated July 2022): proposals printed from inside SwiftUI with a probe view (the _ArchivableView hack); the article rounds to one decimal
// truth: measured (proposals printed from inside SwiftUI by a probe view)
// proposal: 100x100
// expect-proposal Color.red: 100 56.25
// expect-size Color.red: 100 56.25
// tolerance: 0.05

// .fit offers the child the largest 16:9 rectangle inside 100 x 100 (the article prints 100 x 56.2).
Color.red
    .aspectRatio(16 / 9, contentMode: .fit)
