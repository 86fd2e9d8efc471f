// One habit: a coloured progress bar whose width is the completion share of the card's
// width (GeometryReader), the streak's sentence, and the last seven check-ins as dots.
import SwiftUI

struct HabitCard: View {
    let habit: Habit
    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            HStack(alignment: .firstTextBaseline) {
                Text(habit.name)
                    .font(.headline)
                Spacer()
                Text(String(format: "%.0f%%", habit.completion * 100))
                    .font(.subheadline)
                    .monospaced()
            }
            progress
                .frame(height: 6)
            HStack(spacing: 4) {
                ForEach(Array(habit.checkIns.suffix(7).enumerated()), id: \.offset) { _, done in
                    Circle()
                        .fill(done ? habit.kind.tint : Color.gray.opacity(0.3))
                        .frame(width: 8, height: 8)
                }
                Spacer()
                Text(habit.streak.summary)
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }
        }
        .padding()
        .background(colorScheme == .dark ? Color(white: 0.15) : Color.white, in: RoundedRectangle(cornerRadius: 16))
    }

    private var progress: some View {
        GeometryReader { proxy in
            ZStack(alignment: .leading) {
                Capsule().fill(Color.gray.opacity(0.2))
                Capsule()
                    .fill(habit.kind.tint)
                    .frame(width: proxy.size.width * habit.completion)
            }
        }
    }
}

#Preview("Card") {
    HabitCard(habit: HabitStore().habits[0])
        .frame(width: 320)
        .padding()
}
