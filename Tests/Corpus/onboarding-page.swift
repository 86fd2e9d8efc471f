// An onboarding pager: pages from an @Observable model read through @State, the current
// page's index in the environment-free model, page dots built from indices, and a preview
// that sets a larger font through the environment.
import SwiftUI
import Observation

struct OnboardingPage: Identifiable {
    let id: Int
    let symbol: String
    let title: String
    let body: String
}

@Observable
final class OnboardingModel {
    var pages: [OnboardingPage] = [
        OnboardingPage(id: 0, symbol: "sparkles", title: "Welcome", body: "Plan your week in a minute."),
        OnboardingPage(id: 1, symbol: "bell.badge", title: "Stay on time", body: "Gentle reminders before each task."),
        OnboardingPage(id: 2, symbol: "chart.bar", title: "See progress", body: "Weekly charts of what you finished."),
    ]
    var current = 1

    var isLast: Bool { current == pages.count - 1 }
}

struct OnboardingView: View {
    @State private var model = OnboardingModel()

    var body: some View {
        let page = model.pages[model.current]
        VStack(spacing: 24) {
            Spacer()
            Image(systemName: page.symbol)
                .font(.system(size: 64))
                .frame(height: 90)
            Text(page.title)
                .font(.largeTitle.bold())
            Text(page.body)
                .multilineTextAlignment(.center)
                .padding(.horizontal, 40)
            Spacer()
            dots
            Text(model.isLast ? "Get started" : "Continue")
                .font(.headline)
                .frame(maxWidth: .infinity)
                .padding(.vertical, 14)
                .background(Color.accentColor, in: Capsule())
                .padding(.horizontal, 24)
        }
        .padding(.bottom, 16)
    }

    private var dots: some View {
        HStack(spacing: 8) {
            ForEach(model.pages.indices, id: \.self) { index in
                Circle()
                    .fill(index == model.current ? Color.primary : Color.secondary)
                    .frame(width: 8, height: 8)
            }
        }
    }
}

#Preview {
    OnboardingView()
}

#Preview("Large text") {
    OnboardingView()
        .environment(\.font, .title3)
}

// Expected (390 × 844): the three dots are 8 × 8 and 8 apart, so the dots' row is 40 wide,
// centred: it starts at x = 175.
