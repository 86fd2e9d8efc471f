// An event editor from a calendar app: a Form bound to a draft event model, with compact
// date pickers for the start and end, an all-day toggle, a repeat picker in the navigation-
// link style, reminders in a disclosure group, invitees with a count badge, a share link
// and an edit button in the toolbar. Recorded from its preview.
import SwiftUI

struct Invitee: Identifiable, Hashable {
    let id = UUID()
    var name: String
    var accepted: Bool
}

enum Repeat: String, CaseIterable, Identifiable {
    case never = "Never"
    case daily = "Every Day"
    case weekly = "Every Week"
    var id: String { rawValue }
}

struct DraftEvent {
    var title = "Design review"
    var start = Date()
    var end = Date().addingTimeInterval(3600)
    var allDay = false
    var repeats: Repeat = .weekly
    var invitees: [Invitee] = [
        Invitee(name: "Ana", accepted: true),
        Invitee(name: "Kenji", accepted: false),
        Invitee(name: "Sam", accepted: true),
    ]

    var pending: Int { invitees.filter { !$0.accepted }.count }
}

struct EventEditor: View {
    @State private var draft = DraftEvent()
    @State private var showsReminders = true

    var body: some View {
        NavigationStack {
            Form {
                Section {
                    TextField("Title", text: $draft.title)
                }
                Section("When") {
                    Toggle("All-day", isOn: $draft.allDay)
                    DatePicker("Starts", selection: $draft.start)
                    DatePicker("Ends", selection: $draft.end, displayedComponents: draft.allDay ? [.date] : [.date, .hourAndMinute])
                    Picker("Repeat", selection: $draft.repeats) {
                        ForEach(Repeat.allCases) { option in
                            Text(option.rawValue).tag(option)
                        }
                    }
                    .pickerStyle(.menu)
                }
                Section {
                    DisclosureGroup("Reminders", isExpanded: $showsReminders) {
                        Label("15 minutes before", systemImage: "bell")
                        Label("1 day before", systemImage: "bell.badge")
                    }
                }
                Section("Invitees") {
                    ForEach(draft.invitees) { person in
                        InviteeRow(person: person)
                    }
                    Text("Awaiting reply")
                        .badge(draft.pending)
                }
                Section {
                    ShareLink(item: URL(string: "https://example.com/events/42")!) {
                        Label("Share Invitation", systemImage: "square.and.arrow.up")
                    }
                }
            }
            .formStyle(.grouped)
            .navigationTitle("Edit Event")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) { EditButton() }
            }
        }
    }
}

struct InviteeRow: View {
    let person: Invitee

    var body: some View {
        HStack {
            Image(systemName: person.accepted ? "checkmark.circle.fill" : "questionmark.circle")
                .foregroundStyle(person.accepted ? .green : .orange)
            Text(person.name)
        }
    }
}

#Preview {
    EventEditor()
}
