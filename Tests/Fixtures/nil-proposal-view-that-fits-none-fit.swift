// source: objc.io (Chris Eidhof, Florian Kugler), Thinking in SwiftUI (objc.io, 2023): ViewThatFits proposes nil to find each candidate's ideal size, and "If none of the subviews fit, it picks the last subview"; frames derived by hand, not measured, with the chosen view laid out with ViewThatFits's own proposal as in fatbobman, "Mastering ViewThatFits" (fatbobman.com, 2022) and its replica layout (github.com/fatbobman/BlogCodes, ViewThatFits/MyViewThatFitsByLayout.swift: "If none of the above are satisfied, use the last subview", sized and placed with the proposal); OpenSwiftUI (commit 069dd80b) leaves ViewThatFits unimplemented (Sources/OpenSwiftUI/Layout/ViewThatFits.swift:109-124)
// truth: derived (computed by hand from OpenSwiftUI's layout code, the code the engine was written from: it detects drift from that code, not from iOS)
// url: https://fatbobman.com/en/posts/mastering-viewthatfits/
// url: https://github.com/fatbobman/BlogCodes/blob/main/ViewThatFits/ViewThatFits/MyViewThatFitsByLayout.swift
// proposal: 200x200
// expect ViewThatFits(in: .horizontal): -25 0 250 200
// expect frame(width: 250): -25 0 250 200
// expect-proposal frame(width: 250): 200 200
// expect Color.blue: -25 0 250 200

// Neither ideal width (300, 250) fits 200, so the last candidate is used, laid out with the 200 x 200 proposal: 250 wide and 200 tall, not its ideal 10.
struct AdaptiveBanner: View {
    var body: some View {
        ViewThatFits(in: .horizontal) {
            Color.red.frame(width: 300)
            Color.blue.frame(width: 250)
        }
    }
}
