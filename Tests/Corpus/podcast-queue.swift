// A podcast app's Up Next queue: type aliases for ids and durations, an @Observable queue
// passed down as a plain `let`, episodes filtered by whether their id is in the played
// list (contains), the next three from prefix, time left from reduce, `guard let` in a
// computed property, optional chaining with ??, and feed URLs kept as opaque values.
import SwiftUI
import Observation

typealias EpisodeID = Int
typealias Seconds = Int

struct Chapter {
    let title: String
    let start: Seconds
}

struct Episode: Identifiable {
    let id: EpisodeID
    let show: String
    let title: String
    let length: Seconds
    var listened: Seconds = 0
    var chapter: Chapter?
    var feed = URL(string: "https://example.com/feed.xml")

    var remaining: Seconds { length - listened }
}

@MainActor
@Observable
final class PodcastQueue {
    var episodes: [Episode] = [
        Episode(id: 11, show: "Slow Build", title: "Why bridges hum", length: 2_700, listened: 900, chapter: Chapter(title: "Resonance", start: 840)),
        Episode(id: 12, show: "Night Kitchen", title: "Bread at 3 a.m.", length: 1_800),
        Episode(id: 13, show: "Field Notes", title: "The urban fox", length: 3_300, listened: 3_300),
        Episode(id: 14, show: "Slow Build", title: "Tunnels under rivers", length: 2_400),
        Episode(id: 15, show: "Margins", title: "Footnotes, a history", length: 1_500),
    ]
    var played: [EpisodeID] = [13]

    var upNext: [Episode] { episodes.filter { !played.contains($0.id) } }
    var timeLeft: Seconds { upNext.reduce(0) { $0 + $1.remaining } }
}

struct QueueRow: View {
    let episode: Episode

    var body: some View {
        HStack(spacing: 12) {
            RoundedRectangle(cornerRadius: 8)
                .fill(episode.show == "Slow Build" ? Color.mint : Color.indigo)
                .frame(width: 56, height: 56)
            VStack(alignment: .leading, spacing: 3) {
                Text(episode.show.uppercased()).font(.caption2).foregroundStyle(.secondary)
                Text(episode.title).font(.headline).lineLimit(1)
                Text("\(episode.remaining / 60) min left · \(episode.chapter?.title ?? "No chapters")")
                    .font(.caption)
            }
            Spacer()
            Image(systemName: episode.listened > 0 ? "play.circle.fill" : "play.circle")
                .font(.title2)
        }
    }
}

struct UpNextView: View {
    let queue: PodcastQueue

    private var nowPlaying: String {
        guard let current = queue.upNext.first(where: { $0.listened > 0 }) else { return "Nothing in progress" }
        return "Resume “\(current.title)”"
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 14) {
            Text("Up Next").font(.largeTitle.bold())
            Text(String(format: "%d episodes · %d h %02d min", queue.upNext.count, queue.timeLeft / 3600, queue.timeLeft % 3600 / 60))
                .foregroundStyle(.secondary)
            Text(nowPlaying).font(.subheadline)
            ForEach(queue.upNext.prefix(3)) { episode in
                QueueRow(episode: episode)
            }
            if queue.upNext.count > 3 {
                Text("and " + queue.upNext.dropFirst(3).map { $0.show }.joined(separator: ", "))
                    .font(.footnote)
            }
            let longest = queue.upNext.sorted(by: { $0.length > $1.length }).first
            Text("Longest: \(longest?.title ?? "—")").font(.footnote)
        }
        .padding()
    }
}

#Preview {
    UpNextView(queue: PodcastQueue())
}

// Expected (390 × 844): each row holds a spacer, so rows fill 390 − 32 = 358 and each
// artwork (`frame(width: 56, height: 56)`) is 56 × 56 at x = 16.
