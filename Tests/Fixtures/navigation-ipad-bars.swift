// source: Geoff Hackworth, "iPad Navigation Bar and Toolbar Height Changes in iOS 12" (hacknicity.medium.com, 2018-06-16): built with Xcode 10 for iOS 12, an iPad's navigation bar is 50 points (70 with the 20-point status bar of the 10.5-inch iPad Pro), a large title adds 52 (122 in all); the iPad Air 11-inch's 24-point status bar is QMUI_iOS's `statusBarHeightConstant` (devices measured by Tencent's QMUI team)
// truth: measured (the Adaptivity app's printed layout-guide frames on iPad simulators, iOS 12)
// url: https://hacknicity.medium.com/ipad-navigation-bar-and-toolbar-height-changes-in-ios-12-91c5766809f4
// device: ipad-air-11
// expect Color.blue: 0 74 820 1086

// The bar is 50 below the 24-point status bar; the content fills the rest above the 20-point home indicator inset.
NavigationStack {
    Color.blue
        .navigationTitle("Inbox")
        .navigationBarTitleDisplayMode(.inline)
}
