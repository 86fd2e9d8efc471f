// The daily goal: a stepper whose value is a binding observed with didSet (observers never
// change layout), a computed property with get and set, the app's version from a global
// computed var, and a date formatted by a closure-initialised formatter.
import SwiftUI
import UIKit

/// The version shown in the footer.
var appVersion: String {
    let short = Bundle.main.infoDictionary?["CFBundleShortVersionString"] as? String
    return "Version \(short ?? "1.0")"
}

struct GoalStepper: View {
    @Binding var kilometers: Int {
        didSet { UIImpactFeedbackGenerator(style: .light).impactOccurred() }
    }
    private let lastHike: Date

    private let formatter: DateFormatter = {
        let formatter = DateFormatter()
        formatter.dateStyle = .medium
        return formatter
    }()

    init(kilometers: Binding<Int>, lastHike: Date = .now) {
        self._kilometers = kilometers
        self.lastHike = lastHike
    }

    /// Miles, rounded, for people who think in them.
    private var miles: Int {
        get { Int((Double(kilometers) * 0.621).rounded()) }
        set { kilometers = Int((Double(newValue) / 0.621).rounded()) }
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            Stepper("Goal: \(kilometers) km (\(miles) mi)", value: $kilometers, in: 1...100)
            Text("Last hike \(formatter.string(from: lastHike))")
                .font(.footnote)
            Text(appVersion)
                .font(.caption2)
                .foregroundStyle(.tertiary)
            Button("Open Settings") {
                UIApplication.shared.open(URL(string: UIApplication.openSettingsURLString)!)
            }
        }
        .padding()
    }
}

#Preview("Goal") {
    // Statements before the view, as previews write them: a store set up and changed.
    let store = TrailStore()
    store.trails = Trail.samples
    store.stepsToday = 8_400
    let goal = store.trails.count * 5
    return GoalStepper(kilometers: .constant(goal))
        .environment(store)
}
