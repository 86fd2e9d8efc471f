// A football league table: points computed from results, teams ranked with sorted(by:) on
// two keys, zones from a switch over the rank, the top four's points from prefix(4) and
// reduce, columns as labelled tuples that shrink at accessibility text sizes, a Font
// extension, and sample data with the preview under #if DEBUG.
import SwiftUI

extension Font {
    static let tableNumber = Font.system(size: 15, weight: .medium)
}

struct TeamRecord: Identifiable {
    let id = UUID()
    let name: String
    let won: Int
    let drawn: Int
    let lost: Int
    let goalsFor: Int
    let goalsAgainst: Int

    var played: Int { won + drawn + lost }
    var points: Int { won * 3 + drawn }
    var goalDifference: Int { goalsFor - goalsAgainst }
}

struct LeagueTable: View {
    let teams: [TeamRecord]
    @Environment(\.dynamicTypeSize) private var typeSize

    private var ranked: [TeamRecord] {
        teams.sorted(by: { $0.points != $1.points ? $0.points > $1.points : $0.goalDifference > $1.goalDifference })
    }

    private func zone(_ rank: Int) -> Color {
        switch rank {
        case 1...4: return .blue
        case 5: return .teal
        default: return rank > teams.count - 2 ? .red : .clear
        }
    }

    private var columns: [(title: String, width: CGFloat)] {
        typeSize >= .accessibility1
            ? [(title: "Pts", width: 36)]
            : [(title: "P", width: 28), (title: "GD", width: 36), (title: "Pts", width: 36)]
    }

    var body: some View {
        VStack(spacing: 0) {
            HStack(spacing: 8) {
                Text("Club").frame(maxWidth: .infinity, alignment: .leading)
                ForEach(columns, id: \.title) { column in
                    Text(column.title).frame(width: column.width)
                }
            }
            .font(.caption.bold())
            .foregroundStyle(.secondary)
            .padding(.leading, 12)
            ForEach(Array(ranked.enumerated()), id: \.offset) { index, team in
                row(rank: index + 1, team)
                Divider()
            }
            Text("Leader: \(ranked.first?.name ?? "—") · \(ranked.prefix(4).map { $0.points }.reduce(0, +).formatted()) points in the top four")
                .font(.footnote)
                .fixedSize(horizontal: false, vertical: true)
                .padding(.top, 8)
        }
        .padding(.horizontal)
    }

    private func row(rank: Int, _ team: TeamRecord) -> some View {
        HStack(spacing: 8) {
            Rectangle()
                .fill(zone(rank))
                .frame(width: 4, height: 28)
            Text("\(rank)")
                .font(.tableNumber)
                .frame(width: 22, alignment: .trailing)
            Text(team.name).lineLimit(1)
            Spacer(minLength: 4)
            if typeSize < .accessibility1 {
                Text("\(team.played)").frame(width: 28)
                Text(team.goalDifference > 0 ? "+\(team.goalDifference)" : "\(team.goalDifference)").frame(width: 36)
            }
            Text("\(team.points)").font(.tableNumber).bold().frame(width: 36)
        }
        .padding(.vertical, 4)
    }
}

#if DEBUG
extension TeamRecord {
    static let samples = [
        TeamRecord(name: "Riverside", won: 9, drawn: 2, lost: 1, goalsFor: 27, goalsAgainst: 9),
        TeamRecord(name: "Hill Town", won: 7, drawn: 4, lost: 1, goalsFor: 20, goalsAgainst: 10),
        TeamRecord(name: "Port Vale Rovers", won: 8, drawn: 1, lost: 3, goalsFor: 22, goalsAgainst: 14),
        TeamRecord(name: "Millbrook", won: 5, drawn: 3, lost: 4, goalsFor: 15, goalsAgainst: 15),
        TeamRecord(name: "Eastfield", won: 4, drawn: 2, lost: 6, goalsFor: 13, goalsAgainst: 19),
        TeamRecord(name: "Old Quay", won: 2, drawn: 3, lost: 7, goalsFor: 9, goalsAgainst: 21),
        TeamRecord(name: "Stonebridge", won: 1, drawn: 3, lost: 8, goalsFor: 8, goalsAgainst: 26),
    ]
}

#Preview {
    LeagueTable(teams: TeamRecord.samples)
}
#endif

// Expected (390 × 844, --define DEBUG): every row fills 390 − 2 × 16 = 358 (it holds a
// spacer), so each zone stripe is 4 × 28 at x = 16.
