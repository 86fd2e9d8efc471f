// source: onsissond/Training (github.com/onsissond/Training, commit 830b7db6): `NavigationView { List { … } }` snapshotted with `.image` is 1170×2532 px at 3x, the iPhone 12's whole screen (390 × 844), whatever the rows (swift-snapshot-testing 1.8.2, iOS 14 era)
// source: m4riusz/VatPayerChecker (github.com/m4riusz/VatPayerChecker, commit 01188324): swift-snapshot-testing references `MobileApp/Tests/Snapshots/__Snapshots__/VatTaxpayerTextRowTests/*.png` (and LibraryRowTests, VatTaxpayerPersonRowTests: 18 references) of `List { row }.frame(maxWidth: 200)` (TestKit's ListContainer) snapshotted with `.image`, each 400×1334 px at 2x whatever the row holds: 200 × 667 points, on the iPhone 8 simulator (375 × 667) with iOS 14.3 that the repository's .travis.yml names
// truth: measured (reference PNGs recorded on iOS simulators by the repositories' snapshot tests: `.image` fits the view to a 0 × 0 proposal, `UIHostingController.sizeThatFits(in: .zero)`)
// url: https://github.com/m4riusz/VatPayerChecker/blob/01188324342c560247e587bcb2fa26133f764dac/TestKit/Sources/ListContainer.swift
// url: https://github.com/m4riusz/VatPayerChecker/blob/01188324342c560247e587bcb2fa26133f764dac/MobileApp/Tests/Snapshots/VatTaxpayerTextRowTests.swift
// device: iphone-8
// proposal: 0x0
// expect-size frame(maxWidth: 200): 200 667

// A list fitted to nothing on an iPhone 8's screen (375 × 667): the list answers the screen, as its
// UIKit view's bounds, and the frame cuts the width to 200.
List {
    Text("Section")
    Text("Value")
}
.frame(maxWidth: 200)
