// source: usagimaru, "iPhone X の Large Title" (qiita.com/usagimaru/items/761e9a5f3d78b1939df8, 2017): on an iPhone X the navigation bar with a large title ends 140 points from the top of the screen: the 44-point status bar, the 44-point bar and the 52-point large title
// truth: measured (frames of the navigation bar printed on an iPhone X simulator)
// url: https://qiita.com/usagimaru/items/761e9a5f3d78b1939df8
// device: iphone-x
// expect Color.blue: 0 140 375 638

NavigationStack {
    Color.blue.navigationTitle("Inbox")
}
