// source: adevinta/spark-ios (SparkCore `ScaledUIMetricTests.swift`, 2023): simulator assertions of `UIFontMetrics.scaledValue(for:)` (their `@ScaledUIMetric`, which its own test checks against SwiftUI's `@ScaledMetric` at xLarge and AX5): body 22 → 19 at extraSmall and 62 at accessibilityExtraExtraExtraLarge, body 11 → 10.666 and 110 → 105 at medium, large title 22 → 20.333 at extraSmall and 37.66 at AX5 (each to 0.1); jaredsinclair.com, "Scaled Metric Surprises on iOS & iPadOS" (2024-03-02): body 17 → 16.333 at medium
// truth: measured (values printed or asserted on an iOS simulator at 3x)
// url: https://jaredsinclair.com/2024/03/02/scaled-metrics.html
// proposal: 0x0
// scale: 3
// expect-size frame(width: side, height: 1)#1: 19 1
// expect-size frame(width: side, height: 1)#2: 62 1
// expect-size frame(width: side, height: 1)#3: 10.67 1
// expect-size frame(width: side, height: 1)#4: 105 1
// expect-size frame(width: side, height: 1)#5: 16.33 1
// expect-size frame(width: side, height: 1)#6: 20.33 1
// expect-size frame(width: side, height: 1)#7: 37.67 1
// tolerance: 0.01

// A scaled metric grows as its text style's leading grows (body 22 pt at Large: 19 at xSmall, 21
// at Medium, 62 at AX5; large title 41: 38 and 70), not as its point size does (body 14, 16 and
// 53), and the result is rounded to the pixel: 11 × 21 / 22 = 10.5 is 10.67 on a 3x screen.
struct BodyMetric: View {
    @ScaledMetric var side: CGFloat
    var body: some View { Color.gray.frame(width: side, height: 1) }
}

struct LargeTitleMetric: View {
    @ScaledMetric(relativeTo: .largeTitle) var side: CGFloat = 22
    var body: some View { Color.gray.frame(width: side, height: 1) }
}

VStack(alignment: .leading, spacing: 0) {
    BodyMetric(side: 22).environment(\.sizeCategory, .extraSmall)
    BodyMetric(side: 22).environment(\.sizeCategory, .accessibilityExtraExtraExtraLarge)
    BodyMetric(side: 11).environment(\.sizeCategory, .medium)
    BodyMetric(side: 110).environment(\.sizeCategory, .medium)
    BodyMetric(side: 17).environment(\.sizeCategory, .medium)
    LargeTitleMetric().environment(\.sizeCategory, .extraSmall)
    LargeTitleMetric().environment(\.sizeCategory, .accessibilityExtraExtraExtraLarge)
}
