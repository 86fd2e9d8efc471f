import SwiftUI
enum Work {
    static func run() -> String {
        var count = 0
        let bump: (Int) -> Void = { step in count += step }
        for i in 0..<90000 { bump(i % 3) }
        return "\(count)"
    }
}
struct Scene: View {
    var body: some View { Text(Work.run()) }
}
