// source: OpenSwiftUI (commit 069dd80b) Sources/OpenSwiftUI/View/LabelContent/AutomaticLabeledContentStyle.swift: with labels hidden the label is left out (labelsVisibility == .hidden ? nil : label), leaving the switch, 49 × 31, UISwitch's intrinsic size (measured: fixture toggle-switch-size); frame derived by hand, centred in the proposal
// truth: derived (computed by hand from OpenSwiftUI's layout code, the code the engine was written from: it detects drift from that code, not from iOS)
// url: https://github.com/OpenSwiftUIProject/OpenSwiftUI/blob/069dd80bce30bb9117b783e963c0ed7f741c7587/Sources/OpenSwiftUI/View/LabelContent/AutomaticLabeledContentStyle.swift
// proposal: 300x100
// expect Toggle("Notifications", isOn: .constant(false)): 125.5 34.5 49 31

// A toggle whose label is hidden is just its switch.
Toggle("Notifications", isOn: .constant(false))
    .labelsHidden()
