// source: Keith Harrison, "Supporting iPhone X" (useyourloaf.com, 2017): an iPhone 8 in landscape hides the status bar and draws a 32-point navigation bar, so a navigation controller's content starts 32 from the top
// truth: measured (simulator screenshots with the layout guides' positions)
// url: https://useyourloaf.com/blog/supporting-iphone-x/
// device: iphone-se:landscape
// expect Color.blue: 0 32 667 343

NavigationStack {
    Color.blue
        .navigationTitle("Inbox")
        .navigationBarTitleDisplayMode(.inline)
}
