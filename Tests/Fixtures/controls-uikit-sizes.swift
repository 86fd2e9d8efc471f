// source: Vercantez/openuikit, a UIKit reimplementation checked against real UIKit: frame and intrinsic-size dumps of UIKit on iOS 26.1 (Mac Catalyst), golden/control_activity.layout.json (UIActivityIndicatorView medium 20 × 20, commit 207da862), golden/progress_fractions.layout.json (UIProgressView intrinsic height 4, commit 64b96a43), golden/attrtext_fields.layout.json (a rounded-rect UITextField, intrinsic 108 × 34, commit 64c1694c), and Tests/OpenUIKitTests/Controls2Tests.swift (UIStepper intrinsicContentSize 94 × 32 "read off a live control", commit 00b529ea)
// truth: measured (UIKit frames and intrinsic sizes dumped on iOS 26.1)
// url: https://github.com/Vercantez/openuikit
// proposal: 390x300
// expect-size UIStepper: 94 32
// expect-size ProgressView(): 20 20
// expect-size ProgressView(value: 0.5): 390 4
// expect-size TextField("Name", text: .constant("")): 390 34

// SwiftUI's controls on iOS are these UIKit views at their own sizes (a bar and a field across
// the width they are offered).
VStack {
    Stepper("Count", value: .constant(3))
    ProgressView()
    ProgressView(value: 0.5)
    TextField("Name", text: .constant("")).textFieldStyle(.roundedBorder)
}
