// The habits app's model: an @Observable store of habits, a streak enum with associated
// values, and the colours each kind of habit uses.
import SwiftUI
import Observation

enum Streak: Equatable {
    case none
    case running(days: Int)
    case broken(after: Int)

    var summary: String {
        switch self {
        case .none: return "Not started"
        case .running(let days) where days >= 7: return "\(days / 7) week\(days >= 14 ? "s" : "") in a row"
        case .running(let days): return "\(days) day\(days == 1 ? "" : "s") in a row"
        case .broken(let after): return "Broken after \(after)"
        }
    }
}

enum HabitKind: String, CaseIterable {
    case health, mind, home

    var tint: Color {
        switch self {
        case .health: return .green
        case .mind: return .purple
        case .home: return .orange
        }
    }
}

struct Habit: Identifiable {
    let id = UUID()
    var name: String
    var kind: HabitKind
    var streak: Streak = .none
    var checkIns: [Bool] = []

    var completion: Double {
        guard !checkIns.isEmpty else { return 0 }
        return Double(checkIns.filter { $0 }.count) / Double(checkIns.count)
    }
}

@Observable
final class HabitStore {
    var habits: [Habit] = [
        Habit(name: "Walk 8k steps", kind: .health, streak: .running(days: 15), checkIns: [true, true, false, true, true, true, true]),
        Habit(name: "Read", kind: .mind, streak: .running(days: 3), checkIns: [true, true, true]),
        Habit(name: "Water plants", kind: .home, streak: .broken(after: 4), checkIns: [true, false]),
        Habit(name: "Meditate", kind: .mind),
    ]
    var showsCompleted = true

    var bestStreak: Int {
        habits.map { habit -> Int in
            if case .running(let days) = habit.streak { return days }
            return 0
        }.max() ?? 0
    }
}
