// A tabletop companion's dice tray: dice kinds as an Int-backed CaseIterable enum, rolls
// drawn with Int.random, a luck factor from Double.random, the party's turn order shuffled,
// a tip from randomElement(), a switch over the roll in the view builder, and a closure
// property for the roll action (recorded with ltrace's seeded generator).
import SwiftUI

enum Die: Int, CaseIterable, Identifiable {
    case d4 = 4, d6 = 6, d8 = 8, d12 = 12, d20 = 20
    var id: Int { rawValue }
    var label: String { "d\(rawValue)" }
}

struct DiceTray: View {
    var selected: Die = .d20
    var party = ["Brakka", "Lune", "Osric", "Wren"]
    var onRoll: (Die) -> Void = { _ in }

    @State private var rolls: [Int] = (0..<3).map { _ in Int.random(in: 1...20) }
    @State private var luck = Double.random(in: 0.5...1.5)
    private let tips = ["Advantage: roll twice, keep the higher.", "Natural 20s always hit.", "Inspiration lets you reroll once."]

    private var best: Int { rolls.max() ?? 0 }

    var body: some View {
        VStack(spacing: 20) {
            Text("Dice tray")
                .font(.title2.bold())
            HStack(spacing: 8) {
                ForEach(Die.allCases) { die in
                    Text(die.label)
                        .font(.callout.bold())
                        .frame(width: 44, height: 44)
                        .background(die == selected ? Color.indigo : Color.indigo.opacity(0.12), in: RoundedRectangle(cornerRadius: 10))
                        .foregroundStyle(die == selected ? .white : .indigo)
                        .onTapGesture { onRoll(die) }
                }
            }
            VStack(spacing: 6) {
                Text("\(best)")
                    .font(.system(size: 64, weight: .heavy))
                verdict(best)
                Text("Rolls: " + rolls.map { String($0) }.joined(separator: ", "))
                    .font(.footnote)
                    .foregroundStyle(.secondary)
            }
            .frame(maxWidth: .infinity)
            .padding(.vertical, 20)
            .background(Color.indigo.opacity(0.06), in: RoundedRectangle(cornerRadius: 16))
            Text(String(format: "Luck ×%.2f", luck))
                .font(.caption)
            HStack {
                ForEach(party.shuffled(), id: \.self) { name in
                    Text(name)
                        .font(.caption)
                        .padding(.horizontal, 8)
                        .padding(.vertical, 4)
                        .background(Capsule().fill(Color.gray.opacity(0.15)))
                }
            }
            Text(tips.randomElement() ?? "")
                .font(.footnote)
                .italic()
        }
        .padding()
    }

    @ViewBuilder
    private func verdict(_ roll: Int) -> some View {
        switch roll {
        case 20:
            Text("Critical hit!").foregroundStyle(.green)
        case 1:
            Text("Critical miss").foregroundStyle(.red)
        case 15..<20:
            Text("Strong roll")
        default:
            EmptyView()
        }
    }
}

#Preview {
    DiceTray()
}

// Expected (390 × 844): five 44 × 44 dice 8 apart make the picker 5 × 44 + 4 × 8 = 252 × 44;
// the result panel fills 390 − 32 = 358, so the picker is centred at x = 16 + (358 − 252) / 2 = 69.
