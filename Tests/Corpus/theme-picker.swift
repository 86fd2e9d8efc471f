// An appearance settings page: accent colours in a [String: Color] dictionary iterated sorted
// by key, usage counts in a [String: Int] read with ?? 0, recent picks mapped through the
// dictionary, the selection as a @Binding, a switch over the name string, a closure
// property, and colour constants in an extension.
import SwiftUI

extension Color {
    static let ocean = Color(red: 0.1, green: 0.45, blue: 0.85)
    static let forest = Color(red: 0.15, green: 0.55, blue: 0.3)
    static let sunset = Color(red: 0.95, green: 0.45, blue: 0.25)
    static let grape = Color(red: 0.5, green: 0.3, blue: 0.75)
    static let slate = Color(red: 0.4, green: 0.45, blue: 0.5)
}

struct AccentPicker: View {
    @Binding var selection: String
    var accents: [String: Color] = [
        "Ocean": Color.ocean, "Forest": Color.forest, "Sunset": Color.sunset, "Grape": Color.grape, "Slate": Color.slate,
    ]
    var usage: [String: Int] = ["Ocean": 14, "Sunset": 3, "Grape": 1]
    var recent = ["Sunset", "Ocean", "Slate", "Grape", "Forest"]
    var onPick: (String) -> Void = { _ in }
    @Environment(\.colorScheme) private var colorScheme

    private func caption(for name: String) -> String {
        switch name {
        case "Ocean": return "Default"
        case "Slate", "Forest": return "Calm"
        default: return usage[name] == nil ? "Never used" : "Used \(usage[name] ?? 0) times"
        }
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Text("Accent colour")
                .font(.title2.bold())
            Text("RECENT")
                .font(.caption)
                .foregroundStyle(.secondary)
            HStack(spacing: 12) {
                ForEach(recent, id: \.self) { name in
                    Circle()
                        .fill(accents[name] ?? .gray)
                        .frame(width: 36, height: 36)
                        .overlay {
                            Circle().stroke(name == selection ? Color.primary : Color.clear, lineWidth: 2)
                        }
                        .onTapGesture { onPick(name) }
                }
            }
            Divider()
            ForEach(accents.sorted(by: { $0.key < $1.key }), id: \.key) { entry in
                HStack(spacing: 12) {
                    RoundedRectangle(cornerRadius: 6)
                        .fill(entry.value)
                        .frame(width: 28, height: 28)
                    VStack(alignment: .leading, spacing: 2) {
                        Text(entry.key)
                        Text(caption(for: entry.key))
                            .font(.caption)
                            .foregroundStyle(.secondary)
                    }
                    Spacer()
                    if entry.key == selection {
                        Image(systemName: "checkmark")
                            .foregroundStyle(entry.value)
                    }
                }
            }
            Text(usage.isEmpty ? "No history" : "\(usage.keys.sorted().joined(separator: ", ")) used before · \(accents.count) colours")
                .font(.footnote)
        }
        .padding()
        .background(colorScheme == .dark ? Color.black : Color.white)
    }
}

#Preview {
    AccentPicker(selection: .constant("Ocean"))
}

#Preview("Dark") {
    AccentPicker(selection: .constant("Grape"))
        .environment(\.colorScheme, .dark)
}

// Expected (390 × 844): the rows hold spacers, so the page content is 390 − 32 = 358 wide; the
// recent row (`HStack(spacing: 12)`, five 36-point circles) is 5 × 36 + 4 × 12 = 228 × 36 at
// x = 16, and each row's swatch is 28 × 28 at x = 16.
