// source: autoreleasefool/approach (github.com/autoreleasefool/approach, tag ios-1.13.0b36, commit 602a33e1): swift-snapshot-testing reference `__Snapshots__/AlleyViewTests/snapshotAlleyViews.1.png` of AlleyViewTests.snapshotAlleyViews, 720×221 px at 3x; the view is a VStack (default spacing) holding a Section of two rows, in a frame 240 wide; a row is an HStack of a leading VStack (default spacing) of a headline Text "Skyview Lanes" and, in the second row only, a body Text "123 Fake Street" (the location's subtitle), a Spacer, and a LazyVGrid of two fixed 12-point columns (row spacing 0), fixed horizontally, of resizable, scaled-to-fit symbols in 16 × 16 frames padded by 2: none in the first row, "s.circle", "figure.fall", "5.circle" and "capsule.portrait.bottomhalf.filled" in the second (the symbols of the enum cases the test passes, .synthetic, .freefall, .dedicated and .black, which ltrace read as opaque, hence stand-ins); the PNG shows the headline baselines at 49 and 142 px, the body baseline at 209 px and the symbols' cells from 97 to 217 px (32.33 to 72.33 points)
// truth: measured (a reference PNG recorded on an iOS simulator by the repository's snapshot test: its pixel size / 3 is the view's size under a 0 × 0 proposal, rounded up to the pixel); between the rows 10.64: the first row's bottom has a text's edge-below-text distance (20.29 + 2.33 − 11.98) and the second's top the grid's 0, the largest of the categories the two rows share (it disagreed while ltrace put 8 between any two views)
// url: https://github.com/autoreleasefool/approach/blob/ios-1.13.0b36/ios/Approach/Tests/ModelsViewsLibraryTests/AlleyViewTests.swift
// url: https://github.com/autoreleasefool/approach/blob/ios-1.13.0b36/ios/Approach/Sources/ModelsViewsLibrary/Alley+View.swift
// proposal: 0x0
// scale: 3
// shaping: harfbuzz
// expect-size frame(width: 240): 240 73.67
// tolerance: 0.34

// Two rows of text, 73.67 high. The first row is its headline line (0 to 20.33); the second, centred on
// its 40-point grid at 52.33, reaches from 31 to 73.67: headline, about 2 points, body. So 10.67 lie
// between the rows and about 2 between the texts, where ltrace's 8 everywhere gives 20.33 + 8 + 48.67 = 77.
struct AlleyRow: View {
    let name: String
    var place: String? = nil
    var symbols: [String] = []

    var body: some View {
        HStack {
            VStack(alignment: .leading) {
                Text(name)
                    .font(.headline)
                if let place {
                    Text(place)
                        .font(.body)
                }
            }

            Spacer()

            LazyVGrid(columns: [GridItem(.fixed(12)), GridItem(.fixed(12))], spacing: 0) {
                ForEach(symbols, id: \.self) { symbol in
                    Image(systemName: symbol)
                        .resizable()
                        .scaledToFit()
                        .frame(width: 16, height: 16)
                        .padding(2)
                }
            }
            .fixedSize(horizontal: true, vertical: false)
        }
    }
}

#Preview {
    VStack {
        Section {
            AlleyRow(name: "Skyview Lanes")
            AlleyRow(
                name: "Skyview Lanes",
                place: "123 Fake Street",
                symbols: ["s.circle", "figure.fall", "5.circle", "capsule.portrait.bottomhalf.filled"]
            )
        }
    }
    .frame(width: 240)
}
