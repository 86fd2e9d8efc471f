// source: fatbobman, "SwiftUI Layout — Cracking the Size Code" (fatbobman.com, 2022): the article's offset, padding, frame and position variants of one layout, with SPEC.md golden 8
// truth: derived (the article describes the variants; the numbers are SPEC.md golden 8, computed from the rules)
// url: https://fatbobman.com/en/posts/layout-dimensions-2/
// proposal: nilxnil
// expect border(.green): 0 0 130 80
// expect frame(width: 100, height: 50): 30 30 100 50

// A larger frame aligned bottom-trailing gives the same picture as the padding.
Rectangle()
    .fill(.green.gradient)
    .frame(width: 100, height: 50)
    .border(.blue)
    .frame(width: 130, height: 80, alignment: .bottomTrailing)
    .border(.green)
