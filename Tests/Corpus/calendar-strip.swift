// A week strip from a calendar app: days built from a range, weekday names and weekend
// colours chosen by switches over Ints, today's day in a filled circle, horizontal scrolling.
import SwiftUI

struct WeekStrip: View {
    var firstDay = 21
    var today = 24
    var daysInMonth = 30

    private func weekdayName(_ offset: Int) -> String {
        switch offset % 7 {
        case 0: return "Mon"
        case 1: return "Tue"
        case 2: return "Wed"
        case 3: return "Thu"
        case 4: return "Fri"
        case 5: return "Sat"
        default: return "Sun"
        }
    }

    private func tint(_ offset: Int) -> Color {
        switch offset % 7 {
        case 5...6: return .red
        default: return .primary
        }
    }

    var body: some View {
        ScrollView(.horizontal, showsIndicators: false) {
            HStack(spacing: 6) {
                ForEach(0..<14, id: \.self) { offset in
                    let day = (firstDay + offset - 1) % daysInMonth + 1
                    VStack(spacing: 4) {
                        Text(weekdayName(offset))
                            .font(.caption2)
                            .foregroundStyle(tint(offset))
                        Text("\(day)")
                            .font(.body.bold())
                            .frame(width: 36, height: 36)
                            .background(day == today ? Color.accentColor : Color.clear, in: Circle())
                    }
                    .frame(width: 44)
                }
            }
            .padding(.horizontal, 12)
        }
    }
}

#Preview {
    WeekStrip()
}

// Expected: each day column is 44 wide; the strip's content is 14 × 44 + 13 × 6 = 694 wide.
