// source: getsentry/sentry-cocoa, `Tests/SentryTests/ViewCapture/SentryUIRedactBuilderTests+SwiftUI.swift` (commit 8bb64c2d, 2025-10-08): the `recursiveDescription` of this List in a 300 × 500 window on an iPhone 14 Pro simulator (iOS 16.4), top safe-area inset 59 (`adjustedContentInset: {59, 0, 0, 0}`); in the collection view's content: the header cell `frame = (16 0; 268 38.6667)` with its text at `(16 17; …; 15.6667)`, the first row `frame = (16 38.6667; 268 44)` with its text at `(16 12; …; 20.3333)`, the second section's row `frame = (16 118; 268 44)`
// truth: measured (UIKit recursiveDescription of a SwiftUI List, iOS 16.4)
// url: https://github.com/getsentry/sentry-cocoa/blob/8bb64c2dbe13/Tests/SentryTests/ViewCapture/SentryUIRedactBuilderTests+SwiftUI.swift
// proposal: 300x441
// shaping: harfbuzz
// expect-origin Text("Section 1"): 32 17
// expect-height Text("Section 1"): 15.6667
// expect-origin Text("Item 1"): 32 50.6667
// expect-height Text("Item 1"): 20.3333
// expect-origin Text("Item 2"): 32 130

// The window's 441 points below the inset; header text 16 + 16 in, 17 below the card's top,
// rows 44 tall with their text 12 down, the second section 35.333 below the first.
List {
    Section("Section 1") {
        Text("Item 1")
    }
    Section {
        Text("Item 2")
    }
}
