// The recipes app's data: a model with an explicit initializer, an enum of courses with
// raw values, and sample data behind #if DEBUG as apps keep it.
import Foundation

enum Course: String, CaseIterable, Identifiable {
    case breakfast = "Breakfast"
    case lunch = "Lunch"
    case dinner = "Dinner"

    var id: String { rawValue }
    var symbol: String {
        switch self {
        case .breakfast: return "sunrise"
        case .lunch: return "sun.max"
        case .dinner: return "moon.stars"
        }
    }
}

struct Recipe: Identifiable, Hashable {
    let id = UUID()
    let title: String
    let imageName: String
    let course: Course
    let minutes: Int
    let servings: Int
    let isFavorite: Bool

    init(_ title: String, image: String, course: Course, minutes: Int, servings: Int = 2, isFavorite: Bool = false) {
        self.title = title
        self.imageName = image
        self.course = course
        self.minutes = minutes
        self.servings = servings
        self.isFavorite = isFavorite
    }

    var duration: String { minutes < 60 ? "\(minutes) min" : String(format: "%d h %02d", minutes / 60, minutes % 60) }
}

#if DEBUG
extension Recipe {
    static let samples: [Recipe] = [
        Recipe("Buttermilk pancakes", image: "pancakes", course: .breakfast, minutes: 25, servings: 4, isFavorite: true),
        Recipe("Green salad", image: "salad", course: .lunch, minutes: 10),
        Recipe("Slow-cooked ragù", image: "ragu", course: .dinner, minutes: 150, servings: 6),
    ]
}
#endif
