// A fitness app's weekly summary: minutes per activity in a [String: Int] dictionary (keys
// sorted, subscripts with a default, values summed with reduce), workouts as models with an
// explicit init, a type alias, a CGFloat constant in an extension, and a generic section card.
import SwiftUI

typealias Minutes = Int

extension CGFloat {
    static let barTrack: CGFloat = 240
}

struct Workout: Identifiable {
    let id = UUID()
    let activity: String
    let minutes: Minutes
    let calories: Int
    let caloriesPerMinute: Double

    init(_ activity: String, minutes: Minutes, calories: Int) {
        self.activity = activity
        self.minutes = minutes
        self.calories = calories
        self.caloriesPerMinute = minutes > 0 ? Double(calories) / Double(minutes) : 0
    }
}

struct SummarySection<Content: View>: View {
    let title: String
    @ViewBuilder var content: () -> Content

    var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            Text(title.uppercased())
                .font(.caption.weight(.semibold))
                .foregroundStyle(.secondary)
            content()
        }
    }
}

struct WorkoutSummary: View {
    var durations: [String: Minutes] = ["Run": 45, "Cycle": 90, "Yoga": 30, "Swim": 15]
    var workouts: [Workout] = [
        Workout("Run", minutes: 45, calories: 480),
        Workout("Cycle", minutes: 90, calories: 720),
        Workout("Yoga", minutes: 30, calories: 110),
    ]

    private var total: Minutes { durations.values.reduce(0, +) }
    private var totalCalories: Int { workouts.reduce(0) { $0 + $1.calories } }

    private var busiest: String {
        guard let best = workouts.sorted(by: { $0.minutes > $1.minutes }).first else { return "—" }
        return best.activity
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 24) {
            SummarySection(title: "This week") {
                Text(String(format: "%d h %02d min", total / 60, total % 60))
                    .font(.largeTitle.bold())
                Text("\(totalCalories) kcal · mostly \(busiest)")
                    .foregroundStyle(.secondary)
            }
            SummarySection(title: "By activity") {
                if durations.isEmpty {
                    Text("No workouts yet")
                }
                ForEach(durations.keys.sorted(), id: \.self) { activity in
                    activityRow(activity, minutes: durations[activity] ?? 0)
                }
            }
            Text("\(durations.count) activities")
                .font(.footnote)
        }
        .padding()
        .frame(maxWidth: .infinity, alignment: .leading)
    }

    private func activityRow(_ activity: String, minutes: Minutes) -> some View {
        HStack(spacing: 12) {
            Text(activity)
                .frame(width: 56, alignment: .leading)
            ZStack(alignment: .leading) {
                Capsule()
                    .fill(Color.gray.opacity(0.2))
                    .frame(width: .barTrack, height: 8)
                Capsule()
                    .fill(Color.orange)
                    .frame(width: .barTrack * CGFloat(minutes) / CGFloat(total), height: 8)
            }
            Text("\(minutes)′")
                .font(.caption)
                .monospaced()
        }
    }
}

#Preview {
    WorkoutSummary()
}

// Expected (390 × 844): 45 + 90 + 30 + 15 = 180 minutes; every track is 240 × 8 at
// x = 16 + 56 + 12 = 84 (padding, the 56-wide name, spacing), and the bars are 240 × minutes / 180
// wide from x = 84: Cycle (first by key) 120 × 8, then Run 60, Swim 20, Yoga 40.
