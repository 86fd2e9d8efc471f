// A calendar app's day view: a weekday header whose names and weekend tint come from
// switches over Ints (ranges and several values per case), hour labels switched over in a
// view builder, and events placed by their start time with heights from their duration.
import SwiftUI

typealias Hour = Int

struct AgendaEvent: Identifiable {
    let id = UUID()
    let title: String
    let start: Hour
    var startMinute = 0
    let minutes: Int
    var color: Color = .blue
}

final class CalendarStore: ObservableObject {
    @Published var selectedWeekday = 3
}

struct DayAgenda: View {
    var weekday = 3
    var firstHour: Hour = 8
    var lastHour: Hour = 14
    var events: [AgendaEvent] = []
    var hourHeight: CGFloat = 48
    @ObservedObject var store: CalendarStore

    private func name(of day: Int) -> String {
        switch day {
        case 1: return "Sun"
        case 2: return "Mon"
        case 3: return "Tue"
        case 4: return "Wed"
        case 5: return "Thu"
        case 6: return "Fri"
        default: return "Sat"
        }
    }

    private func tint(of day: Int) -> Color {
        switch day {
        case 1, 7: return .red
        case 2...6: return day == weekday ? .blue : .primary
        default: return .secondary
        }
    }

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 12) {
                HStack(spacing: 0) {
                    ForEach(1..<8, id: \.self) { day in
                        Text(name(of: day))
                            .font(.caption)
                            .fontWeight(day == weekday ? .bold : .regular)
                            .foregroundStyle(tint(of: day))
                            .frame(maxWidth: .infinity)
                    }
                }
                ZStack(alignment: .topLeading) {
                    VStack(spacing: 0) {
                        ForEach(firstHour..<lastHour, id: \.self) { hour in
                            hourRow(hour)
                        }
                    }
                    ForEach(events) { event in
                        RoundedRectangle(cornerRadius: 6)
                            .fill(event.color.opacity(0.25))
                            .overlay(alignment: .topLeading) {
                                Text(event.title).font(.caption.bold()).padding(6)
                            }
                            .frame(height: CGFloat(event.minutes) / 60 * hourHeight)
                            .padding(.leading, 56)
                            .padding(.top, (CGFloat(event.start - firstHour) + CGFloat(event.startMinute) / 60) * hourHeight)
                    }
                }
            }
            .padding(.horizontal)
        }
    }

    private func hourRow(_ hour: Hour) -> some View {
        HStack(alignment: .top, spacing: 8) {
            Group {
                switch hour {
                case 0..<12: Text("\(hour) AM")
                case 12: Text("Noon")
                default: Text("\(hour - 12) PM")
                }
            }
            .font(.caption2)
            .foregroundStyle(.secondary)
            .frame(width: 48, alignment: .trailing)
            VStack(spacing: 0) {
                Divider()
                Spacer(minLength: 0)
            }
        }
        .frame(height: hourHeight)
    }
}

#Preview {
    DayAgenda(
        events: [
            AgendaEvent(title: "Stand-up", start: 9, startMinute: 30, minutes: 90),
            AgendaEvent(title: "Lunch with Sam", start: 12, minutes: 60, color: .green),
        ],
        store: CalendarStore()
    )
}

// Expected (390 × 844): events are offered 390 − 32 − 56 = 302 and start at x = 16 + 56 = 72;
// the stand-up (90 min) is 302 × 90 / 60 × 48 = 302 × 72, lunch 302 × 48; the six hour rows
// (`frame(height: hourHeight)`) are 48 tall, so the grid is 6 × 48 = 288 tall.
