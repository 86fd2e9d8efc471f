// source: OpenSwiftUI (commit 069dd80b) Sources/OpenSwiftUI/View/LabelContent/AutomaticLabeledContentStyle.swift: with labels hidden the label is left out (labelsVisibility == .hidden ? nil : label), leaving the switch, measured at 51 × 31 on a UISwitch (Travis Kirton, "Hacking UISwitch", c4ios.com; an iOS metric); frame derived by hand, centred in the proposal
// truth: derived (computed by hand from OpenSwiftUI's layout code, the code the engine was written from: it detects drift from that code, not from iOS)
// url: https://github.com/OpenSwiftUIProject/OpenSwiftUI/blob/069dd80bce30bb9117b783e963c0ed7f741c7587/Sources/OpenSwiftUI/View/LabelContent/AutomaticLabeledContentStyle.swift
// url: http://c4ios.com/tutorials/hacking-uiswitch
// proposal: 300x100
// expect Toggle("Notifications", isOn: .constant(false)): 124.5 34.5 51 31

// A toggle whose label is hidden is just its switch.
Toggle("Notifications", isOn: .constant(false))
    .labelsHidden()
