// The hiking app's data: trails read from a backend (Firestore-style documents, whose ids a
// package's property wrapper fills), difficulty levels, and sample data for previews.
import Foundation
import CoreLocation
import FirebaseFirestore

enum Difficulty: String, CaseIterable, Identifiable, Codable {
    case easy, moderate, hard

    var id: Self { self }

    var label: LocalizedStringKey {
        switch self {
        case .easy: "Easy"
        case .moderate: "Moderate"
        case .hard: "Hard"
        }
    }

    /// How many dots the badge shows.
    var level: Int {
        switch self {
        case .easy: return 1
        case .moderate: return 2
        case .hard: return 3
        }
    }
}

struct Trail: Identifiable, Codable, Hashable {
    @DocumentID var id: String?
    var name: String
    var region: String
    var lengthKilometers: Double
    var elevationGain: Int
    var difficulty: Difficulty
    var coordinate: CLLocationCoordinate2D?
    var isFavorite = false

    /// `12.4 km · 640 m up`.
    var summary: String {
        let length = lengthKilometers.formatted(.number.precision(.fractionLength(1)))
        return "\(length) km · \(elevationGain) m up"
    }
}

extension Trail {
    static let samples: [Trail] = [
        Trail(name: "Ridge Loop", region: "Marin", lengthKilometers: 12.4, elevationGain: 640, difficulty: .moderate),
        Trail(name: "Fern Creek", region: "Muir Woods", lengthKilometers: 5, elevationGain: 180, difficulty: .easy, isFavorite: true),
        Trail(name: "Summit Scramble", region: "Mount Diablo", lengthKilometers: 18.75, elevationGain: 1120, difficulty: .hard),
    ]

    /// Sibling statics without `Self.`: the first sample, used by every row preview.
    static var sample: Trail { samples[0] }
}
