import SwiftUI
enum Work {
    static func run() -> String {
        let values = (0..<30000).map { ($0 * 7919) % 10007 }
        let kept = values.filter { $0 % 2 == 0 }.sorted()
        let total = kept.reduce(0) { $0 + $1 / 2 }
        return "\(kept.count) \(kept.first ?? 0) \(total)"
    }
}
struct Scene: View {
    var body: some View { Text(Work.run()) }
}
