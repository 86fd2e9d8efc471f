// source: OpenSwiftUI (commit 069dd80b) Sources/OpenSwiftUI/View/LabelContent/LeadingTrailingLabeledContentStyle.swift: LabeledContent is HStack { label; Spacer().layoutPriority(-1); HStack { content } }; frames derived by hand with SwiftUI's stack rules: the label and the content keep their 80 and 40, the spacer takes the rest of 300 (180), the row is as tall as its tallest part
// truth: derived (computed by hand from OpenSwiftUI's layout code, the code the engine was written from: it detects drift from that code, not from iOS)
// url: https://github.com/OpenSwiftUIProject/OpenSwiftUI/blob/069dd80bce30bb9117b783e963c0ed7f741c7587/Sources/OpenSwiftUI/View/LabelContent/LeadingTrailingLabeledContentStyle.swift
// proposal: 300x100
// expect LabeledContent: 0 35 300 30
// expect Color.red: 0 40 80 20
// expect Spacer(): 80 50 180 0
// expect Color.blue: 260 35 40 30

// A labeled row: the label at the leading edge, the content at the trailing edge.
LabeledContent {
    Color.blue.frame(width: 40, height: 30)
} label: {
    Color.red.frame(width: 80, height: 20)
}
