// source: objc.io, "Aspect Ratios in SwiftUI" (objc.io blog; reposted copies are dated July 2022): sizes stated in the article for a resizable image whose ideal size is 100x50
// truth: measured (the sizes the article reports of its running SwiftUI layout)
// proposal: 320x480
// expect-size Image("test", width: 100, height: 50).resizable(): 320 160

// Without a ratio, aspectRatio takes the image's own 2:1 ratio and fits it into the proposal.
Image("test", width: 100, height: 50)
    .resizable()
    .aspectRatio(contentMode: .fit)
