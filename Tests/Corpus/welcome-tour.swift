// A first-launch tour: an @Observable, @MainActor model held in @State and handed down with
// .environment(model) to a progress bar that reads it through @Environment(Type.self),
// flexible progress segments sharing the width, a random tip, and a preview that sets the
// font for the whole tour through the environment.
import SwiftUI
import Observation

struct TourStep: Identifiable {
    let id: Int
    let symbol: String
    let title: String
    let detail: String
}

extension TourStep {
    static let all = [
        TourStep(id: 0, symbol: "tray.and.arrow.down", title: "Capture", detail: "Save anything from the share sheet."),
        TourStep(id: 1, symbol: "tag", title: "Organise", detail: "Tags and smart folders sort it for you."),
        TourStep(id: 2, symbol: "magnifyingglass", title: "Find", detail: "Search inside photos, PDFs and notes."),
        TourStep(id: 3, symbol: "icloud", title: "Sync", detail: "Everything on all your devices."),
    ]
}

@MainActor
@Observable
final class TourModel {
    var steps: [TourStep] = TourStep.all
    var currentIndex = 1
    var tips = ["Swipe to skip ahead", "You can replay this tour in Settings"]

    var current: TourStep { steps[currentIndex] }
    var isFinished: Bool { currentIndex >= steps.count - 1 }
}

struct TourProgress: View {
    @Environment(TourModel.self) private var model

    var body: some View {
        HStack(spacing: 6) {
            ForEach(model.steps.indices, id: \.self) { index in
                Capsule()
                    .fill(index <= model.currentIndex ? Color.accentColor : Color.gray.opacity(0.25))
                    .frame(height: 4)
            }
        }
    }
}

struct WelcomeTour: View {
    @State private var model = TourModel()

    var body: some View {
        VStack(spacing: 28) {
            TourProgress()
                .environment(model)
            Spacer()
            Image(systemName: model.current.symbol)
                .font(.system(size: 72, weight: .light))
                .foregroundStyle(.tint)
                .frame(width: 120, height: 120)
            VStack(spacing: 10) {
                Text(model.current.title)
                    .font(.largeTitle.bold())
                Text(model.current.detail)
                    .multilineTextAlignment(.center)
            }
            Spacer()
            Text(model.tips.randomElement() ?? "")
                .font(.footnote)
                .foregroundStyle(.secondary)
            Text(model.isFinished ? "Start using the app" : "Next")
                .font(.headline)
                .foregroundStyle(.white)
                .frame(maxWidth: .infinity, minHeight: 50)
                .background(Color.accentColor, in: RoundedRectangle(cornerRadius: 14))
        }
        .padding(.horizontal, 24)
        .padding(.vertical)
    }
}

#Preview {
    WelcomeTour()
        .environment(\.font, .callout)
}

#Preview("Large type") {
    WelcomeTour()
        .environment(\.dynamicTypeSize, .accessibility2)
}

// Expected (390 × 844): the progress row is 390 − 2 × 24 = 342 wide; four flexible segments
// 6 apart get (342 − 3 × 6) / 4 = 81 each: the first is 81 × 4 at (24, 16) (the spacers make
// the stack the full 844 − 2 × 16), and the 120 × 120 symbol frame is centred at x = (390 − 120) / 2 = 135.
