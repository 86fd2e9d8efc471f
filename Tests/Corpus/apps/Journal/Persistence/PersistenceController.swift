// Core Data as Xcode's template writes it: a persistence controller with an in-memory
// `preview` instance that saves sample entries, and the managed object class the model
// editor would generate.
import CoreData

final class Entry: NSManagedObject, Identifiable {
    @NSManaged var title: String?
    @NSManaged var body: String?
    @NSManaged var mood: Int16
    @NSManaged var createdAt: Date?
}

struct PersistenceController {
    static let shared = PersistenceController()

    static var preview: PersistenceController = {
        let result = PersistenceController(inMemory: true)
        let viewContext = result.container.viewContext
        for index in 0..<5 {
            let entry = Entry(context: viewContext)
            entry.title = "Day \(index + 1)"
            entry.mood = Int16(index % 3)
            entry.createdAt = Date()
        }
        do {
            try viewContext.save()
        } catch {
            let nsError = error as NSError
            fatalError("Unresolved error \(nsError), \(nsError.userInfo)")
        }
        return result
    }()

    let container: NSPersistentContainer

    init(inMemory: Bool = false) {
        container = NSPersistentContainer(name: "Journal")
        if inMemory {
            container.persistentStoreDescriptions.first!.url = URL(fileURLWithPath: "/dev/null")
        }
        container.loadPersistentStores { _, error in
            if let error = error as NSError? {
                fatalError("Unresolved error \(error), \(error.userInfo)")
            }
        }
        container.viewContext.automaticallyMergesChangesFromParent = true
    }
}
