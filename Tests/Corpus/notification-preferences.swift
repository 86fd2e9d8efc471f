// A notification preferences screen from a mail client: an enum of delivery schedules picked
// inline in a Form (each option a row with a checkmark), a wheel for the quiet hour, toggles
// bound to an @Observable settings model, an empty state for muted senders
// (ContentUnavailableView with a description and an action), and a preview on an iPhone.
import SwiftUI
import Observation

enum DeliverySchedule: String, CaseIterable, Identifiable {
    case immediately = "Immediately"
    case hourly = "Every Hour"
    case daily = "Daily Summary"

    var id: Self { self }
}

@Observable
final class NotificationSettings {
    var schedule: DeliverySchedule = .hourly
    var quietHour = 22
    var showPreviews = true
    var mutedSenders: [String] = []
}

struct MutedSendersSection: View {
    let senders: [String]

    var body: some View {
        if senders.isEmpty {
            ContentUnavailableView {
                Label("No Muted Senders", systemImage: "bell.slash")
            } description: {
                Text("People you mute won't notify you.")
            } actions: {
                Button("Mute Someone") {}
                    .buttonStyle(.bordered)
            }
            .frame(height: 260)
        } else {
            ForEach(senders, id: \.self) { sender in
                Text(sender)
            }
        }
    }
}

struct NotificationPreferencesView: View {
    @State private var settings = NotificationSettings()

    var body: some View {
        NavigationStack {
            Form {
                Section("Delivery") {
                    Picker("Schedule", selection: $settings.schedule) {
                        ForEach(DeliverySchedule.allCases) { schedule in
                            Text(schedule.rawValue).tag(schedule)
                        }
                    }
                    .pickerStyle(.inline)
                    Toggle("Show Previews", isOn: $settings.showPreviews)
                }
                Section("Quiet Hours") {
                    Picker("Starts at", selection: $settings.quietHour) {
                        ForEach(18..<24) { hour in
                            Text("\(hour):00").tag(hour)
                        }
                    }
                    .pickerStyle(.wheel)
                }
                Section("Muted") {
                    MutedSendersSection(senders: settings.mutedSenders)
                }
            }
            .navigationTitle("Notifications")
            .navigationBarTitleDisplayMode(.inline)
        }
    }
}

#Preview {
    NotificationPreferencesView()
}
