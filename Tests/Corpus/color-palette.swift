// A palette screen: colours keyed by name in a dictionary, shown sorted by key (a
// dictionary's own order is not defined), swatches as fixed squares, a count in the title.
import SwiftUI

struct PaletteView: View {
    let palette: [String: Color] = [
        "Sky": Color(red: 0.4, green: 0.7, blue: 1.0),
        "Coral": Color(red: 1.0, green: 0.5, blue: 0.45),
        "Moss": Color(red: 0.35, green: 0.55, blue: 0.3),
        "Sand": Color(red: 0.9, green: 0.85, blue: 0.7),
    ]
    var swatchSide: CGFloat = 44

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text("\(palette.count) colours")
                .font(.title3.bold())
            ForEach(palette.keys.sorted(), id: \.self) { name in
                HStack(spacing: 12) {
                    RoundedRectangle(cornerRadius: 8)
                        .fill(palette[name] ?? .gray)
                        .frame(width: swatchSide, height: swatchSide)
                    Text(name)
                    Spacer()
                }
            }
        }
        .padding()
    }
}

#Preview {
    PaletteView()
}

// Expected (390 × 844): the first swatch (Coral) is 44 × 44 at x = 16.
