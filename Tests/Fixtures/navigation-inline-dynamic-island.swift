// source: kouki, "iPhone 14 Pro の safeAreaInsets" (kouki.hatenadiary.com, 2022-10-18): on an iPhone 14 Pro (iOS 16) a view controller in a navigation controller has a top safe-area inset 5.333 less than the window's 59 plus the 44-point bar, the bar overlapping the window's safe area; a Stack Overflow question quoted by thedebonair.co.uk ("Why does view.safeAreaInsets.top contain a bad value", iPhone 14 Pro Max) printed 97.66666 for that inset
// truth: measured (safeAreaInsets printed under an inline navigation bar on Dynamic Island iPhones)
// url: https://kouki.hatenadiary.com/entry/2022/10/18/095736
// device: iphone-14-pro
// expect Color.blue: 0 97.6667 393 720.3333

// The content under an inline title starts where the bar ends: the status bar's 53.667 + 44.
NavigationStack {
    Color.blue
        .navigationTitle("Inbox")
        .navigationBarTitleDisplayMode(.inline)
}
