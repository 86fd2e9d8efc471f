// The habits screen: reads the @Observable store through @State and the environment, groups
// the habits by kind with a dictionary, and shows a summary header.
import SwiftUI

struct HabitsScreen: View {
    @State private var store = HabitStore()

    private var byKind: [HabitKind: [Habit]] {
        Dictionary(grouping: store.habits, by: { $0.kind })
    }

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 16) {
                header
                ForEach(HabitKind.allCases, id: \.self) { kind in
                    let habits = store.habits.filter { $0.kind == kind }
                    if !habits.isEmpty {
                        Text(kind.rawValue.capitalized)
                            .font(.title3.bold())
                        ForEach(habits) { habit in
                            HabitCard(habit: habit)
                        }
                    }
                }
            }
            .padding()
        }
        .background(Color.gray.opacity(0.1))
        .navigationTitle("Habits")
    }

    @ViewBuilder
    private var header: some View {
        let done = store.habits.filter { $0.completion >= 0.8 }.count
        HStack {
            VStack(alignment: .leading) {
                Text("\(done) of \(store.habits.count) on track")
                    .font(.headline)
                Text("Best streak: \(store.bestStreak) days")
                    .font(.caption)
            }
            Spacer()
            Image(systemName: "flame.fill")
                .font(.largeTitle)
                .foregroundStyle(.orange)
        }
    }
}

#Preview("Screen") {
    HabitsScreen()
        .environment(\.colorScheme, .dark)
}
