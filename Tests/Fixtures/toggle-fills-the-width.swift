// source: OpenSwiftUI (commit 069dd80b) Sources/OpenSwiftUI/View/Toggle/SwitchToggleStyle.swift (the switch style is LabeledContent { switch.fixedSize() } label: { label }) and Sources/OpenSwiftUI/View/LabelContent/LeadingTrailingLabeledContentStyle.swift (HStack { label; Spacer().layoutPriority(-1); HStack { content } }); the switch's size, 51 × 31, measured on a UISwitch by Travis Kirton, "Hacking UISwitch" (C4, c4ios.com), an iOS metric; frames derived by hand: the label keeps 100, the switch 51, the spacer takes the rest (300 − 151 = 149); the toggle is as tall as its switch
// truth: derived (computed by hand from OpenSwiftUI's layout code, the code the engine was written from: it detects drift from that code, not from iOS)
// url: https://github.com/OpenSwiftUIProject/OpenSwiftUI/blob/069dd80bce30bb9117b783e963c0ed7f741c7587/Sources/OpenSwiftUI/View/Toggle/SwitchToggleStyle.swift
// url: https://github.com/OpenSwiftUIProject/OpenSwiftUI/blob/069dd80bce30bb9117b783e963c0ed7f741c7587/Sources/OpenSwiftUI/View/LabelContent/LeadingTrailingLabeledContentStyle.swift
// url: http://c4ios.com/tutorials/hacking-uiswitch
// proposal: 300x100
// expect Toggle(isOn: .constant(true)): 0 34.5 300 31
// expect Color.orange: 0 40 100 20
// expect Spacer(): 100 50 149 0
// expect Switch: 249 34.5 51 31

// A toggle with a 100 × 20 label fills the 300 points it is offered.
Toggle(isOn: .constant(true)) {
    Color.orange.frame(width: 100, height: 20)
}
