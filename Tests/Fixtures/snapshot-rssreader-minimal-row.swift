// source: martinomamic/RSSReader (github.com/martinomamic/RSSReader, commit e857b74d): swift-snapshot-testing reference `__Snapshots__/FeedItemRowSnapshotTests/testFeedItemRowWithMinimalData.1.png` of FeedItemRowSnapshotTests.testFeedItemRowWithMinimalData (Swift Testing), 1221×193 px at 3x; the feed's row with no image, description or date: a leading VStack (spacing 8) of one headline Text, padded 6 vertically, framed 375 wide and padded by the test
// truth: measured (a reference PNG recorded on an iOS simulator by the repository's snapshot test: its pixel size / 3 is the view's size under a 0 × 0 proposal, rounded up to the pixel)
// url: https://github.com/martinomamic/RSSReader/blob/e857b74db233d2e7bbe758b473b9c6df79c0569a/RSSReaderKit/Tests/FeedItemsTests/FeedItemRowSnapshotTests.swift
// url: https://github.com/martinomamic/RSSReader/blob/e857b74db233d2e7bbe758b473b9c6df79c0569a/RSSReaderKit/Sources/FeedItemsFeature/FeedItemRow.swift
// proposal: 0x0
// scale: 3
// shaping: harfbuzz
// expect-size padding(): 407 64.33
// tolerance: 0.34

// One headline line (20.33), 2 × 6 of the row's padding and 2 × 16 of the test's: 64.33 high;
// 375 + 2 × 16 wide.
VStack(alignment: .leading, spacing: 8) {
    Text("Minimal Item")
        .font(.headline)
}
.padding(.vertical, 6)
.frame(width: 375)
.padding()
