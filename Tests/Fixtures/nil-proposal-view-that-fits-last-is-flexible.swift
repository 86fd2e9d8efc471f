// source: objc.io (Chris Eidhof, Florian Kugler), Thinking in SwiftUI (objc.io, 2023): ViewThatFits proposes nil to find each candidate's ideal size, and "If none of the subviews fit, it picks the last subview"; frames derived by hand, not measured, with the chosen view laid out with ViewThatFits's own proposal as in fatbobman, "Mastering ViewThatFits" (fatbobman.com, 2022) and its replica layout (github.com/fatbobman/BlogCodes, ViewThatFits/MyViewThatFitsByLayout.swift), and the flexible frame by applying OpenSwiftUI (commit 069dd80b) Sources/OpenSwiftUICore/Layout/Modifier/FrameLayout.swift:263-368 (proposed nil its width is the ideal 400; proposed 200 it is 200)
// truth: derived (computed by hand from OpenSwiftUI's layout code, the code the engine was written from: it detects drift from that code, not from iOS)
// url: https://fatbobman.com/en/posts/mastering-viewthatfits/
// url: https://github.com/fatbobman/BlogCodes/blob/main/ViewThatFits/ViewThatFits/MyViewThatFitsByLayout.swift
// proposal: 200x200
// expect ViewThatFits: 0 0 200 200
// expect frame(idealWidth: 400, maxWidth: .infinity): 0 0 200 200
// expect-proposal frame(idealWidth: 400, maxWidth: .infinity): 200 200
// expect Color.blue: 0 0 200 200

// The last candidate's ideal size (400 x 10) does not fit either, but it is taken anyway and, laid out with the 200 x 200 proposal, fills it.
struct AdaptiveHeader: View {
    var body: some View {
        ViewThatFits {
            Color.red.frame(width: 300, height: 50)
            Color.blue.frame(idealWidth: 400, maxWidth: .infinity)
        }
    }
}
