// source: vjr2005/Challenge (github.com/vjr2005/Challenge, commit 69e32797): swift-snapshot-testing reference `__Snapshots__/DSShadowSnapshotTests/shadowGallery.1.png` of DSShadowSnapshotTests.shadowGallery, 960×936 px at 3x (iPhone 17 Pro); a VStack with spacing 24 (spacing.xxl) of four rows, padded 20 (spacing.xl); a row is an HStack (default spacing) of the shadow name in .system(.footnote, design: .monospaced) framed to width 60 (leading), a 160 × 50 rounded rectangle (radius 12) with a shadow (none, radius 8, 12 or 20), and a Spacer
// truth: measured (a reference PNG recorded on an iOS simulator by the repository's snapshot test: its pixel size / 3 is the view's size under a 0 × 0 proposal, rounded up to the pixel)
// url: https://github.com/vjr2005/Challenge/blob/69e327976cd9ea89097581b367648fcdeb2dcb78/Libraries/DesignSystem/Tests/Snapshots/Theme/DSShadowSnapshotTests.swift#L28
// proposal: 0x0
// scale: 3
// shaping: harfbuzz
// expect-size background(Color.gray): 320 312
// tolerance: 0.34

// Shadows take no space: four 50-point rows 24 apart inside 20 of padding, 4 × 50 + 3 × 24 + 40.
VStack(spacing: 24) {
    ForEach(["zero", "small", "medium", "large"], id: \.self) { name in
        HStack {
            Text(name)
                .font(.system(.footnote, design: .monospaced))
                .frame(width: 60, alignment: .leading)
            RoundedRectangle(cornerRadius: 12)
                .fill(Color.gray)
                .frame(width: 160, height: 50)
                .shadow(color: .black.opacity(0.12), radius: 20, x: 0, y: 8)
            Spacer()
        }
    }
}
.padding(20)
.frame(width: 320)
.background(Color.gray)
