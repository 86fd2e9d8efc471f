// source: Geoff Hackworth, "iPad Navigation Bar and Toolbar Height Changes in iOS 12" (hacknicity.medium.com, 2018-06-16): "In iOS 12 the iPad tab bar height also changed from 49 to 50 points", sitting above the home indicator inset (20 on an iPad without a home button, QMUI_iOS)
// truth: measured (the Adaptivity app's printed layout-guide frames on iPad simulators, iOS 12)
// url: https://hacknicity.medium.com/ipad-navigation-bar-and-toolbar-height-changes-in-ios-12-91c5766809f4
// device: ipad-air-11
// expect Color.blue: 0 24 820 1086

TabView {
    Color.blue.tabItem { Text("Home") }
}
