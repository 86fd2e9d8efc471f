// A leaderboard: scores sorted with sorted(by:), the podium from prefix(3), ranks from
// enumerated(), medals chosen by a switch on the rank, and the rest in a plain list.
import SwiftUI

struct Score: Identifiable {
    let id = UUID()
    let player: String
    let points: Int
}

struct Leaderboard: View {
    let scores: [Score]

    private var ranked: [Score] { scores.sorted(by: { $0.points > $1.points }) }

    private func medal(_ rank: Int) -> Color {
        switch rank {
        case 1: return .yellow
        case 2: return .gray
        case 3: return .orange
        default: return .clear
        }
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            HStack(alignment: .bottom, spacing: 12) {
                ForEach(Array(ranked.prefix(3).enumerated()), id: \.offset) { index, score in
                    VStack(spacing: 6) {
                        Text(score.player).font(.caption)
                        RoundedRectangle(cornerRadius: 6)
                            .fill(medal(index + 1))
                            .frame(width: 72, height: CGFloat(120 - index * 30))
                    }
                }
            }
            .frame(maxWidth: .infinity)
            ForEach(Array(ranked.dropFirst(3).enumerated()), id: \.offset) { index, score in
                HStack {
                    Text("\(index + 4).")
                        .monospaced()
                        .frame(width: 32, alignment: .trailing)
                    Text(score.player)
                    Spacer()
                    Text(score.points.formatted())
                        .font(.body.bold())
                }
            }
        }
        .padding()
    }
}

#Preview {
    Leaderboard(scores: [
        Score(player: "Mia", points: 1_520), Score(player: "Noah", points: 2_040), Score(player: "Ola", points: 980),
        Score(player: "Pia", points: 1_775), Score(player: "Quinn", points: 12_300),
    ])
}

// Expected: the podium bars are 72 wide and 120, 90 and 60 tall.
