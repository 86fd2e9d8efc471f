// The mini player docked above a music app's tab bar: a view with an explicit init that
// computes its stored strings and progress and seeds @State, optional track fields joined
// with compactMap, a playback enum with associated values read through if let, Font
// extension members, a @Binding in a child button, and an @ObservedObject layout never reads.
import SwiftUI

extension Font {
    static let playerTitle = Font.system(size: 15, weight: .semibold)
    static let playerSubtitle = Font.custom("Avenir Next", size: 13)
}

struct Track {
    let title: String
    var artist: String?
    var album: String?
    let duration: Double
}

enum Playback {
    case playing(at: Double)
    case paused(at: Double)
    case buffering

    var position: Double? {
        switch self {
        case .playing(let seconds): return seconds
        case .paused(let seconds): return seconds
        case .buffering: return nil
        }
    }
}

final class PlayerController: ObservableObject {
    @Published var queue: [Track] = []
    func skip() { }
}

struct PlayPauseButton: View {
    @Binding var isPlaying: Bool

    var body: some View {
        Image(systemName: isPlaying ? "pause.fill" : "play.fill")
            .font(.title3)
            .frame(width: 36, height: 36)
            .onTapGesture { isPlaying.toggle() }
    }
}

struct MiniPlayer: View {
    let title: String
    let subtitle: String
    let progress: Double
    private let timeText: String
    @State private var isPlaying: Bool
    @ObservedObject var controller: PlayerController
    @Environment(\.colorScheme) private var colorScheme

    init(_ track: Track, playback: Playback, controller: PlayerController) {
        self.title = track.title
        self.subtitle = [track.artist, track.album].compactMap { $0 }.joined(separator: " — ")
        self.controller = controller
        if let position = playback.position {
            self.progress = track.duration > 0 ? position / track.duration : 0
            self.timeText = "\(Int(position) / 60):" + String(format: "%02d", Int(position) % 60)
        } else {
            self.progress = 0
            self.timeText = "--:--"
        }
        if case .playing = playback {
            _isPlaying = State(initialValue: true)
        } else {
            _isPlaying = State(initialValue: false)
        }
    }

    var body: some View {
        HStack(spacing: 12) {
            RoundedRectangle(cornerRadius: 6)
                .fill(Color.purple)
                .frame(width: 48, height: 48)
                .overlay { Image(systemName: "music.note").foregroundStyle(.white) }
            VStack(alignment: .leading, spacing: 2) {
                Text(title)
                    .font(.playerTitle)
                    .lineLimit(1)
                Text(subtitle.isEmpty ? timeText : "\(subtitle) · \(timeText)")
                    .font(.playerSubtitle)
                    .foregroundStyle(.secondary)
                    .lineLimit(1)
            }
            .layoutPriority(1)
            Spacer(minLength: 0)
            PlayPauseButton(isPlaying: $isPlaying)
            Image(systemName: "forward.fill")
                .frame(width: 36, height: 36)
                .onTapGesture { controller.skip() }
        }
        .padding(.horizontal, 12)
        .padding(.vertical, 8)
        .background(colorScheme == .dark ? Color(white: 0.18) : Color(white: 0.96), in: RoundedRectangle(cornerRadius: 12))
        .overlay(alignment: .bottom) {
            GeometryReader { proxy in
                Capsule()
                    .fill(Color.purple)
                    .frame(width: proxy.size.width * progress, height: 2)
            }
            .frame(height: 2)
        }
    }
}

#Preview {
    MiniPlayer(
        Track(title: "Harbour Lights", artist: "The Tidelines", duration: 240),
        playback: .playing(at: 60),
        controller: PlayerController()
    )
    .padding(.horizontal, 8)
}

// Expected (390 × 844): the player is 390 − 2 × 8 = 374 wide, so the artwork is 48 × 48 at
// x = 8 + 12 = 20, and the progress line is 374 × 60 / 240 = 93.5 × 2 at x = 8.
