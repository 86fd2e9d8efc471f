// source: a view-hierarchy dump of a tab bar controller on an iPhone X (iOS 11), "iPhone X 适配" notes (found by text in a public repository whose name the index does not give): `UITabBar; frame = (0 729; 375 83)`, the 49-point bar above the 34-point home indicator inset; the safe area's top is 44
// truth: measured (UIKit recursiveDescription on an iPhone X)
// url: (repository not named by the index; the dump line is quoted above)
// device: iphone-x
// expect Color.blue: 0 44 375 685

TabView {
    Color.blue.tabItem { Text("Home") }
}
