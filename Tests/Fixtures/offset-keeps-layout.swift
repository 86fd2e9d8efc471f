// source: fatbobman, "SwiftUI Layout — Cracking the Size Code" (fatbobman.com, 2022): the article's offset, padding, frame and position variants of one layout, with SPEC.md golden 8
// truth: derived (the article describes the variants; the numbers are SPEC.md golden 8, computed from the rules)
// url: https://fatbobman.com/en/posts/layout-dimensions-2/
// proposal: nilxnil
// expect-size border(.green): 100 50
// expect offset(x: 30, y: 30): 0 0 100 50
// expect frame(width: 100, height: 50): 30 30 100 50

// offset only moves the drawing: everything outside it keeps the 100 x 50 layout.
Rectangle()
    .fill(.green.gradient)
    .frame(width: 100, height: 50)
    .border(.blue)
    .offset(x: 30, y: 30)
    .border(.green)
