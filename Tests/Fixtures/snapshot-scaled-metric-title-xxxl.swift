// source: robhasacamera/CrystalButtonKit (github.com/robhasacamera/CrystalButtonKit, commit 872078be): swift-snapshot-testing references `Tests/CrystalButtonKitTests/__Snapshots__/CUIButtonTests/testButtonWithSFSymbol-{extraSmall,medium,extraExtraExtraLarge}.1.png` of an icon button whose icon sits in `.frame(minWidth: minIconSize, minHeight: minIconSize)` with `@ScaledMetric(relativeTo: .title) var minIconSize: CGFloat = 44`, the view under `.environment(\.sizeCategory, size)`: 120, 128 and 159 px square at 3x, so the metric is 40, 42.67 and 53 points (each rounded up to the pixel) at extraSmall, medium and extraExtraExtraLarge
// truth: measured (reference PNGs recorded on an iOS simulator by the repository's snapshot test: pixel size / 3 is the view's size under a 0 × 0 proposal, rounded up to the pixel); the metric scales by title's leading, 41 / 34 at extraExtraExtraLarge: 44 × 41 / 34 = 53.06, 53 on the pixel grid (it was scaled by the point sizes, 34 / 28, and disagreed until the leading table)
// url: https://github.com/robhasacamera/CrystalButtonKit/blob/872078bed05afd1338bebed65e52596015b51569/Sources/CrystalButtonKit/Views/CUIExpandableButton.swift
// proposal: 0x0
// scale: 3
// expect-size frame(minWidth: side, minHeight: side): 53 53
// tolerance: 0.34

// A title-relative scaled metric at the largest non-accessibility size.
struct ScaledIcon: View {
    @ScaledMetric(relativeTo: .title) var side: CGFloat = 44
    var body: some View {
        Color.gray.frame(width: 10, height: 10)
            .frame(minWidth: side, minHeight: side)
    }
}

ScaledIcon()
    .environment(\.sizeCategory, .extraExtraExtraLarge)
