// source: OpenSwiftUI (commit 069dd80b) Sources/OpenSwiftUI/View/Toggle/SwitchToggleStyle.swift (the switch style is LabeledContent { switch.fixedSize() } label: { label }) and Sources/OpenSwiftUI/View/LabelContent/LeadingTrailingLabeledContentStyle.swift (HStack { label; Spacer().layoutPriority(-1); HStack { content } }); the switch's size, 49 × 31, UISwitch's intrinsic size, measured (ToggleSwitchLayout; fixture toggle-switch-size); frames derived by hand: the label keeps 100, the switch 49, the spacer takes the rest (300 − 149 = 151); the toggle is as tall as its switch
// truth: derived (computed by hand from OpenSwiftUI's layout code, the code the engine was written from: it detects drift from that code, not from iOS)
// url: https://github.com/OpenSwiftUIProject/OpenSwiftUI/blob/069dd80bce30bb9117b783e963c0ed7f741c7587/Sources/OpenSwiftUI/View/Toggle/SwitchToggleStyle.swift
// url: https://github.com/OpenSwiftUIProject/OpenSwiftUI/blob/069dd80bce30bb9117b783e963c0ed7f741c7587/Sources/OpenSwiftUI/View/LabelContent/LeadingTrailingLabeledContentStyle.swift
// proposal: 300x100
// expect Toggle(isOn: .constant(true)): 0 34.5 300 31
// expect Color.orange: 0 40 100 20
// expect Spacer(): 100 50 151 0
// expect Switch: 251 34.5 49 31

// A toggle with a 100 × 20 label fills the 300 points it is offered.
Toggle(isOn: .constant(true)) {
    Color.orange.frame(width: 100, height: 20)
}
