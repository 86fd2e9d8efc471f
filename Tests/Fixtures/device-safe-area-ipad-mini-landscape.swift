// source: pookjw/pookjw.github.io, Develop/UIDebuggingInformationOverlay_iOS_15_arm64/article.md (commit 711b0bbe, 2022-06-09): lldb's view-hierarchy dump of Apple's Maps on an iOS 15.5 simulator whose windows are 1133 × 744, the iPad mini (6th generation) in landscape; the root view holds `StatusBarBackgroundView; frame = (0 0; 1133 24)` and a full-width `MKPassthroughView; frame = (0 24; 1133 700)`, leaving 744 − 24 − 700 = 20 below: the safe area's insets 24 and 20 (that the passthrough view is pinned to the safe area is read from its frame, not printed)
// truth: measured (a UIKit view-hierarchy dump on an iPad mini simulator)
// url: https://github.com/pookjw/pookjw.github.io/blob/bcc6e346250077ad22fb3862922e089206aee226/Develop/UIDebuggingInformationOverlay_iOS_15_arm64/article.md
// device: ipad-mini:landscape
// expect Color.red: 0 24 1133 700

// A colour fills the root's proposal, the safe area.
Color.red
