// source: Geoff Hackworth, "iPad Navigation Bar and Toolbar Height Changes in iOS 12" (hacknicity.medium.com, 2018-06-16): an iPad's large title adds 52 points to its 50-point navigation bar (122 in all with a 20-point status bar); the iPad Air 11-inch's status bar is 24 (QMUI_iOS, `statusBarHeightConstant`)
// truth: measured (the Adaptivity app's printed layout-guide frames on iPad simulators, iOS 12)
// url: https://hacknicity.medium.com/ipad-navigation-bar-and-toolbar-height-changes-in-ios-12-91c5766809f4
// device: ipad-air-11
// expect Color.blue: 0 126 820 1034

NavigationStack {
    Color.blue.navigationTitle("Inbox")
}
