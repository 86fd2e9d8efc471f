import SwiftUI
enum Suit { case spades, hearts, diamonds, clubs }
enum Work {
    static func run() -> String {
        let suits: [Suit] = [.spades, .hearts, .diamonds, .clubs]
        var score = 0
        for i in 0..<90000 {
            switch suits[i % 4] {
            case .spades: score += 4
            case .hearts: score += 3
            case .diamonds: score -= 2
            case .clubs: score -= 1
            }
        }
        return "\(score)"
    }
}
struct Scene: View {
    var body: some View { Text(Work.run()) }
}
