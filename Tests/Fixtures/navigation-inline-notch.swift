// source: Keith Harrison, "Supporting iPhone X" (useyourloaf.com, 2017): the safe area of a view controller in a navigation controller on an iPhone X in portrait starts 88 from the top (the 44-point status bar and the 44-point bar) and ends 34 from the bottom
// truth: measured (simulator screenshots with the safe-area insets printed)
// url: https://useyourloaf.com/blog/supporting-iphone-x/
// device: iphone-x
// expect Color.blue: 0 88 375 690

NavigationStack {
    Color.blue
        .navigationTitle("Inbox")
        .navigationBarTitleDisplayMode(.inline)
}
