// source: vjr2005/Challenge (github.com/vjr2005/Challenge, commit 69e32797): swift-snapshot-testing reference `__Snapshots__/DSEmptyStateSnapshotTests/withActionButton.1.png` of DSEmptyStateSnapshotTests.withActionButton, 960×1050 px at 3x (iPhone 17 Pro); the empty state is a VStack with spacing 16 (spacing.lg) of the symbol at .system(size: 56) (dimensions.xxxl), a VStack (spacing 8) of a headline title and a centred body message, and a secondary button (headline, padding 12 × 8, outlined), padded 20 (spacing.xl) and framed to maxWidth and maxHeight .infinity; the test frames it to 320 × 350; the other empty states and the error views (DSErrorViewSnapshotTests) framed so are 960×900 px (height 300) or 960×1050 px (height 350)
// truth: measured (a reference PNG recorded on an iOS simulator by the repository's snapshot test: its pixel size / 3 is the view's size under a 0 × 0 proposal, rounded up to the pixel)
// url: https://github.com/vjr2005/Challenge/blob/69e327976cd9ea89097581b367648fcdeb2dcb78/Libraries/DesignSystem/Tests/Snapshots/Organisms/DSEmptyStateSnapshotTests.swift#L53
// proposal: 0x0
// scale: 3
// shaping: harfbuzz
// expect-size frame(width: 320, height: 350): 320 350
// tolerance: 0.34

// A fixed 320 × 350 frame around a view with infinite maximum sizes is exactly the frame under a 0 × 0 proposal.
VStack(spacing: 16) {
    Image(systemName: "tray")
        .font(.system(size: 56))
    VStack(spacing: 8) {
        Text("No Characters")
            .font(.system(.headline, design: .rounded, weight: .semibold))
        Text("There are no characters to display at this time.")
            .font(.system(.body, design: .rounded))
            .multilineTextAlignment(.center)
    }
    Button(action: {}) {
        HStack(spacing: 8) {
            Text("Refresh")
        }
        .font(.system(.headline, design: .rounded, weight: .semibold))
        .padding(.horizontal, 12)
        .padding(.vertical, 8)
        .overlay {
            RoundedRectangle(cornerRadius: 12)
                .stroke(Color.black, lineWidth: 1)
        }
    }
}
.padding(20)
.frame(maxWidth: .infinity, maxHeight: .infinity)
.frame(width: 320, height: 350)
