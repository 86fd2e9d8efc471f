// Previews' data, the two ways apps set it up: a shared in-memory container made by a
// PreviewModifier (a #Preview trait), and a container built and filled inline.
import SwiftData
import SwiftUI

struct SampleData: PreviewModifier {
    static func makeSharedContext() throws -> ModelContainer {
        let container = try ModelContainer(for: Ingredient.self, Shelf.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
        Ingredient.samples.forEach { container.mainContext.insert($0) }
        return container
    }

    func body(content: Content, context: ModelContainer) -> some View {
        content.modelContainer(context)
    }
}

extension PreviewTrait where T == Preview.ViewTraits {
    @MainActor static var sampleData: Self = .modifier(SampleData())
}

@MainActor
let previewContainer: ModelContainer = {
    do {
        let container = try ModelContainer(for: Ingredient.self, configurations: .init(isStoredInMemoryOnly: true))
        for index in 0..<3 {
            container.mainContext.insert(Ingredient(name: "Spice \(index + 1)", quantity: Double(index) * 10, unit: "g"))
        }
        return container
    } catch {
        fatalError("could not create the preview container: \(error)")
    }
}()
