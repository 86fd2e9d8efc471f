// source: vjr2005/Challenge (github.com/vjr2005/Challenge, commit 69e32797): swift-snapshot-testing reference `__Snapshots__/DSShadowSnapshotTests/shadowProperties.1.png` of DSShadowSnapshotTests.shadowProperties, 960×584 px at 3x (iPhone 17 Pro); a leading VStack with spacing 16 (spacing.lg) of four rows; a row is an HStack with spacing 12 of the name in .system(.footnote, design: .monospaced) framed to width 50, a leading VStack with spacing 2 of "radius: Npt" and "y: Npt" in .system(.caption2, design: .monospaced), a Spacer and a 20 × 20 circle with a stroked overlay
// truth: measured (a reference PNG recorded on an iOS simulator by the repository's snapshot test: its pixel size / 3 is the view's size under a 0 × 0 proposal, rounded up to the pixel)
// url: https://github.com/vjr2005/Challenge/blob/69e327976cd9ea89097581b367648fcdeb2dcb78/Libraries/DesignSystem/Tests/Snapshots/Theme/DSShadowSnapshotTests.swift#L62
// proposal: 0x0
// scale: 3
// shaping: harfbuzz
// expect-size background(Color.gray): 320 194.67
// tolerance: 0.34

// Each row is as high as its two caption2 monospaced lines (2 × 13.33 + 2 = 28.67), taller than the 20-point circle: 4 × 28.67 + 3 × 16 + 32.
VStack(alignment: .leading, spacing: 16) {
    ForEach([("zero", 0, 0), ("small", 8, 2), ("medium", 12, 4), ("large", 20, 8)], id: \.0) { row in
        HStack(spacing: 12) {
            Text(row.0)
                .font(.system(.footnote, design: .monospaced))
                .frame(width: 50, alignment: .leading)
            VStack(alignment: .leading, spacing: 2) {
                Text("radius: \(row.1)pt")
                Text("y: \(row.2)pt")
            }
            .font(.system(.caption2, design: .monospaced))
            Spacer()
            Circle()
                .fill(Color.black.opacity(0.1))
                .frame(width: 20, height: 20)
                .overlay(
                    Circle()
                        .stroke(Color.gray.opacity(0.3), lineWidth: 1)
                )
        }
    }
}
.padding()
.frame(width: 320)
.background(Color.gray)
