// source: GoodRequest/GoodSwiftUI (commit e4984899), swift-snapshot-testing reference `__Snapshots__/GRToggleSnapshotTests/testLargeToggleEnabled.1.png` of a labels-hidden SwiftUI switch: 147 px wide at 3× (iOS 18.6 simulator), 49 points; the same style scales the switch by 51/49 to reach a 51-point design, its author's own reading of the native width
// source: Open Radar 31777116 (mirrored at github.com/lionheart/openradar-mirror issue 17297), iOS 10.3.1: "UISwitch.intrinsicContentSize is (49.0, 31.0), but the actual size is (51.0, 31.0)": SwiftUI's switch is a representable sized to the view's intrinsic size (OpenSwiftUI SwitchToggleStyle.swift and PlatformViewHost.swift, commit 069dd80b), where UIKit frames it 51 × 31 (getsentry/sentry-cocoa's recursiveDescription dumps on iOS 16–18, commit c34c99b9: a UIKit frame, not SwiftUI's layout)
// truth: measured (a SwiftUI snapshot's pixels, and UISwitch's intrinsic size printed on a device)
// url: https://github.com/GoodRequest/GoodSwiftUI/blob/e4984899c26fbb76e6caefb3a166fe91e40489df/GoodSwiftUI-Sample/GoodSwiftUI-SnapshotTests/GRToggleSnapshotTests.swift
// url: https://github.com/lionheart/openradar-mirror/issues/17297
// proposal: 390x100
// expect-size Switch: 49 31

// A toggle's switch is UISwitch at its intrinsic size, whatever the row offers.
Toggle("Wi-Fi", isOn: .constant(true))
