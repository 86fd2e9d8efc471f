// source: Keith Harrison, "Supporting iPhone X" (useyourloaf.com, 2017): on an iPhone 8 (the SE's 375 × 667 screen) a navigation controller's content starts at 64, the 20-point status bar and the 44-point bar
// truth: measured (simulator screenshots with the layout guides' positions)
// url: https://useyourloaf.com/blog/supporting-iphone-x/
// device: iphone-se
// expect Color.blue: 0 64 375 603

NavigationStack {
    Color.blue
        .navigationTitle("Inbox")
        .navigationBarTitleDisplayMode(.inline)
}
