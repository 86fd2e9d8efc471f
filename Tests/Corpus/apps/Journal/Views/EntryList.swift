// The journal: entries fetched from Core Data, newest first, with a mood dot and the title;
// an empty state when there are none. In a preview, ltrace cannot run Core Data: the fetch
// has no entries, and says so.
import SwiftUI
import CoreData

struct MoodDot: View {
    let mood: Int16

    private var color: Color {
        switch mood {
        case 0: .red
        case 1: .yellow
        default: .green
        }
    }

    var body: some View {
        Circle()
            .fill(color)
            .frame(width: 10, height: 10)
    }
}

struct EntryList: View {
    @Environment(\.managedObjectContext) private var viewContext
    @FetchRequest(sortDescriptors: [NSSortDescriptor(keyPath: \Entry.createdAt, ascending: false)], animation: .default)
    private var entries: FetchedResults<Entry>

    var body: some View {
        NavigationView {
            Group {
                if entries.isEmpty {
                    VStack(spacing: 12) {
                        Image(systemName: "book.closed")
                            .font(.largeTitle)
                        Text("No entries yet")
                            .font(.headline)
                    }
                } else {
                    List(entries) { entry in
                        HStack {
                            MoodDot(mood: entry.mood)
                            Text(entry.title ?? "Untitled")
                        }
                    }
                }
            }
            .navigationTitle("Journal")
        }
    }

    private func addEntry() {
        withAnimation {
            let entry = Entry(context: viewContext)
            entry.createdAt = Date()
            try? viewContext.save()
        }
    }
}

struct EntryList_Previews: PreviewProvider {
    static var previews: some View {
        EntryList()
            .environment(\.managedObjectContext, PersistenceController.preview.container.viewContext)
    }
}

#Preview("Moods") {
    HStack {
        ForEach(0..<3) { mood in
            MoodDot(mood: Int16(mood))
        }
    }
}
