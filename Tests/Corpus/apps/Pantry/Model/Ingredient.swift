// The pantry's SwiftData model: ingredients with a quantity, a unit and a best-before date, in
// shelves. The views read them with @Query; previews fill an in-memory container.
import Foundation
import SwiftData

@Model
final class Shelf {
    var name: String
    var position: Int

    init(name: String, position: Int) {
        self.name = name
        self.position = position
    }
}

@Model
final class Ingredient {
    var name: String
    var quantity: Double
    var unit: String
    var bestBefore: Date
    var isRunningLow: Bool
    var shelf: Shelf?

    init(name: String, quantity: Double, unit: String = "g", bestBefore: Date = .now, isRunningLow: Bool = false, shelf: Shelf? = nil) {
        self.name = name
        self.quantity = quantity
        self.unit = unit
        self.bestBefore = bestBefore
        self.isRunningLow = isRunningLow
        self.shelf = shelf
    }

    /// `250 g`, `1.5 l`.
    var amount: String {
        "\(quantity.formatted()) \(unit)"
    }
}

extension Ingredient {
    static let samples: [Ingredient] = [
        Ingredient(name: "Flour", quantity: 1500, unit: "g"),
        Ingredient(name: "Olive oil", quantity: 0.25, unit: "l", isRunningLow: true),
        Ingredient(name: "Arborio rice", quantity: 500),
        Ingredient(name: "Saffron", quantity: 0.5, isRunningLow: true),
    ]
}
