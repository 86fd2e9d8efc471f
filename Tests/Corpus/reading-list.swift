// A reading list: an @Observable library with a type alias for shelf names, books filtered
// by shelf with filter and contains, a progress label from String(format:).
import SwiftUI
import Observation

typealias Shelf = String

struct Book: Identifiable {
    let id = UUID()
    let title: String
    let author: String
    let pages: Int
    var pagesRead: Int = 0
    var shelves: [Shelf] = []

    var progress: Double { pages == 0 ? 0 : Double(pagesRead) / Double(pages) }
}

@Observable
final class Library {
    var books: [Book] = [
        Book(title: "The Left Hand of Darkness", author: "Ursula K. Le Guin", pages: 304, pagesRead: 120, shelves: ["Reading"]),
        Book(title: "Piranesi", author: "Susanna Clarke", pages: 272, pagesRead: 272, shelves: ["Done", "Favourites"]),
        Book(title: "Middlemarch", author: "George Eliot", pages: 880, shelves: ["Someday"]),
    ]

    func books(on shelf: Shelf) -> [Book] { books.filter { $0.shelves.contains(shelf) } }
}

struct ReadingList: View {
    @State private var library = Library()
    var shelf: Shelf = "Reading"

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text(shelf).font(.largeTitle.bold())
            let books = library.books(on: shelf)
            if books.isEmpty {
                Text("No books on this shelf").foregroundStyle(.secondary)
            }
            ForEach(books) { book in
                HStack(alignment: .top, spacing: 12) {
                    RoundedRectangle(cornerRadius: 4)
                        .fill(Color.brown)
                        .frame(width: 40, height: 60)
                    VStack(alignment: .leading, spacing: 2) {
                        Text(book.title).font(.headline).lineLimit(2)
                        Text(book.author).font(.subheadline)
                        Text(String(format: "%.0f%% read", book.progress * 100)).font(.caption)
                    }
                }
            }
        }
        .padding()
        .frame(maxWidth: .infinity, alignment: .leading)
    }
}

#Preview("Reading") { ReadingList() }
#Preview("Favourites") { ReadingList(shelf: "Favourites") }

// Expected: each cover is 40 × 60 at x = 16.
