import SwiftUI
enum Work {
    static func run() -> String {
        var sum = 0
        for i in 0..<100000 {
            if i % 3 == 0 { sum += i * 2 } else { sum -= 1 }
        }
        return "\(sum)"
    }
}
struct Scene: View {
    var body: some View { Text(Work.run()) }
}
