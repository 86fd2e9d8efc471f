// source: getsentry/sentry-cocoa, Tests/SentryTests/ViewCapture/SentryUIRedactBuilderTests+Common.swift (commit c34c99b9), a UIKit recursiveDescription pasted from simulators under "iOS 26 & 18 & 17 & 16": `<UISwitch: …; frame = (10 40; 51 31)>`, a switch created 80 × 30 and resized by UIKit to its own size
// truth: measured (UIKit view-hierarchy dump on iOS 16, 17 and 18 simulators)
// url: https://github.com/getsentry/sentry-cocoa/blob/c34c99b97b112c0da21216f702d4da336c1b2a90/Tests/SentryTests/ViewCapture/SentryUIRedactBuilderTests%2BCommon.swift
// proposal: 390x100
// expect-size Switch: 51 31

// A toggle's switch is UISwitch at its own size, whatever the row offers.
Toggle("Wi-Fi", isOn: .constant(true))
