// source: autoreleasefool/approach (github.com/autoreleasefool/approach, tag ios-1.13.0b36, commit 602a33e1): swift-snapshot-testing reference `__Snapshots__/ChipTests/snapshotChips.1.png` of ChipTests.snapshotChips, 1284×1135 px at 3x; the view is a VStack (default spacing) of seven chips in a frame 428 wide; a chip is an HStack (centre, default spacing) of an optional resizable symbol in a 16 × 16 frame with 8 trailing padding, a body Text with lineLimit(0) and minimumScaleFactor(0.5), and, for the radio-box chips, a Spacer and a resizable "circle" or "checkmark.circle.fill" in a 16 × 16 frame with 8 leading padding; padded by 16 on a stroked rounded rectangle (the style's asset colours only colour it; ltrace read .primary as opaque, hence stand-ins); the PNG shows the chips' borders at rows 0–126, 151–294, 319–462, 487–630, 655–798, 823–966 and 991–1134: the first chip 42.33 high, the others 48, 8 apart, and the first chip's "Chip" drawn at about half size, the others' titles at about 0.79 (their lines fit the 16-point icons)
// truth: measured (a reference PNG recorded on an iOS simulator by the repository's snapshot test: its pixel size / 3 is the view's size under a 0 × 0 proposal, rounded up to the pixel)
// disagrees: minimumScaleFactor with no height proposed shrinks the text on the device (to the minimum alone, about 0.79 beside an icon); ltrace does not shrink it
// url: https://github.com/autoreleasefool/approach/blob/ios-1.13.0b36/ios/Approach/Tests/ViewsLibraryTests/ChipTests.swift
// url: https://github.com/autoreleasefool/approach/blob/ios-1.13.0b36/ios/Approach/Sources/ViewsLibrary/Chip.swift
// proposal: 0x0
// scale: 3
// shaping: harfbuzz
// expect-size frame(width: 428): 428 378.33
// expect-height background(RoundedRectangle(cornerRadius: 16).strokeBorder(Color.purple, lineWidth: 2)): 42.33
// expect-height background(RoundedRectangle(cornerRadius: 16).strokeBorder(Color.purple, lineWidth: 2))#2: 48
// expect-size background(RoundedRectangle(cornerRadius: 16).strokeBorder(Color.purple, lineWidth: 2))#3: 428 48
// tolerance: 0.34

// Proposed no height, a Text with a minimum scale factor shrinks: alone in its chip it takes the
// minimum, 0.5 (a line of 8.5 points, 10.14 → 10.33, so 42.33 with the padding); beside a 16-point
// icon the chip is the icon's 16 + 32 = 48 and the text is drawn to fit that height.

struct Pill: View {
    let title: String
    var symbol: String? = nil
    var trailingSymbol: String? = nil

    var body: some View {
        HStack(alignment: .center) {
            if let symbol {
                Image(systemName: symbol)
                    .resizable()
                    .frame(width: 16, height: 16)
                    .padding(.trailing, 8)
            }
            Text(title)
                .lineLimit(0)
                .font(.body)
                .minimumScaleFactor(0.5)
            if let trailingSymbol {
                Spacer()
                Image(systemName: trailingSymbol)
                    .resizable()
                    .frame(width: 16, height: 16)
                    .padding(.leading, 8)
            }
        }
        .padding(.all, 16)
        .background(RoundedRectangle(cornerRadius: 16).strokeBorder(Color.purple, lineWidth: 2))
    }
}

#Preview {
    VStack {
        Pill(title: "Chip")
        Pill(title: "Chip", symbol: "person")
        Pill(title: "Radio Box", symbol: "star", trailingSymbol: "circle")
        Pill(title: "Radio Box Selected", symbol: "star", trailingSymbol: "checkmark.circle.fill")
        Pill(title: "Info", symbol: "star")
        Pill(title: "Plain", symbol: "star")
        Pill(title: "Primary", symbol: "star")
    }
    .frame(width: 428)
}
