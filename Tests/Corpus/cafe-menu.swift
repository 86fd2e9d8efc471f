// A café menu: an enum of categories with raw values, a model struct with defaults and a
// computed property, sample data in an extension, rows built from the models, a preview.
import SwiftUI

enum Category: String, CaseIterable, Identifiable {
    case coffee, tea, pastry
    var id: String { rawValue }
}

struct MenuItem: Identifiable {
    let id = UUID()
    let name: String
    let price: Double
    var category: Category = .coffee
    var isFeatured = false

    var priceText: String { "$\(price)" }
}

extension MenuItem {
    static let samples = [
        MenuItem(name: "Flat white", price: 3.5),
        MenuItem(name: "Sencha", price: 3, category: .tea),
        MenuItem(name: "Croissant", price: 2.75, category: .pastry, isFeatured: true),
    ]
}

struct MenuRow: View {
    let item: MenuItem
    var body: some View {
        HStack {
            Text(item.name)
                .font(item.isFeatured ? .headline : .body)
            Spacer()
            Text(item.priceText)
        }
        .padding(.vertical, item.category == .tea ? 12 : 8)
    }
}

struct MenuList: View {
    var items: [MenuItem] = MenuItem.samples
    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            ForEach(Category.allCases) { category in
                Text(category.rawValue.capitalized)
                    .font(.caption)
            }
            ForEach(items) { item in
                MenuRow(item: item)
            }
        }
        .padding()
    }
}

#Preview {
    MenuList()
}
