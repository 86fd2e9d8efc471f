// Where trails come from: a network client (an actor), the user's step counts from HealthKit,
// and a logger. None of it is laid out; the views only read what the store holds.
import Foundation
import HealthKit
import os

private let logger = Logger(subsystem: "com.example.trails", category: "store")

/// A global computed value: the endpoint depends on the build.
var apiBase: URL {
    #if DEBUG
    URL(string: "https://staging.example.com/api")!
    #else
    URL(string: "https://example.com/api")!
    #endif
}

actor TrailClient {
    private let session = URLSession(configuration: .default)
    private let decoder: JSONDecoder = {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return decoder
    }()

    func trails(near region: String) async throws -> [Trail] {
        let (data, _) = try await session.data(from: apiBase.appendingPathComponent("trails"))
        return try decoder.decode([Trail].self, from: data)
    }
}

@Observable
final class TrailStore {
    var trails: [Trail] = []
    var isLoading = false
    var stepsToday: Double = 0
    private let client = TrailClient()
    private let health = HKHealthStore()

    init(trails: [Trail] = []) {
        self.trails = trails
    }

    var favorites: [Trail] { trails.filter(\.isFavorite) }

    func refresh(region: String) async {
        isLoading = true
        defer { isLoading = false }
        do {
            trails = try await client.trails(near: region)
        } catch {
            logger.error("could not load trails: \(error.localizedDescription)")
        }
    }

    func readSteps() {
        let type = HKQuantityType(.stepCount)
        health.requestAuthorization(toShare: [], read: [type]) { _, _ in }
    }

    static var preview: TrailStore { TrailStore(trails: Trail.samples) }
}

/// The device's name, from UIKit: a view that shows it shows whatever UIKit says.
let deviceName = UIDevice.current.name
