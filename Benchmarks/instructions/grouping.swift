import SwiftUI
enum Work {
    static func run() -> String {
        let groups = Dictionary(grouping: 0..<50000, by: { $0 % 97 })
        return "\(groups.count) \(groups[5]?.count ?? 0)"
    }
}
struct Scene: View {
    var body: some View { Text(Work.run()) }
}
