// A dice game's board: dice values drawn with Int.random, a shuffled turn order, and a
// random tip; ltrace draws them from its seeded generator, so every recording matches.
import SwiftUI

struct Player: Identifiable, Equatable {
    let id: Int
    let name: String
}

struct DiceBoard: View {
    let players = [Player(id: 1, name: "Ana"), Player(id: 2, name: "Ben"), Player(id: 3, name: "Caro")]
    @State private var dice: [Int] = (0..<5).map { _ in Int.random(in: 1...6) }
    private let tips = ["Keep the pairs", "Go for a straight", "Reroll the ones"]

    private var total: Int { dice.reduce(0, +) }

    var body: some View {
        VStack(spacing: 20) {
            HStack(spacing: 10) {
                ForEach(Array(dice.enumerated()), id: \.offset) { _, value in
                    die(value)
                }
            }
            Text("Total \(total)")
                .font(.title2.bold())
            Text(tips.randomElement() ?? "")
                .font(.footnote)
            HStack {
                ForEach(players.shuffled()) { player in
                    Text(player.name)
                        .padding(.horizontal, 10)
                        .padding(.vertical, 4)
                        .background(Color.yellow.opacity(0.3), in: Capsule())
                }
            }
        }
        .padding()
    }

    private func die(_ value: Int) -> some View {
        RoundedRectangle(cornerRadius: 10)
            .fill(Color.white)
            .frame(width: 52, height: 52)
            .overlay {
                Text("\(value)")
                    .font(.title.bold())
            }
            .shadow(radius: 1)
    }
}

#Preview {
    DiceBoard()
}

// Expected (390 × 844): five 52-point dice 10 apart make a row 300 wide, centred at x = 45.
