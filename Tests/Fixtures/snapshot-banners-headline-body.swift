// source: autoreleasefool/approach (github.com/autoreleasefool/approach, tag ios-1.13.0b36, commit 602a33e1): swift-snapshot-testing reference `__Snapshots__/BannerViewTests/snapshotBanners.1.png` of BannerViewTests.snapshotBanners, 1284×2658 px at 3x; the view is a VStack (default spacing) of two leading VStacks in flexible frames, six banners each: a banner is a leading VStack (spacing 8) of a headline title Text and, in the second group, a body message Text ("This is a message"), each in a flexible leading frame, padded, in a flexible frame, on a colour with rounded corners; all in a frame 428 wide (ltrace did not know the Content enum's cases and read .title as opaque, hence stand-ins: here the two cases are written out)
// truth: measured (a reference PNG recorded on an iOS simulator by the repository's snapshot test: its pixel size / 3 is the view's size under a 0 × 0 proposal, rounded up to the pixel)
// url: https://github.com/autoreleasefool/approach/blob/ios-1.13.0b36/ios/Approach/Tests/ViewsLibraryTests/BannerViewTests.swift
// url: https://github.com/autoreleasefool/approach/blob/ios-1.13.0b36/ios/Approach/Sources/ViewsLibrary/Banner.swift
// proposal: 0x0
// scale: 3
// shaping: harfbuzz
// expect-size frame(width: 428): 428 886
// tolerance: 0.34

// Title banners are 20.33 + 32, title-and-message ones 20.33 + 8 + 20.33 + 32, 8 between any two:
// (6 × 52.33 + 5 × 8) + 8 + (6 × 80.67 + 5 × 8) = 886.
struct Notice: View {
    let title: String
    var message: String? = nil
    let fill: Color

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text(title)
                .font(.headline)
                .frame(maxWidth: .infinity, alignment: .leading)
            if let message {
                Text(message)
                    .multilineTextAlignment(.leading)
                    .frame(maxWidth: .infinity, alignment: .leading)
            }
        }
        .padding()
        .frame(maxWidth: .infinity)
        .background(fill)
        .cornerRadius(8)
    }
}

#Preview {
    VStack {
        VStack(alignment: .leading) {
            Notice(title: "Banner", fill: .gray)
            Notice(title: "Banner", fill: .teal)
            Notice(title: "Banner", fill: .pink)
            Notice(title: "Banner", fill: .cyan)
            Notice(title: "Banner", fill: .purple)
            Notice(title: "Banner", fill: .blue)
        }
        .frame(maxWidth: .infinity)

        VStack(alignment: .leading) {
            Notice(title: "Banner", message: "This is a message", fill: .gray)
            Notice(title: "Banner", message: "This is a message", fill: .teal)
            Notice(title: "Banner", message: "This is a message", fill: .pink)
            Notice(title: "Banner", message: "This is a message", fill: .cyan)
            Notice(title: "Banner", message: "This is a message", fill: .purple)
            Notice(title: "Banner", message: "This is a message", fill: .blue)
        }
        .frame(maxWidth: .infinity)
    }
    .frame(width: 428)
}
